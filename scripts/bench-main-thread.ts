/**
 * `npm run bench:main-thread [-- --routes /a,/b] [--loads 3] [--cpu 4] [--build-dir DIR] [--no-floors]`
 *
 * What a phone's main thread goes through on each page (issue 41), measured in
 * the browser rather than simulated: every route of the route table in both
 * languages, at 375 px, with the CPU slowed by CDP (4× by default), fresh loads.
 * - blocking time: the sum over the page's real long tasks of what each spends
 *   over 50 ms, from the end of the navigation's commit until 3 s after the load
 *   event, read from a trace of the page's main thread (every task, rendering
 *   included, D91; the Long Tasks API reports only tasks that ran script); the
 *   median of `loads` loads;
 * - JavaScript after scrolling: the scripts the page has loaded once a visitor
 *   has scrolled to its end, counted as the build's brotli copies (what the
 *   server sends), in KB.
 * Prints a table with the mean and worst of each column, and the host's CPU
 * benchmark index before and after. Then, unless `--no-floors`, the same for
 * the floors of scripts/lib/floorPages.ts (D91): a bare page, and home's and the
 * Hindi PDF/UA page's words unstyled, what this host gives with nothing of ours.
 * A benchmark, not a test: timings vary with the machine and never fail anything.
 */
