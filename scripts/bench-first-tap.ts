/**
 * `npm run bench:first-tap [-- --loads 20] [--build DIR]`: the first tap on a
 * slow phone (issue 27). For Menu (375 px) and Our Services (1280 px), on the
 * home and Career pages (counters, tab blocks) and on a service page (API
 * Security), over fresh loads with the CPU 4× slower, it taps as soon as
 * DOMContentLoaded fires and prints, per control:
 * - lost: taps that opened nothing within 8 s;
 * - INP of the first interaction, from the browser's event timing
 *   (PerformanceObserver 'event' entries; under 16 ms none is reported);
 * - where that INP goes, from its longest event (p75 of each part, D79): the
 *   input delay (waiting behind the page's own tasks), the processing (the
 *   handlers and the default action, such as showModal) and the presentation
 *   (the frame that shows the answer);
 * - tap to open: from the tap to the first frame that shows the drawer or panel,
 *   the figure a visitor feels. Both open natively since issue 41 (a dialog's
 *   and a popover's invoker); before, a tap held until the page had hydrated was
 *   answered by a second, scripted click, which event timing does not count;
 * - when the tap came: how many taps landed before the first contentful paint,
 *   and the median time from that paint to the others (D90).
 * p75 and worst of each, with the host's CPU benchmark index before and after.
 * Timings vary with the machine: they never fail a test.
 *
 * A row "floor" taps a native popover button on a page of a few elements and
 * no script, the same way: what the machine and the emulated tap cost before
 * the site adds anything (p75 40 ms, worst 104 ms here on 2026-11-25, while
 * Menu on / measured 256 / 336 ms in the same run). The last row does the
 * same on a page as large as home (`floorAtHomeSize`).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {hostBenchmarkIndex} from './lib/benchmarkIndex';
import {launchChromium} from './lib/chromium.mjs';
import {cliOption} from './lib/cliOption';
import {floorDocument, unstyledWordsOf} from './lib/floorPages';
import {startFormsServer} from './lib/formsServer';

interface TapCase {
  name: string;
  path: string;
  width: number;
  height: number;
  /** The control, by its accessible name, and what must show once it is pressed. */
  control: string;
  shownSelector: string;
  /** A page served by the bench itself instead of the build. */
  html?: string;
}

// Each matches the menus before issue 41 too (a React drawer and panel shown by
// dropping `hidden`), so a build from before can be measured beside today's.
const drawerShown = 'dialog#mobile-drawer[open], div#mobile-drawer[role=dialog]:not([hidden])';
const servicesPanelShown = '#services-panel:popover-open [role=tablist], #services-panel:not([popover]):not([hidden]) [role=tablist]';

/** A page with a native popover behind a Menu button, no style and no script; `main` follows it. */
function floorPage(main: string): string {
  return floorDocument(
    'en',
    '<header><button type=button popovertarget=floor-drawer>Menu</button></header>' +
      `<div id=floor-drawer popover><a href="/">Home</a></div><main><h1>Floor</h1>${main}</main>`,
  );
}

const cases: TapCase[] = [
  {name: 'Menu (375 px, /)', path: '/', width: 375, height: 812, control: 'Menu', shownSelector: drawerShown},
  {
    name: 'Our Services (1280 px, /TrendSoft/Career)',
    path: '/TrendSoft/Career',
    width: 1280,
    height: 800,
    control: 'Our Services',
    shownSelector: servicesPanelShown,
  },
  // Issue 41: a page that runs islands only (D54), beside the two above, which still run the client app.
  {
    name: 'Menu (375 px, API Security)',
    path: '/TrendSoft/oursolutions/CyberSecurity/ApiKey',
    width: 375,
    height: 812,
    control: 'Menu',
    shownSelector: drawerShown,
  },
  {
    name: 'Our Services (1280 px, API Security)',
    path: '/TrendSoft/oursolutions/CyberSecurity/ApiKey',
    width: 1280,
    height: 800,
    control: 'Our Services',
    shownSelector: servicesPanelShown,
  },
  {
    name: 'floor: native popover, no script (375 px)',
    path: '/__first-tap-floor',
    width: 375,
    height: 812,
    control: 'Menu',
    shownSelector: '#floor-drawer:popover-open',
    html: floorPage(''),
  },
];

const loads = Number(cliOption('loads') ?? '20');
const buildDir = resolve(cliOption('build') ?? 'build');

const cpuSlowdown = 4;

/**
 * A second floor (D85): the same native popover on an unstyled page with as
 * many elements as home's body, paragraphs that share out home's own words (a
 * repeated sentence would be shaped once and cost nothing). A tap before the
 * first frame (D85; the last two columns say whether one was) waits for the
 * first style and layout of the whole document: this row is what the machine
 * takes for that at home's size, before any CSS, font or script of ours.
 */
function floorAtHomeSize(buildDir: string): TapCase {
  const {paragraphs, elements: homeElements} = unstyledWordsOf(buildDir, '/');
  return {
    name: `floor at home's size: the same, ${homeElements} paragraphs of home's words (375 px)`,
    path: '/__first-tap-floor-sized',
    width: 375,
    height: 812,
    control: 'Menu',
    shownSelector: '#floor-drawer:popover-open',
    html: floorPage(paragraphs),
  };
}

/**
 * Runs in the page before its own scripts: records the first trusted tap, its
 * event timing and when the answer shows. A string, not a function: tsx's
 * compiled functions call helpers that do not exist in the page.
 */
