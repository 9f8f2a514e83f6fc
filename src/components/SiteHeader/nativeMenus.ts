/**
 * The header's menus open with native HTML, no code of the page's (issue 41):
 * "Our Services" is a `popovertarget` button and its panel a `popover`; Menu is a
 * `command="show-modal"` button and the drawer a `<dialog closedby="any">`.
 * What is left for script is the enhancement (tabs in the panel, D23; Tab past
 * the last link, D22) and, for engines that lack the invoker commands or
 * `closedby`, ./invokerFallback.ts, an inline script in every page's head.
 */

/** Attributes of a button that opens the popover of the given id, with no code. */
export function popoverInvoker(popoverId: string): Record<string, string> {
  // Lowercase, as HTML writes it: Preact would set a `popoverTarget` prop as the
  // DOM property, which takes an element, not an id.
  return {popovertarget: popoverId};
}

/** Attributes of a button that runs `command` on the dialog of the given id, with no code. */
export function dialogInvoker(dialogId: string, command: 'show-modal' | 'close'): Record<string, string> {
  return {command, commandfor: dialogId};
}

/**
 * The services panel's categories are tabs, which need code (D23). With
 * JavaScript off the tab list is hidden and all three categories are shown
 * side by side, so every service stays one tap away. The style lives in
 * `<head><noscript>`, where HTML allows a `<style>` (issue 32).
 */
export const noScriptClasses = {
  /** On the panel's inner grid. */
  panel: 'ts-services-panel',
  /** On the tab list. */
  tabList: 'ts-services-tabs',
} as const;

const {panel, tabList} = noScriptClasses;

/** Added to every page's head by docusaurus.config.ts (`headTags`). */
export const noScriptHeadStyle = `<style>
.${panel} { grid-template-columns: repeat(3, minmax(0, 1fr)) !important; }
.${tabList} { display: none !important; }
.${panel} [role=tabpanel][hidden] { display: block !important; }
</style>`;
