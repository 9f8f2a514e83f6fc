import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Config, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {company} from './src/data/company';
import {noScriptHeadStyle} from './src/components/SiteHeader/nativeMenus';
import {speculationRules} from './src/client/speculationRules';
import brandFontsPlugin, {fontsStaticDirectory} from './plugins/brandFonts';
import conformancePlugin from './plugins/conformance';
import launchCheckPlugin from './plugins/launchCheck';
import picturesPlugin from './plugins/pictures';
import redirectPagesPlugin from './plugins/redirectPages';
import islandsPlugin, {compileInlineScript, islandsPageTemplate} from './plugins/islands';
import securityTxtPlugin from './plugins/securityTxt';
import leanClientPlugin from './plugins/leanClient';
import unusedCssPlugin from './plugins/unusedCss';
import untranslatedPagesPlugin, {createSitemapItems} from './plugins/untranslatedPages';
import translationStatusPlugin from './plugins/translations';
import contentCheckPlugin from './plugins/contentCheck';
import componentLibraryPlugin from './plugins/componentLibrary';
import {libraryExamplesDirectory, libraryExamplesPath} from './src/data/componentLibrary';
import {defaultLocale, locales} from './src/data/locales';

// The public origin the site is served from. Canonical URLs, Open Graph URLs and
// the sitemap are built from it, so production builds must set SITE_URL.
const siteUrl = process.env.SITE_URL ?? 'https://www.trendsoft.example';

// D10: the forms API base is fixed at build time. The default is the forms
// server in server/, which serves the site and the API from one origin.
const formsApiUrl = process.env.FORMS_API_URL ?? '/api';
// The footer's copyright year is the year the site was built (D108). SOURCE_DATE_EPOCH, the
// reproducible-builds convention, pins it for a rebuild of an older release.
const builtYear = new Date(process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now()).getUTCFullYear();

// D25: robots.txt names the sitemap by its absolute URL, which only the build knows.
function robotsTxtPlugin(): Plugin {
  return {
    name: 'trendsoft-robots-txt',
    async postBuild({outDir, siteConfig, i18n}) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      await writeFile(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.url}/sitemap.xml\n`);
    },
  };
}

const config: Config = {
  title: company.shortName,
  tagline: company.tagline,
  // D82: PNG icons, drawn from static/img/favicon.svg by `npm run icons`; an SVG
  // icon costs every load an SVG document on the main thread.
  favicon: 'img/favicon-32.png',
  url: siteUrl,
  baseUrl: '/',
  // D4: every route is emitted as `<path>.html` and linked without a slash, so
  // the canonical URL is exactly the docs/product.md §2 path (`/About`, not `/About/`).
  // The forms server answers `/path/` with a 301 to `/path`, so both load.
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // The banner that warns of a wrong baseUrl is a setup aid for Docusaurus
  // sites; it checks for the app on DOMContentLoaded, which runs before the
  // entry scripts now that they wait for the first paint (plugins/islands/template.ts).
  baseUrlIssueBanner: false,
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  future: {v4: true, faster: true, experimental_vcs: false},
  customFields: {formsApiUrl, builtYear},
  // Entry scripts run after the first paint (plugins/islands/template.ts).
  // D99: no tags for a search crawler, on a site with no search.
  ssrTemplate: islandsPageTemplate({omittedMetaNames: ['docsearch:', 'docusaurus_']}),
  // The header's menus open natively (src/components/SiteHeader/nativeMenus.ts, issue 41):
  // invokers for engines without `command` or `closedby` (./invokerFallback.ts), and the
  // services panel's categories side by side with JavaScript off.
  headTags: [
    {
      tagName: 'script',
      attributes: {},
      innerHTML: compileInlineScript(join(__dirname, 'src', 'components', 'SiteHeader', 'invokerFallback.ts')),
    },
    {tagName: 'noscript', attributes: {}, innerHTML: noScriptHeadStyle},
    // Links load pages (D54): the next one may be prerendered on hover or press.
    {tagName: 'script', attributes: {type: 'speculationrules'}, innerHTML: JSON.stringify(speculationRules)},
    // The icon a phone shows for the site on its home screen (D82).
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/apple-touch-icon.png'}},
  ],
  i18n: {
    defaultLocale,
    locales: [...locales],
    // Each locale's address written out, as Docusaurus would infer it for a build of both: a build
    // of one locale (`--locale en`, the writers' preview, D125) would otherwise serve it at `/`
    // and link the other language there too.
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', baseUrl: '/'},
      hi: {label: 'हिन्दी', htmlLang: 'hi', baseUrl: '/hi/'},
    },
  },
  presets: [
    [
      'classic',
      {
        // D8: the footer's Resources entries are real pages, written in resources/.
        docs: {path: 'resources', routeBasePath: 'resources', sidebarPath: './sidebars.ts'},
        blog: false,
        pages: {path: 'pages'},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          changefreq: 'monthly',
          priority: 0.5,
          ignorePatterns: ['/404', '/newsletter/**', '/hi/newsletter/**', `${libraryExamplesPath}/**`, `/hi${libraryExamplesPath}/**`],
          createSitemapItems,
        },
      } satisfies Preset.Options,
    ],
  ],
  // D42: the subset brand fonts are written here by plugins/brandFonts.ts.
  staticDirectories: ['static', fontsStaticDirectory],
  plugins: [
    // D43: a build for a real SITE_URL stops while placeholders are left.
    launchCheckPlugin,
    // Issue 44, D67: the build refuses a page without a description (npm run check:content checks the rest).
    contentCheckPlugin,
    brandFontsPlugin,
    // D52: icons are drawn in the page (src/components/Pictogram).
    picturesPlugin,
    robotsTxtPlugin,
    // RFC 9116: where to report a vulnerability (issue 42).
    securityTxtPlugin,
    leanClientPlugin,
    // D54: the islands script, for pages whose interactive parts are all islands.
    islandsPlugin,
    unusedCssPlugin,
    untranslatedPagesPlugin,
    // Issue 44, D66: a translation behind its English says so (npm run translations).
    translationStatusPlugin,
    // D5: old link targets keep working (src/data/redirects.ts). These pages
    // redirect in the browser; the forms server answers the same paths with a 301.
    redirectPagesPlugin,
    // Issue 67, D114: the component library's examples, a page each (library/examples), and what
    // its pages show of each component, read from the sources.
    [
      '@docusaurus/plugin-content-pages',
      {id: 'library-examples', path: libraryExamplesDirectory, routeBasePath: libraryExamplesPath.slice(1)},
    ],
    componentLibraryPlugin,
    // Issue 64, D100: the conformance report sees which reviewed pages changed since their review.
    conformancePlugin,
  ],
  themeConfig: {
    image: 'img/og-trendsoft.png',
    // D28: light scheme only, no switch.
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    metadata: [{name: 'theme-color', content: '#0b3d91'}],
  } satisfies Preset.ThemeConfig,
};

export default config;
