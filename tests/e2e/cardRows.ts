import type {Page} from '@playwright/test';

/**
 * For every grid of cards in the main content and the footer's columns, what
 * unbalances its last row (issue 43): a card alone in its row that is wider
 * than the cards above it, or that is not centred under them. A short row of
 * two that shares the width of three is balanced. A card is a child with a heading.
 */
export function unbalancedLastRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const grids = Array.from(document.querySelectorAll('main *, footer *')).filter(
      (element) => getComputedStyle(element).display === 'grid',
    );
    for (const grid of grids) {
      const items = (Array.from(grid.children) as HTMLElement[]).filter((child) => child.getClientRects().length > 0);
      // Cards have a heading; a logo wall's centred last row is not an orphan.
      if (items.length < 2 || !items.every((item) => item.querySelector('h2, h3, h4'))) continue;
      // A service page's body (prose, the panel that stays in view, the quote form) is a layout, not cards.
      if (items.some((item) => getComputedStyle(item).position === 'sticky')) continue;
      const boxes = items.map((item) => item.getBoundingClientRect());
      // A one-column list: every card as wide as the others.
      const rowsOfOne = boxes.every((box) => boxes.filter((other) => other.top < box.bottom && other.bottom > box.top).length === 1);
      if (rowsOfOne) {
        const widths = boxes.map((box) => box.width);
        if (Math.max(...widths) - Math.min(...widths) > 2)
          found.push(`${items.at(-1)!.querySelector('h2, h3, h4')?.textContent}: a one-column list with cards of different widths`);
        continue;
      }
      const columns = new Set(boxes.map((box) => Math.round(box.left)));
      if (columns.size < 2) continue;
      // The last row: the cards beside the last one, whatever their vertical alignment.
      const last = boxes.reduce((lowest, box) => (box.top > lowest.top ? box : lowest));
      const lastRow = boxes.filter((box) => box.top < last.bottom && box.bottom > last.top);
      if (lastRow.length !== 1 || lastRow.length === boxes.length) continue;
      const others = boxes.filter((box) => box !== last);
      const name = `${items.at(-1)!.querySelector('h2, h3, h4')?.textContent}`;
      const widest = Math.max(...others.map((box) => box.width));
      if (last.width > widest + 2) found.push(`${name}: alone and ${Math.round(last.width - widest)} px wider than the cards above`);
      const gridBox = grid.getBoundingClientRect();
      const [before, after] = [last.left - gridBox.left, gridBox.right - last.right];
      if (Math.abs(before - after) > 2)
        found.push(`${name}: alone and off centre (${Math.round(before)} px before, ${Math.round(after)} px after)`);
    }
    return found;
  });
}
