import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderToString} from 'react-dom/server';
import Testimonials from '@site/src/components/Testimonials';
import {testimonials} from '@site/src/data/testimonials';
import {testimonialPeople} from '@site/src/data/testimonialPeople';

/**
 * jsdom has no layout, so swiper itself cannot run here: this stand-in records
 * what the component asks of it. The real carousel is covered in tests/e2e/home.spec.ts.
 */
class FakeSwiper {
  static last: FakeSwiper | undefined;
  slides: HTMLElement[];
  destroyed = false;
  autoplay = {
    running: false,
    start: jest.fn(() => {
      this.autoplay.running = true;
    }),
    stop: jest.fn(() => {
      this.autoplay.running = false;
    }),
  };
  slideNext = jest.fn();
  slidePrev = jest.fn();
  destroy = jest.fn();
  constructor(
    element: HTMLElement,
    public params: {speed: number; autoplay: {delay: number}; on: {afterInit: (swiper: FakeSwiper) => void}},
  ) {
    const track = element.firstElementChild!;
    // A loop copy, as swiper adds when it has too few slides of its own.
    const copy = track.firstElementChild!.cloneNode(true) as HTMLElement;
    track.append(copy);
    this.slides = Array.from(track.children) as HTMLElement[];
    this.autoplay.running = true; // swiper starts autoplay on init
    FakeSwiper.last = this;
    params.on.afterInit(this);
  }
}

// A getter: the component imports swiper with itself, before this file's class is defined.
jest.mock('@site/src/components/Testimonials/loadSwiper', () => ({
  get Swiper() {
    return FakeSwiper;
  },
  Autoplay: {},
}));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

async function renderCarousel() {
  const user = userEvent.setup();
  render(<Testimonials />);
  const region = await screen.findByRole('region', {name: 'Client testimonials'});
  return {user, region, swiper: FakeSwiper.last!};
}

beforeEach(() => mockReducedMotion(false));

