import {expect, test, type Locator, type Page} from '@playwright/test';
import {evidenceFor} from '../evidence';
import {expectNoAxeViolations, waitForHydration} from './helpers';

// Issue 7, docs/product.md §4 and §9: the eight digital accessibility service pages,
// each with the structure the specification names, plus the shared service-page frame.

const digitalAccessibility = {name: 'Digital Accessibility', href: '/DigitalAccessibility'};
const documentAccessibility = {name: 'Document Accessibility', href: '/TrendSoft/oursolutions/DocumentAccessibilityPage'};

const accessibilityPages = [
  {path: '/TrendSoft/oursolutions/WebAccess-DigitalAccessibility', trail: [digitalAccessibility], current: 'Web Accessibility'},
  {path: '/TrendSoft/oursolutions/Mobile-Acessibility', trail: [digitalAccessibility], current: 'Mobile Accessibility'},
  {path: '/TrendSoft/oursolutions/DocumentAccessibilityPage', trail: [digitalAccessibility], current: 'Document Accessibility'},
  {
    path: '/TrendSoft/oursolutions/DocumentAccessibility/PDFUA',
    trail: [digitalAccessibility, documentAccessibility],
    current: 'PDF/UA Remediation',
  },
  {
    path: '/TrendSoft/oursolutions/DocumentAccessibility/PDF-Form',
    trail: [digitalAccessibility, documentAccessibility],
    current: 'Accessible PDF Forms',
  },
  {
    path: '/TrendSoft/oursolutions/DocumentAccessibility/word',
    trail: [digitalAccessibility, documentAccessibility],
    current: 'Accessible Word Documents',
  },
  {
    path: '/TrendSoft/oursolutions/DocumentAccessibility/PPT',
    trail: [digitalAccessibility, documentAccessibility],
    current: 'Accessible PowerPoint',
  },
  {path: '/TrendSoft/oursolutions/IndesignAccessibilitypage', trail: [digitalAccessibility], current: 'InDesign Accessibility'},
];

const documentPages = accessibilityPages.filter((page) => page.path.includes('/DocumentAccessibility/'));

/** The top-level items of the first list in the section under the h2 named `heading`. */
function topicsUnder(page: Page, heading: string): Locator {
  return sectionUnder(page, heading).getByRole('list').first().locator(':scope > li');
}

/** The section whose h2 starts with `heading` (MDX headings also hold a "Direct link" anchor). */
function sectionUnder(page: Page, heading: string | RegExp): Locator {
  const name = typeof heading === 'string' ? new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : heading;
  return page
    .getByRole('main')
    .locator('section')
    .filter({has: page.getByRole('heading', {level: 2, name})});
}

/** The h3 titles of those items, in document order. */
async function topicTitles(page: Page, heading: string): Promise<string[]> {
  return topicsUnder(page, heading).getByRole('heading', {level: 3}).allInnerTexts();
}

