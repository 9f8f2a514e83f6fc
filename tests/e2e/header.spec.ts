import {expect, test, type Page} from '@playwright/test';
import {evidenceFor} from '../evidence';
import {expectNoAxeViolations, waitForHydration} from './helpers';

const servicePage = '/TrendSoft/oursolutions/CyberSecurity/ApiKey';

async function open(page: Page, path = servicePage) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Whether the browser reports the named button as expanded, as a screen reader
 * hears it: the native popover button has no aria-expanded attribute to read,
 * so this asks Chromium's accessibility tree.
 */
async function expandedAsHeard(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const {nodes} = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {role?: {value: string}; name?: {value: string}; properties?: {name: string; value: {value: unknown}}[]}[];
    };
    const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name);
    const expanded = button?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
  }
}

/** Whether a link of the page behind the drawer can take focus (false while a modal dialog makes it inert). */
const pageBehindTakesFocus = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('main a[href]');
    link?.focus();
    const focused = document.activeElement === link;
    link?.blur();
    return focused;
  });

const servicesPanel = (page: Page) => page.locator('#services-panel');

// @desktop and @mobile tests run only in the project of that width (playwright.config.ts).
test.describe('desktop header (docs/product.md §3 Header, D23) @desktop', () => {
  test('the services panel opens, switches category by keyboard and passes axe', evidenceFor('2.1.1', '4.1.2'), async ({page}) => {
    await open(page);
    const button = page.getByRole('button', {name: 'Our Services'});
    expect(await expandedAsHeard(page, 'Our Services')).toBe(false);
    await button.click();
    await expect(servicesPanel(page)).toBeVisible();
    expect(await expandedAsHeard(page, 'Our Services')).toBe(true);
    await expect(page.getByRole('tab', {name: 'Digital Accessibility Services'})).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', {name: 'Digital Accessibility Services'}).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('tabpanel', {name: 'Cyber Security'});
    await expect(panel.getByRole('link', {name: 'API Security'})).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(servicesPanel(page)).toBeHidden();
    expect(await expandedAsHeard(page, 'Our Services')).toBe(false);
    await expect(button).toBeFocused();
  });

  test('following a link in the panel goes there and closes the panel', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Our Services'}).click();
    await page.getByRole('tab', {name: 'Testing Services'}).click();
    // Scoped to the panel: the home page's service cards have links of the same names.
    await page.getByRole('tabpanel', {name: 'Testing Services'}).getByRole('link', {name: 'Performance Testing'}).click();
    await expect(page).toHaveURL(/\/TrendSoft\/oursolutions\/Testing\/PerformanceTesting$/);
    await expect(servicesPanel(page)).toBeHidden();
  });

  test('a click outside closes the panel', async ({page}) => {
    await open(page);
    await page.getByRole('button', {name: 'Our Services'}).click();
    await expect(servicesPanel(page)).toBeVisible();
    await page.getByRole('heading', {level: 2}).first().click();
    await expect(servicesPanel(page)).toBeHidden();
  });

  test('the current page is marked in the menu', async ({page}) => {
    await open(page, '/TrendSoft/Career');
    await expect(page.getByRole('banner').getByRole('link', {name: 'Careers'})).toHaveAttribute('aria-current', 'page');
  });

  test('a page below a menu entry marks that entry, and shows it (issue 43)', async ({page}) => {
    const banner = page.getByRole('banner');
    const underline = (locator: ReturnType<typeof banner.getByRole>) =>
      locator.evaluate((element) => getComputedStyle(element).textDecorationLine);
    await open(page, '/TrendSoft/Career/fresher');
    const careers = banner.getByRole('link', {name: 'Careers'});
    await expect(careers).toHaveAttribute('aria-current', 'true');
    expect(await underline(careers)).toBe('underline');
    expect(await underline(banner.getByRole('link', {name: 'About'}))).toBe('none');
    await open(page, '/About');
    await expect(banner.getByRole('link', {name: 'About'})).toHaveAttribute('aria-current', 'page');
    // A document service shows its place under Our Services, as the menus' own services do.
    await open(page, '/TrendSoft/oursolutions/Testing/UsabilityTesting');
    const shownOnService = await underline(banner.getByRole('button', {name: 'Our Services'}));
    await open(page, '/TrendSoft/oursolutions/DocumentAccessibility/PDFUA');
    expect(await underline(banner.getByRole('button', {name: 'Our Services'}))).toBe(shownOnService);
    await open(page, '/TrendSoft/Career');
    expect(await underline(banner.getByRole('button', {name: 'Our Services'}))).not.toBe(shownOnService);
  });
});

