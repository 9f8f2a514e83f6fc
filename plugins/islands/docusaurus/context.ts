/**
 * `@docusaurus/useDocusaurusContext` in the islands script (plugins/islands/index.ts,
 * issue 41). Docusaurus's own carries the whole site configuration, every
 * plugin's global data and the site's metadata, about 100 KB of source that no
 * island reads. Islands read a few fields of the configuration and the locales,
 * which the build writes into each page as JSON (`siteContextElementId`).
 */
import type {DocusaurusContext} from '@docusaurus/types';
import {siteContextElementId, type IslandSiteContext} from './siteContext';

let context: DocusaurusContext | undefined;

export default function useDocusaurusContext(): DocusaurusContext {
  if (!context) {
    const written = document.getElementById(siteContextElementId)?.textContent;
    if (!written) throw new Error(`The page has no #${siteContextElementId}: it was not built with plugins/islands/index.ts`);
    const {siteConfig, i18n} = JSON.parse(written) as IslandSiteContext;
    // Only what an island reads is there; the types are Docusaurus's so the components stay unchanged.
    context = {siteConfig, i18n, siteMetadata: {}, globalData: {}, codeTranslations: {}} as unknown as DocusaurusContext;
  }
  return context;
}
