import {prefersReducedMotion} from '@site/src/client/reducedMotion';

/** docs/product.md §5: a count-up lasts 2 s. */
export const countUpDurationMs = 2000;

/**
 * D88: the digits move ten times a second, not on every frame. Each change is a
 * layout and a paint, and a count at 60 frames a second kept a phone's main
 * thread half busy for the first 2 s, in the way of a visitor's first tap.
 */
const countUpStepMs = 100;

/** When a group counts: 'load' as soon as its code runs; 'inView' once it scrolls into view. */
export type CountUpStart = 'load' | 'inView';

/** The attribute on the element whose single text node shows a counting figure's digits (./index.tsx). */
const countingDigitsAttribute = 'data-count-to';

/** One figure of a group: the text node that shows its digits, and where it ends. */
interface CountingFigure {
  digits: Text;
  value: number;
  suffix: string;
}

/** Eases out so the count slows as it reaches its value. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

function show(figure: CountingFigure, shown: number): void {
  const text = `${shown}${figure.suffix}`;
  // Only a changed figure is written, so frames where no digit moves cost no layout.
  if (figure.digits.data !== text) figure.digits.data = text;
}

function figuresIn(group: Element): CountingFigure[] {
  return Array.from(group.querySelectorAll<HTMLElement>(`[${countingDigitsAttribute}]`)).flatMap((element) => {
    const digits = element.firstChild;
    const value = Number(element.getAttribute(countingDigitsAttribute));
    if (!(digits instanceof Text) || !Number.isFinite(value)) return [];
    return [{digits, value, suffix: element.dataset.countSuffix ?? ''}];
  });
}

/**
 * Counts the figures inside `group` up from 0 together (D20, docs/product.md §5),
 * in one animation-frame loop that writes the digits straight into their text
 * nodes: no component renders while it counts (issue 11), and the counter
 * island needs no framework (D55). Returns a function that stops the count and
 * shows the final values.
 */
export function countUp(group: Element, start: CountUpStart): () => void {
  const figures = figuresIn(group);
  // D20: no count-up at all under reduced motion; the final values stay.
  if (figures.length === 0 || prefersReducedMotion()) return () => undefined;
  let frame = 0;
  let observer: IntersectionObserver | undefined;
  const run = () => {
    const startedAt = performance.now();
    let shownAt = -Infinity;
    frame = requestAnimationFrame(function tick(now: number) {
      const progress = Math.min(Math.max(now - startedAt, 0) / countUpDurationMs, 1);
      if (progress === 1 || now - shownAt >= countUpStepMs) {
        shownAt = now;
        for (const figure of figures) show(figure, Math.round(figure.value * easeOutCubic(progress)));
      }
      if (progress < 1) frame = requestAnimationFrame(tick);
    });
  };
  if (start === 'load') {
    for (const figure of figures) show(figure, 0);
    run();
  } else if (typeof IntersectionObserver !== 'undefined') {
    // Still off screen: hold at 0 so the visitor sees the count from its start.
    for (const figure of figures) show(figure, 0);
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          run();
        }
      },
      {threshold: 0.25},
    );
    observer.observe(group);
  }
  return () => {
    observer?.disconnect();
    cancelAnimationFrame(frame);
    for (const figure of figures) show(figure, figure.value);
  };
}
