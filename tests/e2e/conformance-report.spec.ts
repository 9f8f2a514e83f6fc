import {expect, test} from '@playwright/test';
import {parse} from 'yaml';
import {expectNoAxeViolations} from './helpers';

// Issues 43 and 64, D74, D100: the site's own accessibility conformance report is what the home hero's "Read Our Accessibility Report" opens.
const reportPath = '/TrendSoft/Accessibility-Conformance-Report';
const openAcrPath = `${reportPath}.yaml`;

/** The VPAT's words for the OpenACR levels, as the English page shows them. */
const levelWords: Record<string, string> = {
  supports: 'Supports',
  'partially-supports': 'Partially Supports',
  'does-not-support': 'Does Not Support',
  'not-applicable': 'Not Applicable',
  'not-evaluated': 'Decision due',
};

interface OpenAcr {
  catalog: string;
  chapters: Record<string, {criteria?: {num: string; components: {adherence: {level: string}}[]}[]}>;
}

test('the report opens with what was evaluated and a count per level, then one row per A and AA criterion @desktop', async ({page}) => {
  await page.goto(reportPath);
  await expect(page).toHaveTitle('Trendsoft | Accessibility Conformance Report Page');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Accessibility Conformance Report');
  const headings = await page.getByRole('main').getByRole('heading', {level: 2}).allInnerTexts();
  // The page opens with what was evaluated and the counts; how to read the rows follows them.
  expect(headings.slice(0, 3)).toEqual(['What was evaluated', 'Summary', 'How to read this report']);
  for (const term of ['Standard', 'Scope', 'Checks last run', 'Methods', 'The report as files']) {
    await expect(page.getByRole('term').filter({hasText: term})).toBeVisible();
  }
  for (const principle of ['1. Perceivable', '2. Operable', '3. Understandable', '4. Robust']) {
    await expect(page.getByRole('table', {name: principle}).getByRole('columnheader')).toHaveText([
      'Success criterion',
      'Conformance',
      'Remarks',
    ]);
  }
  await expect(page.getByRole('rowheader', {name: /^\d\.\d+\.\d+ /})).toHaveCount(56);
  await expect(page.getByRole('rowheader', {name: '4.1.1 Parsing (A)'})).toBeVisible();
  // Nothing to judge: no media on the site, proven by a check.
  const captions = page.getByRole('row', {name: /^1\.2\.2 Captions \(Prerecorded\)/});
  await expect(captions.getByRole('cell').first()).toHaveText('Not Applicable');
  await expect(captions).toContainText('No page holds audio or video');
  // The evidence waits behind a closed disclosure.
  const how = captions.getByRole('group');
  await expect(captions.getByText('no page holds audio, video, an embedded player or an object')).toBeHidden();
  await captions.getByText('Evidence', {exact: true}).click();
  await expect(how.getByText(/no page holds audio, video, an embedded player or an object\. Chromium 1280 px: passed/)).toBeVisible();
  // The summary counts agree with the rows.
  const summary = page.getByRole('table', {name: 'Summary'});
  const counts = await summary.getByRole('cell').allInnerTexts();
  expect(counts.reduce((sum, count) => sum + Number(count), 0)).toBe(56);
  await expectNoAxeViolations(page);
});

