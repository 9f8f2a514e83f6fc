/**
 * `npm run page-heights [-- --build-dir DIR] [--screenshots DIR] [--out FILE]`
 *
 * What a visitor scrolls through: the height in CSS px of every route of the
 * route table and its Hindi twin, and of the other pages the build's sitemaps
 * list, at 375, 768 and 1280 px, measured in the
 * production build once the brand fonts have loaded. With `--screenshots`,
 * a full-page screenshot of each route at each width is written there too,
 * for looking at the pages as a visitor would (issue 31). It also prints the
 * reading measure, the characters per line of each route's running text
 * (issue 43; the longest block and the median block), as every-page's reading
 * measure counts them. A measure, not a test: it never fails on figures.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {bothLocalePaths} from '../tests/specRoutes';
import {measureLines} from '../tests/e2e/readingMeasure';
import {launchChromium} from './lib/chromium.mjs';
import {cliOption} from './lib/cliOption';
import {startFormsServer} from './lib/formsServer';
import {sitemapPaths} from './lib/sitemapPaths';

const widths = [375, 768, 1280];

async function main(): Promise<void> {
  const buildDir = resolve(cliOption('build-dir') ?? 'build');
  const screenshotDir = cliOption('screenshots');
  const outFile = cliOption('out');
  if (screenshotDir) mkdirSync(screenshotDir, {recursive: true});
  const dataDir = mkdtempSync(join(tmpdir(), 'page-heights-'));
  const server = await startFormsServer({buildDir, dataDir});
  const browser = await launchChromium();
  // The route table first, then the build's other pages (legal pages, Resources, the report).
  const others = new Set(sitemapPaths(buildDir).filter((path) => !bothLocalePaths.includes(path)));
  const paths = [...bothLocalePaths, ...[...others].sort()];
  const heights: Record<string, Record<number, number>> = {};
  /** Per route and width: the longest block's characters per line, and the median block's. */
  const measures: Record<string, Record<number, {longest: number; median: number}>> = {};
  try {
    for (const width of widths) {
      const page = await browser.newPage({viewport: {width, height: 900}});
      // tsx names functions through a helper, __name, that the page lacks when measureLines runs there.
      await page.addInitScript({content: 'globalThis.__name = (target) => target;'});
      for (const path of paths) {
        const response = await page.goto(server.url + path, {waitUntil: 'networkidle'});
        if (!response || response.status() !== 200) throw new Error(`${path}: status ${response?.status()}`);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // Scrolled through as a visitor would, so lazily loaded images are there too.
        await page.evaluate(async () => {
          for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
            window.scrollTo({top, behavior: 'instant'});
            await new Promise((done) => setTimeout(done, 50));
          }
          window.scrollTo({top: 0, behavior: 'instant'});
        });
        await page.waitForLoadState('networkidle');
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        (heights[path] ??= {})[width] = height;
        const perLine = (await page.evaluate(measureLines)).map((block) => block.charactersPerLine).sort((a, b) => a - b);
        if (perLine.length > 0) {
          (measures[path] ??= {})[width] = {longest: perLine[perLine.length - 1]!, median: perLine[Math.floor(perLine.length / 2)]!};
        }
        if (screenshotDir) {
          const name = path.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home';
          await page.screenshot({path: join(screenshotDir, `${name}-${width}.png`), fullPage: true});
        }
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, {recursive: true, force: true});
  }
  console.log(`Page heights in CSS px, fonts loaded, ${buildDir}`);
  console.log(`| route | ${widths.join(' | ')} |`);
  console.log(`|---|${widths.map(() => '---').join('|')}|`);
  for (const path of paths) console.log(`| \`${path}\` | ${widths.map((width) => heights[path]?.[width]).join(' | ')} |`);
  console.log(`\nCharacters per line of running text, longest block / median block`);
  console.log(`| route | ${widths.join(' | ')} |`);
  console.log(`|---|${widths.map(() => '---').join('|')}|`);
  for (const path of paths) {
    const cells = widths.map((width) => {
      const measure = measures[path]?.[width];
      return measure ? `${measure.longest.toFixed(0)} / ${measure.median.toFixed(0)}` : '–';
    });
    console.log(`| \`${path}\` | ${cells.join(' | ')} |`);
  }
  if (outFile) writeFileSync(outFile, JSON.stringify({heights, measures}, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
