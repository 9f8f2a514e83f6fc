/**
 * WAI-ARIA tabs with manual activation (docs/product.md §5, D23), written as
 * the page's HTML and then enhanced in the browser without a framework (D59):
 * the services panel renders its tabs with `tabAttributes` and
 * `panelAttributes` (its panels are tab panels in the HTML too); the overviews'
 * tab blocks render plain buttons and panels named by `tabIds`, and give them
 * their roles in the browser, since their panels are stacked cards until then.
 * Both islands call `enhanceTabList`. Arrow keys, Home and End move focus
 * between tabs; Enter, Space or a click selects. Only the selected tab is in
 * the Tab order (roving tabindex).
 */

/** The ids of the tab and the panel of the given id; `idPrefix` keeps two tab lists on a page apart. */
export function tabIds(id: string, idPrefix: string): {tab: string; panel: string} {
  return {tab: `${idPrefix}-tab-${id}`, panel: `${idPrefix}-panel-${id}`};
}

/** Attributes of the tab of the given id. */
export function tabAttributes(id: string, idPrefix: string, selected: boolean) {
  const ids = tabIds(id, idPrefix);
  return {
    id: ids.tab,
    role: 'tab' as const,
    type: 'button' as const,
    'aria-selected': selected,
    'aria-controls': ids.panel,
    tabIndex: selected ? 0 : -1,
  };
}

/** Attributes of the panel of the given id, shown only while its tab is selected. */
export function panelAttributes(id: string, idPrefix: string, selected: boolean) {
  const ids = tabIds(id, idPrefix);
  return {
    id: ids.panel,
    role: 'tabpanel' as const,
    'aria-labelledby': ids.tab,
    hidden: !selected,
  };
}

export interface EnhancedTabList {
  /** The tabs, in order. */
  readonly tabs: readonly HTMLElement[];
  /** The selected tab. */
  selected(): HTMLElement;
  /** Selects `tab`: it alone is in the Tab order and its panel alone is shown. */
  select(tab: HTMLElement): void;
}

/** The panel a tab controls, found in the tab's document. */
export function panelOf(tab: HTMLElement): HTMLElement | null {
  const id = tab.getAttribute('aria-controls');
  return id ? tab.ownerDocument.getElementById(id) : null;
}

/**
 * Makes the pre-rendered `tabList` work: its tabs' `aria-controls` name their
 * panels. The tab selected in the HTML stays selected.
 */
export function enhanceTabList(tabList: HTMLElement): EnhancedTabList {
  const tabs = Array.from(tabList.querySelectorAll<HTMLElement>('[role="tab"]'));
  const vertical = tabList.getAttribute('aria-orientation') === 'vertical';
  // Left and Right work in both orientations, as users expect; Up and Down in a vertical list.
  const previousKeys = vertical ? ['ArrowUp', 'ArrowLeft'] : ['ArrowLeft'];
  const nextKeys = vertical ? ['ArrowDown', 'ArrowRight'] : ['ArrowRight'];
  let selectedTab = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0]!;

  function select(tab: HTMLElement): void {
    selectedTab = tab;
    for (const each of tabs) {
      const isSelected = each === tab;
      each.setAttribute('aria-selected', String(isSelected));
      each.tabIndex = isSelected ? 0 : -1;
      const panel = panelOf(each);
      if (panel) panel.hidden = !isSelected;
    }
  }

  function focusTab(index: number): void {
    tabs[(index + tabs.length) % tabs.length]?.focus();
  }

  tabList.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    if (tab && tabs.includes(tab)) select(tab);
  });
  tabList.addEventListener('keydown', (event) => {
    const tab = event.target instanceof HTMLElement ? event.target : null;
    const index = tab ? tabs.indexOf(tab) : -1;
    if (!tab || index < 0) return;
    if (previousKeys.includes(event.key)) focusTab(index - 1);
    else if (nextKeys.includes(event.key)) focusTab(index + 1);
    else if (event.key === 'Home') focusTab(0);
    else if (event.key === 'End') focusTab(tabs.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') select(tab);
    else return;
    event.preventDefault();
  });

  return {tabs, selected: () => selectedTab, select};
}
