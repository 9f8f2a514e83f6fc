import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps the browser's entry bundle lean (issue 11: blocking time on phones).
 *
 * - In the browser, in `npm run dev` as in the production build, React is
 *   replaced by Preact's compat layer, which implements the same API (hooks,
 *   hydrateRoot, Suspense) in about a tenth of the bytes and hydrates faster
 *   (D37). Components are written against React's API as usual; pages are
 *   rendered to HTML by React at build time. The jest component tests run on
 *   Preact too (jest.config.mjs), so what developers see is what ships.
 * - In every browser bundle `@docusaurus/Link` is `src/client/PageLink.tsx`, a
 *   plain anchor: following a link loads the next pre-rendered page instead of
 *   rendering it with the router (issue 41, D54). The build's server bundle
 *   keeps Docusaurus's Link, which feeds the broken-link check.
 * - The production browser scripts start with V8's compile hint, see below.
 */
// After PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (minification, 400), before
// PROCESS_ASSETS_STAGE_OPTIMIZE_HASH (real content hashes, 2500).
const compileHintStage = 1000;

export default function leanClientPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  return {
    name: 'trendsoft-lean-client',
    configureWebpack(config, isServer, utils) {
      const usePreact = !isServer;
      const pageLink = join(siteDir, 'src/client/PageLink.tsx');
      const preact = {
        'react/jsx-runtime$': 'preact/jsx-runtime',
        'react/jsx-dev-runtime$': 'preact/jsx-runtime',
        'react-dom/client$': 'preact/compat/client',
        'react-dom$': 'preact/compat',
        react$: 'preact/compat',
      };
      // Docusaurus aliases `react`, `react-dom` and `@docusaurus/Link` as
      // prefixes; those entries would match first, so the ones replaced here
      // are dropped rather than merged.
      const replaced = new Set(usePreact ? ['react', 'react-dom', '@docusaurus/Link'] : []);
      const siteAliases = Object.entries(config.resolve?.alias ?? {}).filter(([request]) => !replaced.has(request));
      config.resolve = {
        ...config.resolve,
        alias: {
          ...(usePreact ? {...preact, '@docusaurus/Link$': pageLink} : {}),
          ...Object.fromEntries(siteAliases),
        },
      };
      if (!usePreact || config.mode !== 'production') return {};
      // Most functions of an island's code run as soon as it starts. This hint
      // makes Chromium compile them all on the background thread that streams
      // the script in, instead of one by one on the main thread when first
      // called (https://v8.dev/blog/explicit-compile-hints). D96 measured it
      // with islands: without it our scripts took 9-129 ms more of the main
      // thread at 4×, most where a form starts.
      // Added after minification, which would drop the comment, and before
      // the content hashes are computed, so file names still match contents.
      const {BannerPlugin} = utils.currentBundler.instance;
      return {
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
