// Docusaurus wraps every page's content in an element with this id; the link
// targets it so it works as a plain anchor with JavaScript off.
export const fallbackTargetId = '__docusaurus_skipToContent_fallback';

/** The skip link's island (D59): it moves focus to <main>, where a screen reader announces it. */
export function enhanceSkipLink(root: HTMLElement): void {
  root.querySelector('a')?.addEventListener('click', (event) => {
    const main = document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    main.setAttribute('tabindex', '-1');
    main.focus();
  });
}
