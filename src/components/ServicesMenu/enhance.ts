import {enhanceTabList} from '@site/src/components/TabBlock/tabList';

/**
 * The services menu's island (D59): the panel opens natively (a popover); the
 * categories' tabs are the part that needs code.
 */
export function enhanceServicesMenu(root: HTMLElement): void {
  const tabList = root.querySelector<HTMLElement>('[role="tablist"]');
  if (tabList) enhanceTabList(tabList);
}
