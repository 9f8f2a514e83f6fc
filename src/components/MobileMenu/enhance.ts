import {desktopQuery} from '@site/src/css/breakpoints';

/**
 * The drawer's island (D22, D59): the dialog opens and closes natively; this
 * adds what HTML does not give.
 */
export function enhanceMobileMenu(root: HTMLElement): void {
  const drawer = root.querySelector('dialog');
  if (!drawer) return;

  // Tab past the last link (the e-mail address) closes the drawer (docs/product.md §5);
  // Shift+Tab on the first control (the logo) wraps to the last, so focus never
  // leaves an open dialog. Both ends are always shown, whatever groups are open.
  drawer.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const controls = drawer.querySelectorAll<HTMLElement>('a[href], button, summary');
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (!event.shiftKey && event.target === last) {
      event.preventDefault();
      // close() returns focus to the Menu button, as Escape does.
      drawer.close();
    } else if (event.shiftKey && event.target === first) {
      event.preventDefault();
      last.focus();
    }
  });

  // Widening the window to the desktop menu (SiteHeader's CSS) closes it, since
  // a modal dialog hidden by CSS would leave the page inert.
  if (typeof window.matchMedia !== 'function') return;
  const desktop = window.matchMedia(desktopQuery);
  const closeOnDesktop = () => {
    if (desktop.matches && drawer.open) drawer.close();
  };
  closeOnDesktop();
  desktop.addEventListener('change', closeOnDesktop);
}
