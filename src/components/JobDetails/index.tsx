import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ButtonLink from '@site/src/components/ButtonLink';
import JsonLd from '@site/src/components/JsonLd';
import {company} from '@site/src/data/company';
import {jobBySlug, type Job} from '@site/src/data/jobs';
import {paths} from '@site/src/data/navigation';
import styles from './styles.module.css';

/** D25: schema.org JobPosting for one opening, as search engines read it. */
export function jobPostingData(job: Job, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.summary, ...job.criteria].join(' '),
    datePosted: job.datePosted,
    employmentType: job.employmentType.schema,
    url: `${siteUrl}${job.path}`,
    hiringOrganization: {'@type': 'Organization', name: company.fullName, sameAs: siteUrl},
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location.locality,
        addressRegion: job.location.region,
        addressCountry: job.location.country,
      },
    },
  };
}

interface JobFactsProps {
  /** The job, by its slug in src/data/jobs.ts: its location and employment type come from there. */
  job: Job['slug'];
}

/**
 * A job's facts for the hero's right half (issue 43): location and type, and
 * the link to the application form. On phones they follow the hero's text.
 */
export function JobFacts({job: slug}: JobFactsProps): ReactNode {
  const job = jobBySlug(slug);
  return (
    <div className={styles.panel}>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.term}>{translate({id: 'jobs.location.term', message: 'Location'})}</dt>
          <dd>{job.location.label}</dd>
        </div>
        <div>
          <dt className={styles.term}>{translate({id: 'jobs.type.term', message: 'Employment type'})}</dt>
          <dd>{job.employmentType.label}</dd>
        </div>
      </dl>
      {/* The closing band's words for the same form (docs/product.md §3): one label per destination. */}
      <ButtonLink to={`${paths.careers}#apply`} variant="light">
        {translate({id: 'jobs.apply', message: 'Apply Now'})}
      </ButtonLink>
    </div>
  );
}

interface JobDetailsProps {
  /** The job, by its slug in src/data/jobs.ts: its criteria and structured data come from there. */
  job: Job['slug'];
  /** The role, written in the page's MDX under a `##` heading. */
  children?: ReactNode;
}

/**
 * A job page's body (docs/product.md §4 Job pages): the role, written in the
 * page's MDX, beside the 'Eligibility Criteria' list on wide screens, and the
 * JobPosting structured data in the head.
 */
export default function JobDetails({job: slug, children}: JobDetailsProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const job = jobBySlug(slug);
  return (
    <div className={styles.layout}>
      <JsonLd data={jobPostingData(job, siteConfig.url)} />
      <div className="ts-flow">{children}</div>
      <div>
        <h2>{translate({id: 'jobs.criteria.heading', message: 'Eligibility Criteria'})}</h2>
        <ul className={styles.criteria}>
          {job.criteria.map((criterion) => (
            <li key={criterion}>{criterion}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
