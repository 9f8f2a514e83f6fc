import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import Logo from '@site/src/components/Logo';
import MobileMenu from '@site/src/components/MobileMenu';
import ServicesMenu from '@site/src/components/ServicesMenu';
import {headerLinks, serviceCategories} from '@site/src/data/navigation';
import styles from './styles.module.css';

/**
 * The company header (replaces Docusaurus's navbar; docs/product.md §3 Header). Wide
 * screens get the services mega-panel and the links; narrow ones the drawer.
 * With JavaScript off neither menu can open, so a plain row of links stands in.
 */
export default function SiteHeader(): ReactNode {
  const {pathname} = useLocation();
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
            {headerLinks.map((link) => (
              <li key={link.id}>
                <Link to={link.to} className={styles.link} aria-current={pathname === link.to ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu className={styles.mobileOnly} />
      </div>
      <noscript>
        <style>{`.${styles.desktopNav}, .${styles.mobileOnly} { display: none !important; }`}</style>
        <nav aria-label={navLabel} className={clsx('ts-container', styles.noScriptNav)}>
          <ul className={styles.noScriptLinks}>
            {[...serviceCategories.map((category) => ({id: category.id, label: category.label, to: category.overview.to})), ...headerLinks].map(
              (link) => (
                <li key={link.id}>
                  <a href={link.to}>{link.label}</a>
                </li>
              ),
            )}
          </ul>
        </nav>
      </noscript>
    </header>
  );
}
