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
  await nav.getByText('Resources menu').click();
  await nav.getByRole('link', {name: 'Best Practices'}).click();
  await expect(page).toHaveURL(/\/resources\/best-practices$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Best Practices');
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
