// @ts-check
/**
 * Rspack loader for the islands' registry (plugins/islands/browser/registry.ts, issue 66, D123): in the
 * islands script's build it replaces that module's body with a static import of every island's
 * declaration, the `island.ts` beside each component in src/components, so adding an island is
 * adding its declaration. Static imports, not the bundler's context (`import.meta.webpackContext`):
 * the bundler then joins the declarations into the islands script's own scope, where a context
 * kept each as a module of its own with a map of their paths, 0.7 KB gzip more on every page.
 *
 * The folder is a context dependency, so a declaration added while `docusaurus build` watches is
 * seen. CommonJS JavaScript because the bundler loads loaders with Node's own require.
 */
const {existsSync, readdirSync} = require('node:fs');
const {join} = require('node:path');

/**
 * The declaration files, one per component folder that has one, in a stable order.
 * @param {string} componentsDir
 */
function declarationFiles(componentsDir) {
  return readdirSync(componentsDir)
    .sort()
    .map((folder) => join(componentsDir, folder, 'island.ts'))
    .filter((file) => existsSync(file));
}

/** @this {{getOptions(): {componentsDir: string}; addContextDependency(dir: string): void}} */
module.exports = function islandsRegistryLoader() {
  const {componentsDir} = this.getOptions();
  this.addContextDependency(componentsDir);
  const files = declarationFiles(componentsDir);
  const imports = files.map((file, index) => `import island${index} from ${JSON.stringify(file)};`);
  return `${imports.join('\n')}\nexport const islands = [${files.map((_, index) => `island${index}`).join(', ')}];\n`;
};

module.exports.declarationFiles = declarationFiles;
