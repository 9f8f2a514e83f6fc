import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import {company} from '@site/src/data/company';

interface PageHeadProps {
  /** The page's name; the title formatter renders `Trendsoft | <name> Page` (D1). */
  title?: string;
  /** Required in every page's front matter (a test checks); optional here as Docusaurus types it. */
  description?: string;
  image?: string;
  /** A site path that this page duplicates, e.g. `/TrendSoft/about-Us` for `/About` (D6). */
  canonicalPath?: string;
}

/**
 * D25: title, description, Open Graph and canonical URL for one page.
 * Docusaurus already emits a canonical URL and og:url from the current path;
 * a later <Head> wins in react-helmet, so canonicalPath overrides them.
 */
export default function PageHead({title, description, image, canonicalPath}: PageHeadProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const canonicalUrl = canonicalPath ? `${siteConfig.url}${canonicalPath}` : undefined;
  return (
    <>
      <PageMetadata title={title} description={description} image={image} />
      <Head>
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={company.fullName} />
        {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
        {canonicalUrl && <meta property="og:url" content={canonicalUrl} />}
      </Head>
    </>
  );
}
