import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {jobs} from '@site/src/data/jobs';
import styles from './styles.module.css';

/** The openings of the careers page (docs/product.md §4), each with its 'More Details' link. */
export default function JobOpenings(): ReactNode {
  return (
    // The wrapper keeps the cards out of the section's measure for running text.
    <div>
      <ul role="list" className={styles.list}>
        {jobs.map((job) => (
          <li key={job.slug} className={styles.card}>
            <h3 className={styles.title}>{job.title}</h3>
            <p className={styles.meta}>
              <span>
                <span className="ts-visually-hidden">{translate({id: 'jobs.location.label', message: 'Location:'})} </span>
                {job.location.label}
              </span>
              <span aria-hidden="true"> · </span>
              <span>{job.employmentType.label}</span>
            </p>
            <p className={styles.summary}>{job.summary}</p>
            <Link to={job.path} className={styles.more}>
              {translate({id: 'jobs.moreDetails', message: 'More Details'})}
              <span className="ts-visually-hidden">
                {' '}
                {translate({id: 'jobs.moreDetails.about', message: 'about the {title} role'}, {title: job.title})}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
