/**
 * The layout widths the TypeScript needs, in px. The CSS cannot import these:
 * the same values are listed in the comment at the top of src/css/custom.css,
 * and a change here goes there too (and into the media queries it names).
 */
export const breakpoints = {
  /** Two columns of cards (the testimonials carousel shows two slides). */
  small: 640,
  /** Wider forms and content grids. */
  medium: 768,
  /** docs/product.md §5: the desktop header, tabbed overviews, three slides, from 1024 px. */
  desktop: 1024,
} as const;

/** From the desktop width: the header's own menu, tabs in TabBlock. */
export const desktopQuery = `(min-width: ${breakpoints.desktop}px)`;

/** The visitor asked for less motion. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
