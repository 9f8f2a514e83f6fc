import {expect, test} from '@playwright/test';
import {axeEvidence, evidenceFor} from '../evidence';
import {specRoutes} from '../specRoutes';
import {clippedFocusRings, expectNoAxeViolations, pagesOutsideTheRouteTable, waitForHydration, wordsDrawnTouching} from './helpers';

// docs/product.md §2, D1, D4, D24: every route loads directly, has its title and one h1,
// and passes the accessibility gate.
for (const route of specRoutes) {
  test.describe(route.path, () => {
    test(
      'loads with its title, one h1, no console errors, no axe violations and no clipped focus ring',
      axeEvidence('2.4.2', '2.4.7'),
      async ({page}) => {
        // Hydration mismatches and failed requests show up as console errors.
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text());
        });
        page.on('pageerror', (error) => consoleErrors.push(error.message));
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(route.title);
        await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(route.heading);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        // Visible focus (2.4.7): no focus ring is cut off by the box around it.
        expect(await clippedFocusRings(page)).toEqual([]);
        // Issue 67: no link or button draws two of its words as one.
        expect(await wordsDrawnTouching(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      },
    );
  });
}

for (const path of pagesOutsideTheRouteTable()) {
  test(
    `${path} (outside the route table) loads with one h1 and one main, no axe violations and no clipped focus ring`,
    axeEvidence('2.4.7'),
    async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      expect(await clippedFocusRings(page)).toEqual([]);
      expect(await wordsDrawnTouching(page)).toEqual([]);
    },
  );
}

// One browser context for every route: pages without JavaScript do not depend on each other.
// One width: the HTML is the same at every width (CI must stay under 30 minutes).
test('every route reads fine with JavaScript off @desktop', async ({browser}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  for (const route of specRoutes) {
    const response = await page.goto(route.path);
    expect(response?.status(), route.path).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(route.heading);
    // The body copy is in the HTML, not rendered by scripts.
    const mainText = (await page.getByRole('main').innerText()).trim();
    expect(mainText.length, `characters of body copy on ${route.path}`).toBeGreaterThan(300);
  }
  await context.close();
});

test('a path with a trailing slash loads the same page (D4) @desktop', async ({page}) => {
  const response = await page.goto('/TrendSoft/oursolutions/CyberSecurity/ApiKey/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('API Security');
});

test('/About declares /TrendSoft/about-Us as its canonical URL (D6) @desktop', async ({page}) => {
  await page.goto('/About');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/TrendSoft\/about-Us$/);
});

test('every page has its own meta description, a canonical URL and Open Graph tags (D25) @desktop', async ({request}) => {
  const seen = new Map<string, string>();
  for (const route of specRoutes) {
    const html = await (await request.get(route.path)).text();
    const description = /<meta[^>]+name="?description"?[^>]+content="([^"]+)"/.exec(html)?.[1];
    expect(description, route.path).toBeTruthy();
    expect(html, route.path).toMatch(/<link[^>]+rel="?canonical"?/);
    expect(html, route.path).toMatch(/property="?og:title"?/);
    if (route.path !== '/About') {
      expect(seen.get(description!), `${route.path} repeats a description`).toBeUndefined();
      seen.set(description!, route.path);
    }
  }
});

test('every route reflows at 320 px without horizontal scrolling (WCAG 1.4.10, D24) @mobile', evidenceFor('1.4.10'), async ({page}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({width: 320, height: 700});
  const overflowing: string[] = [];
  for (const route of specRoutes) {
    await page.goto(route.path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > 320) overflowing.push(`${route.path} (${scrollWidth} px)`);
  }
  expect(overflowing).toEqual([]);
});
