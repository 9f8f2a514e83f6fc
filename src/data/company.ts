/**
 * Company facts, kept in one place (D1). The short name forms every page title
 * (`Trendsoft | <Name> Page`). The copyright year is the build's (docusaurus.config.ts, D108).
 */
export const company = {
  shortName: 'Trendsoft',
  fullName: 'Trendsoft Technologies',
  // Plain text, not translate(): docusaurus.config.ts loads this file in Node.
  tagline: 'Digital accessibility, software testing and cyber security services for enterprises',
  /** D26: the tagged PDF that `npm run brochure` renders from brochure/. */
  brochurePath: '/brochure/trendsoft-brochure.pdf',
  /**
   * The address prospects can write to instead of using a form: shown in the
   * footer, on the contact page and in the Organization structured data. The
   * default is on the site's own example domain; set the real one here.
   */
  email: 'contact@trendsoft.example',
  /**
   * Where security researchers report a vulnerability in this site, published
   * in /.well-known/security.txt (RFC 9116; plugins/securityTxt.ts). The
   * default is on the example domain; the launch check lists it until set.
   */
  securityEmail: 'security@trendsoft.example',
  /**
   * A phone number in international form ('+91 40 1234 5678'), shown in the
   * same places when set. None is published yet.
   */
  phone: null as string | null,
} as const;

/** `tel:` links take the digits and a leading + only. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
