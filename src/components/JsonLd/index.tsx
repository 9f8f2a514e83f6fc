import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * A JSON-LD script body (D25). Every `<` is written as \u003c, which JSON reads
 * as the same character, so no text in the data (a job title, a tagline) can
 * end the script element with `</script>` and put markup in the page.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data for the page's head, escaped as jsonLdText says. */
export default function JsonLd({data}: {data: Record<string, unknown>}): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{jsonLdText(data)}</script>
    </Head>
  );
}
