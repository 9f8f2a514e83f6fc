import {expect, test, type Page} from '@playwright/test';
import {expectNoAxeViolations, waitForHydration} from './helpers';

const servicePage = '/TrendSoft/oursolutions/CyberSecurity/ApiKey';

async function open(page: Page, path = servicePage) {
  await page.goto(path);
  await waitForHydration(page);
}

// @desktop and @mobile tests run only in the project of that width (playwright.config.ts).
test.describe('desktop header (docs/product.md §3 Header, D23) @desktop', () => {
  test('the services panel opens, switches category by keyboard and passes axe', async ({page}) => {
    await open(page);
    const button = page.getByRole('button', {name: 'Our Services'});
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('tab', {name: 'Digital Accessibility Services'})).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', {name: 'Digital Accessibility Services'}).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('tabpanel', {name: 'Cyber Security'});
    await expect(panel.getByRole('link', {name: 'API Security'})).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('following a link in the panel goes there and closes the panel', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Our Services'}).click();
    await page.getByRole('tab', {name: 'Testing Services'}).click();
    // Scoped to the panel: the home page's service cards have links of the same names.
    await page.getByRole('tabpanel', {name: 'Testing Services'}).getByRole('link', {name: 'Performance Testing'}).click();
    await expect(page).toHaveURL(/\/TrendSoft\/oursolutions\/Testing\/PerformanceTesting$/);
    await expect(page.getByRole('button', {name: 'Our Services'})).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#services-panel')).toBeHidden();
  });

  test('a click outside closes the panel', async ({page}) => {
    await open(page);
    await page.getByRole('button', {name: 'Our Services'}).click();
    await page.getByRole('heading', {level: 2}).first().click();
    await expect(page.locator('#services-panel')).toBeHidden();
  });

  test('the current page is marked in the menu', async ({page}) => {
    await open(page, '/TrendSoft/Career');
    await expect(page.getByRole('banner').getByRole('link', {name: 'Careers'})).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('mobile drawer (docs/product.md §5, D22) @mobile', () => {
  test('opens with focus inside, hides the page behind, passes axe, and Escape returns focus', async ({page}) => {
    await open(page);
    const menuButton = page.getByRole('button', {name: 'Menu'});
    await menuButton.click();
    const drawer = page.getByRole('dialog', {name: 'Menu'});
    await expect(drawer).toBeVisible();
    await expect(page.getByRole('button', {name: 'Close menu'})).toBeFocused();
    // The page behind is inert (out of the Tab order and the accessibility tree) and does not scroll.
    expect(await page.evaluate(() => Boolean(document.querySelector('main')?.closest('[inert]')))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    // On a security page its family starts open, the page marked as current.
    await expect(drawer.getByRole('button', {name: 'Cyber Security'})).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', {name: 'Cyber security overview'})).toHaveAttribute(
      'href',
      '/TrendSoft/oursolutions/CyberSecurity',
    );
    await expect(drawer.getByRole('link', {name: 'API Security'})).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => Boolean(document.querySelector('main')?.closest('[inert]')))).toBe(false);
  });

  test('the page behind is usable again the moment the drawer closes', async ({page}) => {
    await open(page);
    await page.getByRole('button', {name: 'Menu'}).click();
    const drawer = page.getByRole('dialog', {name: 'Menu'});
    await expect(drawer).toBeVisible();
    // Recorded in the same turn as the drawer's hiding, before anything else can run.
    await drawer.evaluate((dialog) => {
      const record = window as unknown as {inertWhenHidden?: boolean};
      new MutationObserver(() => {
        if (dialog.hasAttribute('hidden') && record.inertWhenHidden === undefined) {
          record.inertWhenHidden = Boolean(document.querySelector('main')?.closest('[inert]'));
        }
      }).observe(dialog, {attributes: true, attributeFilter: ['hidden']});
    });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as {inertWhenHidden?: boolean}).inertWhenHidden)).toBe(false);
  });

  test('Tab past the last link closes the drawer', async ({page}) => {
    await open(page);
    await page.getByRole('button', {name: 'Menu'}).click();
    await page.getByRole('dialog').getByRole('link', {name: 'contact@trendsoft.example'}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Menu'})).toBeFocused();
  });

  test('shows the logo, every service family, a primary Get Started button and the e-mail address (issue 15)', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Menu'}).click();
    const drawer = page.getByRole('dialog', {name: 'Menu'});
    await expect(drawer.getByRole('link', {name: 'Trendsoft home'})).toHaveAttribute('href', '/');
    await expect(drawer.getByRole('link', {name: 'contact@trendsoft.example'})).toHaveAttribute('href', 'mailto:contact@trendsoft.example');
    // The primary action looks like the site's primary button: filled with the brand colour.
    const getStarted = drawer.getByRole('link', {name: 'Get Started'});
    const colours = await getStarted.evaluate((link) => {
      const style = getComputedStyle(link);
      return {background: style.backgroundColor, colour: style.color};
    });
    expect(colours).toEqual({background: 'rgb(11, 61, 145)', colour: 'rgb(255, 255, 255)'});
    // A keyboard user opens Cyber Security and reaches API Security.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const security = drawer.getByRole('button', {name: 'Cyber Security'});
    await expect(security).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(security).toHaveAttribute('aria-expanded', 'true');
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
    await page.getByRole('link', {name: 'Get Started'}).click();
    await expect(page).toHaveURL(/\/TrendSoft\/ContactUs$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

const noScriptHeaderLinks = {
  en: [
    ['Digital Accessibility Services', '/DigitalAccessibility'],
    ['Testing Services', '/TrendSoft/oursolutions/Testing'],
    ['Cyber Security', '/TrendSoft/oursolutions/CyberSecurity'],
    ['Careers', '/TrendSoft/Career'],
    ['Get In Touch', '/TrendSoft/ContactUs'],
    // The other language's version of the same page.
    ['हिन्दी', `/hi${servicePage}`],
  ],
  // Issue 14: the Hindi row led to the English pages.
  hi: [
    ['डिजिटल सुगम्यता सेवाएँ', '/hi/DigitalAccessibility'],
    ['परीक्षण सेवाएँ', '/hi/TrendSoft/oursolutions/Testing'],
    ['साइबर सुरक्षा', '/hi/TrendSoft/oursolutions/CyberSecurity'],
    ['करियर', '/hi/TrendSoft/Career'],
    ['संपर्क करें', '/hi/TrendSoft/ContactUs'],
    ['English', servicePage],
  ],
} as const;

for (const [locale, links] of Object.entries(noScriptHeaderLinks)) {
  test(`with JavaScript off the header still links every section, in its own language (${locale})`, async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(locale === 'en' ? servicePage : `/${locale}${servicePage}`);
    const header = page.getByRole('banner');
    for (const [name, href] of links) {
      await expect(header.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    await expect(header.getByRole('button')).toHaveCount(0);
    // Issue 27: the services panel's contents open natively under "Our Services".
    const services = header.locator('details', {has: page.locator('summary', {hasText: locale === 'en' ? 'Our Services' : 'हमारी सेवाएँ'})});
    await expect(services.getByRole('link')).toHaveCount(0);
    await services.locator('summary').click();
    const apiSecurity = locale === 'en' ? 'API Security' : 'API सुरक्षा';
    await expect(services.getByRole('link', {name: apiSecurity, exact: true})).toHaveAttribute(
      'href',
      `${locale === 'en' ? '' : `/${locale}`}/TrendSoft/oursolutions/CyberSecurity/ApiKey`,
    );
    // The panel's links: the three overviews and the thirteen services listed under them.
    await expect(services.getByRole('link')).toHaveCount(16);
    await context.close();
  });
}

test.describe('language switcher (issue 14)', () => {
  test('the footer links the same page in the other language, named and marked in that language', async ({page}) => {
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
