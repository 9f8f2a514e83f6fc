import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {evidenceFor} from '../evidence';
import {bothLocalePaths} from '../specRoutes';
import {pagesOutsideTheRouteTable, waitForHydration} from './helpers';

// Issue 64, D100: checks that decide WCAG 2.2 criteria, or the part of one a script can
// decide, on every page in both languages. Each is evidence for the conformance report
// (npm run conformance); a failure turns its criteria to "Does not support".
const everyPage = [...bothLocalePaths, ...pagesOutsideTheRouteTable()];

/** One keyboard stop, as the walk records it. */
interface Stop {
  /** The tabbable element's index in document order, or -1 for one the page did not list. */
  index: number;
  name: string;
  /** Whether a sticky or fixed part of the page covers it entirely (2.4.11). */
  obscured: boolean;
  /** The focus ring's contrast against what is behind it, where the ring is an outline (1.4.11). */
  ringContrast: number | null;
}

/**
 * Lists the page's tabbable elements in document order and marks each with its
 * index; installs the function that describes the focused one. Runs in the page.
 */
async function listTabbables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';
    const tabbable = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) => {
      if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled) return false;
      if (element.closest('[inert]') || !element.checkVisibility({visibilityProperty: true})) return false;
      // A radio group is one stop; the browser enters it at the checked one.
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        const group = document.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(element.name)}"]`);
        const checked = Array.from(group).find((radio) => radio.checked);
        return (checked ?? group[0]) === element;
      }
      return true;
    });
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    tabbable.forEach((element, index) => element.setAttribute('data-walk-index', String(index)));

    const luminance = (color: string): number | null => {
      const parts = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
      if (!parts || (parts[4] !== undefined && Number(parts[4]) === 0)) return null;
      const [red, green, blue] = [parts[1], parts[2], parts[3]].map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
    };
    // What is behind an element: the first ancestor's background colour, or every colour of
    // its gradient (the hero bands), so the contrast is the worst over the gradient.
    const backgroundsOf = (start: Element | null): number[] => {
      for (let element = start; element; element = element.parentElement) {
        const style = getComputedStyle(element);
        // A translucent stop (the hero's dot pattern) lies over the others and sets no background.
        const opaque = (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).filter((color) => !/,\s*0?\.\d+\)$/.test(color));
        const stops = opaque.map(luminance).filter((value) => value !== null);
        if (stops.length > 0) return stops;
        // A translucent panel (the job facts' 8% white) shows its ancestor's colour through.
        const value = /,\s*0?\.\d+\)$/.test(style.backgroundColor) ? null : luminance(style.backgroundColor);
        if (value !== null) return [value];
      }
      return [1];
    };
    const contrast = (first: number, second: number) => (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);

    (window as unknown as {describeFocus: () => unknown}).describeFocus = () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const rect = focused.getBoundingClientRect();
      // Entirely hidden means no point of it shows the element: the centre of each of its
      // boxes (a link may wrap over lines) and the corners just inside them.
      const points = Array.from(focused.getClientRects()).flatMap((box) => [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ]);
      const shows = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && (focused.contains(hit) || hit.contains(focused));
      });
      const style = getComputedStyle(focused);
      let ringContrast: number | null = null;
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        const ring = luminance(style.outlineColor);
        // The ring is drawn outside the element, over its parent's background.
        if (ring !== null) ringContrast = Math.min(...backgroundsOf(focused.parentElement).map((behind) => contrast(ring, behind)));
      }
      return {
        index: Number(focused.getAttribute('data-walk-index') ?? -1),
        name: nameOf(focused),
        obscured: rect.width > 0 && rect.height > 0 && !shows,
        ringContrast,
      };
    };
    return tabbable.map(nameOf);
  });
}

/**
 * Presses Tab from the top of the page until focus leaves it (the browser's own
 * controls take it after the last stop) or comes round again.
 */
async function walkWithTab(page: Page, expected: number): Promise<{stops: Stop[]; leftThePage: boolean}> {
  const stops: Stop[] = [];
  for (let step = 0; step < expected + 20; step += 1) {
    await page.keyboard.press('Tab');
    const stop = (await page.evaluate(() => (window as unknown as {describeFocus: () => unknown}).describeFocus())) as Stop | null;
    if (stop === null) return {stops, leftThePage: true};
    if (stops.length > 0 && stop.index === stops[0]!.index) return {stops, leftThePage: true};
    // A date field's day, month and year are stops of one control.
    if (stop.index >= 0 && stop.index === stops.at(-1)?.index) continue;
    stops.push(stop);
  }
  return {stops, leftThePage: false};
}

