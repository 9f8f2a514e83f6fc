/**
 * Each office's street address and postcode, as it should appear on the
 * contact page and in search results: '4th Floor, Example Towers, Madhapur,
 * Hyderabad 500081'. docs/product.md §9 gives towns only and we invent no
 * addresses (D2), so every entry is null until the company supplies it. While
 * one is null, the office card shows the town and state, and the launch check
 * (`npm run launch-check`, D43) lists it. Not translated: postal addresses
 * are written one way.
 */
export const officeStreets: Record<'mangalagiri' | 'hyderabad' | 'leander', string | null> = {
  mangalagiri: null,
  hyderabad: null,
  leander: null,
};
