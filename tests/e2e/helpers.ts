import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import Database from 'better-sqlite3';
import {sitemapPaths} from '../../scripts/lib/sitemapPaths';
import {bothLocalePaths} from '../specRoutes';
import {e2eDataDir} from './serverEnv';

/** The production build the e2e server serves (playwright.config.ts). */
export const builtSiteDir = join(__dirname, '..', '..', 'build');

/** D24: the tags the accessibility gate checks. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Sets the window's size and waits until the page is laid out at it. Playwright's resize can
 * answer before the renderer has taken the new size: under load, a check measured just after the
 * 200% zoom check had put the window back at 1280 px once found the phone layout still in place
 * (Career's hero 122 px tall, its picture hidden as below 768 px).
 */
export async function resizeWindow(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({width, height});
  await page.waitForFunction(([w, h]) => window.innerWidth === w && window.innerHeight === h, [width, height]);
}

/**
 * Waits until the islands in view at load run: the islands loader marks the
 * page as Docusaurus's client app marked a hydrated one (plugins/islands/browser/loader.ts).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'complete');
}

/** Holds every script request made from now on until `release` is called. */
export async function holdScripts(page: Page) {
  const requested: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/**', async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return {requested, release};
}

/** axe-core's minified build (the package's default is the 1.5 MB unminified one). */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What AxeBuilder evaluates as "axe's source" once the page has axe: nothing.
 * Legacy mode evaluates its source in the page twice (before choosing the mode,
 * then to inject it) and once in every frame. Sent and parsed, the 550 KB cost
 * about 0.3 s each time even where a guard skipped it, and a component library
 * page's example frames (D114), which an audit of the page leaves out
 * (`iframes: false`), cost 0.4 s each: 0.8 to 2 s a page for nothing the audit
 * uses. In a frame without axe its configure step throws, which AxeBuilder ignores.
 */
const axeAlreadyDefined = ';';

/**
 * An axe run in the page itself (legacy mode), with axe defined in the page once:
 * it gathers each frame's results in a new blank page otherwise, 2 s more a page
 * with the same rules, and the site's one kind of frame, the component library's
 * examples, is checked as pages of their own (D114).
 */
export async function axeBuilder(page: Page): Promise<AxeBuilder> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return new AxeBuilder({page, axeSource: axeAlreadyDefined}).setLegacyMode(true);
}

/** Runs axe on the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Only violations are collected in full.
  const results = await (
    await axeBuilder(page)
  )
    .withTags(axeTags)
    // A frame's page is checked on its own (the component library's examples, D114), not as part of this one.
    .options({resultTypes: ['violations'], iframes: false})
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Fills the contact form with `enquiry`, or another address where a test needs rows of its own. */
export async function fillContactForm(page: Page, {email = enquiry.email}: {email?: string} = {}): Promise<void> {
  await page.getByLabel('Name', {exact: true}).fill('Asha Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Country code').selectOption({label: '+44 United Kingdom'});
  await page.getByLabel('Phone number').fill('7700900123');
  await page.getByLabel('Company name').fill('Acme Books');
  await page.getByLabel('Purpose of contact').selectOption('Document Accessibility');
  await page.getByLabel('Message (optional)').fill(enquiry.message);
}

/** Fills the job application with a text resume. */
export async function fillCareerForm(page: Page): Promise<void> {
  await page.getByLabel('Name', {exact: true}).fill('Asha Rao');
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByLabel('Country code').selectOption({label: '+91 India'});
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Position').selectOption('Fresher');
  await page
    .getByLabel('Resume')
    .setInputFiles({name: 'asha-rao.txt', mimeType: 'text/plain', buffer: Buffer.from('Asha Rao\nHTML, CSS, MS Office\n')});
}

/** The JSON the contact form sends for fillContactForm's answers (docs/product.md §7). */
export const enquiry = {
  name: 'Asha Rao',
  phoneNumber: '+44 7700900123',
  email: 'asha@example.com',
  companyName: 'Acme Books',
  enquiries: 'Document Accessibility',
  message: 'A 40-page annual report with fillable forms.\nWe launch in March.',
  website: '',
};

/** A unique address per test, project and moment, so parallel runs find their own rows. */
export function uniqueEmail(label: string): string {
  return `${label}.${test.info().project.name}.${Date.now()}@example.com`.toLowerCase();
}

