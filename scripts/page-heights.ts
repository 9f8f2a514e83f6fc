/**
 * `npm run page-heights [-- --build-dir DIR] [--screenshots DIR] [--out FILE]`
 *
 * What a visitor scrolls through: the height in CSS px of every route of the
 * route table and its Hindi twin at 375, 768 and 1280 px, measured in the
 * production build once the brand fonts have loaded. With `--screenshots`,
 * a full-page screenshot of each route at each width is written there too,
 * for looking at the pages as a visitor would (issue 31). A measure, not a
 * test: it never fails on figures.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {bothLocalePaths} from '../tests/specRoutes';
import {launchChromium} from './lib/chromium.mjs';
import {startFormsServer} from './lib/formsServer';

const widths = [375, 768, 1280];

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main(): Promise<void> {
  const buildDir = resolve(option('build-dir') ?? 'build');
  const screenshotDir = option('screenshots');
  const outFile = option('out');
  if (screenshotDir) mkdirSync(screenshotDir, {recursive: true});
  const dataDir = mkdtempSync(join(tmpdir(), 'page-heights-'));
  const server = await startFormsServer({buildDir, dataDir});
  const browser = await launchChromium();
  const paths = bothLocalePaths;
  const heights: Record<string, Record<number, number>> = {};
  try {
    for (const width of widths) {
      const page = await browser.newPage({viewport: {width, height: 900}});
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
  if (outFile) writeFileSync(outFile, JSON.stringify(heights, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