for (const path of everyPage) {
  test(
    `${path} the keyboard reaches every control in document order, focus is never hidden and never changes the page, and leaves the page at the end`,
    evidenceFor('2.1.1', '2.1.2', '2.4.1', '2.4.3', '2.4.11', '3.2.1', '1.4.11'),
    async ({page, context}) => {
      let pagesOpened = 0;
      context.on('page', () => (pagesOpened += 1));
      // The site scrolls smoothly to a focused control unless motion is reduced: with it, each
      // control is where it comes to rest as soon as it has focus.
      await page.emulateMedia({reducedMotion: 'reduce'});
      await page.goto(path);
      // The walk is of the page as it runs: a tab block's tabs are one stop each until its script
      // (loaded after the first paint) makes them one stop together, so on a page without a form
      // a walk begun before it ran saw four stops where the list below, taken after, saw one.
      await waitForHydration(page);
      // The forms' code starts on first use, as a visitor's first focus in a form starts it; until it
      // has come their send buttons are disabled, so a walk faster than the network would pass one
      // by while the second list below has it. A focus event, which moves no focus, starts them first.
      await page.evaluate(() => {
        for (const form of Array.from(document.querySelectorAll('form'))) form.dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
      });
      await expect(page.locator('form button[type=submit]:disabled')).toHaveCount(0);
      // Focus starts where a visitor's does: at the top of the page.
      const {length: expected} = await listTabbables(page);
      const url = page.url();
      const {stops, leftThePage} = await walkWithTab(page, expected);

      // 2.4.1: the first stop is the skip link, and it leads to the main content.
      expect(stops[0]?.name, 'the first stop').toMatch(/^a "(Skip to main content|मुख्य सामग्री पर जाएँ)"/);
      // 2.1.2: focus is never trapped; it leaves the page after the last control.
      expect(leftThePage, `Tab left ${path} after its last control`).toBe(true);
      // 2.1.1 and 2.4.3: every control, once, in the order of the document (no positive tabindex),
      // listed again now: a form's send button is enabled once its code has come, on first use.
      expect(
        stops.map((stop) => stop.name),
        'the controls Tab reached, in order',
      ).toEqual(await listTabbables(page));
      // 2.4.11: no control is hidden behind the sticky header or another fixed part when focused.
      expect(stops.filter((stop) => stop.obscured).map((stop) => stop.name)).toEqual([]);
      // 1.4.11: every focus ring drawn as an outline stands out 3:1 from what is behind it.
      expect(
        stops
          .filter((stop) => stop.ringContrast !== null && stop.ringContrast < 3)
          .map((stop) => `${stop.name}: ${stop.ringContrast!.toFixed(2)}:1`),
      ).toEqual([]);
      // 3.2.1: focusing nothing navigated or opened a window.
      expect(page.url()).toBe(url);
      expect(pagesOpened).toBe(0);
    },
  );
}

/** The testimonials and the counters move on their own (2.2.2 covers them): what they change is not a key's doing. */
const selfMoving = '[data-island=Testimonials], [data-island=CounterGroup]';

/**
 * The printable keys a single-key shortcut would use (2.1.4: letters, digits, punctuation and
 * symbols). Not the space bar: it scrolls the page, which starts the islands that come into view.
 */
const characterKeys = [..."abcdefghijklmnopqrstuvwxyz0123456789/?.,;[]-=`'"];

