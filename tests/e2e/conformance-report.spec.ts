import {expect, test} from '@playwright/test';
import {expectNoAxeViolations} from './helpers';

// Issue 43 item 3, D74: the site's own accessibility conformance report is the work "View Our Work" shows.
const reportPath = '/TrendSoft/Accessibility-Conformance-Report';

test('the report has one row per WCAG 2.2 A and AA criterion, each with its level and how it was checked @desktop', async ({page}) => {
  await page.goto(reportPath);
  await expect(page).toHaveTitle('Trendsoft | Accessibility Conformance Report Page');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Accessibility Conformance Report');
  const tables = page.getByRole('table');
  await expect(tables).toHaveCount(4);
  for (const principle of ['1. Perceivable', '2. Operable', '3. Understandable', '4. Robust']) {
    await expect(page.getByRole('table', {name: principle})).toBeVisible();
  }
  await expect(page.getByRole('rowheader')).toHaveCount(55);
  await expect(page.getByRole('table', {name: '1. Perceivable'}).getByRole('columnheader')).toHaveText([
    'Success criterion',
    'Level',
    'Conformance',
    'Remarks and how it was checked',
  ]);
  // Judged by the checks alone: no media on the site.
  const captions = page.getByRole('row', {name: /^1\.2\.2 Captions \(Prerecorded\)/});
  await expect(captions.getByRole('cell').nth(1)).toHaveText('Supports');
  await expect(captions).toContainText('no page holds audio, video, an embedded player or an object');
  // Needs a person: not claimed, with the automated evidence that passed.
  const nonText = page.getByRole('row', {name: /^1\.1\.1 Non-text Content/});
  await expect(nonText.getByRole('cell').nth(1)).toHaveText('Not evaluated');
  await expect(nonText).toContainText('Not yet judged by a person');
  await expect(nonText).toContainText('image-alt');
  await expect(nonText).toContainText(/Firefox .*passed/);
  // The summary counts agree with the rows.
  const counts = await page.getByRole('list').filter({hasText: 'Not evaluated'}).first().getByRole('listitem').allInnerTexts();
  const total = counts.reduce((sum, item) => sum + Number(item.split(' ')[0]), 0);
  expect(total).toBe(55);
  await expectNoAxeViolations(page);
});

test('the Accessibility Statement and the home page lead to the report', async ({page}) => {
  await page.goto('/TrendSoft/Accessibility-Statement');
  await page.getByRole('main').getByRole('link', {name: 'Accessibility Conformance Report'}).click();
  await expect(page).toHaveURL(new RegExp(`${reportPath}$`));
  await page.goto('/');
  await expect(page.getByRole('link', {name: 'View Our Work'})).toHaveAttribute('href', reportPath);
});

test('on a 320 px phone each criterion reads as a block, its cells named, nothing scrolling sideways @mobile', async ({page}) => {
  await page.setViewportSize({width: 320, height: 700});
  await page.goto(reportPath);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const row = page.getByRole('row', {name: /^2\.4\.7 Focus Visible/});
  const [header, conformance] = [await row.getByRole('rowheader').boundingBox(), await row.getByRole('cell').nth(1).boundingBox()];
  expect(conformance!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  expect(conformance!.width).toBeGreaterThan(250);
  const label = await row
    .getByRole('cell')
    .nth(1)
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).toContain('Conformance');
  await expectNoAxeViolations(page);
});

test('the Hindi report keeps the standard’s English names, marked as English @desktop', async ({page}) => {
  await page.goto(`/hi${reportPath}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('सुगम्यता अनुरूपता रिपोर्ट');
  await expect(page.getByRole('table', {name: '1. बोधगम्य'}).getByRole('columnheader').first()).toHaveText('सफलता कसौटी');
  const rowHeader = page.getByRole('rowheader', {name: '1.1.1 Non-text Content'});
  await expect(rowHeader).toHaveAttribute('lang', 'en');
  await expect(
    page
      .getByRole('row', {name: /^1\.1\.1/})
      .getByRole('cell')
      .nth(1),
  ).toHaveText('मूल्यांकन नहीं हुआ');
  await expectNoAxeViolations(page);
});

test('the summary counts stand two by two on a phone and at 768 px, not in ragged rows (issue 43) @desktop', async ({page}) => {
  for (const width of [375, 768]) {
    await page.setViewportSize({width, height: 800});
    await page.goto(reportPath);
    const items = page.getByRole('list').filter({hasText: 'Not evaluated'}).first().getByRole('listitem');
    const boxes = await Promise.all((await items.all()).map((item) => item.boundingBox()));
    const rows = new Set(boxes.map((box) => Math.round(box!.y)));
    const widths = boxes.map((box) => Math.round(box!.width));
    expect(rows.size, `${width} px`).toBe(2);
    expect(Math.max(...widths) - Math.min(...widths), `${width} px`).toBeLessThan(2);
  }
});
