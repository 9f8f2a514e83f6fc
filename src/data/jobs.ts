import {translate} from '@docusaurus/Translate';
import {paths} from '@site/src/data/navigation';
import type {positions} from '@site/src/forms/rules';

/** A job opening (docs/product.md §4 Careers and Job pages). */
export interface Job {
  slug: 'epubaccessibility' | 'fresher';
  /** The page at /TrendSoft/Career/<slug>. */
  path: string;
  /** The value the application form sends as `position` (docs/product.md §6). */
  position: (typeof positions)[number];
  title: string;
  /** One or two sentences on the role: the opening's card and the JobPosting description. */
  summary: string;
  location: {label: string; locality: 'Hyderabad'; region: 'Telangana'; country: 'IN'};
  /** schema.org employment type, and how the page shows it. */
  employmentType: {schema: 'FULL_TIME'; label: string};
  /** ISO date the opening was published (JobPosting datePosted, D25). */
  datePosted: string;
  criteria: string[];
}

const hyderabad: Job['location'] = {
  label: translate({id: 'jobs.location.hyderabad', message: 'Hyderabad'}),
  locality: 'Hyderabad',
  region: 'Telangana',
  country: 'IN',
};

const fullTime: Job['employmentType'] = {schema: 'FULL_TIME', label: translate({id: 'jobs.type.fullTime', message: 'Full-time'})};

/** docs/product.md §4: the two openings, in the order the careers page lists them. */
export const jobs: Job[] = [
  {
    slug: 'epubaccessibility',
    path: `${paths.careers}/epubaccessibility`,
    position: 'Epub Accessibility Developer',
    title: translate({id: 'jobs.epub.title', message: 'Epub Accessibility Developer'}),
    summary: translate({
      id: 'jobs.epub.summary',
      message: 'Build and remediate ePub 3 publications so that they work with screen readers and reading systems, and meet WCAG.',
    }),
    location: hyderabad,
    employmentType: fullTime,
    datePosted: '2026-11-22',
    criteria: [
      translate({id: 'jobs.epub.criteria.experience', message: 'More than 3 years of experience with ePub2, ePub3 and accessible ePub3.'}),
      translate({id: 'jobs.epub.criteria.devices', message: 'Hands-on exposure to e-reading devices and apps.'}),
      translate({id: 'jobs.epub.criteria.css', message: 'Good working knowledge of CSS3, SCSS and HTML5.'}),
      translate({id: 'jobs.epub.criteria.validation', message: 'Experience with ePub validation tools.'}),
      translate({
        id: 'jobs.epub.criteria.standards',
        message: 'Knowledge of WCAG and of the EPUB standards (written by the IDPF, now kept by the W3C).',
      }),
      translate({id: 'jobs.epub.criteria.xml', message: 'Basic knowledge of XML and MathML.'}),
    ],
  },
  {
    slug: 'fresher',
    path: `${paths.careers}/fresher`,
    position: 'Fresher',
    title: translate({id: 'jobs.fresher.title', message: 'Fresher'}),
    summary: translate({
      id: 'jobs.fresher.summary',
      message:
        'Start your career in digital accessibility and software testing, learning on real client projects alongside experienced colleagues.',
    }),
    location: hyderabad,
    employmentType: fullTime,
    datePosted: '2026-11-22',
    criteria: [
      translate({id: 'jobs.fresher.criteria.degree', message: 'A bachelor’s degree in ITES, CSE, ECE or IT.'}),
      translate({id: 'jobs.fresher.criteria.html', message: 'Knowledge of HTML.'}),
      translate({id: 'jobs.fresher.criteria.css', message: 'Knowledge of CSS.'}),
      translate({id: 'jobs.fresher.criteria.office', message: 'Working knowledge of MS Office.'}),
      translate({id: 'jobs.fresher.criteria.detail', message: 'Strong attention to detail.'}),
      translate({id: 'jobs.fresher.criteria.communication', message: 'Good written and spoken communication.'}),
      translate({id: 'jobs.fresher.criteria.teamwork', message: 'Ability to work well in a team.'}),
      translate({id: 'jobs.fresher.criteria.problemSolving', message: 'A problem-solving mindset.'}),
    ],
  },
];

export function jobBySlug(slug: Job['slug']): Job {
  const job = jobs.find((candidate) => candidate.slug === slug);
  if (!job) throw new Error(`No job with slug ${slug}`);
  return job;
}
