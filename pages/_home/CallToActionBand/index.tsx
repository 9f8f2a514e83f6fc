import type {ReactNode} from 'react';
import clsx from 'clsx';
import GetInTouchLink from '@site/src/components/GetInTouchLink';
import BrochureLink from '@site/src/components/BrochureLink';
import styles from './styles.module.css';

interface CallToActionBandProps {
  /** The band's heading (h2) and text, written in the page's MDX. */
  children: ReactNode;
}

/** docs/product.md §4 Home page: Start Your Journey, and the brochure in a new tab (D9). */
export default function CallToActionBand({children}: CallToActionBandProps): ReactNode {
  return (
    <section className={clsx(styles.band, 'ts-on-dark')}>
      <div className={clsx('ts-container', styles.inner)}>
        <div className={styles.copy}>{children}</div>
        <div className={styles.actions}>
          <GetInTouchLink variant="light" />
          <BrochureLink className={styles.brochure} />
        </div>
      </div>
    </section>
  );
}
