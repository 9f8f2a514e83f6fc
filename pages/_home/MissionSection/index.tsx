import type {ReactNode} from 'react';
import clsx from 'clsx';
import GetInTouchLink from '@site/src/components/GetInTouchLink';
import styles from './styles.module.css';

interface MissionSectionProps {
  id?: string;
  /** The heading (h2) and copy, written in the page's MDX. */
  children: ReactNode;
}

/** docs/product.md §4 Home page: the about-our-mission block with Start Your Journey. */
export default function MissionSection({id, children}: MissionSectionProps): ReactNode {
  return (
    <section id={id} className={styles.section}>
      <div className={clsx('ts-container', styles.inner)}>
        <div className={styles.copy}>
          {children}
          <GetInTouchLink variant="outline" />
        </div>
        {/* Own artwork (D3): a page being checked, a shield and a test tick, the three service lines. */}
        <svg className={styles.art} aria-hidden="true" focusable="false" viewBox="0 0 320 260" width="320" height="260">
          <rect
            x="20"
            y="20"
            width="220"
            height="200"
            rx="16"
            fill="var(--ts-color-surface)"
            stroke="var(--ts-color-border)"
            strokeWidth="2"
          />
          <rect x="20" y="20" width="220" height="36" rx="16" fill="var(--ts-color-primary)" />
          <rect x="20" y="40" width="220" height="16" fill="var(--ts-color-primary)" />
          <circle cx="42" cy="38" r="5" fill="var(--ts-color-surface)" />
          <circle cx="60" cy="38" r="5" fill="var(--ts-color-surface)" />
          <rect x="44" y="80" width="120" height="12" rx="6" fill="var(--ts-color-primary-soft)" />
          <rect x="44" y="104" width="170" height="10" rx="5" fill="var(--ts-color-border)" />
          <rect x="44" y="124" width="150" height="10" rx="5" fill="var(--ts-color-border)" />
          <rect x="44" y="144" width="160" height="10" rx="5" fill="var(--ts-color-border)" />
          <rect x="44" y="172" width="80" height="26" rx="8" fill="var(--ts-color-accent)" />
          <path d="M250 96l44 16v30c0 27-19 50-44 58-25-8-44-31-44-58v-30z" fill="var(--ts-color-primary)" />
          <path
            d="M232 146l13 13 24-26"
            fill="none"
            stroke="var(--ts-color-surface)"
            strokeWidth="8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="84" cy="226" r="24" fill="var(--ts-color-accent-soft)" stroke="var(--ts-color-accent)" strokeWidth="3" />
          <path
            d="M73 226l8 8 15-16"
            fill="none"
            stroke="var(--ts-color-accent)"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
    </section>
  );
}