for (const {path, trail, current} of accessibilityPages) {
  test.describe(path, () => {
    test('has the service-page frame: breadcrumb, expert link and one closing section with the brochure', async ({page}, testInfo) => {
      await page.goto(path);
      const breadcrumb = page.getByRole('navigation', {name: 'Breadcrumb'});
      // Phones show a trail of four or more as its parent and the page, on one line (issue 31).
      const shortTrail = testInfo.project.name === 'phone-375' && trail.length >= 2;
      const shown = shortTrail ? trail.slice(-1) : trail;
      if (!shortTrail) await expect(breadcrumb.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
      for (const {name, href} of shown) {
        await expect(breadcrumb.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
      }
      if (shortTrail) await expect(breadcrumb.getByRole('link')).toHaveCount(1);
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(current);

      const main = page.getByRole('main');
      // The hero's, and on service pages the side panel's too (issue 15).
      const expertLinks = main.getByRole('link', {name: 'Get In Touch'});
      await expect(expertLinks.first()).toHaveAttribute('href', '/TrendSoft/ContactUs');
      const closing = main.getByRole('region', {name: 'Want to Know More?'});
      await expect(closing.getByRole('link', {name: 'Get In Touch'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
      const brochure = closing.getByRole('group', {name: 'Our services at a glance'});
      await expect(brochure.getByRole('link', {name: 'View Brochure (PDF, opens in a new tab)'})).toHaveAttribute('target', '_blank');
      // The body starts at h2 under the hero's h1 and skips no level.
      const levels = await main.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      levels.slice(1).forEach((level, index) => expect(level, `heading ${index + 2}`).toBeLessThanOrEqual(levels[index]! + 1));
    });
  });
}

test.describe('Web Accessibility', () => {
  const path = '/TrendSoft/oursolutions/WebAccess-DigitalAccessibility';

  test('lists the six topics one below the other, each across the prose column (issue 31: no text in a narrow strip)', async ({page}) => {
    await page.goto(path);
    expect(await topicTitles(page, 'What our web accessibility work covers')).toEqual([
      'Section 508 testing',
      'The overlap with older and mobile users',
      'International standards',
      'The WCAG standards we follow',
      'An example: resizing text',
      'Assistive technologies we test with',
    ]);
    const topics = topicsUnder(page, 'What our web accessibility work covers');
    const [first, second] = [await topics.nth(0).boundingBox(), await topics.nth(1).boundingBox()];
    // Long explanatory texts keep a full measure at every width (D45): stacked, as wide as each other.
    expect(second!.y).toBeGreaterThan(first!.y + first!.height);
    expect(second!.width).toBeCloseTo(first!.width, 0);
  });

  test('answers six questions in disclosures that open and close by keyboard', evidenceFor('2.1.1'), async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const faq = page.getByRole('region', {name: 'Frequently asked questions'});
    const questions = faq.locator('summary');
    await expect(questions).toHaveText([
      'Why does web accessibility matter?',
      'At what stage of a project should accessibility start?',
      'Should we build a new site or fix the one we have?',
      'Who on our team needs to understand WCAG?',
      'Do we need an accessibility statement?',
      'How often should we test and update?',
    ]);
    const firstAnswer = faq.getByText(/World Health Organization/);
    await expect(firstAnswer).toBeHidden();

    await questions.first().focus();
    await page.keyboard.press('Enter');
    await expect(firstAnswer).toBeVisible();
    // The next Tab goes to the next question; Space opens it.
    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(faq.getByText(/As early as possible/)).toBeVisible();
    // Enter on an open question closes it again.
    await questions.first().focus();
    await page.keyboard.press('Enter');
    await expect(firstAnswer).toBeHidden();

    // With every answer open, the band still passes the accessibility gate.
    for (const question of await questions.all()) {
      if (!(await question.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open))) await question.click();
    }
    await expectNoAxeViolations(page);
  });
});

test('Mobile Accessibility shows three cards', async ({page}) => {
  await page.goto('/TrendSoft/oursolutions/Mobile-Acessibility');
  expect(await topicTitles(page, 'What shapes our mobile testing')).toEqual([
    'The overlap with other user groups',
    'International standards',
    'WCAG standards',
  ]);
});

test('Document Accessibility links its four cards to the four document pages', async ({page}) => {
  await page.goto('/TrendSoft/oursolutions/DocumentAccessibilityPage');
  const cards = topicsUnder(page, 'Our document accessibility services');
  await expect(cards).toHaveCount(4);
  const expected = [
    ['Learn more PDF/UA Remediation', '/TrendSoft/oursolutions/DocumentAccessibility/PDFUA'],
    ['Learn more Accessible PDF Forms', '/TrendSoft/oursolutions/DocumentAccessibility/PDF-Form'],
    ['Learn more Accessible Word Documents', '/TrendSoft/oursolutions/DocumentAccessibility/word'],
    ['Learn more Accessible PowerPoint Presentations', '/TrendSoft/oursolutions/DocumentAccessibility/PPT'],
  ] as const;
  for (const [index, [name, href]] of expected.entries()) {
    await expect(cards.nth(index).getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  }
  await cards.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(/\/DocumentAccessibility\/PDFUA$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('PDF/UA Remediation');
});

for (const {path} of documentPages) {
  test(`${path} names the standards, the five steps in order and how to ask for a quote`, async ({page}) => {
    await page.goto(path);
    // Seven standards compared on the same two points: a table, not a wall of cards (issue 43).
    const standards = page.getByRole('table', {name: 'The standards we work to'});
    await expect(standards.getByRole('columnheader')).toHaveText(['Standard', 'Applies to', 'What it asks of a document']);
    await expect(standards.getByRole('rowheader')).toHaveText([
      'PDF/UA',
      'WCAG 2.0 and 2.1',
      'ADA',
      'AODA',
      'Section 508',
      'Section 504',
      'HHS',
    ]);
    await expect(standards.getByRole('row', {name: /^AODA/}).getByRole('cell').first()).toContainText('50 or more employees in Ontario');
    const process = sectionUnder(page, /^How a .* runs/);
    const steps = process.locator('ol > li');
    await expect(steps).toHaveCount(5);
    expect(await steps.getByRole('heading', {level: 3}).allInnerTexts()).toEqual([
      'Evaluate',
      'Plan',
      'Remediate',
      'Testing',
      'Verification',
    ]);
    // docs/product.md §4: the visitor uploads the documents there and then (issue 13; tests/e2e/quote.spec.ts sends them).
    const quote = sectionUnder(page, 'Get a quote for your documents');
    const form = quote.getByRole('form', {name: 'Document quote request'});
    await expect(form.getByLabel('Documents')).toHaveAttribute('type', 'file');
    await expect(form.getByLabel('Documents')).toHaveAttribute('multiple', '');
  });
}

test('InDesign Accessibility lists twelve practice topics in two columns on wide screens', async ({page}) => {
  await page.goto('/TrendSoft/oursolutions/IndesignAccessibilitypage');
  const heading = 'Twelve practices we apply in InDesign';
  const titles = await topicTitles(page, heading);
  expect(titles).toHaveLength(12);
  expect(titles).toContain('Reading order with the Articles panel');
  expect(titles).toContain('Alternative text in Object Export Options');
  expect(titles).toContain('Checking in Acrobat and PAC');
  const topics = topicsUnder(page, heading);
  const lefts = new Set(await topics.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left))));
  expect(lefts.size).toBe(page.viewportSize()!.width >= 768 ? 2 : 1);
});

test('the standards table reads across on a desktop and as one block per standard on a phone (issue 43)', async ({page}) => {
  await page.goto('/TrendSoft/oursolutions/DocumentAccessibility/PDFUA');
  const row = page.getByRole('table', {name: 'The standards we work to'}).getByRole('row', {name: /^Section 508/});
  const [name, scope, detail] = [
    await row.getByRole('rowheader').boundingBox(),
    await row.getByRole('cell').nth(0).boundingBox(),
    await row.getByRole('cell').nth(1).boundingBox(),
  ];
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    expect(scope!.x).toBeGreaterThanOrEqual(name!.x + name!.width - 1);
    expect(detail!.x).toBeGreaterThanOrEqual(scope!.x + scope!.width - 1);
  } else {
    expect(scope!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1);
    expect(detail!.y).toBeGreaterThanOrEqual(scope!.y + scope!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
});
