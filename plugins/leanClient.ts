import {dirname} from 'node:path';
import type {Plugin} from '@docusaurus/types';

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
 */
export default function leanClientPlugin(): Plugin {
  const themeClassicLib = dirname(require.resolve('@docusaurus/theme-classic/lib/index.js'));
  return {
    name: 'trendsoft-lean-client',
    configureWebpack(config, isServer) {
      const unusedClientModules = {
        [`${themeClassicLib}/prism-include-languages$`]: false as const,
        [`${themeClassicLib}/nprogress$`]: false as const,
      };
      const usePreact = !isServer && config.mode === 'production';
      const preact = {
        'react/jsx-runtime$': 'preact/jsx-runtime',
        'react/jsx-dev-runtime$': 'preact/jsx-runtime',
        'react-dom/client$': 'preact/compat/client',
        'react-dom$': 'preact/compat',
        react$: 'preact/compat',
      };
      // Docusaurus aliases `react` and `react-dom` to the site's copies as
      // prefixes; those entries would match first, so they are replaced here
      // rather than merged.
      const {react: _react, 'react-dom': _reactDom, ...otherAliases} = (config.resolve?.alias ?? {}) as Record<string, string | false | string[]>;
      config.resolve = {
        ...config.resolve,
        alias: usePreact ? {...unusedClientModules, ...preact, ...otherAliases} : {...unusedClientModules, ...(config.resolve?.alias as object)},
      };
      return {};
    },
  };
}
