import type {ReactNode} from 'react';
import {industries as allIndustries, industryIconSize, type Industry} from '@site/src/data/industries';
import Pictogram from '@site/src/components/Pictogram';
import styles from './styles.module.css';

interface IndustryGridProps {
  /** Defaults to the ten industries of src/data/industries.ts. */
  industries?: Industry[];
}

function IndustryCard({industry}: {industry: Industry}): ReactNode {
  return (
    <li className={styles.card}>
      {/* Decoration: the heading names the card. */}
      <Pictogram src={industry.icon} size={industryIconSize} className={styles.icon} />
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
export default function IndustryGrid({industries = allIndustries}: IndustryGridProps): ReactNode {
  return (
    // The wrapper lets the grid use the full width: Section limits direct child lists to a reading measure.
    <div>
      <ul className={styles.grid}>
        {industries.map((industry) => (
          <IndustryCard key={industry.id} industry={industry} />
        ))}
      </ul>
    </div>
  );
}
