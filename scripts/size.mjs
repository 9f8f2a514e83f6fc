// Prints the JavaScript and CSS a visitor downloads for key routes of the
// production build (raw and gzip bytes), against the budgets below.
// Run after `npm run build`: npm run size [-- /route ...]
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, normalize} from 'node:path';
import {gzipSync} from 'node:zlib';
import {launchChromium} from './lib/chromium.mjs';

const buildDir = 'build';
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/TrendSoft/oursolutions/CyberSecurity/ApiKey'];
// Budgets in gzip bytes. Docusaurus's own runtime (React, router, theme) is about
// 150 KiB of it; the home page may add the testimonial carousel. Later issues
// hold these or raise them with a reason.
const defaultBudget = {js: 165 * 1024, css: 25 * 1024};
const routeBudgets = {'/': {js: 200 * 1024, css: 30 * 1024}};

if (!existsSync(join(buildDir, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const types = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json'};

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

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const browser = await launchChromium();
let overBudget = false;
try {
  for (const route of routes) {
    const page = await browser.newPage();
    const assets = new Set();
    const prefetched = new Set();
    page.on('request', async (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || !/\.(js|css)$/.test(url.pathname)) return;
      // Docusaurus prefetches the chunks of pages that visible links lead to; they
      // cost bandwidth when idle but are not this page's own code, so they are
      // reported apart instead of counted against this page's budget.
      const headers = await request.allHeaders();
      if (/prefetch/.test(headers['sec-purpose'] ?? headers['purpose'] ?? '')) prefetched.add(url.pathname);
      else assets.add(url.pathname);
    });
    await page.goto(origin + route, {waitUntil: 'networkidle'});
    await page.close();
    const totals = {js: {raw: 0, gzip: 0, files: 0}, css: {raw: 0, gzip: 0, files: 0}};
    for (const asset of assets) {
      const content = readFileSync(fileFor(asset));
      const kind = asset.endsWith('.css') ? 'css' : 'js';
      totals[kind].raw += content.length;
      totals[kind].gzip += gzipSync(content).length;
      totals[kind].files += 1;
    }
    const budgets = routeBudgets[route] ?? defaultBudget;
    console.log(`\n${route}`);
    for (const kind of ['js', 'css']) {
      const {raw, gzip, files} = totals[kind];
      const verdict = gzip <= budgets[kind] ? 'ok' : 'OVER BUDGET';
      if (gzip > budgets[kind]) overBudget = true;
      console.log(`  ${kind.toUpperCase().padEnd(3)} ${String(files).padStart(2)} files  raw ${kib(raw).padStart(10)}  gzip ${kib(gzip).padStart(9)}  budget ${kib(budgets[kind])}  ${verdict}`);
    }
    const prefetchedGzip = [...prefetched].reduce((sum, asset) => sum + gzipSync(readFileSync(fileFor(asset))).length, 0);
    console.log(`  prefetched for linked pages (not counted): ${prefetched.size} files, gzip ${kib(prefetchedGzip)}`);
  }
} finally {
  await browser.close();
  server.close();
}
process.exitCode = overBudget ? 1 : 0;
