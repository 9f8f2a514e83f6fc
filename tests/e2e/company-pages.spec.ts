import {expect, test, type Locator, type Page} from '@playwright/test';
import {clientLogos} from '../../src/data/clients';
import {industryNames} from '../industryNames';
import {expectNoAxeViolations, waitForHydration} from './helpers';

// Issue 8: About (both routes, D6), Who We Serve, Privacy Policy and the
// Accessibility Statement (D29). every-page.spec.ts covers the route table's titles,
// h1s and axe; this file checks each page's own structure.

const aboutSections = [
  'Who we are',
  'Vision and mission',
  'Why us?',
  'Frequently asked questions',
  'Building value',
  'End-to-end testing',
  'Want to Know More?',
];

/** Heading texts without the zero-width space of Docusaurus's "Direct link" anchors. */
async function headingTexts(scope: Page | Locator, level: number): Promise<string[]> {
  const texts = await scope.getByRole('heading', {level}).allInnerTexts();
  return texts.map((text) => text.replace(/\u200b/g, '').trim());
}

function h2Texts(page: Page): Promise<string[]> {
  return headingTexts(page.getByRole('main'), 2);
}

/** A long document's section headings: the text's, not the panel's beside it. */
function documentSections(page: Page): Promise<string[]> {
  return headingTexts(page.getByRole('main').locator('section'), 2);
}

/**
 * A long document sits beside its contents, which stay in view as it is read, from 1024 px
 * (issue 67, D116: at its reading measure it left the band's right half blank for its length).
 */
async function expectContentsBeside(page: Page, sections: string[]): Promise<void> {
  const contents = page.getByRole('navigation', {name: 'On this page'});
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    await expect(contents).toBeHidden();
    return;
  }
  await expect(contents.getByRole('link')).toHaveText(sections);
  const text = (await page.getByRole('main').locator('section').first().boundingBox())!;
  expect((await contents.boundingBox())!.x).toBeGreaterThan(text.x + 500);
}

test.describe('About', () => {
  for (const path of ['/TrendSoft/about-Us', '/About']) {
    test(`${path} shows the about page with its hero image and blocks`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle('Trendsoft | About Us Page');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('About Trendsoft');
      expect(await h2Texts(page)).toEqual(aboutSections);
      expect(await headingTexts(page.getByRole('main'), 3)).toEqual([
        'Our vision',
        'Our mission',
        'Audit',
        'Compliance',
        'Security',
        'When should we involve you in a project?',
        'Do you only report problems, or do you help fix them?',
        'Which standards do you test against?',
        'Is an automated scan enough?',
        // The brochure, inside the closing section (issue 15).
        'Our services at a glance',
      ]);
      // docs/product.md §4: the hero has its image, beside the title where there is room; phones leave it out.
      const heroImage = page.locator('main img[src$="/img/about-hero.svg"]');
      await expect(heroImage).toHaveAttribute('alt', '');
      const wide = (page.viewportSize()?.width ?? 0) >= 1024;
      if (wide) {
        await expect(heroImage).toBeVisible();
        expect(await heroImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        const [imageBox, titleBox] = [await heroImage.boundingBox(), await page.getByRole('heading', {level: 1}).boundingBox()];
        expect(imageBox!.x).toBeGreaterThan(titleBox!.x + titleBox!.width);
      } else {
        await expect(heroImage).toBeHidden();
      }
      // One illustration: the hero's. "Who we are" is prose alone: on wide screens its two paragraphs
      // stand side by side under its heading (issue 67, D116; its heading stood beside them, issue 43).
      await expect(page.getByRole('main').locator('img')).toHaveCount(1);
      const whoWeAre = page.getByRole('heading', {level: 2, name: 'Who we are'});
      if (wide) {
        const [heading, first, second] = [
          await whoWeAre.boundingBox(),
          await page.getByText(/^Trendsoft Technologies provides/).boundingBox(),
          await page.getByText(/^Our teams work from/).boundingBox(),
        ];
        expect(first!.y).toBeGreaterThan(heading!.y + heading!.height);
        expect(first!.x).toBeCloseTo(heading!.x, 0);
        expect(second!.x).toBeGreaterThan(first!.x + first!.width);
      }
    });
  }

  test('/About names /TrendSoft/about-Us as canonical, and about-Us names itself (D6)', async ({page}) => {
    await page.goto('/About');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/TrendSoft\/about-Us$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/TrendSoft\/about-Us$/);
    await page.goto('/TrendSoft/about-Us');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/TrendSoft\/about-Us$/);
  });
});

