/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {extname, join, normalize} from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {chromiumArgs, chromiumShellPath} from '../../../scripts/lib/chromium.mjs';
import {isIslandsScriptFile} from '../contract';

// Issue 66: the islands plugin builds a site that has nothing of Trendsoft's (./fixture: one page,
// one island), and what it builds runs. The site's own build and e2e suite show the same for its
// fourteen islands; this shows the plugin needs nothing of theirs.

const projectDir = join(__dirname, '..', '..', '..');
const fixtureDir = join(__dirname, 'fixture');
let workDir: string;
const outDir = () => join(workDir, 'build');

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'islands-fixture-'));
  const docusaurus = join(projectDir, 'node_modules', '.bin', 'docusaurus');
  const built = spawnSync(docusaurus, ['build', fixtureDir, '--out-dir', outDir()], {
    cwd: fixtureDir,
    encoding: 'utf8',
    // Docusaurus writes what it generates into the site's folder unless told where: here, outside the repository.
    env: {...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: join(workDir, 'generated')},
  });
  if (built.status !== 0) throw new Error(`the fixture site's build failed:\n${built.stdout}\n${built.stderr}`);
}, 180_000);

afterAll(() => rmSync(workDir, {recursive: true, force: true}));

test("what is left of the build's scripts is the islands script and the island's own chunk: the client app is gone", () => {
  const scripts = readdirSync(join(outDir(), 'assets', 'js')).filter((file) => file.endsWith('.js'));
  expect(scripts.filter((file) => !isIslandsScriptFile(file))).toEqual([]);
  // No Preact: the fixture's one island hydrates nothing (no `hydrated()`), so Preact's chunk is not even built.
  expect(scripts.map((file) => file.replace(/\.[0-9a-f]+\.js$/, '')).sort()).toEqual(['island-Greeting', 'islands', 'runtime~islands']);
});

describe('in a browser', () => {
  let server: Server;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    const types: Record<string, string> = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css'};
    server = createServer((request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
      const file = join(outDir(), path.endsWith('/') ? `${path}index.html` : path);
      try {
        const body = readFileSync(file);
        response.writeHead(200, {'content-type': types[extname(file)] ?? 'application/octet-stream'}).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({executablePath: chromiumShellPath, args: chromiumArgs});
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  test("as built, before any code runs, the island's root carries its mark and props, and the page lists the islands script alone", async () => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(origin);
    const root = page.locator('[data-island="Greeting"]');
    // One mark (D128): the name; the loader adds data-interactive once the island runs.
    expect(await root.evaluate((element) => element.getAttributeNames().filter((name) => name.startsWith('data-')))).toEqual([
      'data-island',
      'data-island-props',
    ]);
    expect(JSON.parse((await root.getAttribute('data-island-props')) ?? 'null')).toEqual({name: 'visitor'});
    expect(await page.getByRole('button', {name: 'Say hello'}).count()).toBe(1);
    const listed = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(listed).toEqual([expect.stringMatching(/^\/assets\/js\/runtime~islands\./), expect.stringMatching(/^\/assets\/js\/islands\./)]);
    expect(await page.locator('script[src]').count()).toBe(0);
    await context.close();
  }, 30_000);

  test('the island starts as its declaration says and answers a click; the page fetches no other script', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/\.[0-9a-f]+\.js$/, ''));
    });
    await page.goto(origin);
    // Pre-rendered, the button is there before any code; the loader marks the root once its island runs.
    await page.locator('[data-island="Greeting"][data-interactive="running"]').waitFor();
    await page.getByRole('button', {name: 'Say hello'}).click();
    await page.waitForFunction(() => document.querySelector('output')?.textContent !== '');
    expect(await page.locator('output').textContent()).toBe('Hello, visitor');
    expect(scripts.sort()).toEqual(['/assets/js/island-Greeting', '/assets/js/islands', '/assets/js/runtime~islands']);
    await page.close();
  }, 30_000);
});