test('the OpenACR file the page links has the page’s rows and levels', async ({page, request}) => {
  await page.goto(reportPath);
  const link = page.getByRole('link', {name: 'OpenACR (YAML)'});
  await expect(link).toHaveAttribute('href', openAcrPath);
  const response = await request.get(openAcrPath);
  expect(response.status()).toBe(200);
  const report = parse(await response.text()) as OpenAcr;
  expect(report.catalog).toBe('2.5-edition-wcag-2.2-en');
  const fromFile = ['success_criteria_level_a', 'success_criteria_level_aa']
    .flatMap((chapter) => report.chapters[chapter]!.criteria!)
    .map((criterion) => `${criterion.num} ${levelWords[criterion.components[0]!.adherence.level]}`)
    .sort();
  const fromPage = await page
    .locator('tbody tr[id^=sc-]')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('th')!.textContent.split(' ')[0]} ${row.querySelector('td')!.textContent.trim()}`),
    );
  expect(fromPage.sort()).toEqual(fromFile);
});

test('the printable VPAT-layout report the page links has the VPAT 2.5 sections and the page’s rows and levels @desktop', async ({
  page,
}) => {
  await page.goto(reportPath);
  const fromPage = await page
    .locator('tbody tr[id^=sc-]')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('th')!.textContent.split(' ')[0]} ${row.querySelector('td')!.textContent.trim()}`),
    );
  await page.getByRole('link', {name: 'VPAT® 2.5 layout, to print'}).click();
  await expect(page).toHaveURL(new RegExp(`${reportPath}-VPAT\\.html$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Trendsoft Technologies Accessibility Conformance Report');
  for (const section of ['Applicable Standards/Guidelines', 'Terms', 'WCAG 2.x Report']) {
    await expect(page.getByRole('heading', {level: 2, name: section})).toBeVisible();
  }
  const levelA = page.getByRole('table', {name: 'Table 1: Success Criteria, Level A'});
  const levelAA = page.getByRole('table', {name: 'Table 2: Success Criteria, Level AA'});
  await expect(levelA.getByRole('columnheader')).toHaveText(['Criteria', 'Conformance Level', 'Remarks and Explanations']);
  await expect(levelA.locator('tbody tr')).toHaveCount(32);
  await expect(levelAA.locator('tbody tr')).toHaveCount(24);
  const fromDocument = await page
    .locator('tbody tr')
    .filter({has: page.locator('td.level')})
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('th')!.textContent.split(' ')[0]} ${row.querySelector('td')!.textContent.trim()}`),
    );
  expect(fromDocument.sort()).toEqual(fromPage.sort());
  await expectNoAxeViolations(page);
});

test('the Accessibility Statement and the home page lead to the report', async ({page}) => {
  await page.goto('/TrendSoft/Accessibility-Statement');
  await page.getByRole('main').getByRole('link', {name: 'Accessibility Conformance Report'}).click();
  await expect(page).toHaveURL(new RegExp(`${reportPath}$`));
  await page.goto('/');
  await expect(page.getByRole('link', {name: 'Read Our Accessibility Report'})).toHaveAttribute('href', reportPath);
});

test('on a 320 px phone each criterion reads as a block, its verdict beside its name, nothing scrolling sideways @mobile', async ({
  page,
}) => {
  await page.setViewportSize({width: 320, height: 700});
  await page.goto(reportPath);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const row = page.getByRole('row', {name: /^2\.4\.7 Focus Visible/});
  const [header, conformance, remarks] = await Promise.all([
    row.getByRole('rowheader').boundingBox(),
    row.getByRole('cell').nth(0).boundingBox(),
    row.getByRole('cell').nth(1).boundingBox(),
  ]);
  expect(conformance!.x).toBeGreaterThanOrEqual(header!.x + header!.width - 1);
  expect(remarks!.y).toBeGreaterThanOrEqual(Math.max(header!.y + header!.height, conformance!.y + conformance!.height) - 1);
  expect(remarks!.width).toBeGreaterThan(250);
  await expectNoAxeViolations(page);
});

for (const path of [reportPath, `/hi${reportPath}`]) {
  test(`${path} at 375 px is at most 8,000 px long with every "Evidence" closed, and each opens in place @mobile`, async ({page}) => {
    await page.goto(path);
    const disclosures = page.locator('main details');
    await expect(disclosures).toHaveCount(56);
    expect(await page.locator('main details[open]').count()).toBe(0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'the page height in CSS px').toBeLessThanOrEqual(8000);
    // The disclosure runs on at the end of its remark; opened, its evidence shows below it.
    const row = page.getByRole('row', {name: /^1\.2\.1 /});
    const summary = row.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(row.locator('details')).toHaveJSProperty('open', true);
    await expect(row.getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(height);
  });
}

test('the Hindi report keeps the standard’s English names, marked as English @desktop', async ({page}) => {
  await page.goto(`/hi${reportPath}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('सुगम्यता अनुरूपता रिपोर्ट');
  await expect(page.getByRole('table', {name: '1. बोधगम्य'}).getByRole('columnheader').first()).toHaveText('सफलता कसौटी');
  const rowHeader = page.getByRole('rowheader', {name: '1.1.1 Non-text Content (A)'});
  await expect(rowHeader).toHaveAttribute('lang', 'en');
  await expect(
    page
      .getByRole('row', {name: /^1\.2\.2/})
      .getByRole('cell')
      .first(),
  ).toHaveText('लागू नहीं');
  await expect(page.getByRole('link', {name: 'OpenACR (YAML, अंग्रेज़ी में)'})).toHaveAttribute('href', openAcrPath);
  await expectNoAxeViolations(page);
});