test.describe('Who We Serve', () => {
  test('lists the ten industries in order, each with an icon and a description', async ({page}) => {
    await page.goto('/TrendSoft/WhoWeServe');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('We Understand Your Needs');
    expect(await h2Texts(page)).toEqual(['Industries we serve', 'Our Clients', 'Want to Know More?']);
    const section = page.locator('section', {has: page.getByRole('heading', {level: 2, name: 'Industries we serve'})});
    // The grid's own items: each card holds a list of its services too.
    const cards = section.getByRole('list').first().locator(':scope > li');
    await expect(cards).toHaveCount(10);
    expect(await headingTexts(section, 3)).toEqual(industryNames);
    for (const card of await cards.all()) {
      expect((await card.getByRole('paragraph').first().innerText()).length).toBeGreaterThan(150);
      // Drawn in the page (D52), so no card waits for a picture; hidden from assistive technology.
      const icon = card.locator('svg');
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('width', '48');
      await expect(icon).toHaveAttribute('height', '48');
    }
    await expect(section.getByRole('img')).toHaveCount(0);
    await expect(cards.nth(1)).toContainText('HIPAA Security Rule');
    await expect(cards.nth(3)).toContainText('PCI DSS');
  });

  test('each industry leads on to three of our services, in a list named with the industry', async ({page}) => {
    await page.goto('/TrendSoft/WhoWeServe');
    for (const name of industryNames) {
      const services = page.getByRole('list', {name: `Services for this sector ${name}`});
      await expect(services.getByRole('link')).toHaveCount(3);
    }
    const finance = page.getByRole('list', {name: 'Services for this sector Finance & Banking'});
    await finance.getByRole('link', {name: 'API Security'}).click();
    await expect(page).toHaveURL(/\/TrendSoft\/oursolutions\/CyberSecurity\/ApiKey$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API Security');
  });

  test('from 768 px the industries stand two abreast, each name directly above its text @desktop', async ({page}) => {
    for (const width of [768, 1280]) {
      await page.setViewportSize({width, height: 900});
      await page.goto('/TrendSoft/WhoWeServe');
      const cards = page
        .getByRole('list')
        .filter({has: page.getByRole('heading', {name: 'Education'})})
        .first()
        .locator(':scope > li');
      const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      expect(new Set(boxes.map((box) => Math.round(box.x))).size, `${width} px`).toBe(2);
      // Five full rows: no card alone in the last one.
      expect(new Set(boxes.map((box) => Math.round(box.y))).size, `${width} px`).toBe(5);
      const education = cards.first();
      const [name, text] = await Promise.all([
        education.getByRole('heading', {name: 'Education'}).boundingBox(),
        education.getByRole('paragraph').first().boundingBox(),
      ]);
      expect(text!.y - (name!.y + name!.height), `${width} px: the gap under the name`).toBeLessThan(32);
      expect(text!.x, `${width} px: the text starts under the card's icon, not in a column of its own`).toBeLessThan(name!.x);
    }
  });

  test('shows all thirteen client logos, each an image named for its client, drawn with the page', async ({page}) => {
    const logoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/img/clients/')) logoRequests.push(request.url());
    });
    await page.goto('/TrendSoft/WhoWeServe');
    const section = page.locator('section', {has: page.getByRole('heading', {level: 2, name: 'Our Clients'})});
    const logos = section.getByRole('img');
    await expect(logos).toHaveCount(13);
    for (const [index, logo] of clientLogos.entries()) await expect(logos.nth(index)).toHaveAccessibleName(logo.name);
    // The placeholders are plain drawings, so they are part of the page (D52): nothing to wait for.
    await logos.last().scrollIntoViewIfNeeded();
    await expect(logos.last()).toBeVisible();
    expect((await logos.last().boundingBox())!.height).toBeGreaterThan(30);
    expect(logoRequests).toEqual([]);
  });
});

