/**
 * Parts of the header that need JavaScript (the services panel, the drawer, the
 * language link beside them) carry this class; with JavaScript off a style in
 * the head hides them and the header's `<noscript>` row of links stands in.
 * The style lives in `<head><noscript>`, where HTML allows a `<style>`: in the
 * body it was invalid, since its selectors match elements before it (issue 32).
 */
export const jsOnlyClass = 'ts-js-only';

/** Added to every page's head by docusaurus.config.ts (`headTags`). */
export const noScriptHeadStyle = `<style>.${jsOnlyClass} { display: none !important; }</style>`;
