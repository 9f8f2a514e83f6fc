import {expect, type Page} from '@playwright/test';

/**
 * What an island does once it runs, checked the same way on the production build
 * (tests/e2e/islands.spec.ts) and on the preview writers use (tests/dev/previews.spec.ts, issue 66,
 * D125), so that "works in the preview, does nothing as shipped" cannot happen unseen: a tab of
 * the Cyber Security tab block, clicked, shows its own panel. Only the tab block's island does
 * that; without it the tabs take focus and nothing changes (what `npm run dev` showed).
 */
export async function expectATabToShowItsPanel(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/TrendSoft/oursolutions/CyberSecurity`);
  const main = page.getByRole('main');
  // The island starts as its block nears the viewport; until then its links are a list.
  await main.getByRole('heading', {level: 2, name: 'Our security services'}).scrollIntoViewIfNeeded();
  const tab = main.getByRole('tab', {name: 'Mobile App Security', exact: true});
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel')).toHaveCount(1);
  await expect(main.getByRole('tabpanel', {name: 'Mobile App Security'}).getByRole('heading', {level: 3})).toBeVisible();
}
