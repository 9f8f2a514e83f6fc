import {desktopQuery} from '@site/src/css/breakpoints';
import {enhanceTabList, panelOf} from './tabList';

/**
 * Where the panels are tabs: from 1024 px (docs/product.md §5), where scripts run.
 * The CSS lays the block out by the same query (./styles.module.css), from the
 * first paint; an engine that does not know `scripting` keeps the cards stacked.
 */
export const tabbedLayoutQuery = `${desktopQuery} and (scripting: enabled)`;

/** On the pre-rendered tab list: the id of the heading that names it once it is one. */
const labelledByAttribute = 'data-tab-list-labelled-by';

/**
 * The block's `data-layout`, set once the island runs: stacked cards, or tabs
 * beside one panel. Until then the CSS shows the tabbed layout's first panel.
 */
const stackedLayout = 'stacked';
const tabbedLayout = 'tabbed';

/**
 * The tab block's island (D23, D59): on wide screens the pre-rendered tab list
 * is shown and the stacked panels become its tab panels, one shown at a time;
 * narrower, they stack again. Where matchMedia is missing they stay stacked.
 */
export function enhanceTabBlock(root: HTMLElement): void {
  const tabList = root.querySelector<HTMLElement>(`[${labelledByAttribute}]`);
  if (!tabList || typeof window.matchMedia !== 'function') return;
  // The HTML has plain buttons (a tab there would control a panel that is not one yet):
  // they become a vertical tab list named by the block's heading. The tab list selects
  // the first, and marks it, once the layout is tabbed (layOut).
  tabList.setAttribute('role', 'tablist');
  tabList.setAttribute('aria-orientation', 'vertical');
  tabList.setAttribute('aria-labelledby', tabList.getAttribute(labelledByAttribute) ?? '');
  tabList.querySelectorAll('button').forEach((button) => button.setAttribute('role', 'tab'));
  const tabs = enhanceTabList(tabList);
  const wide = window.matchMedia(tabbedLayoutQuery);

  function layOut(): void {
    const tabbed = wide.matches;
    root.dataset.layout = tabbed ? tabbedLayout : stackedLayout;
    tabList!.hidden = !tabbed;
    for (const tab of tabs.tabs) {
      const panel = panelOf(tab);
      if (!panel) continue;
      if (tabbed) {
        panel.setAttribute('role', 'tabpanel');
        panel.setAttribute('aria-labelledby', tab.id);
      } else {
        panel.removeAttribute('role');
        panel.removeAttribute('aria-labelledby');
        panel.hidden = false;
      }
    }
    // Marks the selected tab, takes the others out of the Tab order and shows its panel alone.
    if (tabbed) tabs.select(tabs.selected());
  }
  layOut();
  wide.addEventListener('change', layOut);
}
