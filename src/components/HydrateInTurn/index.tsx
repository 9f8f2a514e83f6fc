import {cloneElement, isValidElement, Suspense, useState, type ReactElement, type ReactNode} from 'react';

/**
 * Progressive and partial hydration (issue 11). The header, each band of a
 * page and the footer are parts. In the browser:
 *
 * - A part hydrates in a task of its own, after the page's first hydration
 *   pass, instead of inside one long task that hydrates the whole page, so on
 *   a phone the main thread is never blocked for long.
 * - A band with nothing interactive in it (copy, lists, cards, links) is not
 *   hydrated at all: its pre-rendered HTML already is what the code would
 *   render, so running that code would only block the phone. Its links are
 *   plain links (a full page load of a pre-rendered page). A component that
 *   needs its code in the browser (state, effects, event handlers) spreads
 *   `interactiveRoot` on its root element, and the band around it hydrates.
 *
 * The pre-rendered HTML is on screen and readable throughout: during the first
 * pass each part suspends, and Preact keeps a suspended part's DOM as it is,
 * then hydrates it when the part is let go. Parts are let go one per task, in
 * page order. A part first rendered later (a client-side navigation) renders
 * at once, interactive or not. The server renders the child as it is.
 *
 * The child must render exactly one root element (a suspended part keeps one
 * DOM node). When the child is an element (`<section>`, `<div>`), it is marked
 * `data-part` so the browser can find the part's HTML and look inside it; a
 * part whose child is a component (the header) is always hydrated. This is for
 * the production browser build, which hydrates with Preact
 * (plugins/leanClient.ts); elsewhere the child renders at once.
 */

/** Spread on the root element of a component that needs its code in the browser. */
export const interactiveRoot = {'data-interactive': ''} as const;

const partAttribute = 'data-part';
const interactiveSelector = '[data-interactive]';

interface Turn {
  released: boolean;
  promise: Promise<void>;
  release: () => void;
  /** The child is an element marked `data-part`, so its HTML can be found. */
  markedInHtml: boolean;
}

let queue: Turn[] = [];
let draining = false;

/**
 * The pre-rendered roots of the marked parts of the first pass, in page
 * order: marked elements not inside another marked element.
 */
function markedPartRoots(): Element[] {
  return Array.from(document.querySelectorAll(`[${partAttribute}]`)).filter(
    (element) => !element.parentElement?.closest(`[${partAttribute}]`),
  );
}

/**
 * Drops from the queue the parts whose HTML holds nothing interactive: they
 * stay suspended, which keeps their pre-rendered DOM for good. If the marked
 * parts of the first pass do not line up with the marked elements of the page
 * (a part nested inside an unmarked one), every part is hydrated, as before.
 */
function skipStaticParts(): void {
  const marked = queue.filter((turn) => turn.markedInHtml);
  const roots = markedPartRoots();
  if (marked.length !== roots.length) return;
  const isStatic = new Set<Turn>();
  marked.forEach((turn, index) => {
    const root = roots[index]!;
    if (!root.matches(interactiveSelector) && !root.querySelector(interactiveSelector)) isStatic.add(turn);
  });
  queue = queue.filter((turn) => !isStatic.has(turn));
}

/** A tap or key press since the last part was let go. */
let inputSinceLastTurn = false;
const inputEvents = ['pointerdown', 'keydown', 'click'] as const;
function noteInput(): void {
  inputSinceLastTurn = true;
}

/**
 * Lets the parts go one per task, so each hydrates in a task of its own.
 * After a tap or key press the next part waits until the frame that answers
 * it has been drawn: otherwise the browser may run the next part's task
 * first, and the visitor waits for it to see their tap answered (INP).
 */
function drainInTurn(): void {
  if (inputSinceLastTurn) {
    inputSinceLastTurn = false;
    requestAnimationFrame(() => setTimeout(drainInTurn, 0));
    return;
  }
  const next = queue.shift();
  next?.release();
  if (queue.length > 0) {
    setTimeout(drainInTurn, 0);
    return;
  }
  for (const type of inputEvents) document.removeEventListener(type, noteInput, true);
  draining = false;
  // After the last part's render, which runs in a microtask of the task above.
  setTimeout(() => document.documentElement.setAttribute('data-hydration', 'complete'), 0);
}

function takeTurn(markedInHtml: boolean): Turn {
  let release = () => {};
  const turn: Turn = {released: false, promise: Promise.resolve(), release: () => release(), markedInHtml};
  turn.promise = new Promise<void>((resolve) => {
    release = () => {
      turn.released = true;
      resolve();
    };
  });
  queue.push(turn);
  if (!draining) {
    draining = true;
    for (const type of inputEvents) document.addEventListener(type, noteInput, {capture: true, passive: true});
    // The first pass is one synchronous render, so every part of it has
    // taken its turn by the time this runs.
    setTimeout(() => {
      skipStaticParts();
      drainInTurn();
    }, 0);
  }
  return turn;
}

type Pass = 'not-started' | 'first' | 'over';
let pass: Pass = 'not-started';

/**
 * True during the browser's first render, which hydrates the pre-rendered
 * page. That render runs in one task, so the pass is over at the next task.
 */
function isFirstHydrationPass(): boolean {
  if (pass === 'not-started') {
    const hydrating =
      process.env.NODE_ENV === 'production' &&
      typeof document !== 'undefined' &&
      // "false" in the pre-rendered HTML; Docusaurus sets "true" after hydrating.
      document.documentElement.getAttribute('data-has-hydrated') !== 'true';
    pass = hydrating ? 'first' : 'over';
    if (hydrating) setTimeout(() => (pass = 'over'), 0);
  }
  return pass === 'first';
}

function Gate({turn, children}: {turn: Turn | null; children: ReactElement}): ReactNode {
  // Suspending is how a part keeps its pre-rendered DOM until its turn (or,
  // for a static part, for as long as the page is shown).
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's contract: throwing a promise suspends.
  if (turn && !turn.released) throw turn.promise;
  return children;
}

export default function HydrateInTurn({children}: {children: ReactElement}): ReactNode {
  const markedInHtml = isValidElement(children) && typeof children.type === 'string';
  const [turn] = useState<Turn | null>(() => (isFirstHydrationPass() ? takeTurn(markedInHtml) : null));
  const part = markedInHtml ? cloneElement(children as ReactElement<Record<string, string>>, {[partAttribute]: ''}) : children;
  if (typeof window === 'undefined') return part;
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{part}</Gate>
    </Suspense>
  );
}
