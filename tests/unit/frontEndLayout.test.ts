import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';

// Issue 66, D120, D126: the front end's folders point one way. Pages are built from components,
// components from the islands plugin and the shared code of src/, and the build's plugins read
// src/'s data: pages/ → src/ → plugins/islands ← plugins/. Nothing in src/ reaches back into a page
// or a build plugin, and no plugin into a page, so a page can be moved or deleted without breaking
// the code beneath it. The islands plugin knows nothing of this site, and the site uses it only
// through its public entries (plugins/islands/README.md).

const root = join(__dirname, '..', '..');

/** Every TypeScript, JavaScript and MDX source under a folder of the project. */
function sourcesUnder(folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.(tsx?|mts|cjs|mjs|js|mdx|css)$/.test(entry.name) ? [full] : [];
    });
  return walk(join(root, folder));
}

const islandsPlugin = join('plugins', 'islands');
/**
 * The islands plugin's public entries: the build's (index.ts), the components' mark (island.ts),
 * the declarations' (declare.ts), and the names all share (contract.ts).
 */
const islandsEntries = ['index', 'island', 'declare', 'contract'].map((name) => join(islandsPlugin, name));

/**
 * The project folder each import of a file leads to ('src', 'pages', …; the islands plugin counts
 * as a folder of its own, 'plugins/islands'), with the module it names, or none for a package.
 */
function importedFolders(file: string): {specifier: string; folder: string; module: string}[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/\bfrom\s+'([^']+)'/g),
    ...text.matchAll(/^\s*import\s+'([^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'/g),
    ...text.matchAll(/\brequire\(\s*'([^']+)'/g),
    ...text.matchAll(/\bcomposes:[^;]*\bfrom\s+'([^']+)'/g),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    let target: string;
    if (specifier.startsWith('@site/')) target = join(root, specifier.slice('@site/'.length));
    else if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
    else return [];
    const module = relative(root, target).replace(/\.(tsx?|cjs)$/, '');
    const folder = module === islandsPlugin || module.startsWith(`${islandsPlugin}${sep}`) ? islandsPlugin : module.split(/[\\/]/)[0]!;
    return [{specifier, folder, module}];
  });
}

/** The imports from `from` that lead into any of `forbidden`, as "file: specifier". */
function importsInto(from: string, forbidden: readonly string[]): string[] {
  return sourcesUnder(from).flatMap((file) =>
    importedFolders(file)
      .filter(({folder}) => forbidden.includes(folder))
      .map(({specifier}) => `${relative(root, file)}: ${specifier}`),
  );
}

describe('the front end points one way (issue 66)', () => {
  it('finds the imports it checks', () => {
    const fromPages = sourcesUnder('pages').flatMap(importedFolders);
    expect(fromPages.filter(({folder}) => folder === 'src').length).toBeGreaterThan(30);
    // Through the alias and relative paths alike.
    const withinSrc = sourcesUnder('src').flatMap(importedFolders);
    expect(withinSrc.filter(({specifier}) => specifier.startsWith('@site/src/')).length).toBeGreaterThan(100);
    expect(withinSrc.filter(({specifier}) => specifier.startsWith('.') && !specifier.endsWith('.css')).length).toBeGreaterThan(25);
  });

  it('nothing in src/ imports a page, a build plugin or a script; of the islands plugin, only what runs in the browser', () => {
    expect(importsInto('src', ['pages', 'plugins', 'scripts', 'tests'])).toEqual([]);
    const fromSrc = sourcesUnder('src').flatMap(importedFolders);
    expect(fromSrc.filter(({folder}) => folder === islandsPlugin).length).toBeGreaterThanOrEqual(20);
    expect(fromSrc.filter(({folder, module}) => folder === islandsPlugin && !islandsEntries.slice(1).includes(module))).toEqual([]);
  });

  it('no build plugin imports a page', () => {
    expect(importsInto('plugins', ['pages', 'tests'])).toEqual([]);
  });

  it('the islands plugin imports nothing of the site: no component, page, data, script or other plugin', () => {
    const fromIslands = sourcesUnder(islandsPlugin)
      .filter((file) => !relative(root, file).startsWith(join(islandsPlugin, 'test')))
      .flatMap((file) =>
        importedFolders(file)
          .filter(({folder}) => folder !== islandsPlugin)
          .map(({specifier}) => `${relative(root, file)}: ${specifier}`),
      );
    expect(fromIslands).toEqual([]);
  });

  it("the site's code and build use the islands plugin through its public entries alone", () => {
    const outside = ['src', 'pages', 'plugins', 'scripts', 'server']
      .flatMap(sourcesUnder)
      .concat(join(root, 'docusaurus.config.ts'))
      .filter((file) => !relative(root, file).startsWith(`${islandsPlugin}${sep}`));
    const intoIslands = outside.flatMap((file) =>
      importedFolders(file)
        .filter(({folder}) => folder === islandsPlugin)
        .map(({specifier, module}) => ({at: `${relative(root, file)}: ${specifier}`, module})),
    );
    expect(intoIslands.length).toBeGreaterThanOrEqual(23);
    expect(intoIslands.filter(({module}) => !islandsEntries.includes(module) && module !== islandsPlugin).map(({at}) => at)).toEqual([]);
  });

  // A component that imported the declarations' module would put its import() of Preact's chunk in
  // the client app's compile too, and the chunk would come out shared by both builds' runtimes (D126).
  it('no component imports what declares islands, only their mark', () => {
    const components = sourcesUnder(join('src', 'components')).filter((file) => !file.endsWith(`${sep}island.ts`));
    const declaring = components.flatMap((file) =>
      importedFolders(file)
        .filter(
          ({module}) =>
            module === join(islandsPlugin, 'declare') || (module.startsWith(join('src', 'components')) && module.endsWith(`${sep}island`)),
        )
        .map(({specifier}) => `${relative(root, file)}: ${specifier}`),
    );
    expect(declaring).toEqual([]);
  });

  it("an island's declaration imports only its own component's folder and the islands plugin's declare.ts", () => {
    const declarations = sourcesUnder(join('src', 'components')).filter((file) => file.endsWith(`${sep}island.ts`));
    expect(declarations.length).toBeGreaterThan(10);
    const reachingOut = declarations.flatMap((file) =>
      importedFolders(file)
        .filter(({specifier}) => !specifier.startsWith('./') && specifier !== '@site/plugins/islands/declare')
        .map(({specifier}) => `${relative(root, file)}: ${specifier}`),
    );
    expect(reachingOut).toEqual([]);
  });
});