/** Rows of `sql` from the forms server's SQLite file in `dataDir`: what was really stored. */
export function readStoredRows(dataDir: string, sql: string, ...params: unknown[]): Record<string, unknown>[] {
  const db = new Database(join(dataDir, 'trendsoft.sqlite'), {readonly: true, fileMustExist: true});
  try {
    return db.prepare(sql).all(...params) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/**
 * Reads rows straight from the forms server's SQLite file, to see what was
 * really stored; undefined when the suite runs against a server started elsewhere.
 */
export function storedRows(sql: string, ...params: unknown[]): Record<string, unknown>[] | undefined {
  return e2eDataDir ? readStoredRows(e2eDataDir, sql, ...params) : undefined;
}

/**
 * The focusable elements whose focus ring an ancestor would clip (2.4.7,
 * 2.4.11): for each element a keyboard can reach that is shown, its ring (the
 * site's `--ts-focus-width` at a 2 px offset, src/css/custom.css) must lie
 * inside every ancestor that clips what it paints: an overflow other than
 * visible, paint containment or `content-visibility`, allowing for
 * `overflow-clip-margin`. Scroll containers clip by design and are skipped
 * when the ring fits their scrollable area.
 */
export async function clippedFocusRings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const probe = document.createElement('div');
    // Marked, so a watch for the page's own changes (every-page.spec.ts) can tell it from them.
    probe.setAttribute('data-test-probe', '');
    probe.style.width = root.getPropertyValue('--ts-focus-width') || '3px';
    document.body.append(probe);
    const ring = probe.getBoundingClientRect().width + 2;
    probe.remove();
    const focusable = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    );
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '').trim().slice(0, 40)}"`;
    const clipped: string[] = [];
    for (const element of focusable) {
      if (
        element.tabIndex < 0 ||
        element.closest('dialog:not([open]), [popover]:not(:popover-open), [hidden], .ts-visually-hidden, [inert]')
      )
        continue;
      if (element.getClientRects().length === 0 || !element.checkVisibility({visibilityProperty: true})) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const wanted = {left: box.left - ring, right: box.right + ring, top: box.top - ring, bottom: box.bottom + ring};
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        const contained =
          /paint|strict|content/.test(style.contain) || style.contentVisibility === 'auto' || style.contentVisibility === 'hidden';
        const clipsX = contained || style.overflowX !== 'visible';
        const clipsY = contained || style.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const scrolls = ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
        const outer = ancestor.getBoundingClientRect();
        const margin =
          contained || style.overflowX === 'clip' || style.overflowY === 'clip' ? parseFloat(style.overflowClipMargin) || 0 : 0;
        const clip = {
          left: outer.left + ancestor.clientLeft - margin - (scrolls ? ancestor.scrollLeft : 0),
          top: outer.top + ancestor.clientTop - margin - (scrolls ? ancestor.scrollTop : 0),
          right: 0,
          bottom: 0,
        };
        clip.right = clip.left + (scrolls ? ancestor.scrollWidth : ancestor.clientWidth) + 2 * margin;
        clip.bottom = clip.top + (scrolls ? ancestor.scrollHeight : ancestor.clientHeight) + 2 * margin;
        const outside =
          (clipsX && (wanted.left < clip.left - 0.5 || wanted.right > clip.right + 0.5)) ||
          (clipsY && (wanted.top < clip.top - 0.5 || wanted.bottom > clip.bottom + 0.5));
        if (outside) {
          const edges = (rect: {left: number; top: number; right: number; bottom: number}) =>
            [rect.left, rect.top, rect.right, rect.bottom].map((edge) => Math.round(edge)).join(',');
          clipped.push(
            `${describe(element)}: ring ${edges(wanted)} outside ${ancestor.tagName.toLowerCase()}.${String(ancestor.className).split(' ')[0]} ${edges(clip)}`,
          );
          break;
        }
      }
    }
    return clipped;
  });
}

/**
 * Every other page the build lists in its sitemaps, in both languages: the footer's
 * pages, the Resources articles, and any page a writer adds, which is checked
 * from its first build without being added to a list (issue 44).
 */
