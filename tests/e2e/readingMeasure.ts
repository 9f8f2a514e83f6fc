/** A block of running text and how many characters its lines hold. */
export interface MeasuredBlock {
  /** A short CSS path to the block, to find it. */
  selector: string;
  text: string;
  lines: number;
  /** Characters per full line: the block's characters over its lines, the last counted by how far it runs. */
  charactersPerLine: number;
}

/**
 * Runs in the page: every visible block of running text in <main> (paragraphs,
 * list items, definitions, quotes) of two lines or more, with its characters per
 * line (issue 43: a comfortable measure is 45–80). Characters are grapheme
 * clusters, so a Devanagari letter with its vowel signs counts once. Lines are
 * the text's line boxes as the browser laid them out; the last line counts as
 * the share of the widest it fills.
 */
export function measureLines(): MeasuredBlock[] {
  const blocks = Array.from(document.querySelectorAll<HTMLElement>('main :is(p, li, dd, blockquote, figcaption)'));
  const measured: MeasuredBlock[] = [];
  // Characters as a reader counts them: a Devanagari syllable with its vowel signs is one.
  const graphemes = new Intl.Segmenter(document.documentElement.lang || 'en', {granularity: 'grapheme'});
  const characters = (text: string) => [...graphemes.segment(text)].length;
  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node.tagName !== 'MAIN' && parts.length < 3; node = node.parentElement) {
      const className = Array.from(node.classList).find((name) => !name.startsWith('ts-')) ?? '';
      parts.unshift(`${node.tagName.toLowerCase()}${className ? `.${className}` : ''}`);
    }
    return parts.join(' > ');
  };
  for (const block of blocks) {
    // A block that holds blocks (a list item with paragraphs) is measured through them.
    if (block.querySelector('p, li, dd, blockquote, figcaption, div, ul, ol')) continue;
    if (block.closest('nav, [hidden], [aria-hidden="true"]') || block.getClientRects().length === 0) continue;
    const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length < 40) continue;
    const range = document.createRange();
    range.selectNodeContents(block);
    // One rect per line box fragment: group them by line.
    const lines = new Map<number, {left: number; right: number}>();
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width === 0) continue;
      const key = Math.round(rect.top + rect.height / 2);
      const existing = [...lines.keys()].find((top) => Math.abs(top - key) < rect.height / 2);
      const line = existing === undefined ? undefined : lines.get(existing);
      if (line) {
        line.left = Math.min(line.left, rect.left);
        line.right = Math.max(line.right, rect.right);
      } else lines.set(key, {left: rect.left, right: rect.right});
    }
    const ordered = [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line.right - line.left);
    if (ordered.length < 2) continue;
    const widest = Math.max(...ordered);
    const fullLines = ordered.length - 1 + ordered[ordered.length - 1]! / widest;
    measured.push({selector: pathOf(block), text, lines: ordered.length, charactersPerLine: characters(text) / fullLines});
  }
  return measured;
}
