import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {industries as allIndustries, industryIconSize, type Industry} from '@site/src/data/industries';
import {serviceLink} from '@site/src/data/navigation';
import Pictogram from '@site/src/components/Pictogram';
import styles from './styles.module.css';

interface IndustryGridProps {
  /** The industries to show, from src/data/industries.ts; all ten when left out. */
  industries?: Industry[];
}

function IndustryCard({industry}: {industry: Industry}): ReactNode {
  const nameId = useId();
  const servicesLabelId = useId();
  return (
    <li className={styles.card}>
      <div className={styles.title}>
        {/* Decoration: the heading names the card. */}
        <Pictogram src={industry.icon} size={industryIconSize} className={styles.icon} />
        <h3 className={styles.name} id={nameId}>
          {industry.name}
        </h3>
      </div>
      <p className={styles.description}>{industry.description}</p>
      <div className={styles.servicesPart}>
        <p className={styles.servicesLabel} id={servicesLabelId}>
          {translate({
            id: 'industry.services.label',
            message: 'Services for this sector',
            description:
              'The label above the services an industry card on Who We Serve links to; the list is read with the industry name after it',
          })}
        </p>
        {/* Named with the industry too ("Services for this sector Education"): ten
          lists on one page, each told apart in a screen reader's list of them. */}
        <ul role="list" className={styles.services} aria-labelledby={`${servicesLabelId} ${nameId}`}>
          {industry.services.map((id) => {
            const service = serviceLink(id);
            return (
              <li key={id}>
                <Link to={service.to}>{service.label}</Link>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}

/**
 * The industry cards of Who We Serve (docs/product.md §4). A list, so assistive
 * technology announces how many there are; each name is an h3 under the
 * section's h2, and each card ends with the services that sector asks for.
 */
export default function IndustryGrid({industries}: IndustryGridProps): ReactNode {
  // Defaulted here rather than in the parameters, so the props table says "the ten industries", not the whole list.
  const shown = industries ?? allIndustries;
  return (
    // The wrapper lets the grid use the full width: Section limits direct child lists to a reading measure.
    <div>
      {/* role="list": Safari drops list semantics from lists styled without bullets. */}
      <ul role="list" className={styles.grid}>
        {shown.map((industry) => (
          <IndustryCard key={industry.id} industry={industry} />
        ))}
      </ul>
    </div>
  );
}
