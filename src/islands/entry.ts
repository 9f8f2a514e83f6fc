/**
 * The islands script (issue 41, D54): the only code a page without the
 * framework's client app runs. It finds the page's islands (`data-island`,
 * ./index.ts) and hydrates each with Preact against its own root element, from
 * the props the build wrote beside it, when it comes near the viewport or is
 * first focused, pressed or touched, each in a task of its own. An island
 * hidden at this width (the drawer's button on a desktop) is never hydrated
 * unless the window changes. Once the islands in view have hydrated, the page
 * is marked as the client app marks a hydrated page (`data-has-hydrated`, and
 * HydrateInTurn's `data-hydration="complete"`), which the head's early-tap
 * script and the tests wait for.
 */
import {h, hydrate, type ComponentType} from 'preact';
import MobileMenu from '@site/src/components/MobileMenu';
import ServicesMenu from '@site/src/components/ServicesMenu';
import SkipLink from '@site/src/components/SkipLink';
import type {IslandName, IslandProps} from './index';

// Static imports: the header's islands are on every page and in view at once.
const components: Record<IslandName, ComponentType<IslandProps>> = {
  MobileMenu: MobileMenu as ComponentType<IslandProps>,
  ServicesMenu: ServicesMenu as ComponentType<IslandProps>,
  SkipLink: SkipLink as ComponentType<IslandProps>,
};

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

const hydrated = new WeakSet<Element>();

function hydrateIsland(root: HTMLElement): void {
  if (hydrated.has(root) || !root.isConnected) return;
  hydrated.add(root);
  const name = root.dataset.island as IslandName;
  const Component = components[name];
  if (!Component) throw new Error(`No island named ${name}`);
  const props = JSON.parse(root.dataset.islandProps ?? '{}') as IslandProps;
  hydrate(h(Component, props), rootFragment(root));
}

function start(): void {
  const roots = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  const firstReport = new Set(roots);
  const due: HTMLElement[] = [];
  let scheduled = false;

  function markHydrated(): void {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    document.documentElement.setAttribute('data-hydration', 'complete');
  }

  // One island per task, so no task blocks a phone for long.
  function hydrateInTurn(): void {
    const next = due.shift();
    if (next) hydrateIsland(next);
    if (due.length > 0) {
      setTimeout(hydrateInTurn, 0);
      return;
    }
    scheduled = false;
    if (firstReport.size === 0) markHydrated();
  }

  function schedule(root: HTMLElement): void {
    if (!hydrated.has(root) && !due.includes(root)) due.push(root);
    if (!scheduled && due.length > 0) {
      scheduled = true;
      setTimeout(hydrateInTurn, 0);
    }
  }

  const nearViewport = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const root = entry.target as HTMLElement;
        firstReport.delete(root);
        if (entry.isIntersecting) {
          nearViewport.unobserve(root);
          schedule(root);
        }
      }
      if (firstReport.size === 0 && !scheduled) markHydrated();
    },
    {rootMargin: '200px'},
  );
  roots.forEach((root) => nearViewport.observe(root));
  if (roots.length === 0) markHydrated();

  // A first touch, press or focus hydrates the island at once, in the same
  // task, so the handler it needs is there when the event's default runs.
  const onFirstInteraction = (event: Event) => {
    const root = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-island]') : null;
    if (root && !hydrated.has(root)) {
      nearViewport.unobserve(root);
      hydrateIsland(root);
    }
  };
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    document.addEventListener(type, onFirstInteraction, {capture: true, passive: true});
}

// Loaded `async` (plugins/htmlTemplate.ts): it may run before the page has been parsed in full.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, {once: true});
else start();
