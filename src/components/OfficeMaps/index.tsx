import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import NewTabLink from '@site/src/components/NewTabLink';
import {offices, type Office} from '@site/src/data/offices';
import styles from './styles.module.css';

type MappedOffice = Office & {mapsUrl: string; mapImage: string};

function OfficeMap({office}: {office: MappedOffice}): ReactNode {
  const mapImageUrl = useBaseUrl(office.mapImage);
  return (
    <article className={styles.office} aria-labelledby={`office-${office.id}`}>
      {/* A drawing of our own, served with the page: a third-party map frame would
          load another company's scripts and cookies on every visit (issue 15). */}
      <img className={styles.map} src={mapImageUrl} width={600} height={360} alt="" loading="lazy" decoding="async" />
      <h3 id={`office-${office.id}`} className={styles.place}>
        {office.place}
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
      <NewTabLink href={office.mapsUrl} className={styles.link}>
        {translate({id: 'offices.openInMaps', message: 'Open in maps'})}
        <span className="ts-visually-hidden">
          {' '}
          {translate({id: 'offices.openInMaps.place', message: 'for {place}'}, {place: office.place})}
        </span>
      </NewTabLink>
    </article>
  );
}

/**
 * The contact page's offices: a drawn map, the address as text and a link
 * that opens the place in a maps service (docs/product.md §4).
 */
export default function OfficeMaps(): ReactNode {
  const mapped = offices.filter((office): office is MappedOffice => Boolean(office.mapsUrl && office.mapImage));
  return (
    <div className={styles.grid}>
      {mapped.map((office) => (
        <OfficeMap key={office.id} office={office} />
      ))}
    </div>
  );
}
