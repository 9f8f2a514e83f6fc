import {expect, test, type Page} from '@playwright/test';

// Issue 15: a service page's prose sits beside a panel that stays in view
// (contents, key facts, the expert) from 1024 px; below that it stacks. Each
// page ends in one closing section that also offers the brochure.

/** The service pages of docs/product.md §2 that have the two-column body (overviews keep their bands). */
const servicePages = [
  '/TrendSoft/oursolutions/WebAccess-DigitalAccessibility',
  '/TrendSoft/oursolutions/Mobile-Acessibility',
  '/TrendSoft/oursolutions/IndesignAccessibilitypage',
  '/TrendSoft/oursolutions/DocumentAccessibility/PDFUA',
  '/TrendSoft/oursolutions/DocumentAccessibility/PDF-Form',
  '/TrendSoft/oursolutions/DocumentAccessibility/word',
  '/TrendSoft/oursolutions/DocumentAccessibility/PPT',
  '/TrendSoft/oursolutions/Testing/FunctionalTesting',
  '/TrendSoft/oursolutions/Testing/PerformanceTesting',
  '/TrendSoft/oursolutions/Testing/UsabilityTesting',
  '/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity',
  '/TrendSoft/oursolutions/CyberSecurity/MobApiSecurity',
  '/TrendSoft/oursolutions/CyberSecurity/ApiKey',
  '/TrendSoft/oursolutions/CyberSecurity/ThickClientPage',
  '/TrendSoft/oursolutions/CyberSecurity/SecureCodePage',
  '/TrendSoft/oursolutions/CyberSecurity/DataBaseSecurityPage',
];

const overviewPages = [
  '/DigitalAccessibility',
  '/TrendSoft/oursolutions/DocumentAccessibilityPage',
  '/TrendSoft/oursolutions/Testing',
  '/TrendSoft/oursolutions/CyberSecurity',
];

/** The ids of the section headings (h2) of the page's body, prose and ending (the quote form), in order. */
function proseHeadingIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const contents = Array.from(document.querySelectorAll('main nav')).find((nav) => nav.textContent?.startsWith('On this page'));
    const panel = contents?.parentElement;
    const parts = Array.from(panel?.parentElement?.children ?? []).filter((part) => part !== panel);
    return parts.flatMap((part) => Array.from(part.querySelectorAll('h2'))).map((heading) => heading.id);
  });
}

