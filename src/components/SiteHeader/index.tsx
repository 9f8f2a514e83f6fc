import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import ButtonLink from '@site/src/components/ButtonLink';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';
import Logo from '@site/src/components/Logo';
import MobileMenu from '@site/src/components/MobileMenu';
import ServicesMenu from '@site/src/components/ServicesMenu';
import {currentState, headerLinks} from '@site/src/data/navigation';
import {useSitePath} from '@site/src/hooks/useSitePath';
import styles from './styles.module.css';

/**
 * The company header (replaces Docusaurus's navbar; docs/product.md §3 Header). Wide
 * screens get the services mega-panel and the links; narrow ones the drawer.
 * Both open with native HTML, with JavaScript off too (./nativeMenus.ts, issue 41).
 */
export default function SiteHeader(): ReactNode {
  const pathname = useSitePath();
  const navLabel = translate({id: 'header.navLabel', message: 'Main'});
  return (
    // `navbar`: Docusaurus's docs TOC reads `.navbar`'s height as the anchor
    // offset (and throws without one); the class's Infima styles are reset in CSS.
    <header className={clsx('navbar', styles.header)}>
      <div className={clsx('ts-container', styles.inner)}>
        <Link to="/" className={styles.home} aria-label={translate({id: 'header.homeLink', message: 'Trendsoft home'})}>
          <Logo />
        </Link>
        <nav aria-label={navLabel} className={styles.desktopNav}>
          <ul className={styles.links}>
            <li>
              <ServicesMenu />
            </li>
            {headerLinks.map((link) => {
              // The site's one primary action, filled, at the right end beside the language link (issue 31).
              const primary = link.id === 'contact';
              const current = currentState(link.to, pathname);
              return (
                <li key={link.id} className={clsx(primary && styles.actionItem)}>
                  {primary ? (
                    <ButtonLink to={link.to} className={styles.primaryAction} aria-current={current}>
                      {link.label}
                    </ButtonLink>
                  ) : (
                    <Link to={link.to} className={styles.link} aria-current={current}>
                      {link.label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguageSwitcher className={styles.desktopLanguage} />
        <MobileMenu className={styles.mobileOnly} />
      </div>
    </header>
  );
}
