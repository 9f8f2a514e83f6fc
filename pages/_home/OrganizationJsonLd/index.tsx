import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import JsonLd from '@site/src/components/JsonLd';
import {company} from '@site/src/data/company';
import {offices} from '@site/src/data/offices';

/** D25: Organization structured data for the home page's head (schema.org). */
export function organizationSchema(siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.fullName,
    alternateName: company.shortName,
    url: siteUrl,
    logo: `${siteUrl}/img/favicon.svg`,
    description: company.tagline,
    email: company.email,
    ...(company.phone ? {telephone: company.phone} : {}),
    address: offices.map((office) => ({
      '@type': 'PostalAddress',
      addressLocality: office.address.locality,
      addressRegion: office.address.region,
      addressCountry: office.address.countryCode,
    })),
  };
}

export default function OrganizationJsonLd(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <JsonLd data={organizationSchema(siteConfig.url)} />;
}
