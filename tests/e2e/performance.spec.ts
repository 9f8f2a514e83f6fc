import {expect, test, type Page, type Request} from '@playwright/test';
import {bothLocalePaths} from '../specRoutes';
import {enquiry, fillCareerForm, fillContactForm, holdScripts, waitForHydration} from './helpers';

// Issue 11: the browser code adopts the pre-rendered page instead of painting
// it again, and never holds the first paint back.

type Recorded = {elements: Element[]; scriptsAfterPaint: boolean[]};

// Hydration keeps every pre-rendered element: checked on every-page's shared load of each page (D119).

test('the entry scripts run only after the page has painted its content', async ({page}) => {
  await page.addInitScript(() => {
    const state: Recorded = {elements: [], scriptsAfterPaint: []};
    (window as unknown as {recorded: Recorded}).recorded = state;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && /\/assets\/js\/(?:runtime~)?(?:main|islands)\./.test(node.src)) {
            state.scriptsAfterPaint.push(performance.getEntriesByName('first-contentful-paint').length > 0);
          }
        }
      }
    }).observe(document, {subtree: true, childList: true});
  });
  // The home page still runs the client app; the overview runs islands only (D54).
  for (const path of ['/', '/TrendSoft/oursolutions/CyberSecurity']) {
    await page.goto(path);
    await waitForHydration(page);
    const scriptsAfterPaint = await page.evaluate(() => (window as unknown as {recorded: Recorded}).recorded.scriptsAfterPaint);
    expect(scriptsAfterPaint, path).toEqual([true, true]);
    // Listed in <head> for the loader (the client app's preloaded, so fetched early all the same).
    await expect(page.locator('head link[rel="preload"][as="script"]')).toHaveCount(2);
  }
});

// D51: every route's largest first paint is text (npm run bench:web), so an
// image preloaded from <head> only competes with the stylesheet and the font.
test('no page preloads an image ahead of its stylesheet and font', async ({request}) => {
  const preloaded: string[] = [];
  for (const path of bothLocalePaths) {
    const html = await (await request.get(path)).text();
    for (const link of html.match(/<link\b[^>]*\brel="?preload"?[^>]*>/g) ?? []) {
      if (/\bas="?image\b/.test(link)) preloaded.push(`${path}: ${link}`);
    }
  }
  expect(preloaded).toEqual([]);
});

test('icons are drawn with the page, not fetched: no page requests one, and each shows at once (D52) @desktop', async ({page}) => {
  const iconRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/img\/(icons|services|industries)\//.test(request.url())) iconRequests.push(request.url());
  });
  // As pre-rendered, with no script run: the drawings are in the HTML.
  await page.route('**/*.js', (route) => route.abort());
  for (const path of ['/', '/TrendSoft/oursolutions/CyberSecurity/ApiKey', '/TrendSoft/WhoWeServe', '/hi/TrendSoft/oursolutions/Testing']) {
    await page.goto(path);
    // Until the page knows its code failed, a tab block shows one panel of its tabs (D65).
    await expect(page.locator('html')).toHaveAttribute('data-islands-failed', '');
    const drawn = await page
      .locator('main svg[aria-hidden="true"][viewBox]')
      .evaluateAll((icons) =>
        icons.map(
          (icon) =>
            icon.getBoundingClientRect().width > 0 && icon.querySelector('path, circle, rect, line, polyline, polygon, ellipse') !== null,
        ),
      );
    expect(drawn.length, path).toBeGreaterThan(3);
    expect(drawn.every(Boolean), path).toBe(true);
  }
  // The services menu draws its icons too when it first opens.
  await page.unroute('**/*.js');
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Our Services'}).click();
  await expect(page.locator('#services-panel svg[aria-hidden="true"][viewBox]')).toHaveCount(13);
  await expect(page.locator('#services-panel svg[aria-hidden="true"][viewBox]').first()).toBeVisible();
  expect(iconRequests).toEqual([]);
});

