/**
 * The part of Docusaurus's context that islands read (./context.ts), written
 * into every page by plugins/islands/index.ts as `<script type="application/json">`.
 */
import type {DocusaurusConfig, I18n} from '@docusaurus/types';

export const siteContextElementId = 'trendsoft-site';

export interface IslandSiteContext {
  siteConfig: Pick<DocusaurusConfig, 'url' | 'baseUrl' | 'trailingSlash' | 'customFields'>;
  i18n: I18n;
}

/** The context of the locale being built, from the site's configuration and locales. */
export function islandSiteContext(siteConfig: DocusaurusConfig, i18n: I18n): IslandSiteContext {
  const {url, baseUrl, trailingSlash, customFields} = siteConfig;
  return {siteConfig: {url, baseUrl, trailingSlash, customFields}, i18n};
}
