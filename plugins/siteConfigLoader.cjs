// @ts-check
/**
 * Webpack/Rspack loader for Docusaurus's generated `docusaurus.config.mjs`, the
 * site configuration that every page's scripts carry (`useDocusaurusContext`).
 * Docusaurus writes the whole configuration there, including what only the
 * build reads: the page template (about 1.6 KB of text), the preset and plugin
 * options with the redirect list, the Markdown options and the build's error
 * policies. No component reads these in the browser, so they are left out of
 * the bundles (issue 11: bytes every page loads). leanClient.ts applies it to
 * the server bundle too, so the pre-rendered HTML and the browser are rendered
 * from the same object.
 *
 * CommonJS JavaScript because the bundler loads loaders with Node's own require.
 */
const buildOnlySiteConfigKeys = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'markdown',
  'staticDirectories',
  'clientModules',
  'headTags',
  'scripts',
  'stylesheets',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
];

/**
 * The generated module's source with the build-only keys removed.
 * @param {string} source
 * @returns {string}
 */
function withoutBuildOnlyKeys(source) {
  const start = source.indexOf('{', source.indexOf('export default'));
  const end = source.lastIndexOf('}');
  // The file is `export default <JSON>;` after a comment; anything else is left as it is.
  if (start < 0 || end < start) return source;
  /** @type {Record<string, unknown>} */
  const config = JSON.parse(source.slice(start, end + 1));
  for (const key of buildOnlySiteConfigKeys) delete config[key];
  return `${source.slice(0, start)}${JSON.stringify(config)}${source.slice(end + 1)}`;
}

module.exports = withoutBuildOnlyKeys;
module.exports.withoutBuildOnlyKeys = withoutBuildOnlyKeys;
module.exports.buildOnlySiteConfigKeys = buildOnlySiteConfigKeys;
