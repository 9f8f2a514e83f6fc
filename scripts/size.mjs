// Prints the JavaScript and CSS a visitor downloads for every route of the
// production build (raw and gzip bytes) and fails when one is over its budget.
// `npm test` runs it after the build. Run after `npm run build`:
// npm run size [-- /route ...]
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, normalize} from 'node:path';
import {gzipSync} from 'node:zlib';
import {launchChromium} from './lib/chromium.mjs';
import {specRoutes} from '../tests/specRoutes.ts';

const buildDir = 'build';
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      ...specRoutes.map((route) => route.path),
      '/hi/',
      '/hi/TrendSoft/oursolutions/CyberSecurity/ApiKey',
      '/resources/documentation',
      // The component library (D114): its index, and a page with a form's example in a frame.
      '/resources/components',
      '/resources/components/contact-form',
      '/404.html',
    ];
// Budgets in gzip bytes (issue 11; KB = 1,000 bytes). Bytes are deterministic,
// so unlike Lighthouse scores they can fail the tests. The home page may add
// the testimonial carousel and the counters to what every page runs.
const kb = 1000;
// CSS: 16.0 KB since issue 31's layouts (D31); 16.5 KB since issue 43's (D72:
// the job hero's facts, the industries' services, the closing band after a form);
// 14.5 KB since the purge reads only the scripts pages run (D97: 14.9 → 13.8 KB).
const cssBudget = 14.5 * kb;
// The component library's own sheet (static/css/component-library.css, D114), on its pages only.
const librarySheetBudget = 1.5 * kb;
// Fonts (D42): the brand subsets, counted as sent (woff2 is compressed
// already). English pages load Atkinson Hyperlegible Next (13.0 KB at D42);
// Hindi pages add Noto Sans Devanagari (50.0 KB) where the device lacks an
// installed copy (D48).
const latinFontBudget = 16 * kb;
const hindiFontBudget = 70 * kb;
// Every page runs islands only (issue 41, D54-D56, D59), counted once the
// visitor has scrolled through it, so every island on it has fetched its code:
// the islands script (the loader and the islands that need no framework: the
// header's, the tab blocks'; 3.8 KB at D59, in both languages, since it holds
// no strings), then a chunk per island further down. A page with a form or the
// carousel adds Preact (islands-preact) and that island's chunk with its
// strings and libraries (react-hook-form, swiper): the larger budget.
const heavyIslands = ['ContactForm', 'CareerForm', 'QuoteForm', 'SignupForm', 'Testimonials'];
const budgets = {
  en: {plain: {js: 5 * kb, css: cssBudget, font: latinFontBudget}, heavy: {js: 45 * kb, css: cssBudget, font: latinFontBudget}},
  hi: {plain: {js: 5 * kb, css: cssBudget, font: hindiFontBudget}, heavy: {js: 48 * kb, css: cssBudget, font: hindiFontBudget}},
};

