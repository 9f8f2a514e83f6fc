import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';

const root = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every translation id the site's code uses, with its English message. */
function messageIds(): Map<string, string> {
  const ids = new Map<string, string>();
  // src/ and the page-only components beside the pages (pages/**/_name/).
  for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'pages'))]) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/id:\s*'([^']+)',\s*message:\s*'([^']*)'/g)) {
      ids.set(match[1]!, match[2]!);
    }
  }
  return ids;
}

describe('translations (D27)', () => {
  const ids = messageIds();
  const hindi = JSON.parse(readFileSync(join(root, 'i18n', 'hi', 'code.json'), 'utf8')) as Record<string, {message: string}>;

  it('finds the chrome and component strings in the code', () => {
    expect(ids.size).toBeGreaterThan(50);
    expect(ids.get('nav.getInTouch')).toBe('Get In Touch');
  });

  it('has a Hindi message for every string of the chrome and components', () => {
    const missing = [...ids.keys()].filter((id) => !hindi[id]?.message.trim());
    expect(missing).toEqual([]);
  });

  it('translates the words, not only copies them, and keeps the placeholders', () => {
    for (const [id, english] of ids) {
      const message = hindi[id]?.message ?? '';
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect({id, placeholders: placeholders(message)}).toEqual({id, placeholders: placeholders(english)});
      // Only strings made of placeholders and names may stay as they are.
      if (/[a-z]{3,}/i.test(english.replace(/\{\w+\}|Trendsoft|InDesign|API/g, ''))) {
        expect({id, message}).not.toEqual({id, message: english});
      }
    }
  });

  it("has every message of the file in Hindi, the theme's own labels too (issue 14)", () => {
    // The theme's strings (breadcrumbs, sidebar, back-to-top) are read by screen readers on Resources pages.
    const english = Object.entries(hindi)
      .filter(([, {message}]) => /[a-z]{2,}/i.test(message.replace(/\{\w+\}|Trendsoft|InDesign|API/g, '')))
      .filter(([, {message}]) => !/[\u0900-\u097F]/.test(message))
      .map(([id, {message}]) => `${id}: ${message}`);
    expect(english).toEqual([]);
  });

  it("has the Resources section's own labels in Hindi, as write-translations lists them", () => {
    const docsLabels = JSON.parse(
      readFileSync(join(root, 'i18n', 'hi', 'docusaurus-plugin-content-docs', 'current.json'), 'utf8'),
    ) as Record<string, {message: string}>;
    expect(Object.keys(docsLabels)).toContain('version.label');
    const english = Object.entries(docsLabels).filter(([, {message}]) => !/[\u0900-\u097F]/.test(message));
    expect(english).toEqual([]);
  });
});
