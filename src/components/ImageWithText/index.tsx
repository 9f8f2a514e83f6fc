import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface ImageWithTextProps {
  /** A path under static/. */
  src: string;
  /** The image's intrinsic width, so the page does not shift while it loads. */
  width: number;
  /** The image's intrinsic height, with `width`. */
  height: number;
  /** Empty (the default) for artwork that only illustrates the text beside it. */
  alt?: string;
  /** Images in the first view load at once; the default is lazy (below the fold). */
  eager?: boolean;
  /** On wide screens the image sits after the text unless this is 'start'. */
  imagePosition?: 'start' | 'end';
  /** The text, written in MDX. */
  children: ReactNode;
}

/** Copy beside an illustration; stacked (text first) on narrow screens. */
export default function ImageWithText({
  src,
  width,
  height,
  alt = '',
  eager = false,
  imagePosition = 'end',
  children,
}: ImageWithTextProps): ReactNode {
  return (
    <div className={clsx(styles.split, imagePosition === 'start' && styles.imageFirst)}>
      <div className={styles.text}>{children}</div>
      <img
        className={styles.image}
        src={useBaseUrl(src)}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        // Eager near the top of a page, but never preloaded ahead of the text (D51).
        fetchPriority="low"
        decoding="async"
      />
    </div>
  );
}
