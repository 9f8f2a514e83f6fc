import {expect, test, type Page} from '@playwright/test';
import {evidenceFor} from '../evidence';
import {expectNoAxeViolations, holdScripts, waitForHydration} from './helpers';

interface OverviewTab {
  /** The tab's name. */
  tab: string;
  /** The panel's heading. */
  title: string;
  /** The canonical route of docs/product.md §2 the panel leads to (D5). */
  route: string;
}

interface Overview {
  path: string;
  /** The heading that names the tab list. */
  heading: string;
  tabs: OverviewTab[];
}

// Written out from docs/product.md §4 and §9 (3 + 3 + 6 tabs), not derived from the site's data.
const overviews: Overview[] = [
  {
    path: '/DigitalAccessibility',
    heading: 'Our solutions',
    tabs: [
      {tab: 'Web Accessibility', title: 'Web Accessibility', route: '/TrendSoft/oursolutions/WebAccess-DigitalAccessibility'},
      {tab: 'Mobile Accessibility', title: 'Mobile Accessibility', route: '/TrendSoft/oursolutions/Mobile-Acessibility'},
      {tab: 'InDesign Accessibility', title: 'InDesign Accessibility', route: '/TrendSoft/oursolutions/IndesignAccessibilitypage'},
    ],
  },
  {
    path: '/TrendSoft/oursolutions/Testing',
    heading: 'Solutions We Offer',
    tabs: [
      {tab: 'Functional', title: 'Functional Testing', route: '/TrendSoft/oursolutions/Testing/FunctionalTesting'},
      {tab: 'Performance', title: 'Performance Testing', route: '/TrendSoft/oursolutions/Testing/PerformanceTesting'},
      {tab: 'Usability', title: 'Usability Testing', route: '/TrendSoft/oursolutions/Testing/UsabilityTesting'},
    ],
  },
  {
    path: '/TrendSoft/oursolutions/CyberSecurity',
    heading: 'Our security services',
    tabs: [
      {tab: 'Web App Security', title: 'Web App Security', route: '/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity'},
      {tab: 'Mobile App Security', title: 'Mobile App Security', route: '/TrendSoft/oursolutions/CyberSecurity/MobApiSecurity'},
      {tab: 'API Security', title: 'API Security', route: '/TrendSoft/oursolutions/CyberSecurity/ApiKey'},
      {tab: 'Thick Client Security', title: 'Thick Client Security', route: '/TrendSoft/oursolutions/CyberSecurity/ThickClientPage'},
      {tab: 'Secure Code Review', title: 'Secure Code Review', route: '/TrendSoft/oursolutions/CyberSecurity/SecureCodePage'},
      {tab: 'Database Security', title: 'Database Security', route: '/TrendSoft/oursolutions/CyberSecurity/DataBaseSecurityPage'},
    ],
  },
];
const digitalAccessibility = overviews[0]!;

/** The security and testing service pages and the overviews, which share the service page frame. */
const servicePages = [
  ...overviews.map((overview) => overview.path),
  '/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity',
  '/TrendSoft/oursolutions/CyberSecurity/ApiKey',
  '/TrendSoft/oursolutions/CyberSecurity/MobApiSecurity',
  '/TrendSoft/oursolutions/CyberSecurity/ThickClientPage',
  '/TrendSoft/oursolutions/CyberSecurity/SecureCodePage',
  '/TrendSoft/oursolutions/CyberSecurity/DataBaseSecurityPage',
  '/TrendSoft/oursolutions/Testing/FunctionalTesting',
  '/TrendSoft/oursolutions/Testing/PerformanceTesting',
  '/TrendSoft/oursolutions/Testing/UsabilityTesting',
];

const learnMore = (title: string) => `Learn more about ${title}`;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Opens an overview and scrolls to its tab block, as a visitor reaches it: the
 * block is an island (D55) whose code arrives as it nears the viewport.
 */
