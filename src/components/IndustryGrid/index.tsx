import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {industries as allIndustries, industryIconSize, type Industry} from '@site/src/data/industries';
import styles from './styles.module.css';

interface IndustryGridProps {
  /** Defaults to the ten industries of src/data/industries.ts. */
  industries?: Industry[];
  /** How many cards' icons load at once because they can be in the first view; the rest load lazily. */
  eagerCount?: number;
}

function IndustryCard({industry, eager}: {industry: Industry; eager: boolean}): ReactNode {
  return (
    <li className={styles.card}>
      {/* Decorative (alt=""): the heading names the card. */}
      <img
        className={styles.icon}
        src={useBaseUrl(industry.icon)}
        alt=""
        width={industryIconSize}
        height={industryIconSize}
        loading={eager ? 'eager' : 'lazy'}
        // Eager, so the first cards never show empty, but never preloaded (D51).
        fetchPriority="low"
        decoding="async"
      />
      <h3 className={styles.name}>{industry.name}</h3>
      <p className={styles.description}>{industry.description}</p>
    </li>
  );
}

/**
 * The industry cards of Who We Serve (docs/product.md §4). A list, so assistive
 * technology announces how many there are; each name is an h3 under the
 * section's h2.
 */
export default function IndustryGrid({industries = allIndustries, eagerCount = 3}: IndustryGridProps): ReactNode {
  return (
    // The wrapper lets the grid use the full width: Section limits direct child lists to a reading measure.
    <div>
      <ul className={styles.grid}>
        {industries.map((industry, index) => (
          <IndustryCard key={industry.id} industry={industry} eager={index < eagerCount} />
        ))}
      </ul>
    </div>
  );
}
