import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import ButtonLink from '@site/src/components/ButtonLink';
import GetInTouchLink from '@site/src/components/GetInTouchLink';
import Counter, {CounterGroup} from '@site/src/components/Counter';
import {heroClaims, heroCounters} from '@site/src/data/home';
import {paths} from '@site/src/data/navigation';
import styles from './styles.module.css';

interface HomeHeroProps {
  /** The page's one h1. */
  title: string;
  /** The introduction, written in the page's MDX. */
  children?: ReactNode;
}

/**
 * The home page's hero (docs/product.md §4 Home page): the heading, the claims of
 * docs/product.md §9, two ways to the contact page and the counters, which count up on
 * load (D20). Service pages use Hero instead.
 */
export default function HomeHero({title, children}: HomeHeroProps): ReactNode {
  return (
    <div className={clsx(styles.hero, 'ts-on-dark')}>
      <div className={clsx('ts-container', styles.inner)}>
        <div className={styles.copy}>
          <h1 className={styles.title}>{title}</h1>
          {children && <div className={styles.description}>{children}</div>}
          <ul role="list" className={styles.claims} aria-label={translate({id: 'home.claims.label', message: 'Why clients choose us'})}>
            {heroClaims.map((claim) => (
              <li key={claim.id} className={styles.claim}>
                <svg className={styles.check} aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20">
                  <circle cx="10" cy="10" r="10" fill="currentColor" />
                  <path
                    d="M5.5 10.5l3 3 6-6.5"
                    fill="none"
                    stroke="var(--ts-color-surface-dark)"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {claim.text}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <GetInTouchLink variant="light" />
            <ButtonLink to={paths.conformanceReport} variant="outline">
              {translate({id: 'home.hero.work', message: 'Read Our Accessibility Report'})}
            </ButtonLink>
          </div>
        </div>
        <CounterGroup start="load" className={styles.counterPanel}>
          <ul role="list" className={styles.counters} aria-label={translate({id: 'home.counters.label', message: 'Trendsoft at a glance'})}>
            {heroCounters.map((counter) => (
              <li key={counter.id} className={styles.counterItem}>
                <Counter value={counter.value} suffix={counter.suffix} className={styles.counterValue} />
                <span className={styles.counterLabel}>{counter.label}</span>
              </li>
            ))}
          </ul>
        </CounterGroup>
      </div>
    </div>
  );
}
