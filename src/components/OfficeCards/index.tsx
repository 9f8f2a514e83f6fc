import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import NewTabLink from '@site/src/components/NewTabLink';
import {offices, type Office} from '@site/src/data/offices';
import styles from './styles.module.css';

function OfficeCard({office}: {office: Office}): ReactNode {
  return (
    <article className={styles.office} aria-labelledby={`office-${office.id}`}>
      {/* Decoration: the heading and address say it is a place. */}
      <svg className={styles.pin} aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        />
      </svg>
      <h3 id={`office-${office.id}`} className={styles.place}>
        {office.town}
      </h3>
      <address className={styles.address}>
        {office.street && (
          <>
            {office.street}
            <br />
          </>
        )}
        {office.place}, {office.country}
      </address>
      {office.mapsUrl && (
        <NewTabLink href={office.mapsUrl} className={styles.link}>
          {translate({id: 'offices.openInMaps', message: 'Open in maps'})}
          <span className="ts-visually-hidden">
            {' '}
            {translate({id: 'offices.openInMaps.place', message: 'for {place}'}, {place: office.place})}
          </span>
        </NewTabLink>
      )}
    </article>
  );
}

/**
 * The contact page's offices: a card each with the address as text (the
 * street once the company supplies it, src/data/officeStreets.ts) and a link
 * that opens the place in a maps service (docs/product.md §4). Drawn maps
 * carried no address and made the section about 500 px taller on a phone
 * (issue 43, D78).
 */
export default function OfficeCards(): ReactNode {
  return (
    <div className={styles.grid}>
      {offices.map((office) => (
        <OfficeCard key={office.id} office={office} />
      ))}
    </div>
  );
}
