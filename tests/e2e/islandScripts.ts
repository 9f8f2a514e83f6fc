import type {Page} from '@playwright/test';

// Issue 41 (D54, D55): how the e2e suite tells the scripts a page may load, the islands script
// and the chunks of its own islands, from any other. Read by every-page.spec.ts (each page's
// scripts) and islands.spec.ts (the build's).

/** The islands script's two files: its runtime and its entry. */
export const islandsScript = /\/assets\/js\/(?:runtime~)?islands\.[0-9a-f]+\.js$/;
/** An island's own chunk, named for the island (`island-QuoteForm.<hash>.js`): one file holds all it needs but Preact. */
export const islandChunk = /\/assets\/js\/island-([A-Za-z]+)\.[0-9a-f]+\.js$/;
/** Preact, with what hydrates a component (D59), fetched beside the first island that is one. */
export const preactChunk = /\/assets\/js\/islands-preact\.[0-9a-f]+\.js$/;
/** The islands that are components hydrated with Preact; the others need no framework (D59). */
export const hydratedIslands = ['ContactForm', 'CareerForm', 'QuoteForm', 'Testimonials', 'SignupForm'];
/** The forms, which start on their first use, not for coming into view (D80, D81). */
export const startedOnFirstUse = ['ContactForm', 'CareerForm', 'QuoteForm', 'SignupForm']
  .map((name) => `[data-island="${name}"]`)
  .join(', ');

/**
 * The scripts loaded that are neither the islands script nor the chunk of an island held where
 * they were loaded, nor Preact where a component island is held: a page may load no other.
 */
export function scriptsNotOfItsIslands(loaded: readonly string[], islandsHeld: readonly string[]): string[] {
  const hydratesComponents = islandsHeld.some((name) => hydratedIslands.includes(name));
  return loaded.filter((script) => {
    const chunkOf = islandChunk.exec(script)?.[1];
    return !islandsScript.test(script) && !(chunkOf && islandsHeld.includes(chunkOf)) && !(hydratesComponents && preactChunk.test(script));
  });
}

/** The scripts a page has requested since `recordScripts` was called: its own, and its frames' apart. */
export interface RecordedScripts {
  byPage: string[];
  byFrames: string[];
}

/**
 * Records the path of every script the page requests from now on. A component library page's
 * example frames are pages of their own (D114), so what they load is kept apart.
 */
export function recordScripts(page: Page): RecordedScripts {
  const recorded: RecordedScripts = {byPage: [], byFrames: []};
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const {pathname} = new URL(request.url());
    (request.frame() === page.mainFrame() ? recorded.byPage : recorded.byFrames).push(pathname);
  });
  return recorded;
}

/** Scrolls through the page, so that every island on it comes into view, and uses each form that starts on first use. */
export async function bringEveryIslandToLife(page: Page): Promise<void> {
  // A window's height at a time, each step drawn (two frames) so the islands' observer sees it.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  for (const form of await page.locator(startedOnFirstUse).all()) {
    await form.locator('input:not([tabindex="-1"]), select, textarea').first().focus();
  }
  // Every island shown at this width has fetched its code and runs: each script it needed has
  // been requested. No wait for the network to go idle, which cost half a second a page.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-island]')).every(
      (root) => root.getAttribute('data-interactive') === 'running' || !root.checkVisibility(),
    ),
  );
  // A library page's example frames (D114), as tall as their examples, so all in their own view:
  // each has run its islands script and started its islands but the forms, which wait for a use.
  for (const frame of page.frames().filter((each) => each !== page.mainFrame())) {
    await frame.waitForFunction(
      (firstUse) =>
        document.documentElement.dataset.hydration === 'complete' &&
        Array.from(document.querySelectorAll('[data-island]')).every(
          (root) => root.getAttribute('data-interactive') === 'running' || !root.checkVisibility() || root.matches(firstUse),
        ),
      startedOnFirstUse,
    );
  }
}
