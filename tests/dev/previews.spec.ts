import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {previewPorts} from './previews';

const projectDir = join(__dirname, '..', '..');

/** The About page's heading as each preview renders it. */
const aboutHeadings = {en: 'About Trendsoft', hi: 'Trendsoft के बारे में'} as const;

async function expectAboutPage(page: Page, locale: keyof typeof previewPorts): Promise<void> {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  await page.goto(`http://127.0.0.1:${previewPorts[locale]}${prefix}/About`);
  await expect(page.getByRole('heading', {level: 1}), `the ${locale} preview`).toHaveText(aboutHeadings[locale]);
}

test('the English and Hindi previews keep showing pages side by side, and while the site is built', async ({page}) => {
  // Both previews were started one after the other (the config's web servers).
  await expectAboutPage(page, 'en');
  await expectAboutPage(page, 'hi');
  const outDir = mkdtempSync(join(tmpdir(), 'dev-build-'));
  try {
    // One locale is enough: any build rewrites the generated files (.docusaurus) that a preview
    // sharing them would recompile from; the English build alone takes half the time of both.
    execFileSync('npm', ['run', 'build', '--', '--out-dir', outDir, '--locale', 'en'], {cwd: projectDir, stdio: 'ignore'});
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
  // A preview whose generated files the build rewrote recompiles within seconds and
  // then answered every page "page not found" (issue 44); give it the time to. The build
  // writes them as it starts and bundles for 15 s or more after, so with this wait a
  // preview that watched them has had well over 20 s.
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
