/**
 * For engines without `command`/`commandfor` (WebKit before Safari 26.2) or `closedby` (WebKit):
 * a click on an invoker shows or closes its dialog, and a click on the backdrop of a
 * `closedby="any"` dialog closes it (./nativeMenus.ts). An inline script in every page's
 * `<head>`, so it answers a tap at first paint like the native invokers; compiled at build time
 * (plugins/islands/inlineScript.ts) and added by docusaurus.config.ts. Its text is the same on every
 * page, so the content security policy allows it by one hash (server/site.ts).
 */

if (!('commandForElement' in HTMLButtonElement.prototype)) {
  document.addEventListener('click', (event) => {
    const invoker = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[commandfor]') : null;
    if (!invoker || invoker.disabled) return;
    const dialog = document.getElementById(invoker.getAttribute('commandfor') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = invoker.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    else if (command === 'close' && dialog.open) dialog.close();
  });
}

if (!('closedBy' in HTMLDialogElement.prototype)) {
  document.addEventListener('click', (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open || dialog.getAttribute('closedby') !== 'any') return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
}

// A module, so that its names stay its own in type checking; the compiled script has no export.
export {};
