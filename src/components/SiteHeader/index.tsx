import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import ButtonLink from '@site/src/components/ButtonLink';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';
import Logo from '@site/src/components/Logo';
import MobileMenu from '@site/src/components/MobileMenu';
import ServicesMenu from '@site/src/components/ServicesMenu';
import {headerLinks, serviceCategories, type NavLink} from '@site/src/data/navigation';
import {useSitePath} from '@site/src/hooks/useSitePath';
import {jsOnlyClass, noScriptClasses} from './jsOnly';
import styles from './styles.module.css';

/**
 * A plain link for the no-JavaScript row. `<Link>` cannot render inside
 * `<noscript>`, so the locale's prefix is added here: without it the Hindi
 * pages' row led to the English pages (issue 14).
 */
function NoScriptLink({link, className}: {link: Pick<NavLink, 'to' | 'label'>; className?: string}): ReactNode {
  return (
    <a href={useBaseUrl(link.to)} className={className}>
      {link.label}
    </a>
  );
}

/**
 * The company header (replaces Docusaurus's navbar; docs/product.md §3 Header). Wide
 * screens get the services mega-panel and the links; narrow ones the drawer.
 * With JavaScript off neither menu can open, so a plain row of links stands in
 * (the menus are hidden by the head's no-JavaScript style, ./jsOnly.ts).
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
        <nav aria-label={navLabel} className={clsx(styles.desktopNav, jsOnlyClass)}>
          <ul className={styles.links}>
            <li>
              <ServicesMenu />
            </li>
            {headerLinks.map((link) => {
              // The site's one primary action, filled, at the right end beside the language link (issue 31).
              const primary = link.id === 'contact';
              const current = pathname === link.to ? 'page' : undefined;
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
        <LanguageSwitcher className={clsx(styles.desktopLanguage, jsOnlyClass)} />
        <MobileMenu className={clsx(styles.mobileOnly, jsOnlyClass)} />
      </div>
      <noscript>
        <nav aria-label={navLabel} className={clsx('ts-container', styles.noScriptNav)}>
          <ul className={styles.noScriptLinks}>
            {/* The services panel's contents, in a native disclosure that opens without code (issue 27). */}
            <li className={noScriptClasses.services}>
              <details>
                <summary className={noScriptClasses.summary}>{translate({id: 'nav.ourServices', message: 'Our Services'})}</summary>
                <div className={noScriptClasses.panel}>
                  {serviceCategories.map((category) => (
                    <div key={category.id}>
                      <NoScriptLink link={category.overview} className={noScriptClasses.overview} />
                      <ul className={noScriptClasses.serviceList}>
                        {category.services.map((service) => (
                          <li key={service.id}>
                            <NoScriptLink link={service} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </details>
            </li>
            {[
              ...serviceCategories.map((category) => ({id: category.id, label: category.label, to: category.overview.to})),
              ...headerLinks,
            ].map((link) => (
              <li key={link.id}>
                <NoScriptLink link={link} />
              </li>
            ))}
            <li>
              <LanguageSwitcher />
            </li>
          </ul>
        </nav>
      </noscript>
    </header>
  );
}
