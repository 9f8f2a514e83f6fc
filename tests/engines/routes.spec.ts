import {bothLocalePaths} from '../specRoutes';
import {axeEvidence} from '../evidence';
import {expect, expectNoAxeViolations, expectNoProblems, openPage, test} from './fixtures';

// issue 29: each page loads cleanly in Firefox and WebKit at both widths, with
// one h1, the skip link and no axe violations, as in Chromium.
for (const path of bothLocalePaths) {
  test(`${path} loads without errors, has one h1 and the skip link, and passes axe`, axeEvidence('3.1.1'), async ({site}) => {
    await openPage(site, path);
    const shell = await site.evaluate(() => ({
      lang: document.documentElement.lang,
      headings: document.querySelectorAll('h1').length,
      skipLink: document.querySelector('a[href="#__docusaurus_skipToContent_fallback"]')?.textContent?.trim() ?? null,
      main: document.querySelectorAll('main').length,
    }));
    const hindi = path.startsWith('/hi/');
    expect(shell).toEqual({
      lang: hindi ? 'hi' : 'en',
      headings: 1,
      skipLink: hindi ? 'मुख्य सामग्री पर जाएँ' : 'Skip to main content',
      main: 1,
    });
    await expectNoAxeViolations(site);
    await expectNoProblems(site);
  });
}
