import type {Browser} from '@playwright/test';

/**
 * The host's CPU benchmark index, as Lighthouse measures it (about 1,000 for
 * a desktop-class CPU, 125 for a mid-range phone), taken in a blank page with
 * no throttling. Printed beside figures that move with the host, so a run can
 * be read against another (docs: a figure that holds only on a fast host does
 * not hold). Lighthouse's own page function, so the figure is the one
 * `bench:web` reports.
 */
export async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const {pageFunctions} = await import('lighthouse/core/lib/page-functions.js');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await context.close();
  }
}
