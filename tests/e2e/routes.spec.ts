import {expect, test} from '@playwright/test';
import {evidenceFor} from '../evidence';
import {specRoutes} from '../specRoutes';

// The checks each page gets on its own load are in every-page.spec.ts.

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