async function openAtTabBlock(page: Page, path: string) {
  await open(page, path);
  const overview = overviews.find((candidate) => candidate.path === path)!;
  await page.getByRole('main').getByRole('heading', {level: 2, name: overview.heading}).scrollIntoViewIfNeeded();
}

/** The band that holds the tab block: the section under the heading that names it. */
function tabBlockBand(page: Page, overview: Overview) {
  return page
    .getByRole('main')
    .locator('section')
    .filter({has: page.getByRole('heading', {level: 2, name: overview.heading})});
}

test.describe('overview tab blocks on wide screens (docs/product.md §4, §5; D23) @desktop', () => {
  for (const overview of overviews) {
    test(`${overview.path}: side tabs, one panel at a time, learn-more links to the canonical routes`, async ({page}) => {
      await openAtTabBlock(page, overview.path);
      const main = page.getByRole('main');
      const tabList = main.getByRole('tablist', {name: overview.heading});
      await expect(tabList).toHaveAttribute('aria-orientation', 'vertical');
      await expect(tabList.getByRole('tab')).toHaveText(overview.tabs.map((item) => item.tab));
      await expect(tabList.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      for (const item of overview.tabs) {
        await tabList.getByRole('tab', {name: item.tab, exact: true}).click();
        await expect(tabList.getByRole('tab', {name: item.tab, exact: true})).toHaveAttribute('aria-selected', 'true');
        // Hidden panels are not found by role: exactly one panel shows.
        await expect(main.getByRole('tabpanel')).toHaveCount(1);
        const panel = main.getByRole('tabpanel', {name: item.tab, exact: true});
        await expect(panel.getByRole('heading', {level: 3})).toHaveText(item.title);
        await expect(panel.getByRole('link', {name: learnMore(item.title)})).toHaveAttribute('href', item.route);
        await expect(tabBlockBand(page, overview).getByRole('heading', {level: 3})).toHaveCount(1);
      }
    });
  }

  test(
    'the tabs work by keyboard: arrows and Home/End move focus, Enter and Space select, Tab reaches the panel link',
    evidenceFor('2.1.1', '4.1.2'),
    async ({page}) => {
      await openAtTabBlock(page, '/TrendSoft/oursolutions/CyberSecurity');
      const main = page.getByRole('main');
      const tab = (name: string) => main.getByRole('tab', {name, exact: true});
      await tab('Web App Security').focus();
      await page.keyboard.press('ArrowDown');
      await expect(tab('Mobile App Security')).toBeFocused();
      await expect(tab('Web App Security')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(tab('Mobile App Security')).toHaveAttribute('aria-selected', 'true');
      await expect(main.getByRole('tabpanel', {name: 'Mobile App Security'})).toBeVisible();
      await page.keyboard.press('End');
      await expect(tab('Database Security')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(main.getByRole('tabpanel', {name: 'Database Security'})).toBeVisible();
      await page.keyboard.press('Home');
      await expect(tab('Web App Security')).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(tab('Database Security')).toBeFocused();
      await page.keyboard.press('Tab');
      const link = main.getByRole('link', {name: learnMore('Database Security')});
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/TrendSoft\/oursolutions\/CyberSecurity\/DataBaseSecurityPage$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Database Security');
    },
  );

  // WebKit's axe run once found the first panel's link blue on blue: the tabs
  // turn it into a filled button when they hydrate, and a colour fade on links
  // drew its old blue text on the new blue fill for 200 ms.
  test('the panel link has its final colours the moment the tabs appear: no colour fades in', async ({page}) => {
    await page.addInitScript(() => {
      const fades: string[] = [];
      (window as unknown as {linkFades: string[] | null}).linkFades = null;
      new MutationObserver((_records, observer) => {
        const link = document.querySelector('main [role=tabpanel] a');
        if (!link || !document.querySelector('main [role=tablist]')) return;
        observer.disconnect();
        // Reading the style makes the browser apply it, starting any transition it has.
        void getComputedStyle(link).color;
        for (const animation of link.getAnimations()) {
          if (animation instanceof CSSTransition) fades.push(animation.transitionProperty);
        }
        (window as unknown as {linkFades: string[]}).linkFades = fades;
      }).observe(document, {childList: true, subtree: true, attributes: true});
    });
    for (const overview of overviews) {
      await openAtTabBlock(page, overview.path);
      await expect(page.getByRole('main').getByRole('tablist', {name: overview.heading})).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as {linkFades: string[] | null}).linkFades), overview.path).toEqual([]);
    }
  });

  test('passes axe with a tab other than the first selected', async ({page}) => {
    await openAtTabBlock(page, '/TrendSoft/oursolutions/Testing');
    await page.getByRole('main').getByRole('tab', {name: 'Performance'}).click();
    await expect(page.getByRole('main').getByRole('tabpanel', {name: 'Performance'})).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the block is laid out as tabs before its code arrives, so nothing moves when it does, and a tab pressed meanwhile is selected', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/DigitalAccessibility', {waitUntil: 'domcontentloaded'});
    const main = page.getByRole('main');
    // What follows the block, where a visitor who jumped down is about to press.
    const nextLink = main.getByRole('link', {name: 'Explore Document Accessibility'});
    await nextLink.scrollIntoViewIfNeeded();
    const placeInPage = () => nextLink.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
    const before = await placeInPage();
    // One panel shows beside the tab names; the tabs are buttons until their code makes them tabs.
    const band = tabBlockBand(page, digitalAccessibility);
    await expect(band.getByRole('heading', {level: 3})).toHaveText([digitalAccessibility.tabs[0]!.title]);
    await expect(main.getByRole('tablist')).toHaveCount(0);
    await band.getByRole('button', {name: digitalAccessibility.tabs[2]!.tab}).click();
    scripts.release();
    const tabList = main.getByRole('tablist', {name: digitalAccessibility.heading});
    await expect(tabList.getByRole('tab', {name: digitalAccessibility.tabs[2]!.tab})).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel').getByRole('heading', {level: 3})).toHaveText(digitalAccessibility.tabs[2]!.title);
    // The tab block's height, and so the next link's place, stay as they were.
    await tabList.getByRole('tab', {name: digitalAccessibility.tabs[0]!.tab}).click();
    expect(await placeInPage()).toBe(before);
  });
});