export function pagesOutsideTheRouteTable(): string[] {
  return sitemapPaths(builtSiteDir)
    .filter((path) => !bothLocalePaths.includes(path))
    .sort();
}

/**
 * Links and buttons whose words are drawn touching (issue 67): where the source
 * has a space between two words on one line, the second must start to the right
 * of the first. A flex container makes each text run an item of its own and
 * drops the space between them ("Download OurBrochure"), which the accessible
 * name and `innerText` still report, so only the words' boxes on screen show it.
 */
export async function wordsDrawnTouching(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>('a[href], button, summary'))) {
      if (control.getClientRects().length === 0 || !control.checkVisibility({visibilityProperty: true})) continue;
      // Each word (a run of non-space characters within one text node) with its box, in document order.
      const words: {text: string; box: DOMRect; spaceBefore: boolean}[] = [];
      let spacePending = false;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement;
        // Text for screen readers only, drawn in a 1 px box, is not drawn words.
        if (!parent || parent.closest('.ts-visually-hidden') || parent.getClientRects().length === 0) continue;
        for (const match of node.data.matchAll(/\s+|\S+/g)) {
          if (/^\s/.test(match[0])) {
            spacePending = true;
            continue;
          }
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          words.push({text: match[0], box: range.getBoundingClientRect(), spaceBefore: spacePending});
          spacePending = false;
        }
      }
      for (let index = 1; index < words.length; index += 1) {
        const [before, after] = [words[index - 1]!, words[index]!];
        if (!after.spaceBefore || before.box.width === 0 || after.box.width === 0) continue;
        const sameLine = Math.abs(before.box.top - after.box.top) < before.box.height / 2;
        // A space is about a quarter of an em; touching is closer than 1 px.
        if (sameLine && after.box.left - before.box.right < 1)
          found.push(`${control.tagName.toLowerCase()} "${before.text} ${after.text}" is drawn "${before.text}${after.text}"`);
      }
    }
    return found;
  });
}

/**
 * Blank columns (issue 67, D116): the bands of `<main>` where one side stays empty
 * beside content that goes on, at the page's present width. Each is described with
 * its band (element, class and heading) and its sizes in CSS pixels.
 *
 * - Columns side by side (a grid or flex row at least half the page wide: the hero,
 *   a heading beside its prose, a picture beside text, the body beside its panel):
 *   a column at least a sixth of the band wide fails where it is blank, above or
 *   below what it draws, for longer than that drawing is tall and longer than
 *   `tolerance`, while a column beside it goes on. A column that holds a sticky
 *   element is not blank: the element travels down beside the reader.
 * - A band laid out as one column (a `.ts-container`, the width of the page's
 *   content), taller than `tolerance`, fails where what it draws enters its right or
 *   left third for at most a tenth of its height (the right half of a hero without a
 *   picture, a long document at its reading measure; one long heading is not a
 *   column), or where its cards, panels or pictures end with its text a fifth of the
 *   band short of its right edge: boxes are laid out in the band, text at its
 *   measure, so text alone at the measure (a quarter of the band at 768 px) is not.
 *
 * What a band draws: its text, line by line; its pictures and controls; the boxes of
 * its elements that have a background or a shadow, and their borders.
 */