for (const path of everyPage) {
  test(
    `${path} nothing appears on hover or focus but the control itself, no single key is a shortcut, links in text are underlined, labels are in names and nothing flashes @desktop`,
    evidenceFor('1.4.1', '1.4.13', '2.1.4', '2.3.1', '2.5.3'),
    async ({page}) => {
      await page.goto(path);

      // 1.4.13: no style shows or moves another element on hover or focus. The skip link,
      // shown when it is itself focused, is the focused control, not content it triggers.
      const hoverRules = await page.evaluate(() => {
        const found: string[] = [];
        const visual = /\b(display|visibility|opacity|clip|clip-path|transform|translate|max-height|height|top|left|inset)\s*:/;
        const visit = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) {
              for (const selector of rule.selectorText.split(',')) {
                // A pseudo-class followed by a combinator styles some other element.
                if (
                  /:(hover|focus|focus-visible|focus-within)\b[^\s>+~]*\s*[>+~ ]\s*\S/.test(selector.trim()) &&
                  visual.test(rule.style.cssText)
                ) {
                  found.push(`${selector.trim()} { ${rule.style.cssText} }`);
                }
              }
            }
            if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) visit((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
        return found;
      });
      expect(hoverRules, 'rules that show or move content on hover or focus').toEqual([]);

      // 2.1.4: with focus on the page, no printable key changes anything. First the page must be still:
      // the islands in view start after load, and on a busy machine late; what they change is no key's doing.
      await waitForHydration(page);
      await expect
        .poll(
          () =>
            page.evaluate(
              (selfMoving) =>
                new Promise<number>((resolve) => {
                  let changes = 0;
                  const target = (node: Node) => (node instanceof Element ? node : node.parentElement);
                  const observer = new MutationObserver(
                    (records) => (changes += records.filter((record) => !target(record.target)?.closest(selfMoving)).length),
                  );
                  observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
                  setTimeout(() => {
                    observer.disconnect();
                    resolve(changes);
                  }, 500);
                }),
              selfMoving,
            ),
          {message: 'the page comes to rest', timeout: 15_000},
        )
        .toBe(0);
      await page.evaluate((selfMoving) => {
        const win = window as unknown as {mutations: number};
        win.mutations = 0;
        new MutationObserver((records) => {
          const target = (node: Node) => (node instanceof Element ? node : node.parentElement);
          win.mutations += records.filter((record) => !target(record.target)?.closest(selfMoving)).length;
        }).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        (document.activeElement as HTMLElement | null)?.blur();
      }, selfMoving);
      const url = page.url();
      // One call for all of them: each character is still its own key down, press and up.
      await page.keyboard.type(characterKeys.join(''));
      expect(await page.evaluate(() => (window as unknown as {mutations: number}).mutations), 'changes made by printable keys').toBe(0);
      expect(page.url()).toBe(url);

      // 1.4.1: a link inside a sentence is told from its text by more than colour: an underline.
      const plainLinks = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href]'))
          .filter((link) => {
            if (!link.checkVisibility() || getComputedStyle(link).display !== 'inline') return false;
            // In a sentence: words of its own line beside it, in text or inline elements, not a card's heading or paragraph.
            const beside = Array.from(link.parentElement?.childNodes ?? [])
              .filter((node) => node !== link)
              .filter(
                (node) => node.nodeType === Node.TEXT_NODE || (node instanceof Element && getComputedStyle(node).display === 'inline'),
              )
              .map((node) => node.textContent ?? '')
              .join('')
              .trim();
            return beside.length > 1 && !getComputedStyle(link).textDecorationLine.includes('underline');
          })
          .map((link) => `"${(link.textContent ?? '').trim()}"`),
      );
      expect(plainLinks, 'links in text without an underline').toEqual([]);

      // 2.3.1: no animation repeats more than three times a second.
      const fastAnimations = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => {
            const timing = animation.effect?.getComputedTiming();
            const duration = Number(timing?.duration ?? 0);
            return (timing?.iterations ?? 1) > 3 && duration > 0 && duration < 1000 / 3;
          })
          .map((animation) => (animation as CSSAnimation).animationName ?? 'script animation'),
      );
      expect(fastAnimations).toEqual([]);
      const flashingImages = await page.locator('img[src$=".gif"], img[src$=".apng"]').count();
      expect(flashingImages, 'animated image formats').toBe(0);

      // 2.5.3: each control's accessible name contains the words it shows (axe's rule, which axe
      // leaves out of its default run as experimental).
      const labelInName = await new AxeBuilder({page}).withRules(['label-content-name-mismatch']).setLegacyMode(true).analyze();
      expect(labelInName.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
    },
  );
}

// 1.4.4 through browser zoom, as WCAG's G142 meets it: 200% on a 1280 px screen lays the page
// out 640 CSS px wide. 1.3.4: a phone turned sideways.
const layouts = [
  {name: '200% zoom of a 1280 px screen', width: 640, height: 400, deviceScaleFactor: 2, criterion: '1.4.4'},
  {name: 'a phone in landscape', width: 812, height: 375, deviceScaleFactor: 1, criterion: '1.3.4'},
];

