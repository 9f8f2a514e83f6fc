/**
 * Floors for the benchmarks (D85, D91): pages that measure the machine and the
 * browser rather than the site. Each is served by the same server and measured
 * in the same run as the site's pages, so a figure can be read against what
 * this host gives for a page with nothing of ours in it:
 * - a bare page, a heading and a paragraph;
 * - a built page's own words, unstyled: as many paragraphs as the page has
 *   elements, sharing out its words, with no style sheet, font, script or icon.
 *   Different words, not a repeated sentence: a repeated one is shaped once and
 *   costs nothing.
 */
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';

export interface FloorPage {
  /** What the row is called in a benchmark's table. */
  name: string;
  /** Its URL path on the server that serves `buildWithFloors`'s folder. */
  path: string;
  html: string;
}

/**
 * The built file of a route: `/` and `/hi/` are folders' index pages, the rest
 * `.html` files. server/site.ts's `resolvePath` knows more (aliases, redirects),
 * but importing it brings the server's static-file plugin into every benchmark
 * and test that needs a floor.
 */
function builtPageFile(buildDir: string, route: string): string {
  const file = route.endsWith('/') ? join(buildDir, route, 'index.html') : join(buildDir, `${route}.html`);
  if (!existsSync(file)) throw new Error(`No built page for ${route} in ${buildDir}: run \`npm run build\` first.`);
  return file;
}

/** A built page's body as unstyled paragraphs of its own words, with how many elements and words it has. */
export function unstyledWordsOf(buildDir: string, route: string): {paragraphs: string; elements: number; words: number; lang: string} {
  const html = readFileSync(builtPageFile(buildDir, route), 'utf8');
  const lang = /<html[^>]*\blang=["']?([a-zA-Z-]+)/.exec(html)?.[1] ?? 'en';
  const body = html.split(/<body\b[^>]*>/)[1]?.replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, '') ?? '';
  const elements = (body.match(/<[a-z]/g) ?? []).length;
  const words = body
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const wordsPerParagraph = Math.max(1, Math.ceil(words.length / Math.max(1, elements)));
  const paragraphs = Array.from({length: elements}, (_, index) => {
    const text = words.slice(index * wordsPerParagraph, (index + 1) * wordsPerParagraph).join(' ');
    return `<p>${text || '&nbsp;'}</p>`;
  }).join('');
  return {paragraphs, elements, words: words.length, lang};
}

/** An unstyled document: no style sheet, font or script. */
export function floorDocument(lang: string, body: string): string {
  return (
    `<!doctype html><html lang=${lang}><head><meta charset=utf-8><meta name=viewport content="width=device-width">` +
    `<title>Floor</title></head><body>${body}</body></html>`
  );
}

/** The floors the load benchmarks print: a bare page, then home's and the longest Hindi page's words, unstyled. */
export function loadFloors(buildDir: string): FloorPage[] {
  const wordsOf = (route: string, label: string, path: string): FloorPage => {
    const {paragraphs, elements, lang} = unstyledWordsOf(buildDir, route);
    return {
      name: `floor: ${label}'s words, unstyled (${elements} paragraphs)`,
      path,
      html: floorDocument(lang, `<main><h1>Floor</h1>${paragraphs}</main>`),
    };
  };
  return [
    {
      name: 'floor: a bare page',
      path: '/__floor-bare',
      html: floorDocument('en', '<main><h1>Floor</h1><p>A heading and one paragraph, and nothing else.</p></main>'),
    },
    wordsOf('/', 'home', '/__floor-home'),
    // The longest page of either language, set in Devanagari.
    wordsOf('/hi/TrendSoft/oursolutions/DocumentAccessibility/PDFUA', 'Hindi PDF/UA', '/__floor-hindi-pdfua'),
  ];
}

/**
 * The build with the floors beside its pages, for the production server to serve
 * them exactly as it serves the site: a copy of the build (links will not do: the
 * server serves no file whose real path is outside BUILD_DIR, D102, so every page
 * behind a link answered 404), plus each floor as a page with its brotli and gzip copies. How a page's bytes
 * arrive decides what Lighthouse's simulation counts (D91), so a floor served any
 * other way would not be a floor.
 */
export function buildWithFloors(buildDir: string, floors: FloorPage[]): {dir: string; remove: () => void} {
  const dir = mkdtempSync(join(tmpdir(), 'trendsoft-floors-'));
  cpSync(buildDir, dir, {recursive: true});
  for (const floor of floors) {
    const file = join(dir, `${floor.path.slice(1)}.html`);
    writeFileSync(file, floor.html);
    writeFileSync(`${file}.br`, brotliCompressSync(floor.html));
    writeFileSync(`${file}.gz`, gzipSync(floor.html, {level: 9}));
  }
  return {dir, remove: () => rmSync(dir, {recursive: true, force: true})};
}
