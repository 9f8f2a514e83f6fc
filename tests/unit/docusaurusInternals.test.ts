/** @jest-environment node */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

// Issue 42, docs/upgrading.md: every file of Docusaurus that the site replaces,
// ejects (swizzles) or depends on the inside of, pinned by its path and content.
// An upgrade that changes one fails here, naming it and the site's file that
// stands in for it: compare the two, carry the change over (or confirm none is
// needed), then record the new hash. The upgrade is then a checklist, not a hunt.

const projectDir = join(__dirname, '..', '..');

/** A Docusaurus package's folder in node_modules. */
const packageDir = (name: string) => dirname(require.resolve(`@docusaurus/${name}/package.json`));

interface Internal {
  /** The package and the file inside it. */
  file: string;
  /** Its sha256 when the site's stand-in was last checked against it. */
  sha256: string;
  /** What in the site replaces or relies on it. */
  site: string;
}

const internals: Internal[] = [
  // Swizzled (ejected) theme components: src/theme/<Name> replaces theme-classic's.
  ...(
    [
      ['DocItem/Content', '0902dcb538c3dbbea3947079e9cf0744961649088f234ad6cbe8ed0495430c6d'],
      ['DocItem/Layout', 'c1f1bbed07409f0a3f90f0ffc3689331ff6ead1f7c2616963885417c5bc42899'],
      ['DocRoot/Layout', 'afe072d930c339ac19cf5eff3520be097e7e9869b1708da7116f0fd618a61f43'],
      ['Footer', '6ce037aaac9dbf6380bf177a3d80e8827feb35d8c0ac74510e9666e9b35f25dc'],
      ['Heading', 'bd5eb7a8be21738b9bcf024362a6dc5abab627cda46a782890388b4eb2bcab8e'],
      ['MDXComponents', 'b1a0eed95525de25273120c4f48ef939e51e0adfafe4a9b1c64fd3d040d6136c'],
      ['MDXComponents/Code', 'd24106e06e4ccc7072fb8114e46cc959868ed4c9c7b82d400d1b4830453721b3', 'Code.tsx'],
      ['MDXComponents/Pre', '480359ec5f8f72753421305a7df137274164c77ffcb56afcb3d3ece5d4250325', 'Pre.tsx'],
      ['MDXPage', 'fc4ecd1e04a90bc7dda4244e44e286091f7c5ab921d76fabbfb5407a79863c28'],
      ['Navbar', 'afeb118bb9c8d5ecf4fcb4041b00d076de87b583302e63396adf98fc33bf61cd'],
      ['NotFound/Content', '1339cadd0fe0b2a29e2b200f0b10487e33bd49a8fdc7a86a91e9a6c16616e113'],
      ['SkipToContent', '1a6bfba899d12a82f8074e4a9a257527561c26ab235f1d7f10f13a22ccbe8834'],
      ['ThemeProvider/TitleFormatter', '246b0297e78c6e2bc015a54336d2fccad09727ca44979b1081d67678da2d285a'],
    ] as const
  ).map(([name, sha256, own]) => ({
    file: name.includes('/') && own ? `theme-classic/lib/theme/${name}.js` : `theme-classic/lib/theme/${name}/index.js`,
    sha256,
    site: own ? `src/theme/${name.split('/')[0]}/${own}` : `src/theme/${name}/index.tsx`,
  })),
  // Link (D54); the islands layer's own pins are plugins/islands/test/docusaurusInternals.test.ts.
  {
    file: 'core/lib/client/exports/Link.js',
    sha256: 'cd83fc0c2bffaab83186636c309c8086aac4aa53594dc7eeb4b9f9817527d277',
    site: 'src/client/PageLink.tsx',
  },
  {
    file: 'core/lib/client/exports/Interpolate.js',
    sha256: 'a178ae3ce4d9371b83e6e9193e4dfa0029553488ec4f6650bd7d413e53770dfb',
    site: 'jest.config.mjs (the unit tests load it directly)',
  },
];

test.each(internals)('Docusaurus’s $file is still the one $site was made against', ({file, sha256}) => {
  const [packageName, ...rest] = file.split('/');
  // Reading Docusaurus's internals is the point of this test: none of them is a public export.
  const content = readFileSync(join(packageDir(packageName!), ...rest));
  expect(createHash('sha256').update(content).digest('hex')).toBe(sha256);
});

/** The site's files under a folder, relative to the project. */
function filesUnder(folder: string): string[] {
  return readdirSync(join(projectDir, folder), {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`],
  );
}

test('every swizzled component of src/theme is pinned', () => {
  const pinned = new Set(internals.map(({site}) => site.split(' ')[0]));
  const swizzled = filesUnder('src/theme').filter((file) => file.endsWith('.tsx'));
  expect(swizzled.length).toBeGreaterThanOrEqual(13);
  expect(swizzled.filter((file) => !pinned.has(file))).toEqual([]);
});
