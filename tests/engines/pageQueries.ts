/**
 * Functions that run inside the page under test, serialised by the engine
 * drivers: each must stand alone, using nothing from this module's scope.
 */

/**
 * The first element shown on the page with `role` and the accessible name
 * `name` (or a name that contains it, when `exact` is false), inside the
 * first element matching `within` when given. A small version of the
 * accessible-name computation, enough for the site's controls: aria-labelledby,
 * aria-label, label elements, then text.
 */
export function byRole(role: string, name: string, within: string | null, exact: boolean): Element | null {
  const implicitRoles: Record<string, string> = {
    button: 'button, input[type="submit"], input[type="button"], summary',
    link: 'a[href]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], textarea',
    combobox: 'select',
    heading: 'h1, h2, h3, h4, h5, h6',
    list: 'ul, ol',
    navigation: 'nav',
    dialog: 'dialog',
    form: 'form[aria-label], form[aria-labelledby]',
    region: 'section[aria-label], section[aria-labelledby]',
    checkbox: 'input[type="checkbox"]',
    group: 'fieldset, details',
  };
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  // Text as assistive technology gets it: without what is hidden from it, with images' alt text.
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
    if (node instanceof HTMLImageElement) return node.alt;
    return Array.from(node.childNodes).map(textOf).join('');
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const labelElement = document.getElementById(id);
            return labelElement ? textOf(labelElement) : '';
          })
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return collapse(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return collapse(Array.from(labels).map(textOf).join(' '));
    if (element instanceof HTMLInputElement) return collapse(element.value);
    return collapse(textOf(element));
  };
  const root = within ? document.querySelector(within) : document;
  if (!root) return null;
  const selector = implicitRoles[role] ? `[role="${role}"], ${implicitRoles[role]}` : `[role="${role}"]`;
  for (const element of Array.from(root.querySelectorAll(selector))) {
    const explicit = element.getAttribute('role');
    if (explicit && explicit !== role) continue;
    if (!element.checkVisibility()) continue;
    const accessibleName = nameOf(element);
    if (exact ? accessibleName === name : accessibleName.includes(name)) return element;
  }
  return null;
}
