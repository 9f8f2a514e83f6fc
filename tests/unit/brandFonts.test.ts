/** @jest-environment node */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {buildBrandFonts, fontHeadTags, fontsStaticDirectory, siteCharacters, unicodeRange} from '../../plugins/brandFonts';
import {derivedCacheDirectory} from '../../plugins/derivedCache';

// Issue 31, D42: the brand fonts are subset to the characters the site's
// sources contain, split by script; Hindi pages prefer an installed Noto Sans
// Devanagari to the subset (D48).

let siteDir: string;
beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'brand-fonts-'));
  mkdirSync(join(siteDir, 'pages'));
  mkdirSync(join(siteDir, 'i18n', 'hi'), {recursive: true});
  writeFileSync(join(siteDir, 'pages', 'index.mdx'), '# Café — “quoted”\n');
  writeFileSync(join(siteDir, 'i18n', 'hi', 'code.json'), '{"a": {"message": "हिन्दी।"}}\n');
});
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

test('unicode ranges join consecutive code points', () => {
  expect(unicodeRange([0x20, 0x21, 0x22, 0x41, 0x43, 0x44])).toBe('U+20-22,U+41,U+43-44');
  expect(unicodeRange([])).toBe('');
});

test("the sources' characters are split into Latin and Devanagari, with printable ASCII always kept", () => {
  const {latin, devanagari} = siteCharacters(siteDir);
  const text = (codePoints: number[]) => String.fromCodePoint(...codePoints);
  expect(text(latin)).toContain(' !"#$%&');
  expect(text(latin)).toContain('~');
  for (const character of ['é', '—', '“', '”']) expect(text(latin)).toContain(character);
  expect(text(devanagari)).toBe([...new Set('हिन्दी।')].sort().join(''));
  expect(latin.some((codePoint) => codePoint < 0x20)).toBe(false);
});

test('the subsets are written under hashed names; both locales preload the Latin one, and Hindi pages prefer the installed Devanagari', async () => {
  const fonts = await buildBrandFonts(siteDir);
  const written = readdirSync(join(siteDir, fontsStaticDirectory, 'assets', 'fonts')).sort();
  expect(written).toEqual([
    expect.stringMatching(/^atkinson-hyperlegible-next\.[0-9a-f]{10}\.woff2$/),
    expect.stringMatching(/^noto-sans-devanagari\.[0-9a-f]{10}\.woff2$/),
  ]);
  // A woff2 file, and far smaller than the fontsource originals (34 KB and 121 KB).
  for (const file of written) {
    const bytes = readFileSync(join(siteDir, fontsStaticDirectory, 'assets', 'fonts', file));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(bytes.length).toBeLessThan(20_000);
  }
  expect(fonts.latin.url).toBe(`/assets/fonts/${written[0]}`);

  const english = fontHeadTags(fonts, 'en');
  expect(english.filter((tag) => tag.tagName === 'link').map((tag) => tag.attributes)).toEqual([
    {rel: 'preload', href: fonts.latin.url, as: 'font', type: 'font/woff2', crossorigin: 'anonymous'},
  ]);
  const englishStyle = english.find((tag) => tag.tagName === 'style')?.innerHTML ?? '';
  expect(englishStyle).toContain("font-family:'Atkinson Hyperlegible Next'");
  expect(englishStyle).toContain('font-display:swap');
  expect(englishStyle).not.toContain('Noto Sans Devanagari');
  // The metric-matched fallbacks: Arial (or Liberation Sans, drawn to its metrics) and Roboto.
  expect(englishStyle).toContain("local('Liberation Sans')");
  expect(englishStyle).toMatch(/Fallback: Roboto[^}]*size-adjust/);

  // Hindi pages preload only the Latin subset: a device with Noto Sans
  // Devanagari uses its own copy (D48), and the subset is fetched only where
  // it is missing, without moving the text (font-display: optional).
  const hindi = fontHeadTags(fonts, 'hi');
  expect(hindi.filter((tag) => tag.tagName === 'link').map((tag) => tag.attributes?.['href'])).toEqual([fonts.latin.url]);
  const hindiStyle = hindi.find((tag) => tag.tagName === 'style')?.innerHTML ?? '';
  const devanagariFaces = hindiStyle.match(/@font-face\{font-family:'Noto Sans Devanagari Trendsoft'[^}]*\}/g) ?? [];
  expect(devanagariFaces).toHaveLength(2);
  expect(devanagariFaces[0]).toContain('font-weight:400 500;font-display:optional');
  expect(devanagariFaces[0]).toContain(
    `src:local('Noto Sans Devanagari Regular'),local('NotoSansDevanagari-Regular'),local('Noto Sans Devanagari'),url(${fonts.devanagari.url})`,
  );
  expect(devanagariFaces[1]).toContain('font-weight:600 700;font-display:optional');
  expect(devanagariFaces[1]).toContain(
    `src:local('Noto Sans Devanagari Bold'),local('NotoSansDevanagari-Bold'),url(${fonts.devanagari.url})`,
  );
});

// D129: a rebuild with the same characters serves the subsets the last build made (the writers'
// preview rebuilds on every save); a character added to the sources makes new ones.
test('a rebuild serves the subset made for the same characters, and a new character makes a new one', async () => {
  const first = await buildBrandFonts(siteDir);
  const latinEntry = readdirSync(join(siteDir, derivedCacheDirectory)).find((entry) => entry.startsWith('font-atkinson'))!;
  // Marked in the cache, the entry comes back as the page's font.
  const entryPath = join(siteDir, derivedCacheDirectory, latinEntry);
  const marked = Buffer.concat([Buffer.from(JSON.parse(readFileSync(entryPath, 'utf8')) as string, 'base64'), Buffer.from('cached')]);
  writeFileSync(entryPath, JSON.stringify(marked.toString('base64')));
  const again = await buildBrandFonts(siteDir);
  expect(again.latin.bytes).toBe(first.latin.bytes + 'cached'.length);
  expect(again.devanagari.url).toBe(first.devanagari.url);

  writeFileSync(join(siteDir, 'pages', 'new.mdx'), '# Ω\n');
  const widened = await buildBrandFonts(siteDir);
  expect(widened.latin.unicodeRange).toContain('U+3A9');
  expect(widened.latin.bytes).not.toBe(again.latin.bytes);
  expect(widened.devanagari.url).toBe(first.devanagari.url);
  rmSync(join(siteDir, 'pages', 'new.mdx'));
});
