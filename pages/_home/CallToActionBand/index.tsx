import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import ButtonLink from '@site/src/components/ButtonLink';
import BrochureLink from '@site/src/components/BrochureLink';
import {paths} from '@site/src/data/navigation';
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
          <ButtonLink to={paths.contact} variant="light">
            {translate({id: 'home.startJourney', message: 'Start Your Journey'})}
          </ButtonLink>
          <BrochureLink className={styles.brochure}>{translate({id: 'home.cta.brochure', message: 'Download Our Brochure'})}</BrochureLink>
        </div>
      </div>
    </section>
  );
}
