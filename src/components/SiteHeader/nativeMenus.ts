/**
 * The header's menus open with native HTML, no code of the page's (issue 41):
 * "Our Services" is a `popovertarget` button and its panel a `popover`; Menu is a
 * `command="show-modal"` button and the drawer a `<dialog closedby="any">`.
 * What is left for script is the enhancement (tabs in the panel, D23; Tab past
 * the last link, D22) and, for engines that lack the invoker commands or
 * `closedby`, the few lines below.
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
 * For engines without `command`/`commandfor` (WebKit before Safari 26.2) or
 * `closedby` (WebKit): a click on an invoker shows or closes its dialog, and a
 * click on the backdrop of a `closedby="any"` dialog closes it. In <head>, so it
 * answers a tap at first paint like the native invokers; the same text on every
 * page, so the content security policy allows it by one hash (server/site.ts).
 */
export const invokerFallbackScript = `(function () {
  if (!('commandForElement' in HTMLButtonElement.prototype)) {
    document.addEventListener('click', function (event) {
      var invoker = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
      var dialog = invoker && document.getElementById(invoker.getAttribute('commandfor'));
      if (!(dialog instanceof HTMLDialogElement) || invoker.disabled) return;
      var command = invoker.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close' && dialog.open) dialog.close();
    });
  }
  if (!('closedBy' in HTMLDialogElement.prototype)) {
    document.addEventListener('click', function (event) {
      var dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.open || dialog.getAttribute('closedby') !== 'any') return;
      var box = dialog.getBoundingClientRect();
      var inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    });
  }
})();`;

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
