import type {Page} from '@playwright/test';

/**
 * Issue 67: what a reader of Hindi sees of the lines. A heading or other short
 * block that runs to a second line leaves room between them for the vowel signs
 * above and below the letters (at least 1.4 times its size), and none leaves one
 * word alone on its last line ("हैं" under "हम किनकी सेवा करते").
 */
export function hindiLineProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const blocks = Array.from(
      document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, p, li, dt, dd, summary, figcaption, label, legend'),
    ).filter((block) => !block.querySelector('p, li, ul, ol, div, h2, h3, h4') && block.getClientRects().length > 0);
    for (const block of blocks) {
      if (block.closest('.ts-visually-hidden, [lang="en"]') || !/[\u0900-\u097f]/.test(block.textContent ?? '')) continue;
      // The line each word ends on, from its boxes on screen (a word broken at a hyphen has two).
      // Each word's line: a word starts a new line where it begins left of the word before it and
      // below its top. Words of one line need not share a top: a code span's or a Latin word's
      // box sits higher or lower than Devanagari's ("29 नवंबर 2026 (c6d5ee2)" is one line).
      const lineTops: number[] = [];
      const wordWidths: number[] = [];
      let previous: DOMRect | undefined;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('.ts-visually-hidden')) continue;
        for (const word of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const box = Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .at(-1);
          if (box) {
            const newLine = !previous || (box.left < previous.left && box.top > previous.top);
            lineTops.push(newLine ? Math.round(box.top) : lineTops.at(-1)!);
            wordWidths.push(box.width);
            previous = box;
          }
        }
      }
      const lines = [...new Set(lineTops)];
      if (lines.length < 2) continue;
      const name = `${block.tagName.toLowerCase()} "${(block.textContent ?? '').trim().slice(0, 40)}"`;
      const style = getComputedStyle(block);
      const ratio = parseFloat(style.lineHeight) / parseFloat(style.fontSize);
      if (/^H\d|SUMMARY/.test(block.tagName) && !(ratio >= 1.4)) problems.push(`${name}: lines ${ratio.toFixed(2)} times its size apart`);
      // A short block whose last line is one short word (under a quarter of the block's width)
      // under a line of three or more: a heading of three words on two lines must leave one
      // alone somewhere, and a long word may end a line as long as the others.
      const wordsOn = (top: number | undefined) => lineTops.filter((wordTop) => wordTop === top).length;
      const short = wordWidths.at(-1)! < block.getBoundingClientRect().width / 4;
      if (lines.length <= 3 && short && wordsOn(lines.at(-1)) === 1 && wordsOn(lines.at(-2)) >= 3)
        problems.push(`${name}: one word alone on its last line`);
    }
    return problems;
  });
}
