import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {basename, dirname, extname, join} from 'node:path';
import {createFontStack} from '@capsizecss/core';
import arialMetrics from '@capsizecss/metrics/arial';
import atkinsonMetrics from '@capsizecss/metrics/atkinsonHyperlegibleNext';
import robotoMetrics from '@capsizecss/metrics/roboto';
import type {HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';
import subsetFont from 'subset-font';
import {cached, hashOf} from './derivedCache';

/**
 * The brand typefaces (issue 31, D42): Atkinson Hyperlegible Next, drawn by
 * the Braille Institute for readers with low vision, for Latin text, and
 * Noto Sans Devanagari for Hindi. Both are variable fonts; the build keeps
 * only the weights the CSS uses (400 to 700) and the characters the site's
 * sources contain, so a visitor downloads a few kilobytes instead of the
 * whole family, and a writer who adds a character gets it at the next build.
 *
 * The subsets are written to a static directory of their own under hashed
 * names in /assets/fonts/ (the forms server caches those for a year) and
 * declared in each page's <head>: Atkinson, preloaded, on every page, the
 * Devanagari font only on Hindi pages, from the device's own copy where it
 * has one (D48). English pages never download it; the one Hindi
 * word there, the language link, uses the system's Devanagari font.
 * `font-display: swap` with a fallback whose metrics are matched to
 * Atkinson's (Arial or Liberation Sans on desktops, Roboto on phones) keeps
 * the layout from moving when the font arrives.
 */

export const latinFamily = 'Atkinson Hyperlegible Next';
export const devanagariFamily = 'Noto Sans Devanagari Trendsoft';
/** The weight axis the CSS uses: regular text to bold headings. */
export const weightRange = {min: 400, max: 700};
/** Where the subsets are served from; the directory is listed in `staticDirectories`. */
export const fontsStaticDirectory = 'node_modules/.cache/trendsoft-brand-fonts';

// The component library's plugin writes text of its own on its pages: a guarding test's title
// names what varies as ‹path› (D124 found those two marks falling back to a system font).
const sourceRoots = ['pages', 'i18n', 'resources', 'src', 'docusaurus.config.ts', 'plugins/componentLibrary.ts'];
const textExtensions = new Set(['.md', '.mdx', '.json', '.ts', '.tsx']);

/** Devanagari, Vedic extensions, Devanagari extended, and the joiners its shaping needs. */
export function isDevanagari(codePoint: number): boolean {
  return (
    (codePoint >= 0x0900 && codePoint <= 0x097f) ||
    (codePoint >= 0x1cd0 && codePoint <= 0x1cff) ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
    codePoint === 0x200c ||
    codePoint === 0x200d ||
    codePoint === 0x25cc
  );
}

function textFiles(path: string): string[] {
  if (textExtensions.has(extname(path))) return existsSync(path) ? [path] : [];
  let entries;
  try {
    entries = readdirSync(path, {withFileTypes: true});
  } catch {
    return [];
  }
  return entries
    .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .flatMap((entry) =>
      entry.isDirectory() ? textFiles(join(path, entry.name)) : textExtensions.has(extname(entry.name)) ? [join(path, entry.name)] : [],
    );
}

export interface SiteCharacters {
  latin: number[];
  devanagari: number[];
}

/**
 * Every character the site's pages, translations and components contain,
 * split by script. Printable ASCII is always kept, since it is also what
 * visitors type into the forms.
 */
export function siteCharacters(siteDir: string): SiteCharacters {
  const codePoints = new Set<number>();
  for (let codePoint = 0x20; codePoint <= 0x7e; codePoint += 1) codePoints.add(codePoint);
  for (const root of sourceRoots) {
    for (const file of textFiles(join(siteDir, root))) {
      for (const character of readFileSync(file, 'utf8')) codePoints.add(character.codePointAt(0)!);
    }
  }
  const sorted = [...codePoints].filter((codePoint) => codePoint >= 0x20).sort((a, b) => a - b);
  return {
    latin: sorted.filter((codePoint) => !isDevanagari(codePoint) && codePoint !== 0xfeff),
    devanagari: sorted.filter(isDevanagari),
  };
}

/** A CSS `unicode-range` value for sorted code points, consecutive ones joined. */
export function unicodeRange(codePoints: readonly number[]): string {
  const ranges: string[] = [];
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  for (let start = 0; start < codePoints.length;) {
    let end = start;
    while (end + 1 < codePoints.length && codePoints[end + 1] === codePoints[end]! + 1) end += 1;
    ranges.push(end === start ? `U+${hex(codePoints[start]!)}` : `U+${hex(codePoints[start]!)}-${hex(codePoints[end]!)}`);
    start = end + 1;
  }
  return ranges.join(',');
}

interface BrandFont {
  family: string;
  /** Root-relative URL of the subset. */
  url: string;
  bytes: number;
  unicodeRange: string;
}

export interface BrandFonts {
  latin: BrandFont;
  devanagari: BrandFont;
  /** The @font-face rules of the metric-matched fallbacks. */
  fallbackFaces: string;
}

const subsetFontVersion = (JSON.parse(readFileSync(require.resolve('subset-font/package.json'), 'utf8')) as {version: string}).version;

/**
 * The subset of `sourceFile` to `codePoints` and the weight axis. Subsetting and compressing both
 * fonts is about a second of a build's CPU, and a writer's edit rarely brings a new character, so
 * a build takes the subset the last one made from the same font, characters and subsetter (D129).
 */
async function subsetOf(siteDir: string, name: string, sourceFile: string, codePoints: number[]): Promise<Buffer> {
  const source = readFileSync(sourceFile);
  const key = hashOf(source, codePoints, weightRange, subsetFontVersion);
  const base64 = await cached(siteDir, `font-${name}`, key, async () => {
    const subset = await subsetFont(source, String.fromCodePoint(...codePoints), {
      targetFormat: 'woff2',
      variationAxes: {wght: weightRange},
    });
    return subset.toString('base64');
  });
  return Buffer.from(base64, 'base64');
}

/** Writes the subset under the source's own name (`atkinson-hyperlegible-next.<hash>.woff2`). */
async function writeSubset(siteDir: string, sourceFile: string, family: string, codePoints: number[]): Promise<BrandFont> {
  const name = basename(sourceFile).replace(/-(latin|devanagari)-wght-normal\.woff2$/, '');
  const subset = await subsetOf(siteDir, name, sourceFile, codePoints);
  const fileName = `${name}.${createHash('sha256').update(subset).digest('hex').slice(0, 10)}.woff2`;
  const directory = join(siteDir, fontsStaticDirectory, 'assets', 'fonts');
  mkdirSync(directory, {recursive: true});
  writeFileSync(join(directory, fileName), subset);
  return {family, url: `/assets/fonts/${fileName}`, bytes: subset.length, unicodeRange: unicodeRange(codePoints)};
}

/** Subsets both fonts to the site's characters and writes them; the directory is emptied first. */
export async function buildBrandFonts(siteDir: string): Promise<BrandFonts> {
  rmSync(join(siteDir, fontsStaticDirectory), {recursive: true, force: true});
  const characters = siteCharacters(siteDir);
  // A fontsource package exports only its CSS; the variable font files sit beside it.
  const source = (name: string, subset: string) =>
    join(dirname(require.resolve(`@fontsource-variable/${name}`)), 'files', `${name}-${subset}-wght-normal.woff2`);
  const latin = await writeSubset(siteDir, source('atkinson-hyperlegible-next', 'latin'), latinFamily, characters.latin);
  const devanagari = await writeSubset(siteDir, source('noto-sans-devanagari', 'devanagari'), devanagariFamily, characters.devanagari);
  // Liberation Sans is drawn to Arial's metrics, so one set of overrides serves both.
  const {fontFaces} = createFontStack([atkinsonMetrics, arialMetrics, robotoMetrics], {
    fontFaceProperties: {fontWeight: `${weightRange.min} ${weightRange.max}`},
  });
  const fallbackFaces = fontFaces.replace(
    "local('ArialMT')",
    "local('ArialMT'), local('Liberation Sans'), local('LiberationSans-Regular')",
  );
  if (fallbackFaces === fontFaces)
    throw new Error('brandFonts: the Arial fallback face has changed shape; update the Liberation Sans line');
  return {latin, devanagari, fallbackFaces};
}

function fontFace(font: BrandFont): string {
  return (
    `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weightRange.min} ${weightRange.max};` +
    `font-display:swap;src:url(${font.url}) format('woff2');unicode-range:${font.unicodeRange}}`
  );
}

/**
 * The installed copies of Noto Sans Devanagari, by full and PostScript name:
 * Android and most Linux desktops ship the family, so their readers download
 * nothing (D48). A local face has fixed weights, so regular text takes the
 * regular face and semibold and bold text the bold one.
 */
const localDevanagariFaces = [
  // The last name is the variable font's that recent Android versions ship.
  {weights: '400 500', names: ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular', 'Noto Sans Devanagari']},
  {weights: '600 700', names: ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold']},
];

/**
 * Noto Sans Devanagari's headline sits at 0.62 em, Atkinson Hyperlegible Next's
 * capitals at 0.67 em: at one font size, the Latin names and acronyms in a
 * Hindi sentence (WCAG, PDF, Trendsoft) stood taller than the words around
 * them. Drawn 8% larger, the headline meets the capitals (issue 43, D70).
 */
export const devanagariSizeAdjust = '108%';

/**
 * The Devanagari faces (D48): the device's own Noto Sans Devanagari where it
 * has one, else the subset. Not preloaded, so a phone that has the family
 * never fetches it, and `font-display: optional`, so where the subset must be
 * fetched the text never moves: the first page shows the system's Devanagari
 * font if the subset is late, and the next page the subset from the cache.
 */
function devanagariFaces(font: BrandFont): string {
  return localDevanagariFaces
    .map(
      ({weights, names}) =>
        `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weights};font-display:optional;size-adjust:${devanagariSizeAdjust};` +
        `src:${names.map((name) => `local('${name}')`).join(',')},url(${font.url}) format('woff2');unicode-range:${font.unicodeRange}}`,
    )
    .join('');
}

/**
 * The tags a page of `locale` gets in <head>: the Latin subset's preload, then
 * the faces. Hindi pages add the Devanagari faces (D48), unpreloaded.
 */
export function fontHeadTags(fonts: BrandFonts, locale: string): HtmlTagObject[] {
  const faces = fontFace(fonts.latin) + (locale === 'hi' ? devanagariFaces(fonts.devanagari) : '');
  return [
    {
      tagName: 'link',
      attributes: {rel: 'preload', href: fonts.latin.url, as: 'font', type: 'font/woff2', crossorigin: 'anonymous'},
    },
    {tagName: 'style', attributes: {}, innerHTML: faces + fonts.fallbackFaces.replace(/\s*\n\s*/g, '')},
  ];
}

export default function brandFontsPlugin(context: LoadContext): Plugin {
  // Both locales' builds load the content; the fonts are the same for both.
  let fonts: BrandFonts | undefined;
  return {
    name: 'trendsoft-brand-fonts',
    async loadContent() {
      fonts = await buildBrandFonts(context.siteDir);
    },
    injectHtmlTags() {
      if (!fonts) throw new Error('brandFonts: injectHtmlTags ran before loadContent');
      return {headTags: fontHeadTags(fonts, context.i18n.currentLocale)};
    },
  };
}
