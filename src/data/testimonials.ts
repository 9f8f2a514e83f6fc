import {translate} from '@docusaurus/Translate';

/**
 * docs/product.md §4 testimonials. D2: no invented people or companies, so `name` is the
 * client's role and sector only; the company replaces these with quotes it has
 * permission to publish.
 */
export interface Testimonial {
  id: string;
  /** 4 to 5, halves allowed. */
  rating: number;
  /** The short headline quote. */
  quote: string;
  text: string;
  name: string;
}

export const testimonials: Testimonial[] = [
  {
    id: 'retail-digital',
    rating: 5,
    quote: translate({id: 'testimonial.retail.quote', message: 'They tested the way our customers actually shop.'}),
    text: translate({
      id: 'testimonial.retail.text',
      message:
        'The audit covered checkout with a screen reader, the keyboard and 200% zoom, not only an automated scan. Every issue came with the page, the WCAG criterion and a suggested fix our developers could act on.',
    }),
    name: translate({id: 'testimonial.retail.name', message: 'Head of Digital, a retail group'}),
  },
  {
    id: 'bank-qa',
    rating: 4.5,
    quote: translate({id: 'testimonial.bank.quote', message: 'A testing team that fitted into our sprints from week one.'}),
    text: translate({
      id: 'testimonial.bank.text',
      message:
        'Their testers worked from our backlog, joined our stand-ups and logged defects straight into our tracker. When a large release needed more hands, they added testers who were briefed by the existing team.',
    }),
    name: translate({id: 'testimonial.bank.name', message: 'QA Manager, a banking software provider'}),
  },
  {
    id: 'health-security',
    rating: 5,
    quote: translate({id: 'testimonial.health.quote', message: 'Clear findings, ranked by risk, with no noise.'}),
    text: translate({
      id: 'testimonial.health.text',
      message:
        'The web application assessment followed the OWASP Top 10 and explained each finding in terms our developers and our compliance team could both use. The retest confirmed what we had fixed.',
    }),
    name: translate({id: 'testimonial.health.name', message: 'Information Security Lead, a healthcare provider'}),
  },
  {
    id: 'publisher-documents',
    rating: 4.5,
    quote: translate({id: 'testimonial.publisher.quote', message: 'Our PDFs finally work with assistive technology.'}),
    text: translate({
      id: 'testimonial.publisher.text',
      message:
        'They remediated a large backlog of reports and forms to PDF/UA, fixed the reading order and tags, and showed our editors how to keep new documents accessible from the start.',
    }),
    name: translate({id: 'testimonial.publisher.name', message: 'Publications Manager, an education publisher'}),
  },
  {
    id: 'saas-performance',
    rating: 4,
    quote: translate({id: 'testimonial.saas.quote', message: 'We knew our limits before launch day.'}),
    text: translate({
      id: 'testimonial.saas.text',
      message:
        'The load tests reproduced our expected peak, showed where the system slowed down first and gave us the figures we needed to plan capacity.',
    }),
    name: translate({id: 'testimonial.saas.name', message: 'Engineering Manager, a software-as-a-service company'}),
  },
  {
    id: 'government-api',
    rating: 5,
    quote: translate({id: 'testimonial.government.quote', message: 'Thorough API testing, explained in plain language.'}),
    text: translate({
      id: 'testimonial.government.text',
      message:
        'They tested our public APIs for broken authorisation and data exposure, walked our team through each result and helped us prioritise the fixes for the next release.',
    }),
    name: translate({id: 'testimonial.government.name', message: 'Digital Services Director, a public sector agency'}),
  },
];
