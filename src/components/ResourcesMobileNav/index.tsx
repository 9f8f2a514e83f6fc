import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/**
 * The Resources section's one menu on narrow screens (issue 15), placed after the
 * page title: the section's pages, and under the current one its own sections
 * (the theme's "On this page"). Docusaurus shows the sidebar through its own
 * navbar, which the company header replaces. A native disclosure, so it works
 * with JavaScript off too.
 */
interface ResourcesMobileNavProps {
  toc: ReturnType<typeof useDoc>['toc'];
  /** The language of the headings, when it is not the page's (an untranslated page, issue 14). */
  tocLang?: string;
}

export default function ResourcesMobileNav({toc, tocLang}: ResourcesMobileNavProps): ReactNode {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  if (!sidebar) return null;
  const links = sidebar.items.flatMap((item) => (item.type === 'link' ? [{href: item.href, label: item.label}] : []));
  const sections = toc.filter((item) => item.level === 2);
  return (
    <nav aria-label={translate({id: 'resources.mobileNav.label', message: 'Resources pages'})} className={styles.nav}>
      <details className={styles.details}>
        <summary className={styles.summary}>{translate({id: 'resources.mobileNav.inThisSection', message: 'In this section'})}</summary>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={styles.link} aria-current={pathname === link.href ? 'page' : undefined}>
                {link.label}
              </Link>
              {pathname === link.href && sections.length > 0 && (
                <ul className={styles.sections} lang={tocLang}>
                  {sections.map((item) => (
                    <li key={item.id}>
                      {/* The theme's TOC values are HTML built from the page's own headings. */}
                      <a href={`#${item.id}`} className={styles.link} dangerouslySetInnerHTML={{__html: item.value}} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