test.describe('Privacy Policy', () => {
  test('has its introduction and the eight numbered sections in order', async ({page}) => {
    await page.goto('/TrendSoft/Privacy-Policy');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Privacy Policy');
    const sections = [
      '1. Information we collect',
      '2. How we use your personal information',
      '3. Data retention',
      '4. Data security',
      '5. Third-party links and content',
      '6. Compliance with laws, including the GDPR',
      '7. Updates to this policy',
      '8. Contact us',
    ];
    expect(await documentSections(page)).toEqual(sections);
    await expectContentsBeside(page, sections);
    const main = page.getByRole('main');
    // It describes what the site's forms really collect.
    await expect(main.getByRole('listitem').filter({hasText: 'Contact form'})).toContainText(
      'name, email address, phone number with its country code, company name and the purpose of your enquiry',
    );
    await expect(main.getByRole('listitem').filter({hasText: /^Careers form:/})).toContainText('resume file');
    await expect(main).toContainText('Google Maps');
    // D9: the external link says that it opens a new tab.
    await expect(main.getByRole('link', {name: 'Google’s Privacy Policy (opens in a new tab)'})).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy',
    );
    await expect(main).toContainText('Digital Personal Data Protection Act, 2023');
    await expect(main.getByRole('link', {name: 'contact page'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
  });

  test('the company pages set no cookies, as the policy says', async ({page, context}) => {
    for (const path of [
      '/TrendSoft/Privacy-Policy',
      '/TrendSoft/about-Us',
      '/TrendSoft/WhoWeServe',
      '/TrendSoft/Accessibility-Statement',
    ]) {
      await page.goto(path);
      await waitForHydration(page);
    }
    expect(await context.cookies()).toEqual([]);
  });
});

test.describe('Accessibility Statement (D29)', () => {
  test('is reached from the footer link and passes axe', async ({page}) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto('/');
    await waitForHydration(page);
    const link = page.getByRole('contentinfo').getByRole('link', {name: 'Accessibility Statement', exact: true});
    await expect(link).toHaveAttribute('href', '/TrendSoft/Accessibility-Statement');
    await link.click();
    await expect(page).toHaveURL(/\/TrendSoft\/Accessibility-Statement$/);
    await expect(page).toHaveTitle('Trendsoft | Accessibility Statement Page');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Accessibility Statement');
    const sections = ['Our standard', 'How we test it', 'Known limitations', 'Report a barrier', 'About this statement'];
    expect(await documentSections(page)).toEqual(sections);
    await expectContentsBeside(page, sections);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', {name: 'Web Content Accessibility Guidelines (WCAG) 2.2 (opens in a new tab)'})).toHaveAttribute(
      'href',
      'https://www.w3.org/TR/WCAG22/',
    );
    await expect(main).toContainText('within 5 working days');
    await expect(main).toContainText('November 2026');
    await expect(main.getByRole('link', {name: 'contact page'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('loads directly with status 200 and reads fine with JavaScript off', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const response = await page.goto('/TrendSoft/Accessibility-Statement');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Accessibility Statement');
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(1000);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /WCAG 2\.2 AA/);
    await context.close();
  });
});

test('the company pages reflow at 320 px without horizontal scrolling (WCAG 1.4.10) @mobile', async ({page}) => {
  await page.setViewportSize({width: 320, height: 640});
  for (const path of ['/TrendSoft/about-Us', '/TrendSoft/WhoWeServe', '/TrendSoft/Privacy-Policy', '/TrendSoft/Accessibility-Statement']) {
    await page.goto(path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, path).toBeLessThanOrEqual(320);
  }
});
