import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import NewTabLink from '@site/src/components/NewTabLink';
import {offices, type Office} from '@site/src/data/offices';
import styles from './styles.module.css';

/** The embeddable map of the place a maps search link points at. */
export function mapEmbedUrl(mapsUrl: string): string {
  const place = new URL(mapsUrl).searchParams.get('query') ?? '';
  return `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;
}

/**
 * The contact page's office maps (docs/product.md §4). Each map is a lazy-loaded frame;
 * the address as text and the 'Open in maps' link beside it keep the
 * information there when the frame cannot load.
 */
export default function OfficeMaps(): ReactNode {
  const mapped = offices.filter((office): office is Office & {mapsUrl: string} => Boolean(office.mapsUrl));
  return (
    <div className={styles.grid}>
      {mapped.map((office) => (
        <article key={office.id} className={styles.office} aria-labelledby={`office-${office.id}`}>
          <h3 id={`office-${office.id}`} className={styles.place}>
            {office.place}
          </h3>
          <address className={styles.address}>
            {office.place}, {office.country}
          </address>
          <NewTabLink href={office.mapsUrl} className={styles.link}>
            {translate({id: 'offices.openInMaps', message: 'Open in maps'})}
            <span className="ts-visually-hidden">
              {' '}
              {translate({id: 'offices.openInMaps.place', message: 'for {place}'}, {place: office.place})}
            </span>
          </NewTabLink>
          <iframe
            className={styles.map}
            src={mapEmbedUrl(office.mapsUrl)}
            title={translate({id: 'offices.mapTitle', message: 'Map of our office in {place}'}, {place: office.place})}
            width="600"
            height="360"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </article>
      ))}
    </div>
  );
}
