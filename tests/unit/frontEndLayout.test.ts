import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';

// Issue 66, D120: the front end's folders point one way. Pages are built from components, components
// from the islands layer and the shared code of src/, and the build's plugins read src/'s data:
// pages/ → src/ ← plugins/. Nothing in src/ reaches back into a page or a build plugin, and no
// plugin into a page, so a page can be moved or deleted without breaking the code beneath it.

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

/** The project folder each import of a file leads to ('src', 'pages', …), or none for a package. */
function importedFolders(file: string): {specifier: string; folder: string}[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/\bfrom\s+'([^']+)'/g),
    ...text.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'/g),
    ...text.matchAll(/\brequire\(\s*'([^']+)'/g),
    ...text.matchAll(/\bcomposes:[^;]*\bfrom\s+'([^']+)'/g),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    let target: string;
    if (specifier.startsWith('@site/')) target = join(root, specifier.slice('@site/'.length));
    else if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
    else return [];
    const folder = relative(root, target).split(/[\\/]/)[0]!;
    return [{specifier, folder}];
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

  it('nothing in src/ imports a page or a build plugin', () => {
    expect(importsInto('src', ['pages', 'plugins', 'scripts', 'tests'])).toEqual([]);
  });

  it('no build plugin imports a page', () => {
    expect(importsInto('plugins', ['pages', 'tests'])).toEqual([]);
  });

  it('the islands layer imports no component: each island is declared beside its component (island.ts)', () => {
    const fromIslands = sourcesUnder(join('src', 'islands')).flatMap((file) =>
      importedFolders(file)
        .filter(({specifier}) => /(^@site\/src\/components\/|\/components\/)/.test(specifier))
        .map(({specifier}) => `${relative(root, file)}: ${specifier}`),
    );
    expect(fromIslands).toEqual([]);
  });

  it("an island's declaration imports only its own component's folder and the islands layer", () => {
    const declarations = sourcesUnder(join('src', 'components')).filter((file) => file.endsWith(`${sep}island.ts`));
    expect(declarations.length).toBeGreaterThan(10);
    const reachingOut = declarations.flatMap((file) =>
      importedFolders(file)
        .filter(({specifier}) => !specifier.startsWith('./') && !specifier.startsWith('@site/src/islands/'))
        .map(({specifier}) => `${relative(root, file)}: ${specifier}`),
    );
    expect(reachingOut).toEqual([]);
  });
});
