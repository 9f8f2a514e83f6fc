import {expect, test, type Page} from '@playwright/test';
import {launchChromium} from '../../scripts/lib/chromium.mjs';

// Issue 31, D42: the brand typefaces are what visitors read, each page loads
// only the subsets its language needs, and every character a page shows is
// in the subset of its script (a character outside it would fall back to a
// system font mid-word).

interface FontUse {
  loadedFamilies: string[];
  fontRequests: string[];
  bodyFamily: string;
}

async function fontUse(page: Page, path: string): Promise<FontUse> {
  const fontRequests: string[] = [];
  const onRequest = (request: {url(): string}) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.evaluate(() => document.fonts.ready);
  page.off('request', onRequest);
  const inPage = await page.evaluate(() => {
    const faces: FontFace[] = [];
    document.fonts.forEach((face) => {
      if (!face.family.includes('Fallback')) faces.push(face);
    });
    return {
      loadedFamilies: faces.filter((face) => face.status === 'loaded').map((face) => face.family),
      bodyFamily: getComputedStyle(document.body).fontFamily,
    };
  });
  return {...inPage, fontRequests};
}

// That every character of every page is in the brand subsets is checked on every-page's shared
// load of each page (tests/e2e/brandSubsets.ts, D124).

test('English pages are set in Atkinson Hyperlegible Next and never download the Devanagari font', async ({page}) => {
  const use = await fontUse(page, '/');
  expect(use.bodyFamily).toMatch(/^"?Atkinson Hyperlegible Next"?,/);
  expect(use.loadedFamilies).toEqual(['Atkinson Hyperlegible Next']);
  expect(use.fontRequests).toEqual([expect.stringMatching(/^\/assets\/fonts\/atkinson-hyperlegible-next\.[0-9a-f]{10}\.woff2$/)]);
  // The one Hindi word, the language link, is in the system's Devanagari font.
  await expect(page.getByRole('link', {name: 'हिन्दी'}).first()).toBeVisible();
});

/** The families of an element's font-family, unquoted, in order. */
async function fontStack(page: Page, selector: string): Promise<string[]> {
  const family = await page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);
  return family.split(',').map((name) => name.trim().replace(/^"|"$/g, ''));
}

// D83, D86: a browser looks for a letter's font along the stack, and each family
// it passes is a lookup in the system's fonts at every load. On Hindi pages the
// Devanagari face comes right after Atkinson, whose subset has none; on English
// pages the one Hindi word, the language link, names the system's Devanagari faces.
test('Hindi pages name their Devanagari face second, before the Latin fallbacks; English pages keep the Latin fallbacks second and give the Hindi link the Devanagari faces', async ({
  page,
}) => {
  await page.goto('/hi/');
  expect((await fontStack(page, 'main p')).slice(0, 3)).toEqual([
    'Atkinson Hyperlegible Next',
    'Noto Sans Devanagari Trendsoft',
    'Atkinson Hyperlegible Next Fallback: Arial',
  ]);
  // The English link on a Hindi page keeps the page's stack: its Latin letters are in Atkinson.
  expect((await fontStack(page, 'a[lang="en"]'))[0]).toBe('Atkinson Hyperlegible Next');
  await page.goto('/');
  expect((await fontStack(page, 'body')).slice(0, 4)).toEqual([
    'Atkinson Hyperlegible Next',
    'Atkinson Hyperlegible Next Fallback: Arial',
    'Atkinson Hyperlegible Next Fallback: Roboto',
    'system-ui',
  ]);
  // English pages declare no Devanagari face: the link would pass eight families to reach one.
  expect((await fontStack(page, 'a[lang="hi"]')).slice(0, 3)).toEqual(['Atkinson Hyperlegible Next', 'Noto Sans Devanagari', 'Nirmala UI']);
});

/** The fonts the browser drew an element's text with (CDP: names, and whether each came from the page). */
async function platformFonts(
  page: Page,
  selector: string,
): Promise<Array<{familyName: string; postScriptName: string; isCustomFont: boolean}>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument');
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
  const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
  await cdp.detach();
  return fonts;
}

// D48: Android and most Linux desktops ship Noto Sans Devanagari, and this
// machine has it too (Debian's fonts-noto-core, which .ci/run installs).
test('Hindi pages use the installed Noto Sans Devanagari and download no Devanagari font where the device has it @desktop', async ({
  page,
}) => {
  const use = await fontUse(page, '/hi/');
  expect(use.loadedFamilies.sort()).toEqual([
    'Atkinson Hyperlegible Next',
    'Noto Sans Devanagari Trendsoft',
    'Noto Sans Devanagari Trendsoft',
  ]);
  expect(use.fontRequests).toEqual([expect.stringMatching(/^\/assets\/fonts\/atkinson-hyperlegible-next\.[0-9a-f]{10}\.woff2$/)]);
  const heading = page.getByRole('heading', {level: 1});
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Noto Sans Devanagari Trendsoft');
  // The heading in the installed bold face, the text below it in the regular one.
  expect(await platformFonts(page, 'h1')).toContainEqual(
    expect.objectContaining({postScriptName: 'NotoSansDevanagari-Bold', isCustomFont: false}),
  );
  expect(await platformFonts(page, 'main p')).toContainEqual(
    expect.objectContaining({postScriptName: 'NotoSansDevanagari-Regular', isCustomFont: false}),
  );
});

test('on an English page the Hindi language link is drawn in the installed Noto Sans Devanagari @desktop', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', {name: 'हिन्दी'})).toBeVisible();
  expect(await platformFonts(page, 'header a[lang="hi"]')).toEqual([
    expect.objectContaining({familyName: 'Noto Sans Devanagari', isCustomFont: false}),
  ]);
});

test('on a device without Noto Sans Devanagari, Hindi pages fetch the brand subset and set their text in it @desktop', async ({
  baseURL,
}) => {
  const browser = await launchChromium({withoutSystemDevanagari: true});
  try {
    const page = await browser.newPage({baseURL});
    const use = await fontUse(page, '/hi/');
    expect(use.fontRequests.sort()).toEqual([
      expect.stringMatching(/^\/assets\/fonts\/atkinson-hyperlegible-next\.[0-9a-f]{10}\.woff2$/),
      expect.stringMatching(/^\/assets\/fonts\/noto-sans-devanagari\.[0-9a-f]{10}\.woff2$/),
    ]);
    // The faces are font-display: optional (D48): on the first visit the subset
    // may miss its 100 ms and the text stays in whatever Devanagari the device
    // has (here Noto Serif Devanagari), with no shift when it lands. The next
    // page finds it in the cache and is set in it. (The check before this one
    // passed on the device's serif by mistake, and failed when the subset won the race.)
    await page.reload({waitUntil: 'load'});
    await page.evaluate(() => document.fonts.ready);
    const fonts = await platformFonts(page, 'main p');
    expect(fonts).toContainEqual(expect.objectContaining({familyName: 'Noto Sans Devanagari', isCustomFont: true}));
    // No installed Devanagari face draws any of it.
    expect(fonts.filter((font) => !font.isCustomFont && /Devanagari/.test(font.familyName))).toEqual([]);
  } finally {
    await browser.close();
  }
});
