import type {Page} from '@playwright/test';

/**
 * The characters of the page's text, in its own language, that no declared brand face covers
 * (issue 31, D42): such a character would fall back to a system font mid-word. A word marked
 * as another language (the English pages' link to the Hindi site) is in a system font by design,
 * and so is code (the component library's MDX and accessibility trees), set in the system's
 * monospace face.
 * The faces' ranges are declared with the page's CSS, so they are known before any font loads.
 */
export function charactersOutsideTheBrandSubsets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ranges: (readonly [number, number])[] = [];
    document.fonts.forEach((face) => {
      if (face.family.includes('Fallback')) return;
      for (const range of face.unicodeRange.split(',')) {
        const [start, end] = range
          .trim()
          .replace(/^U\+/i, '')
          .split('-')
          .map((hex) => parseInt(hex, 16));
        ranges.push([start!, end ?? start!]);
      }
    });
    const covered = (codePoint: number) => ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
    const pageLanguage = document.documentElement.lang;
    let text = '';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, code, pre, kbd, samp')) continue;
      if ((parent.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) !== pageLanguage) continue;
      text += node.textContent ?? '';
    }
    return [...new Set([...text])].filter((character) => !/\s/.test(character) && !covered(character.codePointAt(0)!));
  });
}
