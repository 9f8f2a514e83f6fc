import {expect, test} from '@playwright/test';
import {bothLocalePaths} from '../specRoutes';
import {pagesOutsideTheRouteTable} from './helpers';
import {measureLines} from './readingMeasure';

/** Issue 43: running text keeps a comfortable measure; above this a line is too long to read at ease. */
const longestMeasure = 80;

// Every route in both languages, at the widths where a column can run wide.
for (const width of [1280, 768]) {
  test(`every block of running text holds at most ${longestMeasure} characters a line at ${width} px, in both languages (issue 43, D70) @desktop`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({width, height: 900});
    const tooLong: string[] = [];
    for (const path of [...bothLocalePaths, ...pagesOutsideTheRouteTable()]) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      for (const block of await page.evaluate(measureLines)) {
        if (block.charactersPerLine > longestMeasure) {
          tooLong.push(
            `${path}: ${block.charactersPerLine.toFixed(0)} characters a line in ${block.selector} ("${block.text.slice(0, 40)}…")`,
          );
        }
      }
    }
    expect(tooLong).toEqual([]);
  });
}