if (!existsSync(join(buildDir, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** The file a URL path maps to, the way the site is served (trailingSlash: false). */
function fileFor(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [join(buildDir, clean), join(buildDir, `${clean.replace(/\/$/, '')}.html`), join(buildDir, clean, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const server = createServer((request, response) => {
  const file = fileFor(new URL(request.url, 'http://localhost').pathname);
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {'content-type': types[extname(file)] ?? 'application/octet-stream'});
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const format = (bytes) => `${(bytes / kb).toFixed(1)} KB`;
// Fonts are counted as a device without Noto Sans Devanagari gets them: one
// that has it downloads no Devanagari subset at all (D48). Bytes are the engine's,
// not the browser UI's: the headless shell counts the same files in 34 s where the
// full browser took 58 (D122).
const browser = await launchChromium({withoutSystemDevanagari: true, headlessShell: true});
let overBudget = false;
const widest = Math.max(...routes.map((route) => route.length));
console.log(
  `gzip bytes each route loads once scrolled through (fonts as sent; budget after the slash); prefetched: files of linked pages, not counted\n`,
);
/** Loads one route as a reader does and returns its line of the report. */
async function measure(route) {
  const page = await browser.newPage();
  const assets = new Set();
  const prefetched = new Set();
  const classify = async (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !/\.(js|css|woff2)$/.test(url.pathname)) return;
    // Docusaurus prefetches the chunks of pages that visible links lead to; they
    // cost bandwidth when idle but are not this page's own code, so they are
    // reported apart instead of counted against this page's budget.
    const headers = await request.allHeaders();
    if (/prefetch/.test(headers['sec-purpose'] ?? headers['purpose'] ?? '')) prefetched.add(url.pathname);
    else assets.add(url.pathname);
  };
  // Each request's headers are read before the page closes: a request made
  // as the page went idle used to have its headers read after, which threw
  // and stopped the whole report (seen once in CI).
  const classifying = [];
  const onRequest = (request) => classifying.push(classify(request));
  page.on('request', onRequest);
  await page.goto(origin + route, {waitUntil: 'networkidle'});
  // The islands in view have run; then through the page as a reader goes, so the others fetch theirs.
  await page.waitForSelector('html[data-hydration="complete"]', {timeout: 10_000});
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // A form that starts only when used (D80) is used: its first field is focused, so
  // its code counts against the page as it does for a visitor who fills it in.
  await page.evaluate(() => {
    for (const root of document.querySelectorAll('[data-island]')) {
      if (root.getAttribute('data-interactive') !== 'running' && root.checkVisibility()) {
        root.querySelector('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')?.focus();
      }
    }
  });
  // Every island shown at this width has fetched its code and runs (one hidden, such as the phone's menu, never does).
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-island]')].every(
        (root) => root.getAttribute('data-interactive') === 'running' || !root.checkVisibility(),
      ),
    undefined,
    {timeout: 15_000},
  );
  await page.waitForTimeout(300);
  page.off('request', onRequest);
  await Promise.all(classifying);
  await page.close();
  const totals = {js: {raw: 0, gzip: 0, files: 0}, css: {raw: 0, gzip: 0, files: 0}, font: {raw: 0, gzip: 0, files: 0}};
  for (const asset of assets) {
    const content = readFileSync(fileFor(asset));
    const kind = asset.endsWith('.css') ? 'css' : asset.endsWith('.woff2') ? 'font' : 'js';
    totals[kind].raw += content.length;
    totals[kind].gzip += kind === 'font' ? content.length : gzipSync(content).length;
    totals[kind].files += 1;
  }
  const clientApp = [...assets].some((asset) => /\/main\.[0-9a-f]+\.js$/.test(asset));
  if (clientApp) {
    console.error(`${route} runs the client app: every page should run islands only (D54).`);
    overBudget = true;
  }
  const heavy = [...assets].some((asset) => heavyIslands.some((name) => asset.includes(`/island-${name}.`)));
  const locale = route.startsWith('/hi/') ? 'hi' : 'en';
  const siteBudgets = budgets[locale][heavy ? 'heavy' : 'plain'];
  // The library's pages (D114) add a sheet of their own, which no other page downloads.
  const routeBudgets = route.includes('/resources/components') ? {...siteBudgets, css: siteBudgets.css + librarySheetBudget} : siteBudgets;
  const prefetchedGzip = [...prefetched].reduce((sum, asset) => sum + gzipSync(readFileSync(fileFor(asset))).length, 0);
  const cells = ['js', 'css', 'font'].map((kind) => {
    const {gzip, files} = totals[kind];
    const over = gzip > routeBudgets[kind];
    if (over) overBudget = true;
    return `${kind.toUpperCase().padEnd(4)} ${String(files).padStart(2)} files ${format(gzip).padStart(9)} / ${format(routeBudgets[kind]).padStart(8)}${over ? '  OVER BUDGET' : ''}`;
  });
  return `${route.padEnd(widest)}  ${heavy ? 'form or carousel' : 'plain           '}  ${cells.join('   ')}   prefetched ${format(prefetchedGzip).padStart(8)}`;
}

// Three routes at a time: a route's time is mostly waiting (for the network to go
// idle, for each scroll step), and one at a time took 100 s of CI's 30 minutes.
// The lines are printed in the routes' order all the same.
try {
  const lines = new Array(routes.length);
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const index = next++;
      lines[index] = await measure(routes[index]);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  for (const line of lines) console.log(line);
} finally {
  await browser.close();
  server.close();
}
if (overBudget) console.error('\nA route is over its byte budget: see the lines marked OVER BUDGET.');

process.exitCode = overBudget ? 1 : 0;
