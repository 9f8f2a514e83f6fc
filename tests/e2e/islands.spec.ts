import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {localePrefixes} from '../../src/data/locales';
import {builtSiteDir, holdScripts, waitForHydration} from './helpers';
import {hydratedIslands, islandChunk, islandsScript, preactChunk} from './islandScripts';
import {expectATabToShowItsPanel} from '../islandsAsShipped';

// Issue 41 (D54, D55): every page runs the islands script and the chunks of
// its own islands, and nothing else: no framework runtime, no client app.

/** The island chunks the page fetches from now on, by island name ('Preact' for Preact's). */
function islandChunksFetched(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const chunkOf = islandChunk.exec(path)?.[1] ?? (preactChunk.test(path) ? 'Preact' : undefined);
    if (chunkOf) chunks.push(chunkOf);
  });
  return chunks;
}

// Each page's scripts, scrolled through with every island running, are checked on every-page's
// shared load of it (D119). What is deployed is what pages run (D97): the build holds no script
// but the islands script, Preact where a page hydrates a component, and the chunks of islands its
// pages hold, so no script is left that no page would load. An island's name is its one mark in
// the HTML: the loader adds data-interactive once it runs (D128).
test('the build holds only the islands script, Preact and the chunks of islands its pages hold; pages mark an island by its name alone @desktop', () => {
  const htmlFiles = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return full === join(builtSiteDir, 'assets') ? [] : htmlFiles(full);
      return entry.name.endsWith('.html') ? [full] : [];
    });
  const unloadable: string[] = [];
  const markedTwice: string[] = [];
  for (const prefix of ['', ...localePrefixes]) {
    const localeDir = join(builtSiteDir, prefix);
    // A locale's pages are its folder's, less the other locales' folders inside the default one.
    const pages = htmlFiles(localeDir).filter(
      (file) => prefix !== '' || !localePrefixes.some((other) => file.startsWith(join(builtSiteDir, other) + '/')),
    );
    expect(pages.length, `pages under ${prefix || '/'}`).toBeGreaterThan(10);
    const html = new Map(pages.map((file) => [file, readFileSync(file, 'utf8')]));
    const held = new Set(
      [...html.values()].flatMap((page) => [...page.matchAll(/data-island=["']?([A-Za-z]+)/g)].map((match) => match[1]!)),
    );
    markedTwice.push(...[...html].filter(([, page]) => / data-interactive[ =>]/.test(page)).map(([file]) => file));
    const scripts = readdirSync(join(localeDir, 'assets', 'js'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `${prefix}/assets/js/${name}`);
    expect(
      scripts.filter((script) => islandsScript.test(script)),
      `${prefix || '/'}: the islands script`,
    ).toHaveLength(2);
    for (const script of scripts) {
      const chunkOf = islandChunk.exec(script)?.[1];
      const loadable =
        islandsScript.test(script) ||
        (chunkOf !== undefined && held.has(chunkOf)) ||
        (preactChunk.test(script) && hydratedIslands.some((name) => held.has(name)));
      if (!loadable) unloadable.push(script);
    }
  }
  expect(unloadable).toEqual([]);
  expect(markedTwice, 'pages whose HTML marks a part data-interactive').toEqual([]);
});

// D56, D59: the islands script carries what its islands read, not the client
// app's context: no plugin's global data or site metadata, and no strings at
// all, since its islands (the header's, the tab blocks) add behaviour to the
// page's HTML rather than render it; a form's strings travel in its chunk.
/** Text as it may stand in a minified script: itself, or with non-ASCII characters escaped (lower-cased). */
const asWritten = (text: string) => [
  text.toLowerCase(),
  text.replace(/[^\x20-\x7e]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).toLowerCase(),
];
const holds = (script: string, text: string) => asWritten(text).some((written) => script.toLowerCase().includes(written));

test('the islands script carries no framework, no strings and no data it does not read', async ({page, request}) => {
  const hindi = JSON.parse(readFileSync(join(process.cwd(), 'i18n/hi/code.json'), 'utf8')) as Record<string, {message: string}>;
  for (const home of ['/', '/hi/']) {
    await page.goto(home);
    const scriptPath = await page
      .locator('link[data-entry]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!).find((href) => /\/islands\.[0-9a-f]+\.js$/.test(href)));
    expect(scriptPath, `${home}: the islands script`).toBeDefined();
    const script = await (await request.get(scriptPath!)).text();
    // Booleans, so a failure does not print the whole script.
    expect(script.includes('docusaurus-plugin-content-docs'), 'the docs plugin, named in global data and site metadata').toBe(false);
    expect(script.includes('/img/icons/'), 'a drawing other than a service icon').toBe(false);
    expect(holds(script, hindi['quoteForm.submit']!.message), "the quote form's Hindi submit label").toBe(false);
    expect(holds(script, hindi['mobileMenu.open']!.message), "the drawer's Hindi name").toBe(false);
    // Preact's hooks state, by the name its published build gives it.
    expect(script.includes('__H'), 'Preact').toBe(false);
  }
});

test('an island hydrates when it is in view, and one hidden at this width not at all', async ({page}) => {
  // API Security runs islands only. The services panel's button (wide screens) says it runs once hydrated.
  await page.goto('/TrendSoft/oursolutions/CyberSecurity/ApiKey');
  await waitForHydration(page);
  const servicesMenu = page.locator('[data-island="ServicesMenu"]');
  const wide = page.viewportSize()!.width >= 1024;
  if (wide) await expect(servicesMenu).toHaveAttribute('data-interactive', 'running');
  else await expect(servicesMenu).not.toHaveAttribute('data-interactive');
  // The phone's island: Tab past the drawer's last link closes it only once its code runs.
  if (!wide) {
    await page.getByRole('button', {name: 'Menu'}).click();
    await page.getByRole('dialog').getByRole('link', {name: 'contact@trendsoft.example'}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('an island below the fold starts only as the visitor scrolls near it; one that needs no framework fetches nothing @desktop', async ({
  page,
}) => {
  const chunks = islandChunksFetched(page);
  await page.goto('/DigitalAccessibility');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  // The overview's tab block is far below the first screen: laid out as tabs (D65), not yet tabs.
  await expect(main.getByRole('tablist')).toHaveCount(0);
  await main.getByRole('heading', {level: 2, name: 'Our solutions'}).scrollIntoViewIfNeeded();
  await expect(main.getByRole('tablist', {name: 'Our solutions'})).toBeVisible();
  expect(chunks).toEqual([]);

  // The carousel is a component: its chunk and Preact come as the visitor nears it.
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(chunks).not.toContain('Testimonials');
  expect(chunks).not.toContain('Preact');
  const carousel = page.locator('[data-island="Testimonials"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-interactive', 'running');
  expect(chunks).toEqual(expect.arrayContaining(['Preact', 'Testimonials']));
});

/**
 * Opens `path` and brings its form into view, checking that the form fetched no
 * code for it (D80, D81). Returns the form and the island chunks fetched from then on.
 */
async function formInViewWithoutItsCode(page: Page, path: string, island: string): Promise<{form: Locator; chunks: string[]}> {
  const chunks = islandChunksFetched(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const form = page.locator(`[data-island="${island}"]`);
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeInViewport();
  await page.waitForTimeout(500);
  await expect(form).not.toHaveAttribute('data-interactive');
  expect(chunks).toEqual([]);
  return {form, chunks};
}

test("the contact form's code arrives when the visitor first uses the form, not at load; what was typed meanwhile is kept (D80) @desktop", async ({
  page,
}) => {
  const {form, chunks} = await formInViewWithoutItsCode(page, '/TrendSoft/ContactUs', 'ContactForm');
  // The first field takes what is typed at once, natively, while the form's code is on its way.
  const name = page.getByLabel('Name', {exact: true});
  await name.pressSequentially('Asha Rao');
  await expect(form).toHaveAttribute('data-interactive', 'running');
  expect(chunks.sort()).toEqual(['ContactForm', 'Preact']);
  await expect(name).toHaveValue('Asha Rao');
  // Now the form's own checks run: leaving the country code unchosen says so (docs/product.md §5).
  const countryCode = page.getByLabel('Country code');
  await countryCode.focus();
  await page.keyboard.press('Tab');
  await expect(countryCode).toHaveAccessibleDescription('Country Code is required');
});

test('the quote form fetches nothing in view; a file dropped on it before its code arrives brings the code and is listed (D81) @desktop', async ({
  page,
}) => {
  const {form, chunks} = await formInViewWithoutItsCode(page, '/TrendSoft/oursolutions/DocumentAccessibility/PDFUA', 'QuoteForm');
  // A file dragged from the desktop and dropped on the drop zone, which is the file input
  // stretched over it, sent through Chromium's own input (CDP): the browser itself takes
  // the file, before any code of the form runs.
  const file = test.info().outputPath('annual report.pdf');
  writeFileSync(file, '%PDF-1.7\n%%EOF\n');
  const documents = page.getByLabel('Documents');
  await documents.scrollIntoViewIfNeeded();
  const zone = (await documents.boundingBox())!;
  const at = {x: zone.x + zone.width / 2, y: zone.y + zone.height / 2};
  // The form's code is held on its way, so the drop lands before it runs.
  const scripts = await holdScripts(page);
  const cdp = await page.context().newCDPSession(page);
  const data = {items: [], files: [file], dragOperationsMask: 1};
  for (const type of ['dragEnter', 'dragOver', 'drop'] as const) await cdp.send('Input.dispatchDragEvent', {type, ...at, data});
  await expect.poll(() => scripts.requested.length, 'the drag brings the form code').toBeGreaterThan(0);
  await expect(form).not.toHaveAttribute('data-interactive');
  // Still on the page: the browser put the file in the input instead of opening it in the tab.
  await expect(page).toHaveURL(/\/PDFUA$/);
  expect(await documents.evaluate((input: HTMLInputElement) => Array.from(input.files ?? [], (chosen) => chosen.name))).toEqual([
    'annual report.pdf',
  ]);
  scripts.release();
  await expect(form).toHaveAttribute('data-interactive', 'running');
  expect(chunks.sort()).toEqual(['Preact', 'QuoteForm']);
  // The form lists the dropped file as if its code had seen the drop.
  await expect(page.getByRole('list', {name: 'Chosen files'}).getByRole('listitem')).toHaveText([/annual report\.pdf/]);
  await expect(form.getByText('1 of 5 files chosen')).toBeVisible();
});

test('the islands that need no framework run where Preact never arrives: the counters and the services tabs on the home page @desktop', async ({
  page,
}) => {
  await page.route(/\/islands-preact\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/');
  const stats = page.getByRole('list', {name: 'Trendsoft in numbers'});
  await stats.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="CounterGroup"]').first()).toHaveAttribute('data-interactive', 'running');
  await expect(stats.getByRole('listitem').nth(1).locator('[aria-hidden="true"] > :last-child')).toHaveText('98%', {timeout: 10_000});
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', {name: 'Our Services'}).click();
  await page.getByRole('tab', {name: 'Testing Services'}).click();
  await expect(page.getByRole('tabpanel', {name: 'Testing Services'})).toBeVisible();
  // The carousel, a component, waits for Preact: it never starts here.
  await expect(page.locator('[data-island="Testimonials"]')).not.toHaveAttribute('data-interactive');
});

test('a press on an island below the fold, made before the islands script has run, is answered once it does @mobile', async ({page}) => {
  // The islands script is held back, so the press comes first, as on a slow phone.
  await page.emulateMedia({reducedMotion: 'reduce'});
  const scripts = await holdScripts(page);
  await page.goto('/', {waitUntil: 'domcontentloaded'});
  // As a screen reader in browse mode presses it: a click, with the carousel far below the window.
  await page.getByRole('button', {name: 'Next testimonial'}).evaluate((button: HTMLElement) => button.click());
  scripts.release();
  await expect(page.locator('#testimonials .swiper-slide-active[aria-label="2 of 6"]')).toBeVisible();
});

// The same check runs on the writers' preview (tests/dev/previews.spec.ts, D125).
test('as shipped, a tab block’s tab shows its own panel when clicked: the check the writers’ preview runs too @desktop', async ({page}) => {
  await expectATabToShowItsPanel(page);
});

test('hovering a link makes the page it leads to a prerender candidate; the API and the newsletter links never are @desktop', async ({
  page,
}) => {
  // Chromium reports what its speculation rules make of the page through CDP's Preload domain.
  // It does not prerender while an automation client is attached (PrerenderingDisabledByDevTools),
  // so the test reads the attempt the hover starts, not a prerendered page.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const attempts: string[] = [];
  cdp.on('Preload.prerenderStatusUpdated', (event: {key: {url: string}}) => attempts.push(new URL(event.key.url).pathname));
  await page.goto('/TrendSoft/oursolutions/CyberSecurity/ApiKey');
  await waitForHydration(page);
  const rules = JSON.parse((await page.locator('head script[type="speculationrules"]').textContent()) ?? '{}') as {
    prerender: {where: {and: Record<string, unknown>[]}; eagerness: string}[];
  };
  const [rule] = rules.prerender;
  expect(rule?.eagerness).toBe('moderate');
  expect(rule?.where.and).toEqual(
    expect.arrayContaining([
      {not: {href_matches: '/api/*'}},
      {not: {href_matches: '/newsletter/*'}},
      {not: {href_matches: '/*/newsletter/*'}},
    ]),
  );
  expect(attempts, 'nothing is prerendered before a link is hovered').toEqual([]);
  // "moderate": 200 ms over a link starts it.
  await page.getByRole('banner').getByRole('link', {name: 'Careers', exact: true}).hover();
  await expect.poll(() => attempts).toContain('/TrendSoft/Career');
  await cdp.detach();
});
