import {expect, test} from '@playwright/test';
import {expectNoAxeViolations, waitForHydration} from './helpers';

// D8: the footer's Resources entries and the Terms of Service are real pages.
const chromePages = [
  {link: 'Documentation', path: '/resources/documentation', title: 'Trendsoft | Documentation'},
  {link: 'Best Practices', path: '/resources/best-practices', title: 'Trendsoft | Best Practices'},
  {link: 'Case Studies', path: '/resources/case-studies', title: 'Trendsoft | Case Studies'},
  {link: 'Support', path: '/resources/support', title: 'Trendsoft | Support'},
  {link: 'Terms of Service', path: '/TrendSoft/Terms-of-Service', title: 'Trendsoft | Terms of Service Page'},
];

for (const {link, path, title} of chromePages) {
  test(`the footer's ${link} link leads to a real page that passes axe`, async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', {name: link, exact: true})).toHaveAttribute('href', path);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(600);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
}

test('the Resources pages have their sidebar on phones too @mobile', async ({page}) => {
  await page.goto('/resources/documentation');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', {name: 'Resources pages'});
  await nav.getByText('In this section').click();
  await nav.getByRole('link', {name: 'Best Practices'}).click();
  await expect(page).toHaveURL(/\/resources\/best-practices$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Best Practices');
});

test('on phones one "In this section" menu follows the page title, before the content (issue 15) @mobile', async ({page}) => {
  await page.goto('/resources/documentation');
  await waitForHydration(page);
  const main = page.getByRole('main');
  // Only one disclosure is shown in the page: the theme's "On this page" button is gone.
  const disclosures = main.locator('details:visible, button[aria-expanded]:visible');
  await expect(disclosures).toHaveCount(1);
  await expect(disclosures).toContainText('In this section');
  const order = await page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    const menu = document.querySelector('main details');
    const firstSection = document.querySelector('main .markdown h2');
    const follows = (a: Element | null, b: Element | null) =>
      Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    return {menuAfterTitle: follows(h1, menu), contentAfterMenu: follows(menu, firstSection)};
  });
  expect(order).toEqual({menuAfterTitle: true, contentAfterMenu: true});
  const [titleBox, menuBox] = [await page.locator('main h1').boundingBox(), await disclosures.boundingBox()];
  expect(menuBox!.y).toBeGreaterThan(titleBox!.y + titleBox!.height);
  // The menu lists the current page's own sections too, as links to their anchors.
  await disclosures.getByText('In this section').click();
  await expect(main.getByRole('link', {name: 'How an engagement runs'})).toHaveAttribute('href', '#how-an-engagement-runs');
  await expectNoAxeViolations(page);
});

test('the Resources pages sit in the site container, with the site breadcrumb (issue 15) @desktop', async ({page}) => {
  await page.goto('/resources/case-studies');
  await waitForHydration(page);
  const logo = await page.getByRole('banner').getByRole('link', {name: 'Trendsoft home'}).boundingBox();
  const sidebar = await page.locator('aside').boundingBox();
  const title = await page.getByRole('heading', {level: 1}).boundingBox();
  // The sidebar starts at the logo's left edge, not at the window's; the title sits beside it.
  expect(Math.round(sidebar!.x)).toBe(Math.round(logo!.x));
  expect(title!.x).toBeGreaterThan(sidebar!.x + sidebar!.width);
  const breadcrumb = page.getByRole('navigation', {name: 'Breadcrumb'});
  await expect(breadcrumb.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Case Studies');
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Resources', 'Case Studies']);
});

test('the Resources pages read and link without JavaScript (issue 15)', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 375, height: 812}});
  const page = await context.newPage();
  await page.goto('/resources/support');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Support');
  expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(600);
  await page.getByText('In this section').click();
  await page.getByRole('navigation', {name: 'Resources pages'}).getByRole('link', {name: 'Documentation'}).click();
  await expect(page).toHaveURL(/\/resources\/documentation$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Documentation');
  await context.close();
});

test('the Resources sidebar lists the four pages on wide screens @desktop', async ({page}) => {
  await page.goto('/resources/support');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link')).toHaveText(['Documentation', 'Best Practices', 'Case Studies', 'Support']);
});

// D5: the old link targets reach the canonical pages.
const aliases = [
  ['/TrendSoft/oursolutions/CyberSecurity/WebAccess', '/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity'],
  ['/TrendSoft/oursolutions/CyberSecurity/MobileAccess', '/TrendSoft/oursolutions/CyberSecurity/MobApiSecurity'],
  ['/TrendSoft/oursolutions/CyberSecurity/DocumentAccess', '/TrendSoft/oursolutions/CyberSecurity/ApiKey'],
  ['/contact-us', '/TrendSoft/ContactUs'],
  ['/privacy-policy', '/TrendSoft/Privacy-Policy'],
  ['/terms-of-service', '/TrendSoft/Terms-of-Service'],
] as const;

for (const [from, to] of aliases) {
  test(`${from} leads to ${to}`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[/-]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  });
}
