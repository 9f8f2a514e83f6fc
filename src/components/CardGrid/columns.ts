/**
 * How many cards a CardGrid can show abreast where it stands (issue 67, D115). CardGrid
 * shows no more than these, styles.module.css lays them out, and `npm run check:content`
 * names a `columns` beyond them, with the counts allowed where the grid stands.
 */
export const cardGridColumns = {
  /** A full-width band (a Section, or the page itself): one on phones, two from 768 px, three from 1024 px. */
  band: [1, 2, 3],
  /** A service page's prose column (inside ServiceBody, its ServiceEnding too): too narrow for three abreast. */
  proseColumn: [1, 2],
} as const;

/** The blocks whose content stands in a service page's prose column (their `useInColumn()` is true). */
export const proseColumnBlocks: readonly string[] = ['ServiceBody'];

/** The columns a grid asks for: one of the counts a band allows. */
export type CardGridColumns = (typeof cardGridColumns.band)[number];
