import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface BannerImageProps {
  /** A path under static/, e.g. /img/contact-banner.svg. */
  src: string;
  width: number;
  height: number;
  /** Empty for a decorative picture (the default). */
  alt?: string;
}

/** A wide picture that scales with the column, its size reserved to avoid layout shift. */
export default function BannerImage({src, width, height, alt = ''}: BannerImageProps): ReactNode {
  return <img src={useBaseUrl(src)} width={width} height={height} alt={alt} className={styles.image} decoding="async" />;
}