export async function blankColumns(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // A script that lays its block out by the width (the tab block) hears of a resize first: media
    // queries are evaluated, and their listeners run, before a frame's callbacks.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const tolerance = 120;
    const main = document.querySelector('main');
    if (!main) return [];
    interface Edges {
      left: number;
      right: number;
      top: number;
      bottom: number;
    }
    // Every element of <main> in document order: its place, and the place of its last descendant.
    const elements = [main, ...Array.from(main.querySelectorAll('*'))];
    const order = new Map(elements.map((element, index) => [element, index]));
    const lastInside = (element: Element) => {
      let last: Element = element;
      while (last.lastElementChild) last = last.lastElementChild;
      return order.get(last)!;
    };
    // A box is a picture, or an element's background, shadow or border (a card, a panel); text and controls are not.
    type Drawn = Edges & {owner: number; box: boolean};
    const drawn: Drawn[] = [];
    const add = (owner: Element, edges: Edges, box = false) => {
      if (edges.right - edges.left >= 1 && edges.bottom - edges.top >= 1)
        drawn.push({owner: order.get(owner)!, box, left: edges.left, right: edges.right, top: edges.top, bottom: edges.bottom});
    };
    const shown = new Set<Element>();
    const sticky: number[] = [];
    const opaque = (color: string) => color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color);
    const picture = /^(img|svg|video|canvas|iframe)$/i;
    const control = /^(a|button|input|select|textarea)$/i;
    for (const element of elements) {
      if (!element.checkVisibility({visibilityProperty: true, opacityProperty: true}) || element.closest('.ts-visually-hidden')) continue;
      shown.add(element);
      const style = getComputedStyle(element);
      if (style.position === 'sticky') sticky.push(order.get(element)!);
      const box = element.getBoundingClientRect();
      if (element === main || box.width === 0 || box.height === 0) continue;
      const isBox = !control.test(element.tagName);
      if (picture.test(element.tagName) || /^(input|select|textarea|button)$/i.test(element.tagName)) add(element, box, isBox);
      else if (opaque(style.backgroundColor) || style.backgroundImage !== 'none' || style.boxShadow !== 'none') add(element, box, isBox);
      else {
        // A border alone draws lines: a rule down a panel's side is as tall as the panel and as wide as the rule.
        const border = (side: string) =>
          style.getPropertyValue(`border-${side}-style`) !== 'none' &&
          parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
          opaque(style.getPropertyValue(`border-${side}-color`));
        const {left, right, top, bottom} = box;
        if (border('top')) add(element, {left, right, top, bottom: top + 1}, isBox);
        if (border('bottom')) add(element, {left, right, top: bottom - 1, bottom}, isBox);
        if (border('left')) add(element, {left, right: left + 1, top, bottom}, isBox);
        if (border('right')) add(element, {left: right - 1, right, top, bottom}, isBox);
      }
    }
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || !shown.has(node.parentElement) || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) add(node.parentElement, line);
    }

    /** What the elements draw within `across` (left to right; the forms' hidden trap field lies far to the left). */
    const drawnBy = (members: Element[], across: {left: number; right: number}): Drawn[] => {
      const spans = members.map((member) => [order.get(member)!, lastInside(member)] as const);
      return drawn.filter(
        (box) =>
          box.right > across.left && box.left < across.right && spans.some(([first, last]) => box.owner >= first && box.owner <= last),
      );
    };
    /** The extent of what is drawn, or null. */
    const extentOf = (boxes: Drawn[]): Edges | null => {
      let extent: Edges | null = null;
      for (const box of boxes) {
        extent = extent
          ? {
              left: Math.min(extent.left, box.left),
              right: Math.max(extent.right, box.right),
              top: Math.min(extent.top, box.top),
              bottom: Math.max(extent.bottom, box.bottom),
            }
          : {left: box.left, right: box.right, top: box.top, bottom: box.bottom};
      }
      return extent;
    };
    // "div.hero > div.inner "Privacy Policy"": the element and its parent by their first own class (CSS modules add a suffix), and its heading.
    const selector = (element: Element) => {
      const className = Array.from(element.classList).find((name) => !name.startsWith('ts-'));
      return `${element.tagName.toLowerCase()}${className ? `.${className.replace(/_[\w-]{4}$/, '')}` : ''}`;
    };
    const describe = (element: Element) => {
      const heading = element.querySelector('h1, h2, h3') ?? element.closest('section')?.querySelector('h1, h2, h3');
      const name = heading ? ` "${(heading.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"` : '';
      return `${element.parentElement ? `${selector(element.parentElement)} > ` : ''}${selector(element)}${name}`;
    };
    const px = (value: number) => `${Math.round(value)} px`;
    const found: string[] = [];
    const pageWidth = document.documentElement.clientWidth;
    const sideBySide = new Set<Element>();

    for (const band of elements) {
      if (!shown.has(band)) continue;
      const style = getComputedStyle(band);
      const row = style.display.includes('grid') || (style.display.includes('flex') && !style.flexDirection.startsWith('column'));
      const bandBox = band.getBoundingClientRect();
      if (!row || bandBox.width < pageWidth / 2) continue;
      // The band's items (through display: contents); one across the band (a heading above its columns) is in no column.
      const items: {item: Element; box: DOMRect}[] = [];
      const collect = (parent: Element) => {
        for (const child of Array.from(parent.children)) {
          const childStyle = getComputedStyle(child);
          if (childStyle.display === 'contents') collect(child);
          else if (shown.has(child) && !/absolute|fixed/.test(childStyle.position)) {
            const box = child.getBoundingClientRect();
            if (box.width > 0 && box.width < bandBox.width * 0.9 && box.right > bandBox.left && box.left < bandBox.right)
              items.push({item: child, box});
          }
        }
      };
      collect(band);
      // Items whose spans across the band overlap stand in one column.
      items.sort((first, second) => first.box.left - second.box.left);
      const columns: {members: Element[]; left: number; right: number}[] = [];
      for (const {item, box} of items) {
        const last = columns.at(-1);
        if (last && box.left < last.right - 1) {
          last.members.push(item);
          last.right = Math.max(last.right, box.right);
        } else columns.push({members: [item], left: box.left, right: box.right});
      }
      if (columns.length < 2) continue;
      sideBySide.add(band);
      const measured = columns.map((column) => ({...column, extent: extentOf(drawnBy(column.members, column))}));
      const extents = measured.flatMap((column) => (column.extent ? [column.extent] : []));
      if (extents.length === 0) continue;
      const top = Math.min(...extents.map((extent) => extent.top));
      const bottom = Math.max(...extents.map((extent) => extent.bottom));
      for (const column of measured) {
        if (column.right - column.left < bandBox.width / 6) continue;
        const spans = column.members.map((member) => [order.get(member)!, lastInside(member)]);
        if (sticky.some((index) => spans.some(([first, last]) => index >= first! && index <= last!))) continue;
        const height = column.extent ? column.extent.bottom - column.extent.top : 0;
        const blank = column.extent ? Math.max(column.extent.top - top, bottom - column.extent.bottom) : bottom - top;
        if (blank <= Math.max(tolerance, height)) continue;
        const beside = Math.max(
          ...measured.flatMap((other) => (other !== column && other.extent ? [other.extent.bottom - other.extent.top] : [])),
        );
        found.push(
          `${describe(band)}: its column at ${px(column.left - bandBox.left)} to ${px(column.right - bandBox.left)} draws ${px(height)}, then is blank for ${px(blank)} beside ${px(beside)}`,
        );
      }
    }

    // Bands laid out as one column.
    for (const band of Array.from(main.querySelectorAll('.ts-container'))) {
      if (sideBySide.has(band) || !shown.has(band)) continue;
      const bandBox = band.getBoundingClientRect();
      const style = getComputedStyle(band);
      const [left, right] = [bandBox.left + parseFloat(style.paddingLeft), bandBox.right - parseFloat(style.paddingRight)];
      const width = right - left;
      const boxes = drawnBy(Array.from(band.children), {left, right});
      const extent = extentOf(boxes);
      if (!extent || extent.bottom - extent.top <= tolerance) continue;
      const height = extent.bottom - extent.top;
      // A third of the band along one side that what it draws enters for at most a tenth of its height
      // (a heading longer than the text's measure is not a column).
      for (const side of ['right', 'left'] as const) {
        const strip = side === 'right' ? {left: right - width / 3, right} : {left, right: left + width / 3};
        const spans = boxes
          .filter((box) => box.right > strip.left && box.left < strip.right)
          .map((box) => [box.top, box.bottom] as const)
          .sort((first, second) => first[0] - second[0]);
        let [covered, reached] = [0, -Infinity];
        for (const [top, bottom] of spans) {
          covered += Math.max(0, bottom - Math.max(top, reached));
          reached = Math.max(reached, bottom);
        }
        if (covered <= height / 10)
          found.push(`${describe(band)}: its ${side} third (${px(width / 3)}) is blank for ${px(height - covered)} of its ${px(height)}`);
      }
      // Cards, panels and pictures are laid out in the band, not at the text's measure: where they and the
      // text all end a fifth of the band short of its edge, the band has a blank column.
      const shortOf = right - extent.right;
      if (boxes.some((box) => box.box && box.right - box.left >= width / 6) && shortOf >= width / 5)
        found.push(`${describe(band)}: its cards or pictures and its text end ${px(shortOf)} short of its right edge, for ${px(height)}`);
    }
    return found;
  });
}
