/**
 * How islands start (issue 41, D54, D55): the islands script (./entry.ts) hands the islands'
 * declarations (./define.ts) to `startIslands`, which finds the page's island roots
 * (`data-island`, ./index.ts) and starts each from the props the build wrote beside it, as its
 * declaration says: when it comes near the viewport (`visible`), once the browser is idle
 * (`idle`), with the page (`eager`), or only when first used (`first-use`, a form, D80, D81);
 * any of them at once when first focused, pressed or touched. Each starts in a task of its own.
 * An island hidden at this width (the drawer's button on a desktop) never starts unless the
 * window changes.
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
} from '../contract';
import type {IslandDeclaration} from '../declare';
import type {IslandProps} from '../island';

const islandRoot = `[${islandAttribute}]`;

/** Starts the page's islands, as `declarations` say; call once the page has been parsed. */
export function startIslands(declarations: readonly IslandDeclaration[]): void {
  const islands = new Map(declarations.map((declaration) => [declaration.name, declaration]));
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
    const name = root.getAttribute(islandAttribute) ?? '';
    const declaration = islands.get(name);
    if (!declaration) throw new Error(`No island named ${name}`);
    const props = JSON.parse(root.getAttribute(islandPropsAttribute) ?? '{}') as IslandProps;
    const running = () => root.setAttribute(interactiveAttribute, runningValue);
    const startedAsync = declaration.run(root, props);
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
  const whenIdle: HTMLElement[] = [];
  for (const root of roots) {
    const strategy = islands.get(root.getAttribute(islandAttribute) ?? '')?.start;
    // Used before this script ran: pressed (the head's early-tap script holds the tap and
    // marks the island wanted), or a field of it is being filled in or was left (the script
    // marks a field left). Those, and eager ones, start now, not when they near the viewport.
    const used =
      root.hasAttribute(wantedAttribute) || root.contains(document.activeElement) || root.querySelector(`[${leftFieldAttribute}]`);
    if (used || strategy === 'eager') {
      firstReport.delete(root);
      schedule(root);
    } else if (strategy === 'first-use' || strategy === 'idle') {
      // Started by the first use below, or once the browser is idle; the page is hydrated without it.
      firstReport.delete(root);
      if (strategy === 'idle') whenIdle.push(root);
    } else nearViewport.observe(root);
  }
  markHydrated();
  if (whenIdle.length > 0) {
    const startThem = () => whenIdle.forEach(schedule);
    // Safari has no requestIdleCallback: a task a little after the page's own stands in.
    if ('requestIdleCallback' in window) window.requestIdleCallback(startThem);
    else setTimeout(startThem, 200);
  }

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
