import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {bothLocalePaths} from '../specRoutes';
import {holdScripts, waitForHydration} from './helpers';

// Issue 41 (D54, D55): every page runs the islands script and the chunks of
// its own islands, and nothing else: no framework runtime, no client app.

/** The islands script's two files: its runtime and its entry. */
const islandsScript = /\/assets\/js\/(?:runtime~)?islands\.[0-9a-f]+\.js$/;
/** An island's own chunk, named for the island (`island-TabBlock.<hash>.js`): one file holds all it needs. */
const islandChunk = /\/assets\/js\/island-([A-Za-z]+)\.[0-9a-f]+\.js$/;

test('every page runs islands only: the islands script and the chunks of its own islands, no other script @desktop', async ({page}) => {
  test.setTimeout(120_000);
  const paths = [...bothLocalePaths, '/resources/documentation', '/hi/resources/documentation', '/newsletter/confirm'];
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  for (const path of paths) {
    loaded.length = 0;
    await page.goto(path);
    await waitForHydration(page);
    // Scrolled through, so every island on the page has come into view.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    // Every island shown at this width has fetched its code and runs.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-island]')).every(
        (root) => root.getAttribute('data-interactive') === 'running' || !root.checkVisibility(),
      ),
    );
    await page.waitForLoadState('networkidle');
    const islandsOnPage = await page.locator('[data-island]').evaluateAll((roots) => roots.map((root) => root.getAttribute('data-island')));
    // An island's chunk is one of the page's own when the page holds that island.
    const others = loaded.filter((script) => {
      const chunkOf = islandChunk.exec(script)?.[1];
      return !islandsScript.test(script) && !(chunkOf && islandsOnPage.includes(chunkOf));
    });
    // Every interactive part is an island: no page needs the client app (D55).
    expect(await page.locator('[data-interactive]:not([data-island])').count(), `${path}: parts that are not islands`).toBe(0);
    expect(others, `${path}: scripts that are not its islands`).toEqual([]);
    expect(
      loaded.filter((script) => islandsScript.test(script)),
      `${path}: the islands script`,
    ).toHaveLength(2);
  }
});

// D56: the islands script carries what islands read, not the client app's
// context: no other plugin's global data or site metadata, and in Hindi the
// header's strings but not a form's, which travel in that form's chunk.
/** Text as it may stand in a minified script: itself, or with non-ASCII characters escaped (lower-cased). */
const asWritten = (text: string) => [
  text.toLowerCase(),
  text.replace(/[^\x20-\x7e]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).toLowerCase(),
];
const holds = (script: string, text: string) => asWritten(text).some((written) => script.toLowerCase().includes(written));

test('the islands script carries the header strings of its locale and no data it does not read', async ({page, request}) => {
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
    expect(holds(script, hindi['mobileMenu.open']!.message), "the drawer's Hindi name").toBe(home === '/hi/');
  }
});

test('an island hydrates when it is in view, and one hidden at this width not at all', async ({page}) => {
  // API Security runs islands only. The services panel's button (wide screens) says it runs once hydrated.
  await page.goto('/TrendSoft/oursolutions/CyberSecurity/ApiKey');
  await waitForHydration(page);
  const servicesMenu = page.locator('[data-island="ServicesMenu"]');
  const wide = page.viewportSize()!.width >= 1024;
  await expect(servicesMenu).toHaveAttribute('data-interactive', wide ? 'running' : '');
  // The phone's island: Tab past the drawer's last link closes it only once its code runs.
  if (!wide) {
    await page.getByRole('button', {name: 'Menu'}).click();
    await page.getByRole('dialog').getByRole('link', {name: 'contact@trendsoft.example'}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('an island below the fold fetches its code only as the visitor scrolls near it, and hydrates then @desktop', async ({page}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const chunkOf = islandChunk.exec(new URL(request.url()).pathname)?.[1];
    if (chunkOf) chunks.push(chunkOf);
  });
  await page.goto('/DigitalAccessibility');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  // The overview's tab block is far below the first screen: stacked panels, no code yet.
  expect(chunks).toEqual([]);
  await expect(main.getByRole('tablist')).toHaveCount(0);
  await main.getByRole('heading', {level: 2, name: 'Our solutions'}).scrollIntoViewIfNeeded();
  await expect(main.getByRole('tablist', {name: 'Our solutions'})).toBeVisible();
  expect(chunks).toEqual(['TabBlock']);
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
