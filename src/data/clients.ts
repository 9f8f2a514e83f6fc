/**
 * Client logos (D3). These are neutral placeholders: the company replaces each
 * `src` file (same name, or a new path here) and `name` with a real client's
 * logo and name, with that client's permission, without touching any component.
 * The name is the logo's alt text.
 */
export interface ClientLogo {
  id: string;
  name: string;
  /**
   * The language of the name (WCAG 3.1.2), e.g. 'en' for the placeholders' "Client 01",
   * which a Hindi page would otherwise have read with Hindi pronunciation. A client's
   * own name is a proper name, which needs none.
   */
  nameLang?: string;
  /** A path under static/. */
  src: string;
  width: number;
  height: number;
}

export const clientLogos: ClientLogo[] = Array.from({length: 13}, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    id: `client-${number}`,
    name: `Client ${number}`,
    nameLang: 'en',
    src: `/img/clients/client-${number}.svg`,
    width: 200,
    height: 80,
  };
});

/** docs/product.md §9: the home page shows 9 logos, Who We Serve all 13. */
export const homeClientLogos = clientLogos.slice(0, 9);