import {existsSync, mkdtempSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {bothLocalePaths} from '../tests/specRoutes';
import {hostBenchmarkIndex} from './lib/benchmarkIndex';
import {launchChromium} from './lib/chromium.mjs';
import {cliOption} from './lib/cliOption';
import {buildWithFloors, loadFloors} from './lib/floorPages';
import {blockingTime, mainThreadTasks, taskTraceCategories} from './lib/mainThreadTasks';
import {startFormsServer} from './lib/formsServer';
import {repeatFailed} from './lib/repeatFailed';

/** Failed loads repeated for one load of a page before the benchmark gives up. */
const maxFailedLoads = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

/** The size the server sends for a built file: its brotli copy where the build wrote one. */
function sentBytes(buildDir: string, pathname: string): number {
  const file = join(buildDir, decodeURIComponent(pathname));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

interface Row {
  route: string;
  blockingMs: number;
  longTasks: number;
  scriptKb: number;
}

async function main(): Promise<void> {
  const loads = Number(cliOption('loads') ?? 3);
  const cpuSlowdown = Number(cliOption('cpu') ?? 4);
  const buildDir = resolve(cliOption('build-dir') ?? 'build');
  const routes =
    cliOption('routes')
      ?.split(',')
      .map((route) => route.trim())
      .filter(Boolean) ?? bothLocalePaths;
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error(`No build in ${buildDir}: run npm run build first`);
  const withFloors = !process.argv.includes('--no-floors');

  const dataDir = mkdtempSync(join(tmpdir(), 'trendsoft-bench-main-thread-'));
  const floors = withFloors ? loadFloors(buildDir) : [];
  const served = buildWithFloors(buildDir, floors);
  const server = await startFormsServer({buildDir: served.dir, dataDir});
  const browser = await launchChromium();
  const rows: Row[] = [];
  const floorRows: Row[] = [];
  const indexes: number[] = [];
  try {
    indexes.push(await hostBenchmarkIndex(browser));
    console.log(`Real long tasks at 375 px, CPU ${cpuSlowdown}x slower, median of ${loads} load(s), ${buildDir}`);
    console.log(`Host CPU benchmark index (Lighthouse's) at the start: ${indexes[0]}\n`);
    /**
     * One fresh load of `url`: its long tasks until 3 s after load, and the
     * scripts it fetched added to `scripts`. With `scrollThrough`, the page is
     * then scrolled from top to bottom, as a reader would, so that every island
     * near the viewport loads and its script is counted.
     */
    const loadOnce = async (url: string, scrollThrough: boolean, scripts: Set<string>) => {
      const context = await browser.newContext({viewport: {width: 375, height: 812}, hasTouch: true, isMobile: true});
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script' && response.url().startsWith(server.url)) {
            scripts.add(new URL(response.url()).pathname);
          }
        });
        await browser.startTracing(page, {categories: taskTraceCategories});
        let trace: Buffer;
        try {
          await page.goto(url, {waitUntil: 'load'});
          await page.waitForTimeout(3_000);
        } finally {
          // A failed load must not leave the browser tracing, or the repeat could not start its own trace.
          trace = await browser.stopTracing();
        }
        const longTasks = mainThreadTasks(trace, page.url()).filter((task) => task.duration > 50);
        if (scrollThrough) {
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
              // Instant: with motion allowed the site scrolls smoothly, and a smooth
              // scroll covers only part of each step in 150 ms.
              window.scrollTo({top: y, behavior: 'instant'});
              await new Promise((done) => setTimeout(done, 150));
            }
          });
          await page.waitForTimeout(1_500);
        }
        return longTasks;
      } finally {
        await context.close();
      }
    };
    /** The median of `loads` fresh loads of one page, reported under `label`. */
    const measure = async (label: string, url: string): Promise<Row> => {
      const blocking: number[] = [];
      const counts: number[] = [];
      const scripts = new Set<string>();
      for (let load = 0; load < loads; load += 1) {
        const longTasks = await repeatFailed(label, () => loadOnce(url, load === loads - 1, scripts), maxFailedLoads);
        blocking.push(blockingTime(longTasks));
        counts.push(longTasks.length);
      }
      const scriptBytes = [...scripts].reduce((sum, pathname) => sum + sentBytes(buildDir, pathname), 0);
      const row = {route: label, blockingMs: median(blocking), longTasks: median(counts), scriptKb: scriptBytes / 1000};
      console.log(
        `  ${label}: blocking ${row.blockingMs.toFixed(0)} ms in ${row.longTasks} long task(s), JS ${row.scriptKb.toFixed(1)} KB`,
      );
      return row;
    };
    for (const route of routes) rows.push(await measure(route, `${server.url}${route}`));
    for (const floor of floors) floorRows.push(await measure(floor.name, `${server.url}${floor.path}`));
    indexes.push(await hostBenchmarkIndex(browser));
  } finally {
    await browser.close();
    await server.stop();
    served.remove();
    rmSync(dataDir, {recursive: true, force: true});
  }
  const width = Math.max(...[...rows, ...floorRows].map((row) => row.route.length), 5);
  const line = (label: string, blocking: string, tasks: string, kb: string) =>
    `${label.padEnd(width)}  ${blocking.padStart(11)}  ${tasks.padStart(10)}  ${kb.padStart(8)}`;
  console.log(`\n${line('route', 'blocking ms', 'long tasks', 'JS KB')}`);
  for (const row of rows) console.log(line(row.route, row.blockingMs.toFixed(0), String(row.longTasks), row.scriptKb.toFixed(1)));
  const mean = (pick: (row: Row) => number) => rows.reduce((sum, row) => sum + pick(row), 0) / rows.length;
  const worst = (pick: (row: Row) => number) => Math.max(...rows.map(pick));
  console.log('-'.repeat(width + 37));
  console.log(
    line('mean', mean((row) => row.blockingMs).toFixed(0), mean((row) => row.longTasks).toFixed(1), mean((row) => row.scriptKb).toFixed(1)),
  );
  console.log(
    line(
      'worst',
      worst((row) => row.blockingMs).toFixed(0),
      String(worst((row) => row.longTasks)),
      worst((row) => row.scriptKb).toFixed(1),
    ),
  );
  if (floorRows.length > 0) {
    console.log('\nFloors, same run (pages with nothing of ours in them, D91):');
    for (const row of floorRows) console.log(line(row.route, row.blockingMs.toFixed(0), String(row.longTasks), row.scriptKb.toFixed(1)));
  }
  console.log(`\nHost CPU benchmark index (Lighthouse's), start and end: ${indexes.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
