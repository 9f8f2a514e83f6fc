import {existsSync, readdirSync, rmSync, statSync} from 'node:fs';
import {join} from 'node:path';
import type {ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {isIslandsScriptFile, islandOfChunk, islandsEntryName, islandsPreactChunkName} from './contract';
import {islandSiteContext, siteContextElementId} from './docusaurus/siteContext';

export {islandsPageTemplate} from './template';
export {compileInlineScript} from './inlineScript';

/** Where a site keeps what the islands layer reads of it; each is relative to the site's folder. */
export interface IslandsOptions {
  /** The folder of the site's components: an `island.ts` in one of its folders declares an island. Default `src/components`. */
  componentsDir?: string;
  /** The folders whose modules may call `translate()` in an island: their messages go with the islands script. Default `src` and `pages`. */
  translatedDirs?: string[];
}

/**
 * Islands on Docusaurus (issue 41, D54-D57, D59; issue 66: a plugin of its own, README.md beside
 * this file). In the production browser build the islands script (./browser/entry.ts) is a
 * second entry beside Docusaurus's client app, compiled with the same loaders, so its CSS-module
 * class names and aliases are the pages' own (its CSS, already in the page's stylesheet, gives
 * class names alone: `stylesAsClassNamesInIslands`). Docusaurus hands every entry's files to the
 * page template, which gives every page the islands script alone (./template.ts); the client app
 * is compiled for the stylesheet only, and deleted once the build is written (`postBuild`).
 *
 * The islands script's modules are a layer of their own (`islands`), in which four of
 * Docusaurus's client modules are slim ones (./docusaurus): the context holds the few fields
 * islands read, written into each page as JSON; `translate` knows the messages of the modules
 * that use it; the location is the address bar's; global data is empty. Docusaurus's would bring
 * the whole configuration, every plugin's global data, the locale's whole table of messages and
 * the router.
 */
export default function islandsPlugin(context: LoadContext, options: unknown): Plugin {
  const given = islandsOptions(options);
  const componentsDir = join(context.siteDir, given.componentsDir ?? 'src/components');
  const translatedDirs = (given.translatedDirs ?? ['src', 'pages']).map((dir) => join(context.siteDir, dir));
  const entry = join(__dirname, 'browser', 'entry.ts');
  const site = join(__dirname, 'docusaurus');
  // `<` escaped, so no text in it can close the script element.
  const siteContextJson = JSON.stringify(islandSiteContext(context.siteConfig, context.i18n)).replace(/</g, '\\u003c');
  return {
    name: 'docusaurus-islands',
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
        include: translatedDirs,
        exclude: [site],
        enforce: 'pre' as const,
        use: [
          {
            loader: require.resolve('./messagesLoader.cjs'),
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
        // beside theirs, with the module that hydrates them (./browser/hydrate.ts).
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
      // Every island's declaration (an island.ts beside its component, D123), imported by the registry (./browser/registry.ts).
      const islandRegistry = {
        test: join(__dirname, 'browser', 'registry.ts'),
        issuerLayer: islandsLayer,
        enforce: 'pre' as const,
        use: [{loader: require.resolve('./registryLoader.cjs'), options: {componentsDir}}],
      };
      return {module: {rules: [islandModules, islandMessages, islandRegistry]}};
    },
    // Pages run the islands script alone: the client app's scripts, compiled only for the
    // stylesheet they gather (D57), are deleted, so that what is deployed is what pages load (D97).
    postBuild({outDir}) {
      const removed = removeClientAppScripts(outDir);
      if (removed.files > 0)
        console.log(
          `[islands] Removed ${removed.files} scripts that no page runs (${Math.round(removed.bytes / 1024)} KiB): the client app`,
        );
    },
  };
}

/** The plugin's options as the site's config gives them (Docusaurus passes them untyped), or a clear error. */
function islandsOptions(options: unknown): IslandsOptions {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') throw new Error(`The islands plugin's options are an object, not ${JSON.stringify(options)}`);
  const {componentsDir, translatedDirs, ...others} = options as Record<string, unknown>;
  // Docusaurus adds the plugin's `id`.
  const unknownOptions = Object.keys(others).filter((name) => name !== 'id');
  if (unknownOptions.length > 0)
    throw new Error(`The islands plugin has no option ${unknownOptions.join(', ')}: only componentsDir and translatedDirs`);
  if (componentsDir !== undefined && typeof componentsDir !== 'string')
    throw new Error("The islands plugin's componentsDir is a folder's path");
  const folders = Array.isArray(translatedDirs) && translatedDirs.every((each) => typeof each === 'string');
  if (translatedDirs !== undefined && !folders) throw new Error("The islands plugin's translatedDirs is a list of folders' paths");
  return {componentsDir, translatedDirs};
}

/** Deletes from a built locale's `assets/js` every script that is not the islands script's; says how many files and bytes went. */
export function removeClientAppScripts(localeOutDir: string): {files: number; bytes: number} {
  const removed = {files: 0, bytes: 0};
  const dir = join(localeOutDir, 'assets', 'js');
  if (!existsSync(dir)) return removed;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isFile() || isIslandsScriptFile(entry.name)) continue;
    const file = join(dir, entry.name);
    removed.bytes += statSync(file).size;
    removed.files += 1;
    rmSync(file);
  }
  return removed;
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

/** An island's own chunk, named `island-<Name>` (./contract.ts). */
const isIslandChunk = (chunk: {name?: string | null}): boolean => islandOfChunk(chunk.name) !== undefined;

/** The layer of the islands script's modules. */
const islandsLayer = 'islands';
