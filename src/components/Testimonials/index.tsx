import {useEffect, useRef, useState, type FocusEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {Swiper as SwiperInstance} from 'swiper';
import {Autoplay, Swiper} from './loadSwiper';
import cardStyles from '@site/src/css/cardList.module.css';
import {breakpoints} from '@site/src/css/breakpoints';
import {useReducedMotion} from '@site/src/hooks/useReducedMotion';
import {testimonials, type Testimonial} from '@site/src/data/testimonials';
import {testimonialPeople} from '@site/src/data/testimonialPeople';
import styles from './styles.module.css';
import {island} from '@site/plugins/islands/island';

/** docs/product.md §5: auto-advance every 2000 ms, 0.5 s slide transition, slides per view by width. */
export const carouselTiming = {autoplayDelayMs: 2000, transitionMs: 500} as const;
const swiperBreakpoints = {[breakpoints.small]: {slidesPerView: 2}, [breakpoints.desktop]: {slidesPerView: 3}};

/**
 * The client's rating, as text a buyer reads ("Rated 4.5 out of 5", D21). It was
 * a row of five stars beside the figure: the look of an app store's reviews,
 * which a buyer of audits does not trust (issue 43).
 */
function Rating({rating}: {rating: number}): ReactNode {
  return (
    <p className={styles.rating}>{translate({id: 'testimonials.rating', message: 'Rated {rating} out of 5'}, {rating: String(rating)})}</p>
  );
}

function TestimonialCard({testimonial}: {testimonial: Testimonial}): ReactNode {
  // Named once the company has the client's permission (D2); until then, the role only.
  const person = testimonialPeople[testimonial.id];
  return (
    <figure className={clsx(cardStyles.card, styles.card)}>
      <Rating rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p className={styles.headline}>{testimonial.quote}</p>
        <p className={styles.text}>{testimonial.text}</p>
      </blockquote>
      <figcaption className={styles.name}>
        {person && (
          <span className={styles.person}>
            {person.person}, {person.organisation}
          </span>
        )}{' '}
        {testimonial.name}
      </figcaption>
    </figure>
  );
}

/**
 * Swiper may add slides of its own in loop mode; they repeat ours, so assistive
 * tech and the keyboard skip them (D21). With six slides swiper 14 re-orders
 * rather than copies, so this usually finds none.
 */
function hideLoopDuplicates(swiper: SwiperInstance, ownSlides: Set<Element>): void {
  for (const slide of swiper.slides) {
    if (!ownSlides.has(slide)) {
      slide.setAttribute('aria-hidden', 'true');
      slide.setAttribute('inert', '');
    }
  }
}

/**
 * The testimonials (docs/product.md §4, §5; D21). The server renders a plain list of
 * all six, laid out as the carousel will be where scripts run (styles.module.css);
 * in the browser swiper turns it into a looping carousel with previous, next and
 * pause/play buttons. The buttons are in the pre-rendered page: a press before
 * swiper is there sets it up at once and then moves. Rotation pauses while the
 * carousel is hovered or focused, and does not start by itself under reduced
 * motion.
 */
export default function Testimonials(): ReactNode {
  const viewportRef = useRef<HTMLDivElement>(null);
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const reducedMotion = useReducedMotion();
  const [enhanced, setEnhanced] = useState(false);
  /** null until the visitor presses pause/play: then their choice wins. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Previous or next pressed before swiper was there: done once it is. */
  const pendingMove = useRef<'previous' | 'next' | null>(null);
  /** Sets up swiper now, instead of when the list nears the screen. */
  const enhanceNow = useRef<(() => void) | null>(null);

  const paused = userPaused ?? reducedMotion !== false;
  const rotating = enhanced && !paused && !hovered && !focused;

  useEffect(() => {
    // Wait for the preference: it decides the transition speed.
    if (reducedMotion === undefined) return undefined;
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    let started = false;
    let instance: SwiperInstance | undefined;
    const enhance = () => {
      if (started) return;
      started = true;
      nearScreen?.disconnect();
      const ownSlides = new Set(slideRefs.current.filter((slide): slide is HTMLDivElement => slide !== null));
      // Added by hand, not through React, so a re-render never strips swiper's classes.
      viewport.classList.add(styles.carouselMode!);
      instance = new Swiper(viewport, {
        modules: [Autoplay],
        wrapperClass: styles.track,
        slideClass: styles.slide,
        loop: true,
        slidesPerView: 1,
        spaceBetween: 24,
        breakpoints: swiperBreakpoints,
        // Moving on a click is motion too: under reduced motion slides change at once.
        speed: reducedMotion ? 0 : carouselTiming.transitionMs,
        autoplay: {delay: carouselTiming.autoplayDelayMs, disableOnInteraction: false},
        on: {
          afterInit: (swiper) => hideLoopDuplicates(swiper, ownSlides),
          loopFix: (swiper) => hideLoopDuplicates(swiper, ownSlides),
        },
      });
      // Rotation is started by the effect below once React knows the state.
      instance.autoplay.stop();
      swiperRef.current = instance;
      setEnhanced(true);
      if (pendingMove.current === 'next') instance.slideNext();
      else if (pendingMove.current === 'previous') instance.slidePrev();
      pendingMove.current = null;
    };
    // Swiper's set-up (it measures and re-orders the slides) waits until the
    // list comes near the screen: at the bottom of the home page, it only
    // blocked a phone's main thread while the visitor read the top (issue 11).
    // A carousel off screen has nothing to rotate anyway. Its code arrives with
    // the island's, which starts as the carousel nears the screen (issue 41).
    const nearScreen =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) enhance();
            },
            {rootMargin: '50% 0px'},
          );
    enhanceNow.current = enhance;
    if (nearScreen && pendingMove.current === null) nearScreen.observe(viewport);
    else enhance();
    return () => {
      enhanceNow.current = null;
      nearScreen?.disconnect();
      instance?.destroy(true, true);
      viewport.classList.remove(styles.carouselMode!);
      swiperRef.current = null;
      setEnhanced(false);
    };
  }, [reducedMotion]);

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed) return;
    if (rotating) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [rotating]);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  /** A press before swiper is there (the visitor got here first) moves once it is. */
  function move(direction: 'previous' | 'next') {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) {
      if (direction === 'next') swiper.slideNext();
      else swiper.slidePrev();
      return;
    }
    pendingMove.current = direction;
    enhanceNow.current?.();
  }

  function togglePaused() {
    // Pressing play is an explicit request: it overrides the pause that focus caused.
    if (paused) setFocused(false);
    setUserPaused(!paused);
  }

  const total = testimonials.length;
  // Visible word and accessible name: the name contains the word (WCAG 2.5.3).
  const pauseLabel = paused
    ? translate({id: 'testimonials.play', message: 'Play'})
    : translate({id: 'testimonials.pause', message: 'Pause'});
  const pauseName = paused
    ? translate({id: 'testimonials.playName', message: 'Play testimonials'})
    : translate({id: 'testimonials.pauseName', message: 'Pause testimonials'});

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover and focus only pause the rotation (WCAG 2.2.2); the pause button is the control.
    <div
      className={clsx(styles.carousel, enhanced && styles.enhanced)}
      {...island('Testimonials')}
      role={enhanced ? 'region' : undefined}
      aria-roledescription={enhanced ? translate({id: 'testimonials.carousel', message: 'carousel'}) : undefined}
      aria-label={enhanced ? translate({id: 'testimonials.label', message: 'Client testimonials'}) : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}>
      <div ref={viewportRef} className={styles.viewport}>
        {/* Divs, not ul/li: the same elements must be a list on the server and groups in the carousel. */}
        <div className={clsx(styles.track, cardStyles.grid, cardStyles.thirds)} role={enhanced ? undefined : 'list'}>
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.id}
              ref={(element) => {
                slideRefs.current[index] = element;
              }}
              className={styles.slide}
              role={enhanced ? 'group' : 'listitem'}
              aria-roledescription={enhanced ? translate({id: 'testimonials.slide', message: 'slide'}) : undefined}
              aria-label={
                enhanced
                  ? translate(
                      {id: 'testimonials.position', message: '{index} of {total}'},
                      {index: String(index + 1), total: String(total)},
                    )
                  : undefined
              }>
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      {/* Rendered from the start, so the band does not grow when swiper arrives; hidden without JavaScript (CSS). */}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={translate({id: 'testimonials.previousName', message: 'Previous testimonial'})}
          onClick={() => move('previous')}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path fill="currentColor" d="M15.4 5.4L14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
          </svg>
          {translate({id: 'testimonials.previous', message: 'Previous'})}
        </button>
        {/* The name says what pressing does (APG carousel); the icon and word change with it. */}
        <button type="button" className={styles.control} aria-label={pauseName} onClick={togglePaused}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path fill="currentColor" d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zm6 0h4v14h-4z'} />
          </svg>
          {pauseLabel}
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={translate({id: 'testimonials.nextName', message: 'Next testimonial'})}
          onClick={() => move('next')}>
          {translate({id: 'testimonials.next', message: 'Next'})}
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path fill="currentColor" d="M8.6 5.4L10 4l8 8-8 8-1.4-1.4 6.6-6.6z" />
          </svg>
        </button>
      </div>
    </div>
  );
}
