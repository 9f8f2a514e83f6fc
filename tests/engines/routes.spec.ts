import {bothLocalePaths} from '../specRoutes';
import {axeEvidence} from '../evidence';
import {expect, expectNoAxeViolations, expectNoProblems, openPage, test} from './fixtures';

// issue 29: each page loads cleanly in Firefox and WebKit, with one h1, the skip link and no
// axe violations, as in Chromium, which checks every page at both widths. Here each engine loads
// every page at one width (D119): an English page narrow in Firefox and wide in WebKit, its Hindi
// twin the other way round. Each engine so sees every page, and every template at both widths,
// in half the loads (the projects in playwright.engines.config.ts read the tag).
/** The tag that says in which engine a page is loaded at the narrow width (and so in which at the wide one). */
const narrowIn = (path: string) => (path.startsWith('/hi/') ? '@narrow-in-webkit' : '@narrow-in-firefox');

for (const path of bothLocalePaths) {
  const {tag} = axeEvidence('3.1.1');
  test(`${path} loads without errors, has one h1 and the skip link, and passes axe`, {tag: [...tag, narrowIn(path)]}, async ({site}) => {
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
