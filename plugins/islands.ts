import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {islandSiteContext, siteContextElementId} from '../src/islands/site/siteContext';
import {picturesPluginName, type PicturesData} from '../src/components/Pictogram/pictures';
import {readPictures} from './pictures';

/**
 * Islands (issue 41, D54-D57). In the production browser build the islands
 * script (src/islands/entry.ts) is a second entry beside Docusaurus's client
 * app, compiled with the same loaders, so its CSS-module class names and
 * aliases are the pages' own. Docusaurus hands every entry's files to the page
 * template, which gives every page the islands script alone
 * (plugins/htmlTemplate.ts); the client app is compiled for the stylesheet.
 *
 * The islands script's modules are a layer of their own (`islands`), in which
 * four of Docusaurus's client modules are slim ones (src/islands/site): the
 * context holds the few fields islands read, written into each page as JSON;
 * `translate` knows the messages of the modules that use it; the location is
 * the address bar's; global data holds the services' icons. Docusaurus's would
 * bring the whole configuration, every plugin's global data, the locale's
 * whole table of messages and the router.
 */
export default function islandsPlugin(context: LoadContext): Plugin {
  const entry = join(context.siteDir, 'src/islands/entry.ts');
  const site = join(context.siteDir, 'src/islands/site');
  // `<` escaped, so no text in it can close the script element.
  const siteContextJson = JSON.stringify(islandSiteContext(context.siteConfig, context.i18n)).replace(/</g, '\\u003c');
  let globalDataFile = '';
  return {
    name: 'trendsoft-islands',
    async contentLoaded({actions}) {
      globalDataFile = await actions.createData('island-global-data.json', JSON.stringify(islandGlobalData(context.siteDir)));
    },
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', attributes: {type: 'application/json', id: siteContextElementId}, innerHTML: siteContextJson}],
      };
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      // Docusaurus gives one entry (its client app, named "main"); the islands script is a second.
      config.entry = {main: config.entry as string, islands: {import: entry, layer: islandsLayer}};
      const islandModules = {
        // Docusaurus's aliases have these same names, so these replace them in the layer.
        resolve: {
          alias: {
            '@docusaurus/useDocusaurusContext': join(site, 'context.ts'),
            '@docusaurus/Translate': join(site, 'translate.tsx'),
            '@docusaurus/router': join(site, 'router.ts'),
            '@docusaurus/useGlobalData': join(site, 'globalData.ts'),
            '@trendsoft/island-global-data$': globalDataFile,
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
      // Each island's chunk (`island-<Name>`, src/islands/entry.ts) holds all
      // it needs beyond the islands script: the groups that would move the
      // code it shares with other islands or pages into chunks of their own
      // leave it alone, so a page fetches one file per island it holds (D55).
      const splitChunks = config.optimization?.splitChunks;
      if (splitChunks && splitChunks.cacheGroups) {
        // Both groups split async chunks only (the default), as before.
        const asyncNotIsland = (chunk: {name?: string | null; canBeInitial(): boolean}) =>
          !chunk.canBeInitial() && !chunk.name?.startsWith('island-');
        const {common} = splitChunks.cacheGroups;
        if (common && typeof common === 'object') splitChunks.cacheGroups.common = {...common, chunks: asyncNotIsland};
        splitChunks.cacheGroups.defaultVendors = {
          test: /[\\/]node_modules[\\/]/,
          priority: -10,
          reuseExistingChunk: true,
          chunks: asyncNotIsland,
        };
      }
      return {module: {rules: [islandModules, islandMessages]}};
    },
  };
}

/**
 * The global data islands read: the drawings of the services' icons, which the
 * services menu and the tab blocks draw (`serviceIconPath`), of the pictures
 * plugin's 96 (D52). An island drawing any other would fail at once, naming it.
 */
export function islandGlobalData(siteDir: string): {[picturesPluginName]: {default: PicturesData}} {
  const pictures = Object.fromEntries(Object.entries(readPictures(siteDir)).filter(([path]) => path.startsWith('/img/services/')));
  return {[picturesPluginName]: {default: {pictures}}};
}

/** The layer of the islands script's modules. */
const islandsLayer = 'islands';
