/**
 * How islands start (issue 41, D54, D55): the islands script (./entry.ts)
 * hands its islands to `startIslands`, which finds the page's island roots
 * (`data-island`, ./index.ts) and starts each from the props the build wrote
 * beside it, when it comes near the viewport or is first focused, pressed or
 * touched (one marked `onFirstUse`, a form: only then, D80, D81), each in a
 * task of its own. An island hidden at this width (the drawer's button on a
 * desktop) never starts unless the window changes.
 *
 * A started island's root is marked `data-interactive="running"`, which the
 * head's early-tap script waits for before it presses a held tap or sends a
 * held form again. Once the islands in view at load run, the page is marked
 * as the client app marks a hydrated page (`data-has-hydrated`, and
 * `data-hydration="complete"`), which the tests wait for.
 */
import {
  hydratedAttributes,
  interactiveAttribute,
  islandAttribute,
  islandPropsAttribute,
  leftFieldAttribute,
  runningValue,
  wantedAttribute,
} from './contract';
import type {IslandName, IslandProps} from './index';

const islandRoot = `[${islandAttribute}]`;

/**
 * Starts the island at `root`: runs its code (an island that needs no
 * framework, D59) or hydrates its component (`lazyIsland`). One marked `eager`
 * starts with the page rather than as it nears the viewport; one marked
 * `onFirstUse` only once the visitor uses it.
 */
export type IslandStart = ((root: HTMLElement, props: IslandProps) => void | Promise<void>) & {eager?: boolean; onFirstUse?: boolean};

/**
 * An island that starts with the page, wherever it is: the counters, which must
 * show 0 before they come on screen however fast the visitor scrolls to them.
 */
export function eagerly(start: IslandStart): IslandStart {
  return Object.assign((root: HTMLElement, props: IslandProps) => start(root, props), {eager: true});
}

/**
 * An island whose code only answers the visitor's own input: a form. Its
 * fields work natively (a drop zone is its file input, stretched over it), so
 * it starts at its first touch, press, focus, key, change or drag into it (or a
 * submit or change held before the islands script ran, or a field already
 * entered or left), never merely for coming into view: its code is no part of
 * the page's load (D80, D81). What was typed or dropped before it runs is kept,
 * and a field left before then is checked once it does.
 */
export function onFirstUse(start: IslandStart): IslandStart {
  return Object.assign((root: HTMLElement, props: IslandProps) => start(root, props), {onFirstUse: true});
}

/**
 * An island whose component is a chunk of its own, fetched when the island
 * starts with the Preact chunk (./hydrate.ts) beside it, and hydrated. What the
 * visitor entered or left in it meanwhile is kept.
 */
export function lazyIsland(load: () => Promise<{default: unknown}>): IslandStart {
  return async (root, props) => {
    const [{default: component}, {hydrateIsland}] = await Promise.all([
      load(),
      import(/* webpackChunkName: "islands-preact" */ './hydrate'),
    ]);
    hydrateIsland(component, root, props);
  };
}

/** Starts the page's islands from `islands`; call once the page has been parsed. */
export function startIslands(islands: Readonly<Record<IslandName, IslandStart>>): void {
  const roots = Array.from(document.querySelectorAll<HTMLElement>(islandRoot));
  const started = new WeakSet<Element>();
  /** Islands whose chunk is still on its way. */
  const arriving = new Set<Promise<void>>();
  const firstReport = new Set(roots);
  const due: HTMLElement[] = [];
  let scheduled = false;

  function markHydrated(): void {
    // The islands in view at load, their chunks included, are all running.
    if (firstReport.size > 0 || scheduled || arriving.size > 0) return;
    for (const [name, value] of Object.entries(hydratedAttributes)) document.documentElement.setAttribute(name, value);
  }

  function startIsland(root: HTMLElement): void {
    if (started.has(root) || !root.isConnected) return;
    started.add(root);
    const name = root.getAttribute(islandAttribute) as IslandName;
    const start = islands[name];
    if (!start) throw new Error(`No island named ${name}`);
    const props = JSON.parse(root.getAttribute(islandPropsAttribute) ?? '{}') as IslandProps;
    const running = () => root.setAttribute(interactiveAttribute, runningValue);
    const startedAsync = start(root, props);
    if (!startedAsync) {
      running();
      return;
    }
    arriving.add(startedAsync);
    startedAsync
      .then(running, (error: unknown) => console.error(`The ${name} island did not start`, error))
      .finally(() => {
        arriving.delete(startedAsync);
        markHydrated();
      });
  }

  // One island per task, so no task blocks a phone for long.
  function startInTurn(): void {
    const next = due.shift();
    if (next) startIsland(next);
    if (due.length > 0) {
      setTimeout(startInTurn, 0);
      return;
    }
    scheduled = false;
    markHydrated();
  }

  function schedule(root: HTMLElement): void {
    if (!started.has(root) && !due.includes(root)) due.push(root);
    if (!scheduled && due.length > 0) {
      scheduled = true;
      setTimeout(startInTurn, 0);
    }
  }

  // The HTML disables a form's submit button for visitors without JavaScript,
  // for whom the form cannot work. Here it can: a submit made before the
  // form's code arrives is held (the head's early-tap script) and sent once it runs.
  for (const root of roots) {
    root.querySelectorAll<HTMLButtonElement>('button[type="submit"]:disabled').forEach((button) => {
      button.disabled = false;
    });
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
      markHydrated();
    },
    {rootMargin: '200px'},
  );
  for (const root of roots) {
    const start = islands[root.getAttribute(islandAttribute) as IslandName];
    // Used before this script ran: pressed (the head's early-tap script holds the tap and
    // marks the island wanted), or a field of it is being filled in or was left (the script
    // marks a field left). Those, and eager ones, start now, not when they near the viewport.
    const used =
      root.hasAttribute(wantedAttribute) || root.contains(document.activeElement) || root.querySelector(`[${leftFieldAttribute}]`);
    if (used || start?.eager) {
      firstReport.delete(root);
      schedule(root);
    } else if (start?.onFirstUse) {
      // Started by the first use below; the page is hydrated without it.
      firstReport.delete(root);
    } else nearViewport.observe(root);
  }
  markHydrated();

  // A first touch, press or focus starts the island at once, in the same
  // task, so the handler it needs is there when the event's default runs. A
  // click alone counts too: a screen reader in browse mode activates a button
  // with a click and nothing before it (the head's script holds that click
  // until the island runs).
  const onFirstInteraction = (event: Event) => {
    const root = event.target instanceof Element ? event.target.closest<HTMLElement>(islandRoot) : null;
    if (root && !started.has(root)) {
      nearViewport.unobserve(root);
      startIsland(root);
    }
  };
  // `input` and `change` too: a browser's autofill fills a form without focusing it, and
  // files dropped on a file input arrive without focus. `dragenter`: a drag heading for a
  // drop zone brings the form's code, and its highlight, while the visitor is still dragging.
  for (const type of ['pointerdown', 'focusin', 'keydown', 'click', 'input', 'change', 'dragenter'])
    document.addEventListener(type, onFirstInteraction, {capture: true, passive: true});
}
