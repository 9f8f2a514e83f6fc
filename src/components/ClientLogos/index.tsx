import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {homeClientLogos, type ClientLogo} from '@site/src/data/clients';
import styles from './styles.module.css';

function LogoItem({logo}: {logo: ClientLogo}): ReactNode {
  return (
    <li className={styles.item}>
      <img
        src={useBaseUrl(logo.src)}
        alt={logo.name}
        width={logo.width}
        height={logo.height}
        loading="lazy"
        decoding="async"
        className={styles.logo}
      />
    </li>
  );
}

/**
 * The home page's nine client logos (docs/product.md §9, D3), names as alt text. A still
 * grid rather than a moving strip: nothing to pause, nothing to miss.
 */
export default function ClientLogos(): ReactNode {
  // Section caps direct child lists at a reading width; the grid needs the full width.
  return (
    <div>
      <ul className={styles.grid} aria-label={translate({id: 'home.clients.label', message: 'Client logos'})}>
        {homeClientLogos.map((logo) => (
          <LogoItem key={logo.id} logo={logo} />
        ))}
      </ul>
    </div>
  );
}
