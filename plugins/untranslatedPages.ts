import {readdir, readFile, writeFile} from 'node:fs/promises';
import {basename, dirname, join, relative, sep} from 'node:path';
import type {Plugin, RouteConfig} from '@docusaurus/types';
import type {PluginOptions as SitemapOptions} from '@docusaurus/plugin-sitemap';

/** What a page whose body has no translation yet shows above it (src/components/UntranslatedNotice). */
export const untranslatedMarker = /\bdata-untranslated-notice\b/;

/** The site path a built HTML file answers: `TrendSoft/Career.html` → `/TrendSoft/Career`, `index.html` → `/`. */
export function sitePathOf(relativeFile: string): string {
  const path = relativeFile
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}

/** Removes the `<link rel="alternate" hreflang=…>` tags that point at `href`. */
export function withoutAlternate(html: string, href: string, hreflang: string): string {
  return html.replace(/<link\b[^>]*>/g, (tag) => {
    const attribute = (name: string) => new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag);
    const value = (name: string) => {
      const match = attribute(name);
      return match ? (match[1] ?? match[2] ?? match[3]!).replace(/\/$/, '') : undefined;
    };
    const isAlternate = value('rel') === 'alternate' && value('hreflang') === hreflang && value('href') === href.replace(/\/$/, '');
    return isAlternate ? '' : tag;
  });
}

/**
 * Whether a route of a locale build shows the default locale's file: its
 * source is outside `i18n/` (pages and docs without a translation fall back).
 * Only locale builds have a base URL other than `/`.
 */
export function isUntranslatedRoute(route: RouteConfig, baseUrl: string): boolean {
  const source = route.metadata?.sourceFilePath;
  return baseUrl !== '/' && source !== undefined && !source.startsWith('i18n/');
}

/** The route tree without the untranslated pages (docs pages are nested in their plugin's routes). */
function translatedRoutes(routes: RouteConfig[], baseUrl: string): RouteConfig[] {
  return routes
    .filter((route) => !isUntranslatedRoute(route, baseUrl))
    .map((route) => (route.routes ? {...route, routes: translatedRoutes(route.routes, baseUrl)} : route));
}

/** The sitemap plugin's item builder, leaving out a locale's untranslated pages. */
export const createSitemapItems: NonNullable<SitemapOptions['createSitemapItems']> = async ({defaultCreateSitemapItems, ...params}) =>
  defaultCreateSitemapItems({...params, routes: translatedRoutes(params.routes, params.siteConfig.baseUrl)});

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}

/**
 * Issue 14: a page that is not translated yet is shown in English under the
 * locale's prefix, but it is not a Hindi alternate of the English page. After
 * the locale is built, this drops the `hreflang` link to such pages from both
 * language versions and lists them for translators; `createSitemapItems`
 * keeps them out of the locale's sitemap.
 */
export default function untranslatedPagesPlugin(): Plugin {
  return {
    name: 'trendsoft-untranslated-pages',
    async postBuild({outDir, siteConfig, i18n}) {
      const {currentLocale, defaultLocale, localeConfigs} = i18n;
      if (currentLocale === defaultLocale) return;
      const localeConfig = localeConfigs[currentLocale]!;
      const hreflang = localeConfig.htmlLang;
      // Locales other than the default are built into a folder of the default's output.
      const defaultOutDir = basename(outDir) === localeConfig.path ? dirname(outDir) : undefined;
      const untranslated: string[] = [];
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        if (!untranslatedMarker.test(html)) continue;
        const path = sitePathOf(relative(outDir, file));
        const localeUrl = `${siteConfig.url}${siteConfig.baseUrl}${path.slice(1)}`;
        untranslated.push(path);
        await writeFile(file, withoutAlternate(html, localeUrl, hreflang));
        if (defaultOutDir) {
          const defaultFile = join(defaultOutDir, relative(outDir, file));
          const defaultHtml = await readFile(defaultFile, 'utf8').catch(() => undefined);
          if (defaultHtml !== undefined) await writeFile(defaultFile, withoutAlternate(defaultHtml, localeUrl, hreflang));
        }
      }
      if (untranslated.length > 0) {
        console.log(
          `[${currentLocale}] ${untranslated.length} page(s) shown in ${defaultLocale} until translated (left out of the sitemap and hreflang):\n  ${untranslated.sort().join('\n  ')}`,
        );
      }
    },
  };
}
