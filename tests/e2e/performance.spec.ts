import {expect, test} from '@playwright/test';
import {specRoutes} from '../specRoutes';
import {waitForHydration} from './helpers';

// Issue 11: the browser code adopts the pre-rendered page instead of painting
// it again, and never holds the first paint back.

type Recorded = {elements: Element[]; scriptsAfterPaint: boolean[]};

test('hydration keeps every pre-rendered element of the header, main content and footer on every route', async ({page}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    const state: Recorded = {elements: [], scriptsAfterPaint: []};
    (window as unknown as {recorded: Recorded}).recorded = state;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('__docusaurus');
      state.elements = Array.from(root?.querySelectorAll('header, header *, main, main *, footer, footer *') ?? []);
    });
  });
  const routes = [...specRoutes.map((route) => route.path), '/hi/', '/hi/TrendSoft/ContactUs', '/resources/documentation'];
  const replaced: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await waitForHydration(page);
    const {total, lost} = await page.evaluate(() => {
      const {elements} = (window as unknown as {recorded: Recorded}).recorded;
      const gone = elements.filter((element) => !element.isConnected);
      return {total: elements.length, lost: gone.slice(0, 3).map((element) => element.outerHTML.slice(0, 80))};
    });
    expect(total, `${route}: elements recorded before hydration`).toBeGreaterThan(50);
    if (lost.length) replaced.push(`${route}: ${lost.join(' | ')}`);
  }
  expect(replaced).toEqual([]);
});

test('the entry scripts run only after the page has painted its content', async ({page}) => {
  await page.addInitScript(() => {
    const state: Recorded = {elements: [], scriptsAfterPaint: []};
    (window as unknown as {recorded: Recorded}).recorded = state;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && /\/assets\/js\/(main|runtime~main)\./.test(node.src)) {
            state.scriptsAfterPaint.push(performance.getEntriesByName('first-contentful-paint').length > 0);
          }
        }
      }
    }).observe(document, {subtree: true, childList: true});
  });
  await page.goto('/TrendSoft/oursolutions/CyberSecurity');
  await waitForHydration(page);
  const scriptsAfterPaint = await page.evaluate(() => (window as unknown as {recorded: Recorded}).recorded.scriptsAfterPaint);
  expect(scriptsAfterPaint).toEqual([true, true]);
  // The scripts were fetched early all the same: preloaded from <head>.
  await expect(page.locator('head link[rel="preload"][as="script"]')).toHaveCount(2);
});
