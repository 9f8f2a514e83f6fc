import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ClientLogo} from '@site/src/data/clients';
import styles from './styles.module.css';

interface ClientLogoGridProps {
  /** Any list of logos from src/data/clients.ts, e.g. all 13 or the home page's 9 (docs/product.md §9). */
  logos: ClientLogo[];
}

function LogoItem({logo}: {logo: ClientLogo}): ReactNode {
  return (
    <li className={styles.item}>
      {/* The client's name is the alt text (D3); logos sit below the fold, so they load lazily. */}
      <img
        className={styles.logo}
        src={useBaseUrl(logo.src)}
        alt={logo.name}
        width={logo.width}
        height={logo.height}
        loading="lazy"
        decoding="async"
      />
    </li>
  );
}

/** A static grid of client logos, named by their alt text. */
export default function ClientLogoGrid({logos}: ClientLogoGridProps): ReactNode {
  return (
    // The wrapper lets the grid use the full width: Section limits direct child lists to a reading measure.
    <div>
      <ul className={styles.grid}>
        {logos.map((logo) => (
          <LogoItem key={logo.id} logo={logo} />
        ))}
      </ul>
    </div>
  );
}
