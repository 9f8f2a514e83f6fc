import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import GetInTouchLink from '@site/src/components/GetInTouchLink';
import ContactDetails from '@site/src/components/ContactDetails';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';
import {useSitePath} from '@site/src/hooks/useSitePath';
import Logo from '@site/src/components/Logo';
import {currentCategory, currentState, headerLinks, serviceCategories} from '@site/src/data/navigation';
import Chevron from '@site/src/components/Chevron';
import {dialogInvoker} from '@site/src/components/SiteHeader/nativeMenus';
import styles from './styles.module.css';
import {island} from '@site/plugins/islands/island';

const drawerId = 'mobile-drawer';

/**
 * Below the desktop breakpoint: a menu button and a slide-in drawer
 * (docs/product.md §3 Header, §5; D22). The drawer is a native modal `<dialog>`
 * opened by the button's `command` (issue 41), so a tap at first paint opens it
 * with no code of the page's: focus moves in, the rest of the page is inert,
 * Escape or a tap outside closes it and focus returns to Menu. The service
 * families are native disclosures. The island's few lines, no framework
 * (./enhance.ts, D59), add what HTML does not give: Tab past the last link
 * closes the drawer and Shift+Tab on the first wraps to the last (D22), and
 * widening the window closes it.
 */
export default function MobileMenu({className}: {className?: string}): ReactNode {
  const pathname = useSitePath();
  const currentFamily = currentCategory(pathname);

  const navLinks = headerLinks.filter((link) => link.id !== 'contact');
  const linkProps = (to: string) => ({to, className: styles.link, 'aria-current': currentState(to, pathname)});

  return (
    <div className={clsx(styles.mobileMenu, className)} {...island('MobileMenu')}>
      <button type="button" className={styles.menuButton} aria-haspopup="dialog" {...dialogInvoker(drawerId, 'show-modal')}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {translate({id: 'mobileMenu.open', message: 'Menu'})}
      </button>
      <dialog id={drawerId} aria-label={translate({id: 'mobileMenu.label', message: 'Menu'})} className={styles.drawer} closedby="any">
        <div className={styles.drawerTop}>
          <Link to="/" className={styles.home} aria-label={translate({id: 'header.homeLink', message: 'Trendsoft home'})}>
            <Logo />
          </Link>
          {/* autoFocus: the dialog's focusing steps put focus here when it opens (D22); the page never autofocuses on load. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- inside a closed dialog, it takes effect only when the visitor opens it. */}
          <button type="button" className={styles.closeButton} autoFocus {...dialogInvoker(drawerId, 'close')}>
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
          {/* Each service family is a native disclosure; the family of the page being viewed starts open. */}
          <ul className={styles.list} aria-labelledby="mobile-solutions-label">
            {serviceCategories.map((category) => (
              <li key={category.id}>
                <details className={styles.group} open={category === currentFamily}>
                  <summary className={styles.disclosure}>
                    {category.label}
                    <Chevron className={styles.chevron} />
                  </summary>
                  <ul className={styles.subList}>
                    {[category.overview, ...category.services].map((link) => (
                      <li key={link.id}>
                        <Link {...linkProps(link.to)}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                </details>
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
          <GetInTouchLink className={styles.primaryAction} />
        </nav>
        <LanguageSwitcher className={styles.language} />
        <ContactDetails className={styles.contact} />
      </dialog>
    </div>
  );
}
