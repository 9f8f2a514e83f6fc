import {useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {headerLinks, paths, serviceCategories} from '@site/src/data/navigation';
import styles from './styles.module.css';
import {interactiveRoot} from '@site/src/components/HydrateInTurn';

/** The width from which the desktop menu shows; keep in step with SiteHeader's CSS. */
const desktopQuery = '(min-width: 1024px)';

/**
 * Below the desktop breakpoint: a menu button and a slide-in drawer
 * (docs/product.md §3 Header, §5; D22). While it is open the rest of the page is inert
 * (out of the Tab order and of screen-reader browsing) and does not scroll.
 */
export default function MobileMenu({className}: {className?: string}): ReactNode {
  const [isOpen, setIsOpen] = useState(false);
  const [solutionsOpen, setSolutionsOpen] = useState(false);
  // The drawer's contents are rendered once it first opens, not in every
  // page's HTML: fewer nodes to hydrate on each load (issue 11). With
  // JavaScript off it cannot open; the header's noscript links serve.
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const {pathname} = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);

  // Following a link closes the drawer; focus then goes where the new page puts it.
  useEffect(() => setIsOpen(false), [pathname]);

  useEffect(() => {
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
    const desktop = window.matchMedia(desktopQuery);
    function onBreakpoint(event: MediaQueryListEvent) {
      if (event.matches) close(false);
    }
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onBreakpoint);
    return () => {
      background.forEach((element) => element.removeAttribute('inert'));
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onBreakpoint);
    };
  }, [isOpen, close]);

  // Tab past the last link closes the drawer (docs/product.md §5); Shift+Tab on the
  // first control wraps to the last, so focus never leaves an open dialog.
  function onLastLinkKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key === 'Tab' && !event.shiftKey) {
      event.preventDefault();
      close(true);
    }
  }
  function onCloseButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Tab' && event.shiftKey) {
      event.preventDefault();
      const links = drawerRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]');
      links?.[links.length - 1]?.focus();
    }
  }

  const drawerLinks = [
    ...headerLinks.filter((link) => link.id !== 'contact'),
    {id: 'get-started', label: translate({id: 'mobileMenu.getStarted', message: 'Get Started'}), to: paths.contact},
  ];

  return (
    <div className={clsx(styles.mobileMenu, className)} {...interactiveRoot}>
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
      <div
        ref={drawerRef}
        id="mobile-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={translate({id: 'mobileMenu.label', message: 'Menu'})}
        className={styles.drawer}
        hidden={!isOpen}>
        {(isOpen || hasOpened) && (
          <>
            <div className={styles.drawerTop}>
              <button
                ref={closeButtonRef}
                type="button"
                className={styles.closeButton}
                onClick={() => close(true)}
                onKeyDown={onCloseButtonKeyDown}>
                <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                {translate({id: 'mobileMenu.close', message: 'Close menu'})}
              </button>
            </div>
            <nav aria-label={translate({id: 'header.navLabel', message: 'Main'})}>
              <ul className={styles.list}>
                <li>
                  <button
                    type="button"
                    className={styles.disclosure}
                    aria-expanded={solutionsOpen}
                    aria-controls="mobile-solutions"
                    onClick={() => setSolutionsOpen((open) => !open)}>
                    {translate({id: 'mobileMenu.ourSolutions', message: 'Our Solutions'})}
                    <svg className={styles.chevron} aria-hidden="true" focusable="false" viewBox="0 0 12 8" width="12" height="8">
                      <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                  <ul id="mobile-solutions" className={styles.subList} hidden={!solutionsOpen}>
                    {serviceCategories.map((category) => (
                      <li key={category.id}>
                        <Link
                          to={category.overview.to}
                          className={styles.link}
                          aria-current={pathname === category.overview.to ? 'page' : undefined}>
                          {category.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
                {drawerLinks.map((link, index) => (
                  <li key={link.id}>
                    <Link
                      to={link.to}
                      className={styles.link}
                      aria-current={pathname === link.to ? 'page' : undefined}
                      onKeyDown={index === drawerLinks.length - 1 ? onLastLinkKeyDown : undefined}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
      </div>
    </div>
  );
}
