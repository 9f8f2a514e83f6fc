import {useCallback, useRef, useState, type KeyboardEvent} from 'react';

interface TabListOptions {
  /** Tab ids in order; the first is selected to start with. */
  ids: readonly string[];
  /** 'vertical' tab lists use Up/Down; Left/Right work in both, as users expect. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * WAI-ARIA tabs with manual activation: arrow keys, Home and End move focus
 * between tabs; Enter, Space or a click selects (docs/product.md §5, D23). Only the
 * selected tab is in the Tab order (roving tabindex).
 */
export function useTabList({ids, orientation = 'horizontal'}: TabListOptions) {
  const [selectedId, setSelectedId] = useState(ids[0] ?? '');
  const tabRefs = useRef(new Map<string, HTMLElement>());

  const focusTab = useCallback(
    (index: number) => {
      const id = ids[(index + ids.length) % ids.length];
      if (id) tabRefs.current.get(id)?.focus();
    },
    [ids],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, id: string) => {
      const index = ids.indexOf(id);
      const previousKeys = orientation === 'vertical' ? ['ArrowUp', 'ArrowLeft'] : ['ArrowLeft'];
      const nextKeys = orientation === 'vertical' ? ['ArrowDown', 'ArrowRight'] : ['ArrowRight'];
      if (previousKeys.includes(event.key)) focusTab(index - 1);
      else if (nextKeys.includes(event.key)) focusTab(index + 1);
      else if (event.key === 'Home') focusTab(0);
      else if (event.key === 'End') focusTab(ids.length - 1);
      else if (event.key === 'Enter' || event.key === ' ') setSelectedId(id);
      else return;
      event.preventDefault();
    },
    [ids, orientation, focusTab],
  );

  /** Props for the element with role="tab" of the given id. */
  const getTabProps = (id: string, idPrefix: string) => ({
    id: `${idPrefix}-tab-${id}`,
    role: 'tab' as const,
    type: 'button' as const,
    'aria-selected': id === selectedId,
    'aria-controls': `${idPrefix}-panel-${id}`,
    tabIndex: id === selectedId ? 0 : -1,
    ref: (element: HTMLElement | null) => {
      if (element) tabRefs.current.set(id, element);
      else tabRefs.current.delete(id);
    },
    onClick: () => setSelectedId(id),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, id),
  });

  /** Props for the element with role="tabpanel" of the given id. */
  const getPanelProps = (id: string, idPrefix: string) => ({
    id: `${idPrefix}-panel-${id}`,
    role: 'tabpanel' as const,
    'aria-labelledby': `${idPrefix}-tab-${id}`,
    hidden: id !== selectedId,
  });

  return {selectedId, setSelectedId, getTabProps, getPanelProps};
}