describe('Testimonials (D21)', () => {
  it('renders the six testimonials as a readable list on the server, ratings as text, and the buttons the carousel will have', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<Testimonials />);
    const list = within(page).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    // Each rating is a sentence a buyer reads, with no row of stars drawn beside it (issue 43).
    const ratings = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('figure > p'));
    expect(ratings.map((rating) => rating?.textContent)).toContain('Rated 4.5 out of 5');
    expect(ratings.every((rating) => rating !== null && /^Rated [\d.]+ out of 5$/.test(rating.textContent ?? ''))).toBe(true);
    expect(list.querySelectorAll('figure svg')).toHaveLength(0);
    expect(page.textContent).toContain('Head of Digital, a retail group');
    // In the HTML from the start, so the band does not grow when swiper arrives (CSS hides them without JavaScript).
    expect(
      within(page)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous testimonial', 'Play testimonials', 'Next testimonial']);
  });

  it('names the person and organisation once the company supplies them, and only the role until then (D43)', () => {
    // Every testimonial has its entry, so the launch check can list each unnamed one.
    expect(Object.keys(testimonialPeople).sort()).toEqual(testimonials.map((testimonial) => testimonial.id).sort());
    const retail = testimonialPeople['retail-digital'];
    try {
      testimonialPeople['retail-digital'] = {person: 'Asha Rao', organisation: 'A Retail Group Ltd'};
      const page = document.createElement('div');
      page.innerHTML = renderToString(<Testimonials />);
      const captions = Array.from(page.querySelectorAll('figcaption'), (caption) => caption.textContent);
      expect(captions[0]).toBe('Asha Rao, A Retail Group Ltd Head of Digital, a retail group');
      expect(captions[1]?.trim()).toBe('QA Manager, a banking software provider');
    } finally {
      testimonialPeople['retail-digital'] = retail ?? null;
    }
  });

  it('stays a list, swiper not set up, until it comes near the screen', async () => {
    let reportIntersection: ((entries: Array<{isIntersecting: boolean}>) => void) | undefined;
    const observe = jest.fn();
    window.IntersectionObserver = jest.fn().mockImplementation((callback: typeof reportIntersection) => {
      reportIntersection = callback;
      return {observe, disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => []};
    });
    try {
      FakeSwiper.last = undefined;
      render(<Testimonials />);
      await waitFor(() => expect(observe).toHaveBeenCalled());
      reportIntersection!([{isIntersecting: false}]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('region', {name: 'Client testimonials'})).toBeNull();
      expect(screen.getByRole('list')).toBeInTheDocument();
      expect(FakeSwiper.last).toBeUndefined();
      act(() => reportIntersection!([{isIntersecting: true}]));
      expect(await screen.findByRole('region', {name: 'Client testimonials'})).toHaveAttribute('aria-roledescription', 'carousel');
    } finally {
      delete (window as Partial<typeof window>).IntersectionObserver;
    }
  });

  it('a press on Next before swiper is there loads it at once and moves one slide', async () => {
    const observe = jest.fn();
    window.IntersectionObserver = jest
      .fn()
      .mockImplementation(() => ({observe, disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => []}));
    try {
      FakeSwiper.last = undefined;
      const user = userEvent.setup();
      render(<Testimonials />);
      await waitFor(() => expect(observe).toHaveBeenCalled());
      expect(FakeSwiper.last).toBeUndefined();
      await user.click(screen.getByRole('button', {name: 'Next testimonial'}));
      expect(await screen.findByRole('region', {name: 'Client testimonials'})).toHaveAttribute('aria-roledescription', 'carousel');
      expect(FakeSwiper.last!.slideNext).toHaveBeenCalledTimes(1);
      expect(FakeSwiper.last!.slidePrev).not.toHaveBeenCalled();
    } finally {
      delete (window as Partial<typeof window>).IntersectionObserver;
    }
  });

  it('becomes a carousel of six slides labelled "n of 6", with loop copies hidden from assistive tech', async () => {
    const {region, swiper} = await renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    const copy = swiper.slides.at(-1)!;
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy).toHaveAttribute('inert');
    expect(swiper.params.autoplay.delay).toBe(2000);
    expect(swiper.params.speed).toBe(500);
  });

  it('rotates on its own, pauses while hovered, and the pause/play button toggles its name and the rotation', async () => {
    const {user, region, swiper} = await renderCarousel();
    await waitFor(() => expect(swiper.autoplay.running).toBe(true));

    await user.hover(within(region).getAllByRole('group')[0]!);
    expect(swiper.autoplay.running).toBe(false);
    await user.unhover(within(region).getAllByRole('group')[0]!);
    expect(swiper.autoplay.running).toBe(true);

    const pause = screen.getByRole('button', {name: 'Pause testimonials'});
    expect(pause).toHaveTextContent('Pause');
    await user.click(pause);
    const play = screen.getByRole('button', {name: 'Play testimonials'});
    expect(play).toHaveTextContent('Play');
    expect(swiper.autoplay.running).toBe(false);

    // Pressing play is an explicit request: it rotates even with focus on the button.
    await user.click(play);
    expect(screen.getByRole('button', {name: 'Pause testimonials'})).toHaveFocus();
    await user.unhover(screen.getByRole('button', {name: 'Pause testimonials'}));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', async () => {
    const {user, swiper} = await renderCarousel();
    await user.tab();
    expect(screen.getByRole('button', {name: 'Previous testimonial'})).toHaveFocus();
    expect(swiper.autoplay.running).toBe(false);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.body).toHaveFocus();
    expect(swiper.autoplay.running).toBe(true);
  });

  it('moves with the previous and next buttons', async () => {
    const {user, swiper} = await renderCarousel();
    await user.click(screen.getByRole('button', {name: 'Next testimonial'}));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', {name: 'Previous testimonial'}));
    expect(swiper.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('does not rotate and slides without animation under reduced motion', async () => {
    mockReducedMotion(true);
    const {swiper} = await renderCarousel();
    expect(swiper.autoplay.running).toBe(false);
    expect(screen.getByRole('button', {name: 'Play testimonials'})).toBeInTheDocument();
    expect(swiper.params.speed).toBe(0);
  });
});
