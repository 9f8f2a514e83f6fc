import {join} from 'node:path';
import type {ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {islandOfChunk, islandsEntryName, islandsPreactChunkName} from '../src/islands/contract';
import {islandSiteContext, siteContextElementId} from '../src/islands/site/siteContext';

/**
 * Islands (issue 41, D54-D57, D59). In the production browser build the islands
 * script (src/islands/entry.ts) is a second entry beside Docusaurus's client
 * app, compiled with the same loaders, so its CSS-module class names and
 * aliases are the pages' own (its CSS, already in the page's stylesheet, gives
 * class names alone: `stylesAsClassNamesInIslands`). Docusaurus hands every entry's files to the page
 * template, which gives every page the islands script alone
 * (plugins/htmlTemplate.ts); the client app is compiled for the stylesheet.
 *
 * The islands script's modules are a layer of their own (`islands`), in which
 * four of Docusaurus's client modules are slim ones (src/islands/site): the
 * context holds the few fields islands read, written into each page as JSON;
 * `translate` knows the messages of the modules that use it; the location is
 * the address bar's; global data is empty. Docusaurus's would
 * bring the whole configuration, every plugin's global data, the locale's
 * whole table of messages and the router.
 */
export default function islandsPlugin(context: LoadContext): Plugin {
  const entry = join(context.siteDir, 'src/islands/entry.ts');
  const site = join(context.siteDir, 'src/islands/site');
  // `<` escaped, so no text in it can close the script element.
  const siteContextJson = JSON.stringify(islandSiteContext(context.siteConfig, context.i18n)).replace(/</g, '\\u003c');
  return {
    name: 'trendsoft-islands',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', attributes: {type: 'application/json', id: siteContextElementId}, innerHTML: siteContextJson}],
      };
    },
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      stylesAsClassNamesInIslands(config.module?.rules ?? [], utils.getStyleLoaders);
      // Docusaurus gives one entry (its client app, named "main"); the islands script is a second.
      config.entry = {main: config.entry as string, [islandsEntryName]: {import: entry, layer: islandsLayer}};
      const islandModules = {
        // Docusaurus's aliases have these same names, so these replace them in the layer.
        resolve: {
          alias: {
            '@docusaurus/useDocusaurusContext': join(site, 'context.ts'),
            '@docusaurus/Translate': join(site, 'translate.tsx'),
            '@docusaurus/router': join(site, 'router.ts'),
            '@docusaurus/useGlobalData': join(site, 'globalData.ts'),
          },
        },
        issuerLayer: islandsLayer,
      };
      const islandMessages = {
        issuerLayer: islandsLayer,
        test: /\.[jt]sx?$/,
        include: [join(context.siteDir, 'src'), join(context.siteDir, 'pages')],
        exclude: [site],
        enforce: 'pre' as const,
        use: [
          {
            loader: require.resolve('./islandMessagesLoader.cjs'),
            options: {translations: context.codeTranslations, registry: join(site, 'translate.tsx')},
          },
        ],
      };
      // Each island's chunk (`island-<Name>`, named in its island.ts, D123) holds all
      // it needs beyond the islands script: the groups that would move the
      // code it shares with other islands or pages into chunks of their own
      // leave it alone, so a page fetches one file per island it holds (D55).
      const splitChunks = config.optimization?.splitChunks;
      if (splitChunks && splitChunks.cacheGroups) {
        // Both groups split async chunks only (the default), as before.
        const asyncNotIsland = (chunk: {name?: string | null; canBeInitial(): boolean}) => !chunk.canBeInitial() && !isIslandChunk(chunk);
        const {common} = splitChunks.cacheGroups;
        if (common && typeof common === 'object') splitChunks.cacheGroups.common = {...common, chunks: asyncNotIsland};
        // Preact, which only the islands with a component need (D59): one chunk
        // beside theirs, with the module that hydrates them (src/islands/hydrate.ts).
        splitChunks.cacheGroups.islandsPreact = {
          name: islandsPreactChunkName,
          test: /[\\/]node_modules[\\/]preact[\\/]/,
          chunks: (chunk: {name?: string | null}) => isIslandChunk(chunk) || chunk.name === islandsPreactChunkName,
          enforce: true,
          priority: 20,
        };
        splitChunks.cacheGroups.defaultVendors = {
          test: /[\\/]node_modules[\\/]/,
          priority: -10,
          reuseExistingChunk: true,
          chunks: asyncNotIsland,
        };
      }
      // Every island's declaration (an island.ts beside its component, D123), imported by the registry.
      const islandRegistry = {
        test: join(context.siteDir, 'src/islands/registry.ts'),
        issuerLayer: islandsLayer,
        enforce: 'pre' as const,
        use: [{loader: require.resolve('./islandsRegistryLoader.cjs'), options: {componentsDir: join(context.siteDir, 'src/components')}}],
      };
      return {module: {rules: [islandModules, islandMessages, islandRegistry]}};
    },
  };
}

/**
 * An island's CSS is in the page's stylesheet already, which the client app's
 * compile gathers: in the islands layer a CSS module gives its class names
 * alone (the same names, derived from the file's path and the class) and
 * plain CSS gives nothing, as in Docusaurus's server build. Otherwise an
 * island's chunk would fetch a CSS chunk of its own before it could run.
 */
function stylesAsClassNamesInIslands(
  rules: NonNullable<Configuration['module']>['rules'] & object,
  getStyleLoaders: ConfigureWebpackUtils['getStyleLoaders'],
): void {
  rules.forEach((rule, index) => {
    if (!rule || typeof rule !== 'object' || !(rule.test instanceof RegExp) || !rule.use) return;
    const isModules = rule.test.test('x.module.css') && !rule.test.test('x.css');
    if (!isModules && !rule.test.test('x.css')) return;
    const inIslands = getStyleLoaders(true, {
      ...(isModules ? {modules: {localIdentName: cssModuleClassName, exportOnlyLocals: true}} : {}),
      importLoaders: 1,
    });
    const {use, ...rest} = rule;
    rules[index] = {...rest, oneOf: [{issuerLayer: islandsLayer, use: inIslands}, {use}]};
  });
}

/** Docusaurus's pattern for CSS-module class names (@docusaurus/core lib/webpack/base.js), in dev and production alike. */
const cssModuleClassName = '[local]_[contenthash:base64:4]';

/** An island's own chunk, named `island-<Name>` (src/islands/contract.ts). */
const isIslandChunk = (chunk: {name?: string | null}): boolean => islandOfChunk(chunk.name) !== undefined;

/** The layer of the islands script's modules. */
const islandsLayer = 'islands';
