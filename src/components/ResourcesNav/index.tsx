import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/**
 * The Resources articles, listed beside the one being read from 1024 px and
 * after it on phones (issue 43): the way on to the section's other pages,
 * in place of the documentation theme's sidebar. The list is sidebars.ts's,
 * so a page a writer adds there appears here too.
 */
export default function ResourcesNav(): ReactNode {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  const headingId = useId();
  if (!sidebar) return null;
  const links = sidebar.items.flatMap((item) => (item.type === 'link' ? [{href: item.href, label: item.label}] : []));
  return (
    <nav className={styles.nav} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {translate({id: 'resources.nav.heading', message: 'In this section'})}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.link} aria-current={pathname === link.href ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