for (const layout of layouts) {
  test(
    `at ${layout.name} every page shows its main content, cuts off no text and scrolls only downward @mobile`,
    evidenceFor(layout.criterion),
    async ({browser}) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({
        viewport: {width: layout.width, height: layout.height},
        deviceScaleFactor: layout.deviceScaleFactor,
        hasTouch: layout.criterion === '1.3.4',
      });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of everyPage) {
        await page.goto(path);
        const found = await page.evaluate(() => {
          const cut: string[] = [];
          const width = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth > width) cut.push(`page ${document.documentElement.scrollWidth} px wide`);
          const main = document.querySelector('main');
          if (!main?.checkVisibility() || main.getBoundingClientRect().height < 100) cut.push('main content not shown');
          for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
            if (!element.checkVisibility() || !element.innerText?.trim()) continue;
            const style = getComputedStyle(element);
            const clips = [style.overflowX, style.overflowY].some((overflow) => overflow === 'hidden' || overflow === 'clip');
            if (!clips || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
            if (element.scrollHeight > element.clientHeight + 1)
              cut.push(`${element.tagName.toLowerCase()} "${element.innerText.trim().slice(0, 40)}" cut off`);
          }
          return cut;
        });
        problems.push(...found.map((problem) => `${path}: ${problem}`));
      }
      await context.close();
      expect(problems).toEqual([]);
    },
  );
}

/** A page's HTML, and the links of its header and footer, as served. */
interface ServedPage {
  path: string;
  html: string;
  /** The links of the header's menus and of the footer, in order: `href name`. */
  chrome: {header: string[]; footer: string[]};
}

const segment = (html: string, tag: string) => new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? '';
const linksIn = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, content]) => ({
    // The language switcher links this page in the other language: the same link, in words, on every page.
    href: /\bhreflang=/.test(attributes!)
      ? '(this page in the other language)'
      : (/href=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/
          .exec(attributes!)
          ?.slice(1)
          .find((value) => value !== undefined) ?? ''),
    name: content!
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));

async function servedPages(request: import('@playwright/test').APIRequestContext): Promise<ServedPage[]> {
  // One page at a time: the server holds at most MAX_CONNECTIONS_PER_CLIENT connections from one address (D106).
  const pages: ServedPage[] = [];
  for (const path of everyPage) {
    const html = await (await request.get(path)).text();
    pages.push({
      path,
      html,
      chrome: {
        header: linksIn(segment(html, 'header')).map((link) => `${link.href} ${link.name}`),
        footer: linksIn(segment(html, 'footer')).map((link) => `${link.href} ${link.name}`),
      },
    });
  }
  return pages;
}

const localeOf = (path: string) => (path.startsWith('/hi/') ? 'hi' : 'en');

test(
  'the header and footer hold the same links, named alike and in the same order, on every page of a language @desktop',
  evidenceFor('3.2.3', '3.2.6'),
  async ({request}) => {
    const pages = await servedPages(request);
    for (const locale of ['en', 'hi']) {
      const ofLocale = pages.filter((page) => localeOf(page.path) === locale);
      const [first] = ofLocale;
      for (const page of ofLocale) {
        expect({page: page.path, header: page.chrome.header}).toEqual({page: page.path, header: first!.chrome.header});
        expect({page: page.path, footer: page.chrome.footer}).toEqual({page: page.path, footer: first!.chrome.footer});
      }
      // 3.2.6: the footer's help, the contact page and the e-mail address, on every page, in one order.
      const help = first!.chrome.footer.filter((link) => /ContactUs |^mailto:/.test(link));
      expect(help.length, `${locale}: the footer's contact links`).toBeGreaterThanOrEqual(2);
    }
  },
);

/** D109: the names a link to the contact page may have, standing alone and within a sentence. */
const contactLinkNames = {
  en: {alone: 'Get In Touch', inSentence: /^contact (page|form)$/},
  hi: {alone: 'संपर्क करें', inSentence: /^संपर्क (पेज|फ़ॉर्म)$/},
};

