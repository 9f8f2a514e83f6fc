/** @jest-environment node */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

// The files of Docusaurus that the islands layer replaces, copies or depends on the inside of,
// pinned by path and content (docs/upgrading.md). An upgrade that changes one fails here, naming
// it and this plugin's file that stands in for it: compare the two, carry the change over (or
// confirm none is needed), then record the new hash.

/** A Docusaurus package's folder in node_modules. */
const packageDir = (name: string) => dirname(require.resolve(`@docusaurus/${name}/package.json`));

const internals: {file: string; sha256: string; standIn: string}[] = [
  // Client modules the islands replace with slim stand-ins (D56).
  {
    file: 'core/lib/client/exports/useDocusaurusContext.js',
    sha256: '55df16e671dc61fe5ba0f552785ab18cfa0eb00c6bfe889b9fcf91f647cf2699',
    standIn: 'plugins/islands/docusaurus/context.ts',
  },
  {
    file: 'core/lib/client/exports/Translate.js',
    sha256: 'd6c0713611fccc4482591b7ec57eb4c1aa9faba257ea35ce22ab1e404fa9620b',
    standIn: 'plugins/islands/docusaurus/translate.tsx',
  },
  {
    file: 'core/lib/client/exports/router.js',
    sha256: 'ef6514dba2896167354be9b2165837882be999b406931e63f61cb9cd1a78024b',
    standIn: 'plugins/islands/docusaurus/router.ts',
  },
  {
    file: 'core/lib/client/exports/useGlobalData.js',
    sha256: '7f000a1d4bb87ed760d0b480ca27373de62bdae12772e319a19b71a0e427b2df',
    standIn: 'plugins/islands/docusaurus/globalData.ts',
  },
  // The page template, copied (its exported text is pinned too, ./template.test.ts).
  {
    file: 'core/lib/ssg/ssgTemplate.html.js',
    sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
    standIn: 'plugins/islands/template.ts',
  },
  // The CSS rules and class-name pattern the islands layer mirrors (D59).
  {
    file: 'core/lib/webpack/base.js',
    sha256: 'b3c441dfc9ae516bb37243d2a502d4acf3298c0c9acd62120e644a0c067513ea',
    standIn: 'plugins/islands/index.ts (cssModuleClassName, stylesAsClassNamesInIslands)',
  },
  {
    file: 'bundler/lib/loaders/styleLoader.js',
    sha256: '5038e82473c981de039db3008a8f63455cc154f954ae34731e19d49ce2b4ae68',
    standIn: 'plugins/islands/index.ts (getStyleLoaders for the server-style CSS)',
  },
];

test.each(internals)('Docusaurus’s $file is still the one $standIn was made against', ({file, sha256}) => {
  const [packageName, ...rest] = file.split('/');
  // Reading Docusaurus's internals is the point of this test: none of them is a public export.
  const content = readFileSync(join(packageDir(packageName!), ...rest));
  expect(createHash('sha256').update(content).digest('hex')).toBe(sha256);
});