async function expectOneClosingWithBrochure(page: Page): Promise<void> {
  const closing = page.getByRole('region', {name: 'Want to Know More?'});
  await expect(closing).toHaveCount(1);
  await expect(closing.getByRole('link', {name: 'Get In Touch'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
  await expect(closing.getByRole('link', {name: 'View Brochure (PDF, opens in a new tab)'})).toHaveAttribute(
    'href',
    '/brochure/trendsoft-brochure.pdf',
  );
  // The brochure is part of the closing, not a band of its own above it.
  await expect(page.getByRole('heading', {level: 2, name: 'Our services at a glance'})).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', {name: /View Brochure/})).toHaveCount(1);
}

for (const path of servicePages) {
  test.describe(path, () => {
    test('the prose sits beside contents, key facts and the expert, which stay in view @desktop', async ({page}) => {
      await page.goto(path);
      const contents = page.getByRole('navigation', {name: 'On this page'});
      await expect(contents).toBeVisible();
      const headingIds = await proseHeadingIds(page);
      expect(headingIds.length).toBeGreaterThan(1);
      // One entry per section heading of the prose, in order, each leading to it.
      const targets = await contents.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(targets).toEqual(headingIds.map((id) => `#${id}`));

      const facts = page.getByRole('region', {name: 'Key facts'});
      await expect(facts).toBeVisible();
      expect(await facts.getByRole('term').count()).toBeGreaterThanOrEqual(3);
      const expert = facts.locator('xpath=..').getByRole('link', {name: 'Get In Touch'});
      await expect(expert).toBeVisible();

      // Side by side: the panel starts to the right of the prose.
      const panelBox = (await facts.boundingBox())!;
      const firstHeading = (await page.locator(`[id="${headingIds[0]}"]`).boundingBox())!;
      expect(panelBox.x).toBeGreaterThan(firstHeading.x + 500);

      // Following an entry halfway down lands on its heading, and the panel has stayed on screen.
      const middle = Math.floor(headingIds.length / 2);
      await contents.getByRole('link').nth(middle).click();
      await expect(page).toHaveURL(new RegExp(`#${headingIds[middle]}$`));
      await expect(page.locator(`[id="${headingIds[middle]}"]`)).toBeInViewport();
      await expect(contents).toBeInViewport();

      // Scrolled to the last screen of the prose, where a panel that did not
      // stick would be wholly above the window, it is still on screen.
      await page.setViewportSize({width: 1280, height: 450});
      const panel = facts.locator('xpath=..');
      const prose = panel.locator('xpath=preceding-sibling::*[1]');
      const {proseTop, proseBottom} = await prose.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return {proseTop: box.top + window.scrollY, proseBottom: box.bottom + window.scrollY};
      });
      const panelHeight = (await panel.boundingBox())!.height;
      // Instant: the site scrolls smoothly for visitors who have not asked for reduced motion.
      await page.evaluate((bottom) => window.scrollTo({top: bottom - window.innerHeight, behavior: 'instant'}), proseBottom);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(proseTop + panelHeight);
      await expect(panel).toBeInViewport();

      await expectOneClosingWithBrochure(page);
    });

    test('on a phone the key facts follow the prose, with no contents list and no sideways scrolling @mobile', async ({page}) => {
      await page.goto(path);
      await expect(page.getByRole('navigation', {name: 'On this page'})).toBeHidden();
      const facts = page.getByRole('region', {name: 'Key facts'});
      await expect(facts).toBeVisible();
      // After the prose: below its last section heading.
      const factsTop = (await facts.boundingBox())!.y;
      const proseHeadings = facts.locator('xpath=../preceding-sibling::*[1]').locator('h2');
      expect(await proseHeadings.count()).toBeGreaterThan(1);
      expect(factsTop).toBeGreaterThan((await proseHeadings.last().boundingBox())!.y);
      // A document page's quote form comes after the facts: they summarise the
      // service, and after the form they read as part of it (issue 43).
      const quoteHeading = page.getByRole('heading', {level: 2, name: 'Get a quote for your documents'});
      if ((await quoteHeading.count()) > 0) expect((await quoteHeading.boundingBox())!.y).toBeGreaterThan(factsTop);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      await expectOneClosingWithBrochure(page);
    });
  });
}

test('on a laptop 800 px tall the panel shows its key facts and its Get In Touch whole, in both languages (issue 43) @desktop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({width: 1280, height: 800});
  const hidden: string[] = [];
  for (const path of servicePages.flatMap((english) => [english, `/hi${english}`])) {
    await page.goto(path);
    // Halfway down the page, where the panel has stuck.
    await page.evaluate(() => window.scrollTo({top: document.documentElement.scrollHeight / 2, behavior: 'instant'}));
    const found = await page.evaluate(() => {
      const panel = Array.from(document.querySelectorAll('main div')).find((element) => getComputedStyle(element).position === 'sticky');
      if (!panel) return 'no panel';
      const button = Array.from(panel.querySelectorAll('a')).at(-1)!;
      const facts = panel.querySelector('section')!;
      const view = panel.getBoundingClientRect();
      const inside = (box: DOMRect) => box.top >= Math.max(view.top, 0) - 1 && box.bottom <= Math.min(view.bottom, window.innerHeight) + 1;
      const problems = [];
      if (!inside(button.getBoundingClientRect())) problems.push(`"${button.textContent}" not wholly shown`);
      if (!inside(facts.getBoundingClientRect())) problems.push('key facts not wholly shown');
      if (button.getClientRects().length > 1 || button.getBoundingClientRect().height > 60) problems.push('the button wraps');
      return problems.join(', ');
    });
    if (found) hidden.push(`${path}: ${found}`);
  }
  expect(hidden).toEqual([]);
});

for (const path of overviewPages) {
  test(`${path} ends in one closing section with the brochure`, async ({page}) => {
    await page.goto(path);
    await expectOneClosingWithBrochure(page);
  });
}

test('named items in the prose column stand at most two abreast, each with its icon @desktop', async ({page}) => {
  await page.goto('/TrendSoft/oursolutions/CyberSecurity/ApiKey');
  const risks = page
    .getByRole('list')
    .filter({has: page.getByRole('heading', {level: 3, name: 'API1:2023 Broken Object Level Authorization'})});
  const items = risks.getByRole('listitem');
  await expect(items).toHaveCount(10);
  const columns = new Set(await items.evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().x))));
  expect(columns.size).toBe(2);
  // The icons are decoration: drawn with the page (D52), at their size, and silent.
  const icon = items.first().locator('svg').first();
  await expect(icon).toHaveAttribute('aria-hidden', 'true');
  // 1.375rem: compact cards in the column keep their icon small.
  expect(await icon.boundingBox()).toMatchObject({width: 22, height: 22});
  await expect(risks.getByRole('img')).toHaveCount(0);
});

test('a service hero shows its own illustration and its icon, both decorative @desktop', async ({page}) => {
  await page.goto('/TrendSoft/oursolutions/Testing/PerformanceTesting');
  const hero = page.locator('main > *').first();
  const illustration = hero.locator('img[src$="/img/heroes/performance-testing.svg"]');
  await expect(illustration).toBeVisible();
  await expect(illustration).toHaveAttribute('alt', '');
  await expect.poll(() => illustration.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  // The icon stands by the title, drawn in the page (D52).
  const icons = hero.locator('svg[aria-hidden="true"][viewBox]');
  await expect(icons).toHaveCount(1);
  await expect(icons.first()).toBeVisible();
  await expect(hero.getByRole('img')).toHaveCount(0);
});

// That no two pages share a hero illustration (issue 43) is checked from the built HTML in
// brand-layout.spec.ts (D124).

test('a service page reflows at 320 px without horizontal scrolling (WCAG 1.4.10) @mobile', async ({page}) => {
  await page.setViewportSize({width: 320, height: 640});
  for (const path of ['/TrendSoft/oursolutions/CyberSecurity/ApiKey', '/TrendSoft/oursolutions/DocumentAccessibility/PDFUA']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBe(0);
  }
});
