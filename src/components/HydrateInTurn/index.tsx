import {Suspense, useState, type ReactElement, type ReactNode} from 'react';

/**
 * Progressive hydration (issue 11): the part of the page inside hydrates in a
 * task of its own, after the page's first hydration pass, instead of inside
 * one long task that hydrates the whole page. The header, each band of a page
 * and the footer are such parts, so on a phone the main thread is never
 * blocked for long and stays free to answer the visitor between parts.
 *
 * The pre-rendered HTML is on screen and readable throughout: during the first
 * pass each part suspends, and Preact keeps a suspended part's DOM as it is,
 * then hydrates it when the part is let go. Parts are let go one per task, in
 * page order. A part first rendered later (a client-side navigation) renders
 * at once. The server renders the child as it is.
 *
 * The child must render exactly one root element (a suspended part keeps one
 * DOM node). This is for the production browser build, which hydrates with
 * Preact (plugins/leanClient.ts); elsewhere the child renders at once.
 */

interface Turn {
  released: boolean;
  promise: Promise<void>;
}

const queue: Array<() => void> = [];
let draining = false;

/** Lets the parts go one per task, so each hydrates in a task of its own. */
function drainInTurn(): void {
  const next = queue.shift();
  next?.();
  if (queue.length > 0) {
    setTimeout(drainInTurn, 0);
    return;
  }
  draining = false;
  // After the last part's render, which runs in a microtask of the task above.
  setTimeout(() => document.documentElement.setAttribute('data-hydration', 'complete'), 0);
}

function takeTurn(): Turn {
  const turn: Turn = {released: false, promise: Promise.resolve()};
  turn.promise = new Promise<void>((resolve) => {
    queue.push(() => {
      turn.released = true;
      resolve();
    });
  });
  if (!draining) {
    draining = true;
    setTimeout(drainInTurn, 0);
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
  // Suspending is how a part keeps its pre-rendered DOM until its turn.
  if (turn && !turn.released) throw turn.promise;
  return children;
}

export default function HydrateInTurn({children}: {children: ReactElement}): ReactNode {
  const [turn] = useState<Turn | null>(() => (isFirstHydrationPass() ? takeTurn() : null));
  if (typeof window === 'undefined') return children;
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{children}</Gate>
    </Suspense>
  );
}
