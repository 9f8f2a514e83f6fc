import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/**
 * The Resources sidebar on narrow screens. Docusaurus shows it through its own
 * navbar, which the company header replaces, so it is provided here: a native
 * disclosure that works with JavaScript off too.
 */
export default function ResourcesMobileNav(): ReactNode {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  if (!sidebar) return null;
  const links = sidebar.items.flatMap((item) => (item.type === 'link' ? [{href: item.href, label: item.label}] : []));
  return (
    <nav aria-label={translate({id: 'resources.mobileNav.label', message: 'Resources pages'})} className={styles.nav}>
      <details className={styles.details}>
        <summary className={styles.summary}>{translate({id: 'resources.mobileNav.summary', message: 'Resources menu'})}</summary>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={styles.link} aria-current={pathname === link.href ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
