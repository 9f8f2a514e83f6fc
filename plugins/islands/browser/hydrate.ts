/**
 * Hydrates an island's component (a form, the carousel) over its pre-rendered
 * HTML with Preact (D37, D59). A chunk of its own, with Preact, fetched beside
 * the first such island's chunk: the islands that need no framework (the
 * header's, the tab blocks, the counters) never load it.
 */
import {h, hydrate, type ComponentType} from 'preact';
import type {IslandProps} from '../island';
import {keepingVisitorInput} from './visitorInput';

/**
 * A stand-in parent that holds only `root`, so Preact hydrates the island's
 * own element in place, its siblings untouched (as preact-root-fragment does).
 */
function rootFragment(root: Element): Element {
  const parent = root.parentNode!;
  const insert = (node: Node, before: Node | null) => parent.insertBefore(node, before ?? root.nextSibling);
  return {
    nodeType: 1,
    namespaceURI: root.namespaceURI,
    parentNode: parent,
    firstChild: root,
    childNodes: [root],
    insertBefore: insert,
    appendChild: (node: Node) => insert(node, null),
    removeChild: (node: Node) => parent.removeChild(node),
    contains: (node: Node | null) => root.contains(node),
  } as unknown as Element;
}

/** Hydrates `component` at `root`, keeping what the visitor entered or left there meanwhile. */
export function hydrateIsland(component: unknown, root: HTMLElement, props: IslandProps): void {
  keepingVisitorInput(root, () => hydrate(h(component as ComponentType<IslandProps>, props), rootFragment(root)));
}