// D87: an image in a stylesheet is a document of its own, which the page builds at its
// first style pass. The selects' chevron is two borders of their frame instead.
test("no stylesheet draws an image; a select shows its chevron, and the browser's own arrow in forced colours (D87) @desktop", async ({
  page,
}) => {
  for (const path of ['/TrendSoft/ContactUs', '/hi/TrendSoft/oursolutions/DocumentAccessibility/PDFUA']) {
    await page.goto(path);
    const imageRules = await page.evaluate(() =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
        .filter((text) => /url\(\s*["']?data:image\//.test(text)),
    );
    expect(imageRules, path).toEqual([]);
  }
  await page.goto('/TrendSoft/ContactUs');
  const chevron = () =>
    page.getByLabel('Country code').evaluate((select) => {
      const after = getComputedStyle(select.parentElement!, '::after');
      return {
        appearance: getComputedStyle(select).appearance,
        display: after.display,
        strokes: [after.borderRightWidth, after.borderBottomWidth],
        clicksPassThrough: after.pointerEvents === 'none',
        // Within the 2.5 rem the select keeps free at its end.
        inSelectEnd: parseFloat(after.right) > 0 && parseFloat(after.right) + parseFloat(after.width) < 40,
      };
    });
  expect(await chevron()).toEqual({
    appearance: 'none',
    display: 'block',
    strokes: ['2px', '2px'],
    clicksPassThrough: true,
    inSelectEnd: true,
  });
  await page.emulateMedia({forcedColors: 'active'});
  expect(await chevron()).toMatchObject({appearance: 'auto', display: 'none'});
});

// D89: the browser's own calendar icon in a date field is a data: SVG of its style sheet,
// built as a document at the page's first style pass. The quote form's date field draws
// its own, with gradients; in forced colours the browser's icon stays.
test('a page with the quote form builds no image from data: at load, and its date field shows a calendar button with a visible focus ring (D89) @mobile', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const dataImages: string[] = [];
  cdp.on('Network.requestWillBeSent', ({request}) => {
    if (request.url.startsWith('data:image/')) dataImages.push(request.url.slice(0, 60));
  });
  for (const path of ['/TrendSoft/oursolutions/DocumentAccessibility/PPT', '/hi/TrendSoft/oursolutions/DocumentAccessibility/PDFUA']) {
    await page.goto(path, {waitUntil: 'load'});
    expect(dataImages, path).toEqual([]);
  }
  // The button sits at the field's end: hiding it must change what that end shows.
  await page.goto('/TrendSoft/oursolutions/DocumentAccessibility/PPT');
  const deadline = page.getByLabel('Deadline');
  await deadline.scrollIntoViewIfNeeded();
  const box = (await deadline.boundingBox())!;
  const fieldEnd = () => page.screenshot({clip: {x: box.x + box.width - 44, y: box.y + box.height / 2 - 14, width: 40, height: 28}});
  const withButton = await fieldEnd();
  await page.addStyleTag({content: 'input::-webkit-calendar-picker-indicator { opacity: 0 }'});
  expect(withButton.equals(await fieldEnd())).toBe(false);
  // Tab stops on the button too, after the date's parts: the field keeps the site's ring there.
  await page.getByLabel('Standard to meet').focus();
  let onButton = false;
  for (let press = 0; press < 5 && !onButton; press += 1) {
    await page.keyboard.press('Tab');
    onButton = await deadline.evaluate((input) => document.activeElement === input && !input.matches(':focus-visible'));
  }
  expect(onButton).toBe(true);
  expect(await deadline.evaluate((input) => `${getComputedStyle(input).outlineStyle} ${getComputedStyle(input).outlineWidth}`)).toBe(
    'solid 3px',
  );
});

/** Marks the running page, so a test can tell a full page load (mark gone) from a client-side one. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {pageMark?: string}).pageMark = 'this load'));
}

const pageMark = (page: Page) => page.evaluate(() => (window as unknown as {pageMark?: string}).pageMark ?? null);

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
  }));

// Issue 41 (D54): no page is rendered by a router in the browser, with the
// client app or without it; every link loads the next pre-rendered page, head and all.
test('every link loads the pre-rendered page it leads to, from a page with the client app and from one without', async ({page}) => {
  // Contact still runs the client app (its form is not an island yet); API Security runs islands only.
  for (const [from, link] of [
    ['/TrendSoft/ContactUs', 'Trendsoft home'],
    ['/TrendSoft/oursolutions/CyberSecurity/ApiKey', 'Home'],
  ] as const) {
    await page.goto(from);
    await waitForHydration(page);
    const opened = await head(page);
    await markPage(page);
    const [scope, name] = link === 'Home' ? [page.getByRole('navigation', {name: 'Breadcrumb'}), link] : [page.getByRole('banner'), link];
    await Promise.all([page.waitForURL('/'), scope.getByRole('link', {name, exact: true}).click()]);
    await waitForHydration(page);
    expect(await pageMark(page), `a link on ${from} loads the next page`).toBeNull();
    const home = await head(page);
    expect(home.title).toBe('Trendsoft | Home Page');
    expect(home.lang).toBe('en');
    expect(home.canonical).toMatch(/\/$/);
    expect(home.description).not.toBe(opened.description);
    expect(home.descriptions).toBe(1);
    await page.goBack();
    await expect(page).toHaveTitle(opened.title);
    expect(await head(page)).toEqual(opened);
  }
});

test('in-page and history navigation leave the page as it is', async ({page}) => {
  await page.goto('/TrendSoft/oursolutions/CyberSecurity/ApiKey');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const text = await main.innerText();
  await markPage(page);
  await page.evaluate(() => (location.hash = '#__docusaurus_skipToContent_fallback'));
  await page.goBack();
  expect(await main.innerText()).toBe(text);
  expect(await pageMark(page)).toBe('this load');
});

// The forms' code (react-hook-form and the rules) loads when the visitor first
// uses the form, not with the page (D80, D81). Whatever the visitor does with
// the pre-rendered form before the code arrives is kept.

async function recordFormsApi(page: Page): Promise<Request[]> {
  const calls: Request[] = [];
  await page.route('**/api/**', async (route) => {
    calls.push(route.request());
    await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({ok: true})});
  });
  return calls;
}

test('the contact form loads its code when used (D80); an enquiry typed and sent before it runs is sent in full', async ({page}) => {
  const calls = await recordFormsApi(page);
  // A window short enough that the form starts below the fold at either width.
  await page.setViewportSize({width: page.viewportSize()!.width, height: 360});
  await page.goto('/TrendSoft/ContactUs');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const scripts = await holdScripts(page);
  await page.waitForTimeout(300);
  expect(scripts.requested, 'no script requested before the form is used').toEqual([]);

  await fillContactForm(page);
  await page.getByRole('button', {name: 'Send Enquiry'}).click();
  await expect.poll(() => scripts.requested.length, 'the form code is requested once the form is used').toBeGreaterThan(0);
  expect(calls, 'nothing is sent before the form code has run').toEqual([]);
  await expect(page).toHaveURL(/\/TrendSoft\/ContactUs$/);

  scripts.release();
  await expect(page.getByRole('status')).toHaveText('Form Submitted Successfully');
  expect(calls.map((call) => new URL(call.url()).pathname)).toEqual(['/api/googleSheet-contact-form', '/api/contact-form']);
  expect(calls[0]!.postDataJSON()).toEqual(enquiry);
});

test('a job application with its resume, filled in before the form code arrives, is sent in full', async ({page}) => {
  const calls = await recordFormsApi(page);
  await page.goto('/TrendSoft/Career');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const scripts = await holdScripts(page);

  await fillCareerForm(page);
  await page.getByLabel('Phone number').press('Enter');
  await expect.poll(() => scripts.requested.length).toBeGreaterThan(0);
  expect(calls).toEqual([]);

  scripts.release();
  await expect(page.getByRole('status')).toHaveText('Application submitted successfully');
  expect(calls).toHaveLength(1);
  const body = calls[0]!.postDataBuffer()?.toString('latin1') ?? '';
  expect(body).toContain('filename="asha-rao.txt"');
  expect(body).toMatch(/name="name"\r\n\r\nAsha Rao\r\n/);
  expect(body).toMatch(/name="phoneNumber"\r\n\r\n\+91 9876543210\r\n/);
  expect(body).toMatch(/name="position"\r\n\r\nFresher\r\n/);
});
