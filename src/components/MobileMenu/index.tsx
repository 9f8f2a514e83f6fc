import {useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import ButtonLink from '@site/src/components/ButtonLink';
import ContactDetails from '@site/src/components/ContactDetails';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';
import {desktopQuery} from '@site/src/css/breakpoints';
import {useMediaQuery} from '@site/src/hooks/useMediaQuery';
import {useSitePath} from '@site/src/hooks/useSitePath';
import Logo from '@site/src/components/Logo';
import {headerLinks, paths, serviceCategories} from '@site/src/data/navigation';
import Chevron from '@site/src/components/Chevron';
import styles from './styles.module.css';
import {interactiveRoot, useMarkRunning} from '@site/src/components/HydrateInTurn';

/**
 * Below the desktop breakpoint: a menu button and a slide-in drawer
 * (docs/product.md §3 Header, §5; D22). While it is open the rest of the page is inert
 * (out of the Tab order and of screen-reader browsing) and does not scroll.
 */
export default function MobileMenu({className}: {className?: string}): ReactNode {
  const pathname = useSitePath();
  const [isOpen, setIsOpen] = useState(false);
  // The family of the page being viewed starts open, so its siblings are one tap away.
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>(() => {
    const current = serviceCategories.find((category) => [category.overview, ...category.services].some((link) => link.to === pathname));
    return current ? {[current.id]: true} : {};
  });
  // The drawer's contents are rendered once it first opens, not in every
  // page's HTML: fewer nodes to hydrate on each load (issue 11). With
  // JavaScript off it cannot open; the header's noscript links serve.
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);

  // Following a link closes the drawer; focus then goes where the new page puts it.
  useEffect(() => setIsOpen(false), [pathname]);

  // Widening the window to the desktop menu (SiteHeader's CSS) closes it too.
  const isDesktop = useMediaQuery(desktopQuery);
  useEffect(() => {
    if (isDesktop) close(false);
  }, [isDesktop, close]);

  // A layout effect: the page stops being inert in the same commit that hides
  // the drawer. As an effect it stayed inert until after the next paint, so a
  // Tab pressed right after Escape found nothing to move to.
  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    // Everything but the drawer: the other parts of the header bar (logo,
    // desktop menu) and everything beside the header (page, footer, skip link).
    const ownWrapper = menuButtonRef.current?.parentElement;
    const header = ownWrapper?.closest('header');
    const siblingsOf = (element: Element | null | undefined) =>
      Array.from(element?.parentElement?.children ?? []).filter((sibling) => sibling !== element);
    const background = [...siblingsOf(ownWrapper), ...siblingsOf(header)];
    background.forEach((element) => element.setAttribute('inert', ''));
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButtonRef.current?.focus();

    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') close(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      background.forEach((element) => element.removeAttribute('inert'));
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, close]);

  // Tab past the last link (the e-mail address) closes the drawer (docs/product.md §5);
  // Shift+Tab on the first control (the logo) wraps to the last, so focus never
  // leaves an open dialog. Both ends are always shown, whatever groups are open.
  function onDrawerKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    const controls = drawerRef.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (!event.shiftKey && event.target === last) {
      event.preventDefault();
      close(true);
    } else if (event.shiftKey && event.target === first) {
      event.preventDefault();
      last.focus();
    }
  }

  const navLinks = headerLinks.filter((link) => link.id !== 'contact');
  const linkProps = (to: string) => ({to, className: styles.link, 'aria-current': pathname === to ? ('page' as const) : undefined});

  // Last, so the menu's other effects have run when held taps are pressed again.
  useMarkRunning(rootRef);

  return (
    <div ref={rootRef} className={clsx(styles.mobileMenu, className)} {...interactiveRoot}>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={isOpen}
        aria-controls="mobile-drawer"
        onClick={() => setIsOpen(true)}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {translate({id: 'mobileMenu.open', message: 'Menu'})}
      </button>
      <div className={styles.backdrop} hidden={!isOpen} onClick={() => close(true)} aria-hidden="true" />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog handles Escape and Tab for its contents (WAI-ARIA dialog pattern). */}
      <div
        ref={drawerRef}
        id="mobile-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={translate({id: 'mobileMenu.label', message: 'Menu'})}
        className={styles.drawer}
        hidden={!isOpen}
        onKeyDown={onDrawerKeyDown}>
        {(isOpen || hasOpened) && (
          <>
            <div className={styles.drawerTop}>
              <Link to="/" className={styles.home} aria-label={translate({id: 'header.homeLink', message: 'Trendsoft home'})}>
                <Logo />
              </Link>
              <button ref={closeButtonRef} type="button" className={styles.closeButton} onClick={() => close(true)}>
                <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                {translate({id: 'mobileMenu.close', message: 'Close menu'})}
              </button>
            </div>
            <nav aria-label={translate({id: 'header.navLabel', message: 'Main'})}>
              <p id="mobile-solutions-label" className={styles.sectionLabel}>
                {translate({id: 'mobileMenu.ourSolutions', message: 'Our Solutions'})}
              </p>
              {/* Each service family is a disclosure (not a menu): its overview page stays a link inside. */}
              <ul className={styles.list} aria-labelledby="mobile-solutions-label">
                {serviceCategories.map((category) => (
                  <li key={category.id}>
                    <button
                      type="button"
                      className={styles.disclosure}
                      aria-expanded={Boolean(openGroups[category.id])}
                      aria-controls={`mobile-${category.id}`}
                      onClick={() => setOpenGroups((groups) => ({...groups, [category.id]: !groups[category.id]}))}>
                      {category.label}
                      <Chevron className={styles.chevron} />
                    </button>
                    <ul id={`mobile-${category.id}`} className={styles.subList} hidden={!openGroups[category.id]}>
                      {[category.overview, ...category.services].map((link) => (
                        <li key={link.id}>
                          <Link {...linkProps(link.to)}>{link.label}</Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
              <ul className={clsx(styles.list, styles.pages)}>
                {navLinks.map((link) => (
                  <li key={link.id}>
                    <Link {...linkProps(link.to)}>{link.label}</Link>
                  </li>
                ))}
              </ul>
              <ButtonLink to={paths.contact} className={styles.primaryAction}>
                {translate({id: 'mobileMenu.getStarted', message: 'Get Started'})}
              </ButtonLink>
            </nav>
            <LanguageSwitcher className={styles.language} />
            <ContactDetails className={styles.contact} />
          </>
        )}
      </div>
    </div>
  );
}