test("if the page's code never arrives, every panel shows again, stacked, with its link @desktop", async ({page}) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/TrendSoft/oursolutions/CyberSecurity');
  const overview = overviews[2]!;
  await expect(tabBlockBand(page, overview).getByRole('heading', {level: 3})).toHaveText(overview.tabs.map((item) => item.title));
  for (const item of overview.tabs) {
    await expect(page.getByRole('main').getByRole('link', {name: learnMore(item.title)})).toBeVisible();
  }
});

test.describe('overview tab blocks on small screens (docs/product.md §5) @mobile', () => {
  for (const overview of overviews) {
    test(`${overview.path}: every panel stacked, headed and linked, with no tabs`, async ({page}) => {
      await open(page, overview.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('tablist')).toHaveCount(0);
      await expect(tabBlockBand(page, overview).getByRole('heading', {level: 3})).toHaveText(overview.tabs.map((item) => item.title));
      for (const item of overview.tabs) {
        const link = main.getByRole('link', {name: learnMore(item.title)});
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', item.route);
      }
    });
  }
});

test.describe('overview tab blocks with JavaScript off (D4, D24)', () => {
  test.use({javaScriptEnabled: false});

  for (const overview of overviews) {
    test(`${overview.path}: every panel's heading, text and link are in the HTML and shown`, async ({page}) => {
      await page.goto(overview.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('tablist')).toHaveCount(0);
      await expect(tabBlockBand(page, overview).getByRole('heading', {level: 3})).toHaveText(overview.tabs.map((item) => item.title));
      for (const item of overview.tabs) {
        await expect(main.getByRole('link', {name: learnMore(item.title)})).toHaveAttribute('href', item.route);
      }
      await expect(main.getByText('Get A Quote')).toHaveCount(0);
    });
  }
});

