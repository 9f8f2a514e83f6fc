import {expect, test, type Frame, type Page, type Response} from '@playwright/test';
import {axeEvidence, evidenceFor} from '../evidence';
import {bothLocalePaths, specRoutes} from '../specRoutes';
import {
  axeBuilder,
  blankColumns,
  clippedFocusRings,
  expectNoAxeViolations,
  pagesOutsideTheRouteTable,
  resizeWindow,
  waitForHydration,
  wordsDrawnTouching,
} from './helpers';
import {
  bringEveryIslandToLife,
  hydratedIslands,
  islandsScript,
  preactChunk,
  recordScripts,
  scriptsNotOfItsIslands,
  type RecordedScripts,
} from './islandScripts';
import {measureLines} from './readingMeasure';
import {charactersOutsideTheBrandSubsets} from './brandSubsets';
import {unbalancedLastRows} from './cardRows';
import {hindiLineProblems} from './hindiLines';

// The checks every page gets at both widths: docs/product.md §2, D1, D4, D24 (it loads with its
// title and one h1 and passes the accessibility gate) and issue 64, D100 (the checks that decide
// WCAG 2.2 criteria a script can decide on one page; each is evidence for the conformance report,
// npm run conformance, and a failure turns its criteria to "Does not support").
//
// One load of a page serves all its checks, run in order in one worker (Playwright's 'default'
// mode: a failed check does not skip the next, which gets a fresh load). Each check had a load of
// its own: 74 pages, 296 loads, about a third of the e2e suite's time, which CI must keep under
// 30 minutes. Motion is reduced from the load on, as the keyboard walk needs (below); the order
// puts the checks that move no focus first, then the walk, which needs focus at the top, and
// last the checks that change the page: forced colours, WCAG's text spacing, the blank-column
// and reading-measure measures (issues 67, 43), which resize it, and the islands' scripts, which
// scroll through it. Each was a spec of its own that loaded every page again (D119).

const outsideTheRouteTable = pagesOutsideTheRouteTable();
const everyPage = [...bothLocalePaths, ...outsideTheRouteTable];
const isHindi = (path: string) => path === '/hi' || path.startsWith('/hi/');

/** One keyboard stop, as the walk records it. */
interface Stop {
  /** The tabbable element's index in document order, -1 for one the page did not list, -2 for a frame without controls. */
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
    // The component library's examples are pages in frames (D114): Tab goes through a frame's
    // controls (the example's own walk is its page's), which is one stop here, where it has any.
    const framesWithControls = Array.from(document.querySelectorAll<HTMLIFrameElement>('iframe')).filter((frame) =>
      Boolean(frame.contentDocument?.querySelector(selector)),
    );
    const inOrder = [...Array.from(document.querySelectorAll<HTMLElement>(selector)), ...framesWithControls].sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    const tabbable = inOrder.filter((element) => {
      if (element instanceof HTMLIFrameElement) return true;
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
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? (element instanceof HTMLIFrameElement ? element.title : element.textContent) ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
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
      // A frame whose page holds no control takes focus only as a scrollable area (Chromium's
      // keyboard scrolling), while its example is still being sized to fit: no control of this page.
      if (focused instanceof HTMLIFrameElement && !focused.contentDocument?.querySelector(selector))
        return {index: -2, name: nameOf(focused), obscured: false, ringContrast: null};
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
        // A frame's focused control is its own page's to show (the frame is taller than the window).
        obscured: !(focused instanceof HTMLIFrameElement) && rect.width > 0 && rect.height > 0 && !shows,
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
    if (stop.index === -2) continue;
    // A date field's day, month and year are stops of one control.
    if (stop.index >= 0 && stop.index === stops.at(-1)?.index) continue;
    stops.push(stop);
  }
  return {stops, leftThePage: false};
}

/** The testimonials and the counters move on their own (2.2.2 covers them): what they change is not a key's doing. */
const selfMoving = '[data-island=Testimonials], [data-island=CounterGroup]';

/**
 * The printable keys a single-key shortcut would use (2.1.4: letters, digits, punctuation and
 * symbols). Not the space bar: it scrolls the page, which starts the islands that come into view.
 */
const characterKeys = [..."abcdefghijklmnopqrstuvwxyz0123456789/?.,;[]-=`'"];

/**
 * Text cut off, or a page that scrolls sideways, in a narrow or short window (1.4.4, 1.3.4) or
 * with WCAG's text spacing (1.4.12): the main content must show, no box inside `within` (body, main) may clip
 * its text downward (a carousel's viewport hides its other slides sideways by design), and the
 * page may scroll only downward. Runs in the page.
 */
function textCutOff(within: string): string[] {
  const cut: string[] = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) cut.push(`page ${document.documentElement.scrollWidth} px wide`);
  const main = document.querySelector('main');
  if (!main?.checkVisibility() || main.getBoundingClientRect().height < 100) cut.push('main content not shown');
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(`${within} *`))) {
    if (!element.checkVisibility() || !element.innerText?.trim()) continue;
    const style = getComputedStyle(element);
    const clips = [style.overflowX, style.overflowY].some((overflow) => overflow === 'hidden' || overflow === 'clip');
    // Visually hidden text (1 px boxes) is meant for screen readers, not cut off.
    if (!clips || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    if (element.scrollHeight > element.clientHeight + 1) {
      cut.push(`${element.tagName.toLowerCase()}.${element.className} "${element.innerText.trim().slice(0, 40)}" cut off`);
    }
  }
  return cut;
}

