import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import ContactDetails from '@site/src/components/ContactDetails';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';
import Logo from '@site/src/components/Logo';
import NewTabLink from '@site/src/components/NewTabLink';
import {company} from '@site/src/data/company';
import {offices} from '@site/src/data/offices';
import {footerCompanyLinks, footerLegalLinks, footerResourceLinks, footerServiceLinks, type NavLink} from '@site/src/data/navigation';
import styles from './styles.module.css';

/** A list of site links, as the link columns and the legal row each draw it. */
function LinkList({links, className}: {links: NavLink[]; className: string | undefined}): ReactNode {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id}>
          <Link to={link.to} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({id, title, links}: {id: string; title: string; links: NavLink[]}): ReactNode {
  return (
    <nav aria-labelledby={`footer-${id}`} className={styles.column}>
      <h2 id={`footer-${id}`} className={styles.heading}>
        {title}
      </h2>
      <LinkList links={links} className={styles.list} />
    </nav>
  );
}

/** The company footer (replaces Docusaurus's footer; docs/product.md §3 Footer). */
export default function SiteFooter(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // The year the site was built (docusaurus.config.ts, D108): the footer is never older than the pages above it.
  const {builtYear} = siteConfig.customFields ?? {};
  // Thrown rather than read from the visitor's clock, so a config that lost the setting is seen at build.
  if (typeof builtYear !== 'number')
    throw new Error('SiteFooter: customFields.builtYear (the build year) is missing from docusaurus.config.ts');
  const year = builtYear;
  const countries = [...new Set(offices.map((office) => office.country))];
  return (
    <footer className={clsx(styles.footer, 'ts-on-dark')}>
      <div className={clsx('ts-container', styles.grid)}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.tagline}>
            {translate({
              id: 'footer.tagline',
              message: 'Leading digital accessibility and cyber security solutions, with the software testing that holds them together.',
            })}
          </p>
          <ContactDetails tone="light" className={styles.contact} />
        </div>
        <LinkColumn id="services" title={translate({id: 'footer.services.title', message: 'Services'})} links={footerServiceLinks} />
        <LinkColumn id="company" title={translate({id: 'footer.company.title', message: 'Company'})} links={footerCompanyLinks} />
        <LinkColumn id="resources" title={translate({id: 'footer.resources.title', message: 'Resources'})} links={footerResourceLinks} />
        <div className={styles.column}>
          <h2 className={styles.heading}>{translate({id: 'footer.offices.title', message: 'Offices'})}</h2>
          {countries.map((country) => (
            <div key={country} className={styles.country}>
              <h3 className={styles.subheading}>{country}</h3>
              <ul role="list" className={styles.list}>
                {offices
                  .filter((office) => office.country === country)
                  .map((office) => (
                    <li key={office.id}>
                      {office.mapsUrl ? (
                        <NewTabLink href={office.mapsUrl} className={styles.link}>
                          {office.place}
                        </NewTabLink>
                      ) : (
                        office.place
                      )}
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      {/* The divider is drawn inside the container's padding, so it spans the content as the columns above do (issue 67). */}
      <div className="ts-container">
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            {translate(
              {id: 'footer.copyright', message: '© {year} {company}. All rights reserved.'},
              {year: String(year), company: company.fullName},
            )}
          </p>
          <nav aria-label={translate({id: 'footer.legal.label', message: 'Legal'})}>
            <LinkList links={footerLegalLinks} className={styles.legal} />
          </nav>
          <LanguageSwitcher tone="light" />
        </div>
      </div>
    </footer>
  );
}
