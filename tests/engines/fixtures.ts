import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test as base} from '@playwright/test';
import {axeTags, readStoredRows} from '../e2e/helpers';
import {axeSource, launchEngine, type EngineBrowser, type EngineElement, type EngineName, type EnginePage} from './engines';
import {byRole} from './pageQueries';

/** The port the engine suite serves the site on: its own, so it can run beside the Chromium suite. */
export const enginesPort = Number(process.env.ENGINES_PORT ?? 3150);
export const enginesBaseUrl = `http://127.0.0.1:${enginesPort}`;
/** Submissions made by this suite go to a throw-away data folder of its own. */
export const enginesDataDir = join(tmpdir(), `trendsoft-engines-data-${enginesPort}`);

interface WorkerFixtures {
  engine: EngineName;
  requestedWidth: number;
  engineBrowser: EngineBrowser;
  site: EnginePage;
}

/**
 * One browser and one page per worker: a WebKit session starts a new
 * MiniBrowser, seconds each, so tests share the page and each begins with its
 * own navigation.
 */
export const test = base.extend<object, WorkerFixtures>({
  engine: ['firefox', {option: true, scope: 'worker'}],
  requestedWidth: [1280, {option: true, scope: 'worker'}],
  engineBrowser: [
    async ({engine}, use) => {
      const browser = await launchEngine(engine, enginesBaseUrl);
      await use(browser);
      await browser.close();
    },
    {scope: 'worker', timeout: 120_000},
  ],
  site: [
    async ({engineBrowser, requestedWidth}, use) => {
      const page = await engineBrowser.newPage(requestedWidth);
      await use(page);
      await page.close();
    },
    {scope: 'worker', timeout: 60_000},
  ],
});

export {expect};

/** The phone layout's test: the narrow projects, whatever width the engine allows. */
export const isPhone = (site: EnginePage) => site.width < 997;

/** Waits until the pre-rendered page is hydrated, as the Chromium suite does. */
export async function openPage(site: EnginePage, path: string): Promise<void> {
  await site.goto(path);
  await expect
    .poll(() => site.evaluate(() => `${document.documentElement.dataset.hasHydrated} ${document.documentElement.dataset.hydration}`))
    .toBe('true complete');
}

/** The element shown with this role and accessible name (inside `within`, a CSS selector). */
export function byRoleIn(
  site: EnginePage,
  role: string,
  name: string,
  {within = null, exact = true}: {within?: string | null; exact?: boolean} = {},
): Promise<EngineElement> {
  return site.element(`${role} "${name}"${within ? ` in ${within}` : ''}`, byRole, role, name, within, exact);
}

/** Whether an element with this role and name is shown. */
export function isShown(site: EnginePage, role: string, name: string, within: string | null = null): Promise<boolean> {
  return site.evaluate(byRole, role, name, within, true).then((element) => element !== null);
}

/** The attribute of the element shown with this role and name. */
export async function attributeOf(site: EnginePage, role: string, name: string, attribute: string): Promise<string | null> {
  const element = await byRoleIn(site, role, name);
  return element.evaluate((node, wanted: string) => node.getAttribute(wanted), attribute);
}

/** Runs axe-core with the Chromium suite's tags: each violation with the elements it found. */
export async function axeViolations(site: EnginePage): Promise<string[]> {
  if (!(await site.evaluate(() => 'axe' in window))) await site.addScript(axeSource);
  return site.evaluate(async (tags: string[]) => {
    const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
    const results = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
    return results.violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, axeTags);
}

/** Fails with a readable list of axe violations. */
export async function expectNoAxeViolations(site: EnginePage): Promise<void> {
  expect(await axeViolations(site), `axe violations in ${site.engine} at ${site.width} px`).toEqual([]);
}

/** Fails with the console errors and failed requests to the site since the page was opened. */
export async function expectNoProblems(site: EnginePage): Promise<void> {
  expect(await site.problems(), `console errors or failed requests in ${site.engine}`).toEqual([]);
}

/** Reads rows straight from the suite's SQLite file, to see what was really stored. */
export function storedRows(sql: string, ...params: unknown[]): Record<string, unknown>[] {
  return readStoredRows(enginesDataDir, sql, ...params);
}

/**
 * Holds back the scripts the page adds from now on (webpack appends each chunk
 * as a script element), as the Chromium suite does with a route: what a
 * visitor does before the code arrives can then be tested in any engine.
 * `requested` counts the scripts held; `release` lets them load.
 */
export async function holdScripts(site: EnginePage): Promise<{requested: () => Promise<number>; release: () => Promise<void>}> {
  await site.evaluate(() => {
    const held: Array<[Node, HTMLScriptElement]> = [];
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function appendUnlessHeld<T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src) {
        held.push([this, node]);
        return node;
      }
      return append.call(this, node) as T;
    };
    Object.assign(window, {
      heldScripts: held,
      releaseScripts: () => {
        Node.prototype.appendChild = append;
        for (const [parent, script] of held) parent.appendChild(script);
      },
    });
  });
  return {
    requested: () => site.evaluate(() => (window as unknown as {heldScripts: unknown[]}).heldScripts.length),
    release: () => site.evaluate(() => (window as unknown as {releaseScripts: () => void}).releaseScripts()),
  };
}
