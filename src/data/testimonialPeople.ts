/**
 * Who gave each testimonial (src/data/testimonials.ts, by id). D2: we invent
 * no people or companies, so every entry is null until the company has a
 * client's permission to publish the quote under a name. Names are not
 * translated, so they live here, outside the translated texts. While one is
 * null, the card shows the role and sector only, and the launch check
 * (`npm run launch-check`, D43) lists it.
 */
export interface TestimonialPerson {
  /** The person quoted, as they agreed to be named: 'Priya Sharma'. */
  person: string;
  /** Their organisation: 'Example Retail Group'. */
  organisation: string;
}

export const testimonialPeople: Record<string, TestimonialPerson | null> = {
  'retail-digital': null,
  'bank-qa': null,
  'health-security': null,
  'publisher-documents': null,
  'saas-performance': null,
  'government-api': null,
};
