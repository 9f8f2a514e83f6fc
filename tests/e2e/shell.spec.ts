import {statSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {evidenceFor} from '../evidence';
import {company} from '../../src/data/company';
import {builtSiteDir, expectNoAxeViolations, waitForHydration} from './helpers';

test(
  'the skip link is the first stop, visible on focus, and moves focus to the main content',
  evidenceFor('2.4.1', '2.4.7'),
  async ({page}) => {
    await page.goto('/TrendSoft/oursolutions/Testing/FunctionalTesting');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    const focusIsInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(focusIsInMain).toBe(true);
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    const nextIsInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(nextIsInMain).toBe(true);
  },
);

test('an unknown path shows the designed not-found page with status 404 (D7)', async ({page}) => {
  const response = await page.goto('/TrendSoft/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Trendsoft | Page not found');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', {name: 'Cyber Security'})).toHaveAttribute(
    'href',
    '/TrendSoft/oursolutions/CyberSecurity',
  );
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test('the brochure is a PDF that the service pages open in a new tab (D9, D26)', async ({page, request}) => {
  await page.goto('/TrendSoft/oursolutions/CyberSecurity/ApiKey');
  const link = page.getByRole('link', {name: 'View Brochure (PDF, opens in a new tab)'});
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the Hindi locale serves the chrome in Hindi (D27)', async ({page}) => {
  const response = await page.goto('/hi/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', {name: 'मुख्य सामग्री पर जाएँ'})).toHaveCount(1);
  // The copyright is of the year the site was built (D108), in the Hindi wording.
  const builtYear = statSync(join(builtSiteDir, 'index.html')).mtime.getUTCFullYear();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${builtYear} Trendsoft Technologies`);
});

test('the built site publishes security.txt (RFC 9116) with the security contact and an expiry (issue 42)', async ({request}) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Contact: mailto:${company.securityEmail}`);
  expect(text).toMatch(/^Expires: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/m);
});

test('there are no placeholder links anywhere in the chrome (D8)', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('a[href="#"], a[href=""]')).toHaveCount(0);
});

// The gate's faster settings (legacy mode, violations only) must still see a
// fault: an image without a text alternative and a low-contrast line.
test('the axe gate reports violations it is shown', async ({page}) => {
  await page.goto('/TrendSoft/ContactUs');
  await waitForHydration(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<img src="/img/heroes/contact.svg"><p style="color:#ccc;background:#fff">Hard to read</p>');
  });
  const gate = await expectNoAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(gate).toContain('image-alt (critical)');
  expect(gate).toContain('color-contrast (serious)');
});
