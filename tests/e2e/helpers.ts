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
 * Waits until the islands in view at load run: the islands loader marks the
 * page as Docusaurus's client app marked a hydrated one (src/islands/loader.ts).
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