/** Issue 43: running text keeps a comfortable measure; above this a line is too long to read at ease. */
const longestMeasure = 80;

// WCAG 1.4.12's spacing, as its Understanding document applies it, with !important
// so that it wins over the site's own rules.
const textSpacing = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-block-end: 2em !important; }`;

for (const path of everyPage) {
  const route = specRoutes.find((each) => each.path === path);
  test.describe(path, () => {
    test.describe.configure({mode: 'default'});
    let page: Page;
    let response: Response | null;
    let scripts: RecordedScripts;
    // Hydration mismatches and failed requests show up as console errors.
    const consoleErrors: string[] = [];

    test.beforeAll(async ({browser}) => {
      page = await browser.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      scripts = recordScripts(page);
      // What the HTML holds before any script runs, to compare with the page once hydrated; and
      // when the page last changed (but for the parts that move on their own), so that the
      // check of single-key shortcuts knows whether the page has come to rest without first
      // watching it for half a second.
      await page.addInitScript((selfMoving) => {
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('__docusaurus');
          const win = window as unknown as {preRendered: Element[]; lastChange: number};
          win.preRendered = Array.from(root?.querySelectorAll('header, header *, main, main *, footer, footer *') ?? []);
          win.lastChange = performance.now();
          const target = (node: Node) => (node instanceof Element ? node : node.parentElement);
          // The checks' own measuring element (helpers.ts, clippedFocusRings) is no change of the page's.
          const probeOnly = (record: MutationRecord) =>
            record.type === 'childList' &&
            [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)].every(
              (node) => node instanceof Element && node.hasAttribute('data-test-probe'),
            );
          new MutationObserver((records) => {
            if (records.some((record) => !target(record.target)?.closest(selfMoving) && !probeOnly(record)))
              win.lastChange = performance.now();
          }).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
        });
      }, selfMoving);
      // The site scrolls smoothly to a focused control unless motion is reduced: with it, each
      // control is where it comes to rest as soon as it has focus.
      await page.emulateMedia({reducedMotion: 'reduce'});
      response = await page.goto(path);
      // The checks are of the page as it runs: a tab block's tabs are one stop each until its
      // script (loaded after the first paint) makes them one stop together.
      await waitForHydration(page);
    });

    test.afterAll(async () => {
      await page.close();
    });

    if (route) {
      test(
        'loads with its title, one h1, no console errors, no axe violations and no clipped focus ring',
        axeEvidence('2.4.2', '2.4.7'),
        async () => {
          expect(response?.status()).toBe(200);
          await expect(page).toHaveTitle(route.title);
          await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
          await expect(page.getByRole('heading', {level: 1})).toHaveText(route.heading);
          await expect(page.getByRole('main')).toHaveCount(1);
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await expectNoAxeViolations(page);
          // Visible focus (2.4.7): no focus ring is cut off by the box around it.
          expect(await clippedFocusRings(page)).toEqual([]);
          // Issue 67: no link or button draws two of its words as one.
          expect(await wordsDrawnTouching(page)).toEqual([]);
          expect(consoleErrors).toEqual([]);
        },
      );
    }

    // D54, D55: the islands add behaviour to the page's HTML; none replaces what was pre-rendered.
    test(`${path} hydration keeps every pre-rendered element of the header, main content and footer`, async () => {
      const {total, lost} = await page.evaluate(() => {
        const {preRendered} = window as unknown as {preRendered: Element[]};
        const gone = preRendered.filter((element) => !element.isConnected);
        return {total: preRendered.length, lost: gone.slice(0, 3).map((element) => element.outerHTML.slice(0, 80))};
      });
      expect(total, 'elements recorded before hydration').toBeGreaterThan(50);
      expect(lost, 'pre-rendered elements hydration replaced').toEqual([]);
    });

    // Issue 31, D42: a character outside the brand subsets would fall back to a system font mid-word.
    // The characters do not depend on the width. Each of these three was a loop of its own that
    // loaded every page again (D124).
    test(`${path} every character of its text is in the brand subsets @desktop`, async () => {
      expect(await charactersOutsideTheBrandSubsets(page)).toEqual([]);
    });

    if (isHindi(path)) {
      test(`${path} Hindi headings leave room between their lines, and no short block leaves a word alone on its last line (issue 67)`, async () => {
        expect(await hindiLineProblems(page)).toEqual([]);
      });
    }

    if (outsideTheRouteTable.includes(path)) {
      test(
        `${path} (outside the route table) loads with one h1 and one main, no axe violations and no clipped focus ring`,
        axeEvidence('2.4.7'),
        async () => {
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
          await expect(page.getByRole('main')).toHaveCount(1);
          await expectNoAxeViolations(page);
          expect(await clippedFocusRings(page)).toEqual([]);
          expect(await wordsDrawnTouching(page)).toEqual([]);
        },
      );
    }

    test(
      `${path} nothing appears on hover or focus but the control itself, no single key is a shortcut, links in text are underlined, labels are in names and nothing flashes @desktop`,
      evidenceFor('1.4.1', '1.4.13', '2.1.4', '2.3.1', '2.5.3'),
      async () => {
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
        // the islands in view start after load, and on a busy machine late; what they change is no key's
        // doing. Still means unchanged for half a second, which the checks before this one have
        // usually spent already (the page's clock of changes starts at its load, above).
        await page.evaluate(
          (quietMs) =>
            new Promise<void>((resolve, reject) => {
              const win = window as unknown as {lastChange: number};
              const givingUpAt = performance.now() + 15_000;
              const check = () => {
                const quietFor = performance.now() - win.lastChange;
                if (quietFor >= quietMs) resolve();
                else if (performance.now() > givingUpAt) reject(new Error('the page never came to rest'));
                else setTimeout(check, quietMs - quietFor);
              };
              check();
            }),
          500,
        );
        await page.evaluate((selfMoving) => {
          const win = window as unknown as {mutations: number; observer: MutationObserver};
          win.mutations = 0;
          win.observer = new MutationObserver((records) => {
            const target = (node: Node) => (node instanceof Element ? node : node.parentElement);
            win.mutations += records.filter((record) => !target(record.target)?.closest(selfMoving)).length;
          });
          win.observer.observe(document.body, {
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
        const changesMadeByKeys = await page.evaluate(() => {
          const win = window as unknown as {mutations: number; observer: MutationObserver};
          // The walk that follows on this page must not be watched.
          win.observer.disconnect();
          return win.mutations;
        });
        expect(changesMadeByKeys, 'changes made by printable keys').toBe(0);
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
        const labelInName = await (await axeBuilder(page)).withRules(['label-content-name-mismatch']).analyze();
        expect(labelInName.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
      },
    );

    test(
      `${path} the keyboard reaches every control in document order, focus is never hidden and never changes the page, and leaves the page at the end`,
      evidenceFor('2.1.1', '2.1.2', '2.4.1', '2.4.3', '2.4.11', '3.2.1', '1.4.11'),
      async () => {
        let pagesOpened = 0;
        page.context().on('page', () => (pagesOpened += 1));
        // The forms' code starts on first use, as a visitor's first focus in a form starts it; until it
        // has come their send buttons are disabled, so a walk faster than the network would pass one
        // by while the second list below has it. A focus event, which moves no focus, starts them first.
        await page.evaluate(() => {
          for (const form of Array.from(document.querySelectorAll('form'))) form.dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
        });
        await expect(page.locator('form button[type=submit]:disabled')).toHaveCount(0);
        // Focus starts where a visitor's does, at the top of the page: the checks before this one
        // moved none (axe and the key presses focus nothing; Tab from no focus begins at the start).
        const {length: expected} = await listTabbables(page);
        const url = page.url();
        // A frame's controls (the component library's examples, D114) are Tab presses too.
        const inFrames = await page.evaluate(() =>
          Array.from(document.querySelectorAll('iframe')).reduce(
            (sum, frame) =>
              sum + (frame.contentDocument?.querySelectorAll('a[href], button, input, select, textarea, summary').length ?? 0),
            0,
          ),
        );
        const {stops, leftThePage} = await walkWithTab(page, expected + inFrames);

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

    test(`${path} in forced colours every focus indicator still shows @desktop`, evidenceFor('2.4.7'), async () => {
      await page.emulateMedia({forcedColors: 'active'});
      const found = await page.evaluate(() => {
        const missing: string[] = [];
        const focusables = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex="0"]');
        for (const control of Array.from(focusables)) {
          if (!control.checkVisibility()) continue;
          control.focus();
          if (document.activeElement !== control) continue;
          // Forced colours drop box-shadows and backgrounds: only an outline shows focus, on the
          // control or on the card it covers (a card link draws its ring round the card).
          let ring: Element | null = control;
          for (let depth = 0; ring && depth < 4; depth += 1, ring = ring.parentElement) {
            const style = getComputedStyle(ring);
            if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) break;
          }
          if (!ring || getComputedStyle(ring).outlineStyle === 'none') {
            missing.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}"`);
          }
          control.blur();
        }
        return missing;
      });
      await page.emulateMedia({forcedColors: 'none'});
      expect([...new Set(found)], `controls on ${path} with no focus outline`).toEqual([]);
    });

    test(
      `${path} with WCAG text spacing applied no text is cut off and nothing scrolls sideways @mobile`,
      evidenceFor('1.4.12'),
      async () => {
        const spacing = await page.addStyleTag({content: textSpacing});
        const found = await page.evaluate(textCutOff, 'body');
        await spacing.evaluate((style) => (style as HTMLStyleElement).remove());
        expect(found, `text cut off on ${path}`).toEqual([]);
      },
    );

    // 1.4.4 through browser zoom, as WCAG's G142 meets it: 200% on a 1280 px screen lays the
    // page out 640 CSS px wide, at two device pixels to the CSS pixel.
    test(
      `${path} at 200% zoom of a 1280 px screen the page shows its main content, cuts off no text and scrolls only downward @desktop`,
      evidenceFor('1.4.4'),
      async () => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setDeviceMetricsOverride', {width: 640, height: 400, deviceScaleFactor: 2, mobile: false});
        // As in resizeWindow: measured once the page is laid out at the zoomed width, not before.
        await page.waitForFunction(() => window.innerWidth === 640);
        const found = await page.evaluate(textCutOff, 'main');
        await cdp.send('Emulation.clearDeviceMetricsOverride');
        await cdp.detach();
        await resizeWindow(page, 1280, 800);
        expect(found, `at 200% zoom on ${path}`).toEqual([]);
      },
    );

    // 1.3.4: the phone turned sideways.
    test(
      `${path} at a phone in landscape the page shows its main content, cuts off no text and scrolls only downward @mobile`,
      evidenceFor('1.3.4'),
      async () => {
        await resizeWindow(page, 812, 375);
        const found = await page.evaluate(textCutOff, 'main');
        await resizeWindow(page, 375, 812);
        expect(found, `in landscape on ${path}`).toEqual([]);
      },
    );

    // Issue 67, D116: measured on the page the checks above used, at its 1280 px and then at
    // 768 px; last, so that the resize disturbs no other check. A page's layout, not a criterion.
    // At 768 px, where three columns become two, a card alone in a grid's last row also keeps the
    // others' width and stands centred under them (issue 43; a loop of its own until D124).
    test(`${path} no band leaves a blank column beside its content, at 1280 and 768 px, and no grid a card off centre at 768 px @desktop`, async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const wide = await blankColumns(page);
      await resizeWindow(page, 768, 1024);
      const medium = await blankColumns(page);
      const unbalanced = await unbalancedLastRows(page);
      await resizeWindow(page, 1280, 800);
      expect(
        [...wide.map((found) => `1280 px: ${found}`), ...medium.map((found) => `768 px: ${found}`)],
        `blank columns on ${path}`,
      ).toEqual([]);
      expect(unbalanced, `grids at 768 px on ${path} whose last card stands alone, wider or off centre`).toEqual([]);
    });

    // Issue 43, D70: at the widths where a column can run wide.
    test(`${path} every block of running text holds at most ${longestMeasure} characters a line at 1280 and 768 px @desktop`, async () => {
      await page.evaluate(() => document.fonts.ready);
      const tooLong: string[] = [];
      for (const width of [1280, 768]) {
        await resizeWindow(page, width, 900);
        for (const block of await page.evaluate(measureLines)) {
          if (block.charactersPerLine > longestMeasure) {
            tooLong.push(
              `${width} px: ${block.charactersPerLine.toFixed(0)} characters a line in ${block.selector} ("${block.text.slice(0, 40)}…")`,
            );
          }
        }
      }
      await resizeWindow(page, 1280, 800);
      expect(tooLong, `lines too long on ${path}`).toEqual([]);
    });

    // Issue 41 (D54, D55): scrolled through, with every island shown at this width running, the
    // page has loaded the islands script and the chunks of its own islands, and nothing else.
    test(`${path} runs islands only: the islands script and the chunks of its own islands, no other script @desktop`, async () => {
      await bringEveryIslandToLife(page);
      const islandsIn = (frame: Frame) =>
        frame.locator('[data-island]').evaluateAll((roots) => roots.map((root) => root.getAttribute('data-island') ?? ''));
      const islandsOnPage = await islandsIn(page.mainFrame());
      expect(scriptsNotOfItsIslands(scripts.byPage, islandsOnPage), 'scripts that are not its islands').toEqual([]);
      expect(
        scripts.byPage.filter((script) => islandsScript.test(script)),
        'the islands script',
      ).toHaveLength(2);
      // A page whose islands are all framework-free (the header, tab blocks, counters) never loads Preact.
      const hydratesComponents = islandsOnPage.some((name) => hydratedIslands.includes(name));
      expect(
        scripts.byPage.filter((script) => preactChunk.test(script)),
        'Preact',
      ).toHaveLength(hydratesComponents ? 1 : 0);
      // A library page's example frames are pages of their own (D114): they run, and load the
      // islands script and what their own examples' islands need, nothing else.
      const frames = page.frames().filter((frame) => frame !== page.mainFrame());
      const islandsInFrames = (await Promise.all(frames.map(islandsIn))).flat();
      if (frames.length > 0) expect(scripts.byFrames, 'what its example frames load').not.toEqual([]);
      expect(scriptsNotOfItsIslands(scripts.byFrames, islandsInFrames), 'scripts its example frames load').toEqual([]);
    });
  });
}
