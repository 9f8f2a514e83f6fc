import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ClientLogoGrid from '@site/src/components/ClientLogoGrid';
import {homeClientLogos} from '@site/src/data/clients';
import styles from './styles.module.css';

/**
 * The home page's nine client logos (docs/product.md §9, D3): the same list as
 * ClientLogoGrid draws, named for the band, in a layout of its own (three by three,
 * then five and four). A still grid rather than a moving strip: nothing to pause, nothing to miss.
 */
export default function ClientLogos(): ReactNode {
  return <ClientLogoGrid logos={homeClientLogos} label={translate({id: 'home.clients.label', message: 'Client logos'})} classes={styles} />;
}
