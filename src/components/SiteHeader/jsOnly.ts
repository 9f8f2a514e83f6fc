/**
 * Parts of the header that need JavaScript (the services panel, the drawer, the
 * language link beside them) carry this class; with JavaScript off a style in
 * the head hides them and the header's `<noscript>` row of links stands in.
 * The style lives in `<head><noscript>`, where HTML allows a `<style>`: in the
 * body it was invalid, since its selectors match elements before it (issue 32).
 */
export const jsOnlyClass = 'ts-js-only';

/**
 * The no-JavaScript header's "Our Services" list of every service page (issue 27):
 * its styles are here rather than in the stylesheet, so visitors with
 * JavaScript, who never see it, do not download them.
 */
export const noScriptClasses = {
  services: 'ts-noscript-services',
  summary: 'ts-noscript-summary',
  panel: 'ts-noscript-panel',
  overview: 'ts-noscript-overview',
  serviceList: 'ts-noscript-service-list',
} as const;

const {services, summary, panel, overview, serviceList} = noScriptClasses;

/** Added to every page's head by docusaurus.config.ts (`headTags`). */
export const noScriptHeadStyle = `<style>
.${jsOnlyClass} { display: none !important; }
.${services} { position: relative; }
.${summary} { cursor: pointer; color: var(--ts-color-primary); }
.${panel} { position: absolute; inset-block-start: calc(100% + var(--ts-space-1)); inset-inline-start: 0; z-index: 20; display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: var(--ts-space-4); inline-size: 60rem; max-inline-size: 90vw; max-block-size: 70vh; overflow-y: auto; padding: var(--ts-space-4); border: 1px solid var(--ts-color-border); border-radius: var(--ts-radius); background: var(--ts-color-surface); box-shadow: var(--ts-shadow); }
.${overview} { display: block; margin-block-end: var(--ts-space-2); }
.${serviceList} { margin: 0; padding: 0; list-style: none; font-weight: 400; }
.${serviceList} li + li { margin-block-start: var(--ts-space-1); }
</style>`;
