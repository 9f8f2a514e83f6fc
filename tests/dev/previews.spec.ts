import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {expectATabToShowItsPanel} from '../islandsAsShipped';
import {builtPreviewPort, previewPorts} from './previews';

const projectDir = join(__dirname, '..', '..');

/** The About page's heading as each preview renders it. */
const aboutHeadings = {en: 'About Trendsoft', hi: 'Trendsoft के बारे में'} as const;

async function expectAboutPage(page: Page, locale: keyof typeof previewPorts): Promise<void> {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  await page.goto(`http://127.0.0.1:${previewPorts[locale]}${prefix}/About`);
  await expect(page.getByRole('heading', {level: 1}), `the ${locale} preview`).toHaveText(aboutHeadings[locale]);
}

/** The page the test edits, and the sentence it adds, as a writer would. */
const editedPage = join(projectDir, 'pages', 'About.mdx');
const addedSentence = 'A sentence a writer has just saved.';

test('the built preview runs the islands as shipped and reloads an edit; the English and Hindi previews keep showing pages while it builds', async ({
  page,
}) => {
  test.setTimeout(360_000);
  // All three were started one after the other (the config's web servers).
  await expectAboutPage(page, 'en');
  await expectAboutPage(page, 'hi');

  // npm run preview is the production build: the tab block's island runs there as it does once
  // deployed (tests/e2e/islands.spec.ts runs the same check on the build), where npm run dev
  // showed a tab that only took focus.
  const preview = `http://127.0.0.1:${builtPreviewPort}`;
  await expectATabToShowItsPanel(page, preview);

  // A saved edit is rebuilt and the open page reloads itself with it. The rebuild is a
  // production build of English beside the two dev previews (D68): a preview that shared the
  // build's generated files (.docusaurus) would answer every page "page not found" after it.
  await page.goto(`${preview}/About`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(aboutHeadings.en);
  const original = readFileSync(editedPage, 'utf8');
  const saved = Date.now();
  try {
    writeFileSync(editedPage, `${original.trimEnd()}\n\n${addedSentence}\n`);
    await expect(page.getByText(addedSentence)).toBeVisible({timeout: 240_000});
    console.log(`npm run preview: the edit showed in the open page ${((Date.now() - saved) / 1000).toFixed(1)} s after it was saved`);
  } finally {
    writeFileSync(editedPage, original);
  }
  // A preview that recompiled from the generated files the build rewrote did so within seconds.
  await page.waitForTimeout(10_000);
  await expectAboutPage(page, 'en');
  await expectAboutPage(page, 'hi');
});

test('each preview serves the conformance report’s OpenACR file and its VPAT-layout document, as the built site does', async ({
  request,
}) => {
  for (const port of Object.values(previewPorts)) {
    const openAcr = await request.get(`http://127.0.0.1:${port}/TrendSoft/Accessibility-Conformance-Report.yaml`);
    expect(openAcr.status(), `the OpenACR file on port ${port}`).toBe(200);
    expect(await openAcr.text()).toContain('catalog: 2.5-edition-wcag-2.2-en');
    const vpat = await request.get(`http://127.0.0.1:${port}/TrendSoft/Accessibility-Conformance-Report-VPAT.html`);
    expect(vpat.status(), `the VPAT-layout document on port ${port}`).toBe(200);
    expect(await vpat.text()).toContain('<caption>Table 2: Success Criteria, Level AA</caption>');
  }
});
