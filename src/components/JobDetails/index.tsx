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

/**
 * A job page's facts (docs/product.md §4 Job pages): location and type, the
 * 'Eligibility Criteria' list, a link to the application form, and the
 * JobPosting structured data in the head.
 */
export default function JobDetails({job: slug}: {job: Job['slug']}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const job = jobBySlug(slug);
  return (
    <>
      <JsonLd data={jobPostingData(job, siteConfig.url)} />
      <dl className={styles.facts}>
        <div>
          <dt>{translate({id: 'jobs.location.term', message: 'Location'})}</dt>
          <dd>{job.location.label}</dd>
        </div>
        <div>
          <dt>{translate({id: 'jobs.type.term', message: 'Employment type'})}</dt>
          <dd>{job.employmentType.label}</dd>
        </div>
      </dl>
      <h2>{translate({id: 'jobs.criteria.heading', message: 'Eligibility Criteria'})}</h2>
      <ul className={styles.criteria}>
        {job.criteria.map((criterion) => (
          <li key={criterion}>{criterion}</li>
        ))}
      </ul>
      <ButtonLink to={`${paths.careers}#apply`}>{translate({id: 'jobs.apply', message: 'Apply for this role'})}</ButtonLink>
    </>
  );
}