function recorder(shownSelector: string): string {
  return `(function () {
  var record = {tapAt: -1, shownAt: -1, firstPaint: -1, interactionId: 0, inp: 0, delay: 0, processing: 0, presentation: 0};
  window.firstTap = record;
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      if (entry.name === 'first-contentful-paint') record.firstPaint = entry.startTime;
    });
  }).observe({type: 'paint', buffered: true});
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      if (!entry.interactionId) return;
      if (record.interactionId === 0) record.interactionId = entry.interactionId;
      if (entry.interactionId !== record.interactionId || entry.duration <= record.inp) return;
      // The interaction's INP is its longest event: its parts are that event's.
      record.inp = entry.duration;
      record.delay = entry.processingStart - entry.startTime;
      record.processing = entry.processingEnd - entry.processingStart;
      record.presentation = Math.max(0, entry.startTime + entry.duration - entry.processingEnd);
    });
  }).observe({type: 'event', buffered: true, durationThreshold: 16});
  document.addEventListener('click', function (event) {
    if (!event.isTrusted || record.tapAt >= 0) return;
    record.tapAt = event.timeStamp;
    requestAnimationFrame(function watch(now) {
      var shown = document.querySelector(${JSON.stringify(shownSelector)});
      if (shown && shown.getClientRects().length > 0) record.shownAt = now;
      else requestAnimationFrame(watch);
    });
  }, true);
})();`;
}

/** What the page's recorder keeps of the first tap (see `recorder`). */
interface FirstTapRecord {
  tapAt: number;
  shownAt: number;
  /** The first contentful paint, or -1 if the page had painted nothing yet. */
  firstPaint: number;
  inp: number;
  delay: number;
  processing: number;
  presentation: number;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

async function main(): Promise<void> {
  const measured = [...cases, floorAtHomeSize(buildDir)];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-tap-'));
  const server = await startFormsServer({buildDir, dataDir});
  const browser = await launchChromium();
  const rows: string[] = [];
  const indexes: number[] = [];
  try {
    indexes.push(await hostBenchmarkIndex(browser));
    for (const tapCase of measured) {
      const context = await browser.newContext({viewport: {width: tapCase.width, height: tapCase.height}, hasTouch: tapCase.width < 600});
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
      await page.addInitScript({content: recorder(tapCase.shownSelector)});
      const {html} = tapCase;
      if (html) await page.route(`${server.url}${tapCase.path}`, (route) => route.fulfill({contentType: 'text/html', body: html}));
      const inp: number[] = [];
      const parts = {delay: [] as number[], processing: [] as number[], presentation: [] as number[]};
      const tapToOpen: number[] = [];
      // How long after the first paint the tap came: the bench taps at once, but a
      // slowed page answers its round trips late (D90).
      const paintToTap: number[] = [];
      let lost = 0;
      for (let load = 0; load < loads; load += 1) {
        await page.goto(`${server.url}${tapCase.path}`, {waitUntil: 'domcontentloaded'});
        // Pressed where the pre-rendered button is, at once: a locator's click()
        // would first wait for the page to settle, which a visitor does not.
        const box = await page.getByRole('banner').getByRole('button', {name: tapCase.control, exact: true}).boundingBox();
        if (!box) throw new Error(`${tapCase.control} is not on screen at ${tapCase.path}`);
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        if (tapCase.width < 600) await page.touchscreen.tap(x, y);
        else await page.mouse.click(x, y);
        const opened = await page
          .waitForFunction(() => (window as unknown as {firstTap: {shownAt: number}}).firstTap.shownAt >= 0, undefined, {timeout: 8_000})
          .then(() => true)
          .catch(() => false);
        // Event timing entries arrive after the next frames.
        await page.waitForTimeout(300);
        const record = await page.evaluate(() => (window as unknown as {firstTap: FirstTapRecord}).firstTap);
        inp.push(record.inp);
        // A tap that never reached the page is already counted as lost.
        if (record.tapAt >= 0)
          paintToTap.push(record.firstPaint >= 0 && record.firstPaint <= record.tapAt ? record.tapAt - record.firstPaint : -1);
        // Only taps the browser timed (16 ms or more) have parts to split.
        if (record.inp > 0) {
          parts.delay.push(record.delay);
          parts.processing.push(record.processing);
          parts.presentation.push(record.presentation);
        }
        if (opened) tapToOpen.push(record.shownAt - record.tapAt);
        else lost += 1;
      }
      await context.close();
      const tapsBeforePaint = paintToTap.filter((value) => value < 0).length;
      const paintToTapMs = paintToTap.filter((value) => value >= 0);
      const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
      const inpText = (value: number) => (value === 0 ? '<16 ms' : ms(value));
      rows.push(
        `| ${tapCase.name} | ${loads} | ${lost} | ${inpText(percentile(inp, 0.75))} | ${inpText(Math.max(...inp))} | ` +
          `${ms(percentile(parts.delay, 0.75))} | ${ms(percentile(parts.processing, 0.75))} | ${ms(percentile(parts.presentation, 0.75))} | ` +
          `${ms(percentile(tapToOpen, 0.75))} | ${ms(tapToOpen.length ? Math.max(...tapToOpen) : NaN)} | ` +
          `${tapsBeforePaint} | ${ms(percentile(paintToTapMs, 0.5))} |`,
      );
    }
    indexes.push(await hostBenchmarkIndex(browser));
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, {recursive: true, force: true});
  }
  console.log(`First tap at DOMContentLoaded, CPU ${cpuSlowdown}× slower, ${buildDir}`);
  console.log(`Host CPU benchmark index (Lighthouse's), start and end: ${indexes.join(', ')}`);
  console.log(
    '| control | loads | lost | INP p75 | INP worst | input delay p75 | processing p75 | presentation p75 | tap to open p75 | tap to open worst | taps before first paint | tap after first paint, median |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