test.describe('mobile drawer (docs/product.md §5, D22) @mobile', () => {
  test(
    'opens with focus inside, hides the page behind, passes axe, and Escape returns focus',
    evidenceFor('2.1.1', '2.1.2', '2.4.3'),
    async ({page}) => {
      await open(page);
      const menuButton = page.getByRole('button', {name: 'Menu'});
      await menuButton.click();
      const drawer = page.getByRole('dialog', {name: 'Menu'});
      await expect(drawer).toBeVisible();
      await expect(page.getByRole('button', {name: 'Close menu'})).toBeFocused();
      // The page behind is inert (out of the Tab order and the accessibility tree) and does not scroll.
      expect(await pageBehindTakesFocus(page)).toBe(false);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      }
      // On a security page its family starts open, the page marked as current.
      await expect(drawer.locator('details', {hasText: 'Cyber Security'})).toHaveAttribute('open', '');
      await expect(drawer.getByRole('link', {name: 'Cyber security overview'})).toHaveAttribute(
        'href',
        '/TrendSoft/oursolutions/CyberSecurity',
      );
      await expect(drawer.getByRole('link', {name: 'API Security'})).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
      expect(await pageBehindTakesFocus(page)).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    },
  );

  test('on a phone the drawer fills the window and the page behind is not drawn, and closing it keeps the place (D94)', async ({page}) => {
    const pageBehindIsDrawn = () => page.evaluate(() => document.querySelector('main')!.checkVisibility());
    for (const width of [375, 430, 768]) {
      await page.setViewportSize({width, height: 812});
      await open(page, '/');
      await page.evaluate(() => window.scrollTo(0, 1500));
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      // From the keyboard, which does not scroll the page back to the button first.
      await page.getByRole('button', {name: 'Menu'}).evaluate((button) => button.focus({preventScroll: true}));
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', {name: 'Menu'});
      await expect(drawer).toBeVisible();
      const drawerWidth = await drawer.evaluate((dialog) => dialog.getBoundingClientRect().width);
      // Below the site's 640px breakpoint it is a phone's drawer.
      if (width < 640) {
        expect(drawerWidth, `drawer at ${width} px`).toBe(width);
        expect(await pageBehindIsDrawn(), `page behind at ${width} px`).toBe(false);
      } else {
        // A tablet sees the page beside the drawer, under its backdrop.
        expect(drawerWidth).toBeLessThan(width);
        expect(await pageBehindIsDrawn(), `page behind at ${width} px`).toBe(true);
      }
      // The page keeps its length while hidden, so the window stays where the visitor was.
      expect(await page.evaluate(() => [document.documentElement.scrollHeight, window.scrollY])).toEqual([pageHeight, 1500]);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      expect(await pageBehindIsDrawn()).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    }
  });

  test('a tap on the backdrop closes the drawer', async ({page}) => {
    // A tablet: at 375 px the drawer fills the width and leaves no backdrop to tap.
    await page.setViewportSize({width: 768, height: 1024});
    await open(page);
    await page.getByRole('button', {name: 'Menu'}).click();
    const drawer = page.getByRole('dialog', {name: 'Menu'});
    await expect(drawer).toBeVisible();
    // Left of the drawer, which fills at most 24rem at the window's right edge.
    await page.touchscreen.tap(5, 400);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', {name: 'Menu'})).toBeFocused();
  });

  test('Tab past the last link closes the drawer', evidenceFor('2.1.2'), async ({page}) => {
    await open(page);
    await page.getByRole('button', {name: 'Menu'}).click();
    await page.getByRole('dialog').getByRole('link', {name: 'contact@trendsoft.example'}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Menu'})).toBeFocused();
    // The next Tab goes on into the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('dialog'))).toBe(true);
  });

  test('shows the logo, every service family, a primary Get In Touch button and the e-mail address (issue 15, D109)', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Menu'}).click();
    const drawer = page.getByRole('dialog', {name: 'Menu'});
    await expect(drawer.getByRole('link', {name: 'Trendsoft home'})).toHaveAttribute('href', '/');
    await expect(drawer.getByRole('link', {name: 'contact@trendsoft.example'})).toHaveAttribute('href', 'mailto:contact@trendsoft.example');
    // The primary action looks like the site's primary button: filled with the brand colour.
    const getInTouch = drawer.getByRole('link', {name: 'Get In Touch'});
    const colours = await getInTouch.evaluate((link) => {
      const style = getComputedStyle(link);
      return {background: style.backgroundColor, colour: style.color};
    });
    expect(colours).toEqual({background: 'rgb(11, 61, 145)', colour: 'rgb(255, 255, 255)'});
    // A keyboard user opens Cyber Security and reaches API Security.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const security = drawer.locator('summary', {hasText: 'Cyber Security'});
    await expect(security).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer.locator('details', {hasText: 'Cyber Security'})).toHaveAttribute('open', '');
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', {name: 'API Security'})).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/TrendSoft\/oursolutions\/CyberSecurity\/ApiKey$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a link in the drawer navigates and closes it', async ({page}) => {
    await open(page);
    await page.getByRole('button', {name: 'Menu'}).click();
    await page.getByRole('dialog', {name: 'Menu'}).getByRole('link', {name: 'Get In Touch'}).click();
    await expect(page).toHaveURL(/\/TrendSoft\/ContactUs$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

const noScript = {
  en: {prefix: '', services: 'Our Services', menu: 'Menu', apiSecurity: 'API Security', careers: 'Careers', language: 'हिन्दी'},
  // Issue 14: the Hindi header once led to the English pages.
  hi: {prefix: '/hi', services: 'हमारी सेवाएँ', menu: 'मेनू', apiSecurity: 'API सुरक्षा', careers: 'करियर', language: 'English'},
} as const;

for (const [locale, words] of Object.entries(noScript)) {
  test(`with JavaScript off the header's menus still open and link every page, in its own language (${locale}) @desktop`, async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    await page.goto(`${words.prefix}${servicePage}`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', {name: words.careers, exact: true})).toHaveAttribute('href', `${words.prefix}/TrendSoft/Career`);
    await expect(header.getByRole('link', {name: words.language, exact: true})).toHaveAttribute(
      'href',
      locale === 'en' ? `/hi${servicePage}` : servicePage,
    );
    // Issue 41: the panel is a native popover; without its code the categories are shown side by side, not as tabs.
    await header.getByRole('button', {name: words.services}).click();
    const panel = page.locator('#services-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('tablist')).toBeHidden();
    await expect(panel.getByRole('link', {name: words.apiSecurity, exact: true})).toHaveAttribute(
      'href',
      `${words.prefix}/TrendSoft/oursolutions/CyberSecurity/ApiKey`,
    );
    // The three overviews and the thirteen services listed under them, all shown.
    const shown = await panel.getByRole('link').evaluateAll((links) => links.filter((link) => link.getClientRects().length > 0).length);
    expect(shown).toBe(16);
    await context.close();
  });

  test(`with JavaScript off the drawer still opens on a phone, in its own language (${locale}) @mobile`, async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 375, height: 812}, hasTouch: true});
    const page = await context.newPage();
    await page.goto(`${words.prefix}${servicePage}`);
    await page.getByRole('button', {name: words.menu, exact: true}).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', {name: words.apiSecurity, exact: true})).toHaveAttribute(
      'href',
      `${words.prefix}/TrendSoft/oursolutions/CyberSecurity/ApiKey`,
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await context.close();
  });
}

test.describe('language switcher (issue 14)', () => {
  test('the footer links the same page in the other language, named and marked in that language', evidenceFor('3.1.2'), async ({page}) => {
    await open(page);
    const hindi = page.getByRole('contentinfo').getByRole('link', {name: 'हिन्दी', exact: true});
    await expect(hindi).toHaveAttribute('href', `/hi${servicePage}`);
    await expect(hindi).toHaveAttribute('lang', 'hi');
    await expect(hindi).toHaveAttribute('hreflang', 'hi');
    await hindi.click();
    await expect(page).toHaveURL(new RegExp(`/hi${servicePage}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const english = page.getByRole('contentinfo').getByRole('link', {name: 'English', exact: true});
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('href', servicePage);
  });

  test('the header offers it on wide screens and keeps the page after a client-side navigation @desktop', async ({page}) => {
    await open(page, '/hi/');
    await page.getByRole('banner').getByRole('link', {name: 'करियर', exact: true}).click();
    await expect(page).toHaveURL(/\/hi\/TrendSoft\/Career$/);
    // The current page is marked in the Hindi menu too.
    await expect(page.getByRole('banner').getByRole('link', {name: 'करियर', exact: true})).toHaveAttribute('aria-current', 'page');
    const english = page.getByRole('banner').getByRole('link', {name: 'English', exact: true});
    await expect(english).toHaveAttribute('href', '/TrendSoft/Career');
    await english.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/TrendSoft\/Career$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the drawer offers it on phones @mobile', async ({page}) => {
    await open(page);
    await page.getByRole('button', {name: 'Menu'}).click();
    const drawer = page.getByRole('dialog', {name: 'Menu'});
    await expect(drawer.getByRole('link', {name: 'हिन्दी', exact: true})).toHaveAttribute('href', `/hi${servicePage}`);
    await expectNoAxeViolations(page);
  });
});
