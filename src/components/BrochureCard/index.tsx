import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import NewTabLink from '@site/src/components/NewTabLink';
import {company} from '@site/src/data/company';
import styles from './styles.module.css';

/** The brochure card that closes every service page (docs/product.md §3, D9, D26). */
export default function BrochureCard(): ReactNode {
  const brochureUrl = useBaseUrl(company.brochurePath);
  return (
    <section className={clsx('ts-container', styles.wrapper)} aria-labelledby="brochure-card-title">
      <div className={styles.card}>
        <svg className={styles.icon} aria-hidden="true" focusable="false" viewBox="0 0 48 48" width="48" height="48">
          <path fill="currentColor" d="M12 4h17l11 11v27a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm16 3v9h9L28 7zM16 24v3h16v-3H16zm0 6v3h16v-3H16zm0 6v3h11v-3H16z" />
        </svg>
        <div className={styles.body}>
          <h2 id="brochure-card-title" className={styles.title}>
            {translate({id: 'brochure.title', message: 'Our services at a glance'})}
          </h2>
          <p className={styles.text}>
            {translate({
              id: 'brochure.text',
              message: 'The Trendsoft brochure sums up our digital accessibility, software testing and cyber security services, and how an engagement with us runs.',
            })}
          </p>
        </div>
        <NewTabLink href={brochureUrl} fileType="PDF" className={styles.link}>
          {translate({id: 'brochure.link', message: 'View Brochure'})}
        </NewTabLink>
      </div>
    </section>
  );
}
