import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import Logo from '@site/src/components/Logo';
import {headerLinks, paths} from '@site/src/data/navigation';
import styles from './styles.module.css';

/**
 * The company header (replaces Docusaurus's navbar). The services mega-panel
 * and the mobile drawer arrive with the chrome issue; until then the service
 * overviews are plain links so every section is one step away.
 */
export default function SiteHeader(): ReactNode {
  const {pathname} = useLocation();
  const links = [
    {id: 'services', label: translate({id: 'nav.ourServices', message: 'Our Services'}), to: paths.digitalAccessibility},
    ...headerLinks,
  ];
  return (
    <header className={styles.header}>
      <div className={clsx('ts-container', styles.inner)}>
        <Link to="/" className={styles.home} aria-label={translate({id: 'header.homeLink', message: 'Trendsoft home'})}>
          <Logo />
        </Link>
        <nav aria-label={translate({id: 'header.navLabel', message: 'Main'})}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.id}>
                <Link
                  to={link.to}
                  className={styles.link}
                  aria-current={pathname === link.to ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
