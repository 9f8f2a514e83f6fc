import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps the browser's entry bundle lean (issue 11: blocking time on phones).
 *
 * - Theme-classic registers two client modules on every page that this site
 *   never uses: Prism's language loader (it pulls all of prism-react-renderer,
 *   about 180 KB unminified, although no page shows code) and nprogress's
 *   route-change bar. Both are replaced by nothing.
 * - In the production browser build, React is replaced by Preact's compat
 *   layer, which implements the same API (hooks, hydrateRoot, Suspense) in
 *   about a tenth of the bytes and hydrates faster. Pages are still rendered
 *   to HTML by React at build time, and `npm run dev` and the jest tests use
 *   React, so components are written against React's API as usual. The e2e
 *   suite runs on the production build, so it checks the site as shipped.
 * - In the same build, `@docusaurus/Head` is `src/client/DeferredHead.tsx`,
 *   which leaves the pre-rendered head as it is until the first client-side
 *   navigation instead of rebuilding it with react-helmet-async on load.
 * - The production browser scripts start with V8's compile hint, see below.
 * - The site configuration in the bundles leaves out what only the build reads
 *   (plugins/siteConfigLoader.cjs).
 */
// After PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (minification, 400), before
// PROCESS_ASSETS_STAGE_OPTIMIZE_HASH (real content hashes, 2500).
const compileHintStage = 1000;

export default function leanClientPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  const themeClassicLib = dirname(require.resolve('@docusaurus/theme-classic/lib/index.js'));
  return {
    name: 'trendsoft-lean-client',
    configureWebpack(config, isServer, utils) {
      const unusedClientModules = {
        [`${themeClassicLib}/prism-include-languages$`]: false as const,
        [`${themeClassicLib}/nprogress$`]: false as const,
      };
      const usePreact = !isServer && config.mode === 'production';
      const preact = {
        '@docusaurus/Head$': join(siteDir, 'src/client/DeferredHead.tsx'),
        'react/jsx-runtime$': 'preact/jsx-runtime',
        'react/jsx-dev-runtime$': 'preact/jsx-runtime',
        'react-dom/client$': 'preact/compat/client',
        'react-dom$': 'preact/compat',
        react$: 'preact/compat',
      };
      // Docusaurus aliases `react`, `react-dom` and `@docusaurus/Head` as
      // prefixes; those entries would match first, so they are dropped here
      // rather than merged.
      const siteAliases = Object.entries(config.resolve?.alias ?? {}).filter(
        ([request]) => !usePreact || (request !== 'react' && request !== 'react-dom' && request !== '@docusaurus/Head'),
      );
      config.resolve = {
        ...config.resolve,
        alias: {...unusedClientModules, ...(usePreact ? preact : {}), ...Object.fromEntries(siteAliases)},
      };
      // In both bundles, so the pre-rendered HTML and hydration read the same configuration.
      const siteConfigRule = {
        test: /[\\/]docusaurus\.config\.mjs$/,
        include: [context.generatedFilesDir],
        use: [{loader: require.resolve('./siteConfigLoader.cjs')}],
      };
      if (!usePreact) return {module: {rules: [siteConfigRule]}};
      // Every function of the browser's scripts runs while the page hydrates.
      // This hint makes Chromium compile them all on the background thread
      // that streams the script in, instead of one by one on the main thread
      // when first called (https://v8.dev/blog/explicit-compile-hints).
      // Added after minification, which would drop the comment, and before
      // the content hashes are computed, so file names still match contents.
      const {BannerPlugin} = utils.currentBundler.instance;
      return {
        module: {rules: [siteConfigRule]},
        plugins: [
          new BannerPlugin({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            test: /\.js$/,
            stage: compileHintStage,
          }),
        ],
      };
    },
  };
}
