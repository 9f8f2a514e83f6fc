/**
 * Taps made before an island's code runs (issue 27). An inline script in every page's `<head>`,
 * so it runs before anything can be tapped; compiled at build time (plugins/islands/inlineScript.ts) and
 * placed by the page template (plugins/islands/template.ts). Production only: `npm run dev` hydrates
 * at once.
 *
 * Buttons in the pre-rendered HTML (the services panel's tabs, the carousel's) do nothing until
 * their code runs, and on a slow phone a visitor taps them before it has: the tap was lost. This
 * holds a click on a `type=button` inside an island (`islandAttribute`, D128) until that island
 * runs (`interactiveAttribute` set to `runningValue` by the islands loader once the island has started,
 * plugins/islands/browser/loader.ts), then clicks it again after the next frame, so the tap is answered by
 * the component's own handler, keyboard and focus handling included. The header's Menu and Our
 * Services open natively (issue 41) and are left alone; links and summaries work without code.
 *
 * A form inside an island that is sent before its code runs (the newsletter sign-up) is held the
 * same way and sent again with `requestSubmit()`, instead of being sent natively, which reloaded
 * the page with the address in its URL and subscribed nobody. A form field the visitor leaves is
 * marked (`leftFieldAttribute`), so the form runs its on-leaving checks once its code runs, and a
 * form changed without focus (autofill, files dropped on its file input) is marked wanted.
 *
 * Each island starts on its own, when the visitor reaches it (issue 41): a tap or a submit there
 * is held until that island runs, however long after the first ones that is, and the island is
 * marked wanted (`wantedAttribute`), so the islands loader starts it at once even when the tap
 * came before the loader ran.
 */
import {interactiveAttribute, islandAttribute, leftFieldAttribute, runningValue, wantedAttribute} from '../../contract';

/** A tap or a submit held until its island runs. */
interface HeldTap {
  element: Element;
  /** Where the element was, should a re-render replace it before the replay. */
  path: number[];
  /** What the element (or whatever is now at its path) is at the replay. */
  target?: Element | null;
  replay: (target: Element) => void;
}

const html = document.documentElement;
let held: HeldTap[] = [];

function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function atPath(path: number[]): Element | null {
  let node: Element | undefined = html;
  for (let i = 0; node && i < path.length; i += 1) node = node.children[path[i]!];
  return node ?? null;
}

/**
 * An island with a held tap is wanted now, wherever it is: the islands loader, which may start
 * after the tap, starts it at once (plugins/islands/browser/loader.ts).
 */
function want(element: Element): void {
  element.closest(`[${islandAttribute}]`)?.setAttribute(wantedAttribute, '');
}

function running(element: Element): boolean {
  return element.closest(`[${islandAttribute}]`)?.getAttribute(interactiveAttribute) === runningValue;
}

function hold(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  // Native invokers (the header's Menu and Our Services) open with no code.
  const control = event.target.closest(`[${islandAttribute}] button[type=button]:not([popovertarget], [commandfor])`);
  if (!control || running(control)) return;
  event.preventDefault();
  event.stopPropagation();
  want(control);
  held.push({element: control, path: pathOf(control), replay: (target) => (target as HTMLElement).click()});
}

function holdSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.closest(`[${islandAttribute}]`) || running(form)) return;
  event.preventDefault();
  event.stopPropagation();
  want(form);
  const {submitter} = event;
  held.push({
    element: form,
    path: pathOf(form),
    replay: (target) => {
      // A part re-rendered since may have put something else at the form's place.
      if (target instanceof HTMLFormElement) target.requestSubmit(submitter && target.contains(submitter) ? submitter : null);
    },
  });
}

/** Presses the held taps whose target is ready, once the next frame has painted. */
function replay(ready: (target: Element) => boolean): void {
  const due = held.filter((tap) => {
    tap.target = tap.element.isConnected ? tap.element : atPath(tap.path);
    return !tap.target || ready(tap.target);
  });
  held = held.filter((tap) => !due.includes(tap));
  if (due.length === 0) return;
  requestAnimationFrame(() => {
    setTimeout(() => {
      for (const tap of due) if (tap.target) tap.replay(tap.target);
    }, 0);
  });
}

/** The form field an event is on, while its island's code has not run yet. */
function waitingField(event: Event): Element | null {
  const field = event.target;
  return field instanceof Element && field.matches(`[${islandAttribute}] :is(input, select, textarea)`) && !running(field) ? field : null;
}

/**
 * A form field left before its code runs is marked, so the form checks it once it runs
 * (plugins/islands/browser/visitorInput.ts; issue 41).
 */
function markLeft(event: FocusEvent): void {
  waitingField(event)?.setAttribute(leftFieldAttribute, '');
}

/**
 * A form filled in without focus (autofill, files dropped on a file input) is used: a form that
 * starts on its first use (D81) is wanted.
 */
function markFilled(event: Event): void {
  const field = waitingField(event);
  if (field) want(field);
}

document.addEventListener('click', hold, true);
document.addEventListener('submit', holdSubmit, true);
document.addEventListener('focusout', markLeft, true);
document.addEventListener('change', markFilled, true);
new MutationObserver(() => replay((target) => target.isConnected && running(target))).observe(html, {
  attributes: true,
  subtree: true,
  attributeFilter: [interactiveAttribute],
});
