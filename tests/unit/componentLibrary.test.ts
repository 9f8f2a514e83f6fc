import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {markdownFiles} from '@site/plugins/contentFiles';
import {mdxComponents} from '@site/plugins/mdxComponents';
import {componentDocs, exampleDocs, testTitles} from '@site/plugins/componentLibrary';
import {libraryExamplesDirectory} from '@site/src/data/componentLibrary';

// Issue 67, D114: every component a page uses in MDX has a page in the component library, with a
// props table read from its types and at least one example, and every example is shown and has
// the accessibility tree its e2e check compares it with.

const root = join(__dirname, '..', '..');
const libraryDir = join(root, 'resources', 'components');

/** The page sources a writer edits, apart from the library's own pages. */
const pageSources = [...markdownFiles(join(root, 'pages')), ...markdownFiles(join(root, 'resources'))].filter(
  (file) => !file.startsWith(libraryDir),
);

/** The components of src/components (or the home page's parts the library shows) a page's MDX uses. */
function componentsUsedInPages(): Map<string, string> {
  const mapped = new Set(mdxComponents(root).keys());
  const used = new Map<string, string>();
  for (const file of pageSources) {
    const text = readFileSync(file, 'utf8');
    // Imported from the components folder: `import A, {B, C} from '@site/src/components/…'`.
    const imported = new Set<string>();
    for (const match of text.matchAll(/^import\s+(.+?)\s+from\s+'@site\/src\/components\/[^']+';/gm)) {
      for (const name of match[1]!.replace(/[{}]/g, ',').split(',')) if (name.trim()) imported.add(name.trim());
    }
    for (const match of text.matchAll(/<([A-Z][A-Za-z]*)[\s/>]/g)) {
      const name = match[1]!;
      if ((mapped.has(name) || imported.has(name)) && !used.has(name)) used.set(name, relative(root, file));
    }
  }
  return used;
}

const libraryPages = markdownFiles(libraryDir).map((file) => ({file: relative(root, file), text: readFileSync(file, 'utf8')}));
const documentedOn = (component: string) => libraryPages.find((page) => page.text.includes(`<PropsTable component="${component}" />`));
const examplesOn = (text: string) => [...text.matchAll(/<Example id="([^"]+)" \/>/g)].map((match) => match[1]!);

describe('the component library (issue 67, D114)', () => {
  const used = componentsUsedInPages();
  const examples = exampleDocs(root);

  it('finds the components the pages use', () => {
    // A sanity floor: the scan reads tags and imports (a broken scan would pass every check below).
    for (const name of ['Hero', 'Section', 'CardGrid', 'Card', 'ContactForm', 'CareerForm', 'TabBlock']) expect(used.has(name)).toBe(true);
  });

  it.each([...used.keys()].sort())('%s, used by a page, has a library page with a props table and an example', (component) => {
    const page = documentedOn(component);
    expect({component, usedIn: used.get(component), libraryPage: page?.file}).toEqual({
      component,
      usedIn: used.get(component),
      libraryPage: expect.any(String),
    });
    const shown = examplesOn(page!.text);
    expect(shown.length).toBeGreaterThan(0);
    // At least one of the page's examples uses the component itself.
    expect(shown.some((id) => examples[id]?.source.includes(`<${component}`))).toBe(true);
  });

  it('documents each component it names from its types: a props table has rows, or the component takes none', () => {
    const {props} = componentDocs(root);
    for (const page of libraryPages) {
      for (const match of page.text.matchAll(/<PropsTable component="([^"]+)" \/>/g))
        expect({page: page.file, component: match[1], known: match[1]! in props}).toEqual({
          page: page.file,
          component: match[1],
          known: true,
        });
    }
    expect(props.Hero!.find((prop) => prop.name === 'title')).toEqual(expect.objectContaining({required: true, type: 'string'}));
    expect(props.Section!.find((prop) => prop.name === 'tone')).toEqual(
      expect.objectContaining({values: ['"default"', '"alt"'], defaultValue: 'default'}),
    );
  });

  it('shows every example page on a library page, and each shown example exists with its recorded accessibility tree', () => {
    const shown = new Set(libraryPages.flatMap((page) => examplesOn(page.text)));
    expect([...Object.keys(examples)].filter((id) => !shown.has(id))).toEqual([]);
    expect([...shown].filter((id) => !examples[id])).toEqual([]);
    const withoutTree = Object.keys(examples).filter((id) => !existsSync(join(root, libraryExamplesDirectory, `${id}.aria.yml`)));
    expect(withoutTree).toEqual([]);
  });

  it('names, under "Tests that guard it", only test files that exist and words some test of theirs has in its title', () => {
    // The build stops on such an entry (GuardingTests throws); this says which, before a build.
    const entries = libraryPages.flatMap((page) =>
      [...page.text.matchAll(/<GuardingTests files=\{\[([^\]]*)\]\}/g)].flatMap((match) =>
        [...match[1]!.matchAll(/'([^']+)'/g)].map((entry) => ({page: page.file, entry: entry[1]!})),
      ),
    );
    expect(entries.length).toBeGreaterThan(30);
    const unfounded = entries.filter(({entry}) => {
      const [file, words] = entry.split('#') as [string, string | undefined];
      if (!existsSync(join(root, file))) return true;
      const titles = testTitles(readFileSync(join(root, file), 'utf8'));
      return !titles.some((title) => !words || title.toLowerCase().includes(words.toLowerCase()));
    });
    expect(unfounded.map(({page, entry}) => `${page}: ${entry}`)).toEqual([]);
  });

  it('reads the titles of a test file as the library lists them', () => {
    expect(
      testTitles(
        `test('a "quoted" title', () => {});\nit("another's", () => {});\ntest(\`third\`, () => {});\ntest.describe('a group', () => {});`,
      ),
    ).toEqual(['a "quoted" title', "another's", 'third']);
  });

  it("shows a template title's constants by their values and the rest by name, never as code", () => {
    const source = [
      'const longestMeasure = 80;',
      "const name = 'Asha';",
      'for (const width of [1280, 768]) {',
      '  test(`at most ${longestMeasure} characters at ${width} px for ${name}`, () => {});',
      '  test(`${job.path} applies`, () => {});',
      '}',
    ].join('\n');
    expect(testTitles(source)).toEqual(['at most 80 characters at ‹width› px for Asha', '‹path› applies']);
  });
});