test('the Digital Accessibility overview leads on to Document Accessibility', async ({page}) => {
  await open(page, '/DigitalAccessibility');
  await page.getByRole('main').getByRole('link', {name: 'Explore Document Accessibility'}).click();
  await expect(page).toHaveURL(/\/TrendSoft\/oursolutions\/DocumentAccessibilityPage$/);
});

test('the Document Accessibility band lists its four formats beside its text from 1024 px, after it on phones (issue 43)', async ({
  page,
}) => {
  await open(page, '/DigitalAccessibility');
  const main = page.getByRole('main');
  const formats = main.getByRole('heading', {level: 3, name: 'Formats we remediate'});
  const list = main.getByRole('list').filter({has: page.getByRole('link', {name: 'PDF/UA Remediation'})});
  await expect(list.getByRole('link')).toHaveText([
    'PDF/UA Remediation',
    'Accessible PDF Forms',
    'Accessible Word Documents',
    'Accessible PowerPoint Presentations',
  ]);
  await expect(list.getByRole('link', {name: 'Accessible Word Documents'})).toHaveAttribute(
    'href',
    '/TrendSoft/oursolutions/DocumentAccessibility/word',
  );
  const [text, heading] = [await main.getByText(/^PDFs, Word files and PowerPoint decks/).boundingBox(), await formats.boundingBox()];
  if ((page.viewportSize()?.width ?? 0) >= 1024) expect(heading!.x).toBeGreaterThan(text!.x + text!.width);
  else expect(heading!.y).toBeGreaterThan(text!.y + text!.height);
  // The rows and the rules between them run across the card: at 768 px they
  // stopped at the reading measure, 155 px short of its edge.
  const viewport = page.viewportSize()!;
  for (const width of [viewport.width, 768]) {
    await page.setViewportSize({width, height: viewport.height});
    const [listBox, cardBox] = await Promise.all([list.boundingBox(), list.locator('xpath=..').boundingBox()]);
    expect(listBox!.width, `${width} px`).toBeGreaterThan(cardBox!.width * 0.85);
    for (const row of await list.getByRole('listitem').all()) {
      expect(Math.abs((await row.boundingBox())!.width - listBox!.width), `${width} px`).toBeLessThan(2);
    }
  }
  await list.getByRole('link', {name: 'Accessible PDF Forms'}).click();
  await expect(page).toHaveURL(/\/DocumentAccessibility\/PDF-Form$/);
});

// Issue 7: each service page has its hero link, breadcrumb, brochure link and closing banner.
for (const path of servicePages) {
  test(`${path}: hero contact link, breadcrumb, brochure (PDF, new tab) and closing banner with Get In Touch`, async ({page}, testInfo) => {
    await page.goto(path);
    const main = page.getByRole('main');
    // The hero's, and the side panel's from 1024 px (issue 15).
    await expect(main.getByRole('link', {name: 'Get In Touch'}).first()).toHaveAttribute('href', '/TrendSoft/ContactUs');
    const breadcrumb = main.getByRole('navigation', {name: 'Breadcrumb'});
    // Phones show a trail of four or more as its parent and the page (issue 31).
    const shortTrail = testInfo.project.name === 'phone-375' && (await breadcrumb.locator('li').count()) >= 4;
    if (!shortTrail) await expect(breadcrumb.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveCount(1);
    const brochure = main.getByRole('link', {name: /View Brochure \(PDF, opens in a new tab\)/});
    await expect(brochure).toHaveAttribute('target', '_blank');
    await expect(brochure).toHaveAttribute('href', /\.pdf$/);
    await expect(main.getByRole('heading', {level: 2, name: 'Want to Know More?'})).toBeVisible();
    const closing = main.getByRole('region', {name: 'Want to Know More?'});
    await expect(closing.getByRole('link', {name: 'Get In Touch'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
  });
}