test(
  'every link to the contact page has one name wherever it stands alone, and names the page or form within a sentence @desktop',
  evidenceFor('3.2.4'),
  async ({request, page}) => {
    const pages = await servedPages(request);
    const misnamed: string[] = [];
    let counted = 0;
    for (const served of pages) {
      const names = contactLinkNames[localeOf(served.path)];
      // Parsed, not loaded: what matters is each link's words and whether a sentence holds it.
      const links = await page.evaluate((html) => {
        const document = new DOMParser().parseFromString(html, 'text/html');
        return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
          .filter((link) => /^(\/hi)?\/TrendSoft\/ContactUs\/?([?#]|$)/.test(link.getAttribute('href')!) && !link.hasAttribute('hreflang'))
          .map((link) => {
            const name = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
            const block = link.closest('p, li, dd, td');
            const blockText = (block?.textContent ?? '').replace(/\s+/g, ' ').trim();
            return {name, inSentence: block !== null && blockText !== name};
          });
      }, served.html);
      counted += links.length;
      for (const link of links) {
        const fits = link.inSentence ? names.inSentence.test(link.name) : link.name === names.alone;
        if (!fits) misnamed.push(`${served.path}: "${link.name}"${link.inSentence ? ' in a sentence' : ''}`);
      }
    }
    // Every page has the header's and the footer's, at least.
    expect(counted).toBeGreaterThan(pages.length * 2);
    expect(misnamed).toEqual([]);
  },
);

test(
  'every page can be reached two ways: from the site map, which every footer links, and from another page or menu @desktop',
  evidenceFor('2.4.5'),
  async ({request}) => {
    const pages = await servedPages(request);
    const internal = (href: string) =>
      href
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(/[?#].*$/, '')
        .replace(/(.)\/$/, '$1');
    const linksOf = (page: ServedPage) => new Set(linksIn(page.html).map((link) => internal(link.href)));
    for (const locale of ['en', 'hi'] as const) {
      const prefix = locale === 'hi' ? '/hi' : '';
      const siteMapPath = `${prefix}/TrendSoft/Site-Map`;
      const ofLocale = pages.filter((page) => localeOf(page.path) === locale);
      const siteMap = ofLocale.find((page) => page.path === siteMapPath);
      expect(siteMap, `${siteMapPath} is served`).toBeDefined();
      // A page whose canonical URL is another's (/About, D6) is that page at a second address.
      const ownPages = ofLocale.filter((page) => {
        const canonical = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(page.html)?.[1];
        return canonical === undefined || internal(canonical) === internal(page.path);
      });
      expect(ownPages.length, `${locale}: pages`).toBeGreaterThan(30);
      const onTheSiteMap = linksOf(siteMap!);
      for (const page of ownPages) {
        // One way: the footer's link to the site map, on every page, and the site map's link to this page.
        expect(
          page.chrome.footer.some((link) => link.startsWith(`${siteMapPath} `)),
          `${page.path} links the site map`,
        ).toBe(true);
        if (page.path !== siteMapPath) expect(onTheSiteMap.has(internal(page.path)), `the site map links ${page.path}`).toBe(true);
        // The other: a link from a page other than the site map and itself (a menu, the footer, or a page's text).
        const linkedFrom = ownPages.filter(
          (other) => other.path !== siteMapPath && other.path !== page.path && linksOf(other).has(internal(page.path)),
        );
        expect(linkedFrom.length, `${page.path} is linked from a page other than the site map`).toBeGreaterThan(0);
      }
    }
  },
);

test('no page has a time limit: nothing refreshes or redirects after a delay @desktop', evidenceFor('2.2.1'), async ({request}) => {
  const pages = await servedPages(request);
  const timed = pages.filter((page) => {
    const refresh = /<meta[^>]*http-equiv=["']?refresh["']?[^>]*content=["']?(\d+)/i.exec(page.html);
    return refresh !== null && Number(refresh[1]) > 0;
  });
  expect(timed.map((page) => page.path)).toEqual([]);
  // No log-in, so no session to expire: the 3.3.8 check finds no password field on any page.
});

test(
  'no script on the site listens for device motion or locks the screen’s orientation @desktop',
  evidenceFor('2.5.4', '1.3.4'),
  async () => {
    const {readdirSync, readFileSync} = await import('node:fs');
    const {join} = await import('node:path');
    const {builtSiteDir} = await import('./helpers');
    const scripts = readdirSync(join(builtSiteDir, 'assets', 'js')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const listening = scripts.filter((name) =>
      /devicemotion|deviceorientation|DeviceMotionEvent|DeviceOrientationEvent|Accelerometer|Gyroscope/.test(
        readFileSync(join(builtSiteDir, 'assets', 'js', name), 'utf8'),
      ),
    );
    expect(listening).toEqual([]);
    const locking = scripts.filter((name) =>
      /orientation\.lock|lockOrientation/.test(readFileSync(join(builtSiteDir, 'assets', 'js', name), 'utf8')),
    );
    expect(locking).toEqual([]);
  },
);

/** The site's forms by their accessible name; anything else is a new kind of form that 3.3.4 must be decided for. */
const knownForms = /^(Contact form|Job application form|Document quote request|संपर्क फ़ॉर्म|नौकरी आवेदन फ़ॉर्म|दस्तावेज़ कोटेशन अनुरोध)$/;

/** The autocomplete each personal-data field must carry (1.3.5), by the field's name. */
const inputPurposes: Record<string, string> = {
  name: 'name',
  email: 'email',
  countryCode: 'tel-country-code',
  phone: 'tel-national',
  companyName: 'organization',
};

test(
  'every form asks once for each thing, names the purpose of the visitor’s details, changes nothing on input and has a status region @desktop',
  evidenceFor('1.3.5', '3.2.2', '3.3.4', '3.3.7', '4.1.3'),
  async ({page}) => {
    test.setTimeout(240_000);
    const formPages = (await servedPages(page.request)).filter((served) => served.html.includes('<form')).map((served) => served.path);
    expect(formPages.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) sent += 1;
    });
    for (const path of formPages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const url = page.url();
      const found = await page.evaluate(
        ({purposes, known}) => {
          const out: string[] = [];
          for (const form of Array.from(document.querySelectorAll('form'))) {
            // The newsletter's confirm and unsubscribe buttons are forms of one button, posted on purpose.
            const fields = Array.from(
              form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
            ).filter((field) => field.type !== 'hidden' && field.tabIndex >= 0);
            if (fields.length === 0) continue;
            const name = form.getAttribute('aria-label') ?? (form.querySelector('input[type=email]') ? 'Newsletter sign-up' : '(unnamed)');
            // 3.3.4: only the forms the site is known to have, none of which commits the visitor to anything.
            if (!new RegExp(known).test(name) && name !== 'Newsletter sign-up')
              out.push(`a form "${name}" the report has not decided 3.3.4 for`);
            // 3.3.7: no form has two fields for the same thing.
            const keys = fields.map((field) => field.name || field.id);
            const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
            if (twice.length > 0) out.push(`${name}: asks twice for ${twice.join(', ')}`);
            const autocompletes = fields.map((field) => field.getAttribute('autocomplete')).filter((value) => value && value !== 'off');
            if (new Set(autocompletes).size !== autocompletes.length) out.push(`${name}: two fields share an autocomplete purpose`);
            // 1.3.5: each personal-data field names its purpose.
            for (const field of fields) {
              const expected = purposes[field.name];
              if (expected && field.getAttribute('autocomplete') !== expected) {
                out.push(`${name}: ${field.name} has autocomplete ${field.getAttribute('autocomplete')}, not ${expected}`);
              }
            }
            // 4.1.3: the region the result will be written into is in the page already.
            if (
              !form.querySelector('[role=status], [role=alert], [aria-live]') &&
              !form.parentElement?.querySelector('[role=status], [role=alert], [aria-live]')
            ) {
              out.push(`${name}: no status region for its result`);
            }
          }
          return out;
        },
        {purposes: inputPurposes, known: knownForms.source},
      );
      problems.push(...found.map((problem) => `${path}: ${problem}`));

      // 3.2.2: choosing an option, ticking a box or typing changes no page and sends nothing.
      const sentBefore = sent;
      for (const select of await page.locator('form select').all()) {
        if (!(await select.isVisible())) continue;
        const values = await select
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
        if (values.length > 0) await select.selectOption(values.at(-1)!);
      }
      for (const box of await page.locator('form input[type=checkbox]').all()) if (await box.isVisible()) await box.check();
      for (const field of await page.locator('form input[type=text], form input[type=email], form textarea').all()) {
        if (await field.isVisible()) await field.fill('a');
      }
      if (page.url() !== url) problems.push(`${path}: input navigated to ${page.url()}`);
      if (sent !== sentBefore) problems.push(`${path}: input sent a request to the forms API`);
    }
    expect(problems).toEqual([]);
  },
);
