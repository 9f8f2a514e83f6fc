import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Islands (issue 41, D54). In the production browser build the islands script
 * (src/islands/entry.ts) is a second entry beside Docusaurus's client app,
 * compiled with the same loaders, so its CSS-module class names, translations
 * and aliases are the pages' own. Docusaurus hands every entry's files to the
 * page template, which gives each page one of the two (plugins/htmlTemplate.ts):
 * the islands script where every interactive part is an island, the client
 * app where one is not yet.
 */
export default function islandsPlugin(context: LoadContext): Plugin {
  const entry = join(context.siteDir, 'src/islands/entry.ts');
  return {
    name: 'trendsoft-islands',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      // Docusaurus gives one entry (its client app, named "main"); the islands script is a second.
      config.entry = {main: config.entry as string, islands: entry};
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
      return {};
    },
  };
}
