// subset-font ships no types; this is the part of its API plugins/brandFonts.ts uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    preserveNameIds?: number[];
    /** Pins an axis to a value or narrows it to a range (HarfBuzz instancing). */
    variationAxes?: Record<string, number | {min: number; max: number; default?: number}>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
