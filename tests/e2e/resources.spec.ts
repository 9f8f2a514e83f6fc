import {expect, test} from '@playwright/test';
import {expectNoAxeViolations, waitForHydration} from './helpers';

// D8: the footer's Resources entries and the Terms of Service are real pages.
const chromePages = [
  {link: 'Documentation', path: '/resources/documentation', title: 'Trendsoft | Documentation'},
  {link: 'Best practices', path: '/resources/best-practices', title: 'Trendsoft | Best practices'},
  {link: 'Case studies', path: '/resources/case-studies', title: 'Trendsoft | Case studies'},
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

const resourcePages = ['Documentation', 'Best practices', 'Case studies', 'Support', 'Component library'];

test('a Resources page is on the marketing layout: a full-width hero band, the panel, the closing band (issue 43) @desktop', async ({
  page,
}) => {
  await page.goto('/resources/case-studies');
  // No documentation theme: no sidebar, no "Next" pager.
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toHaveCount(0);
  await expect(page.getByRole('navigation', {name: 'Docs pages'})).toHaveCount(0);
  // The title sits in a band as wide as the window, as on every other page.
  const band = await page
    .getByRole('heading', {level: 1})
    .evaluate((heading) => heading.closest('.ts-on-dark')!.getBoundingClientRect().width);
  expect(band).toBe(page.viewportSize()!.width);
  const breadcrumb = page.getByRole('navigation', {name: 'Breadcrumb'});
  await expect(breadcrumb.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Resources', 'Case studies']);
  // Beside the text, the section's pages, the article's own sections and the way to an expert.
  const resources = page.getByRole('navigation', {name: 'In this section'});
  await expect(resources.getByRole('link')).toHaveText(resourcePages);
  await expect(resources.getByRole('link', {name: 'Case studies'})).toHaveAttribute('aria-current', 'page');
  const contents = page.getByRole('navigation', {name: 'On this page'});
  await expect(contents.getByRole('link', {name: 'Typical engagements'})).toHaveAttribute('href', '#typical-engagements');
  const [text, panel] = [await page.locator('main .markdown').boundingBox(), await resources.boundingBox()];
  expect(panel!.x).toBeGreaterThan(text!.x + text!.width);
  // The same ending as a service page: the invitation to talk and the brochure.
  const closing = page.getByRole('region', {name: 'Want to Know More?'});
  await expect(closing.getByRole('link', {name: 'Get In Touch'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
  await expect(closing.getByRole('link', {name: /View Brochure/})).toBeVisible();
});

test('on phones the Resources pages are listed after the article, before its closing band (issue 43) @mobile', async ({page}) => {
  await page.goto('/resources/documentation');
  const resources = page.getByRole('navigation', {name: 'In this section'});
  const [lastParagraph, list, closing] = [
    await page.locator('main .markdown > :last-child').boundingBox(),
    await resources.boundingBox(),
    await page.getByRole('region', {name: 'Want to Know More?'}).boundingBox(),
  ];
  expect(list!.y).toBeGreaterThan(lastParagraph!.y + lastParagraph!.height);
  expect(closing!.y).toBeGreaterThan(list!.y + list!.height);
  // Each is a 44 px target, and leads to its page.
  for (const box of await resources.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThanOrEqual(44);
  }
  await resources.getByRole('link', {name: 'Best practices'}).click();
  await expect(page).toHaveURL(/\/resources\/best-practices$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Best practices');
  await expectNoAxeViolations(page);
});

test('the Resources pages read and link without JavaScript (issue 15)', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 375, height: 812}});
  const page = await context.newPage();
  await page.goto('/resources/support');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Support');
  expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(600);
  await page.getByRole('navigation', {name: 'In this section'}).getByRole('link', {name: 'Documentation'}).click();
  await expect(page).toHaveURL(/\/resources\/documentation$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Documentation');
  await context.close();
});

test('a Hindi Resources page lists its section in Hindi @desktop', async ({page}) => {
  await page.goto('/hi/resources/support');
  const resources = page.getByRole('navigation', {name: 'इस सेक्शन में'});
  await expect(resources.getByRole('link')).toHaveCount(5);
  await expect(resources.getByRole('link', {name: 'कंपोनेंट लाइब्रेरी'})).toHaveAttribute('href', '/hi/resources/components');
  await expect(resources.getByRole('link', {name: 'सहायता'})).toHaveAttribute('aria-current', 'page');
  await expect(resources.getByRole('link', {name: 'सहायता'})).toHaveAttribute('href', '/hi/resources/support');
});

test('every article starts the same distance below its title band, whether it opens with a heading or a paragraph (issue 43)', async ({
  page,
}) => {
  const gaps: Record<string, number> = {};
  for (const {path} of chromePages.filter((entry) => entry.path.startsWith('/resources/'))) {
    await page.goto(path);
    gaps[path] = await page.evaluate(() => {
      const hero = document.querySelector('main article > :first-child')!;
      const first = document.querySelector('main .markdown > :first-child')!;
      return Math.round(first.getBoundingClientRect().top - hero.getBoundingClientRect().bottom);
    });
  }
  const values = Object.values(gaps);
  expect(Math.max(...values) - Math.min(...values), JSON.stringify(gaps)).toBeLessThanOrEqual(4);
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
