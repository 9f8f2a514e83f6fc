/**
 * The loader at the end of every page's `<body>` (issue 11): it adds the islands script once the
 * browser has painted the pre-rendered page. An inline script, compiled at build time
 * (plugins/islands/inlineScript.ts) and placed by the page template (plugins/islands/template.ts).
 *
 * With `<script defer>`, a phone that has the scripts cached, or a fast connection, runs all of
 * the JavaScript (and hydration) before the first paint, so the text the visitor came for waits
 * for code that changes nothing on screen. The template lists the script's files as preloads that
 * match no window (fetched early, they counted against the first paint, D54); this reads their
 * addresses after the first contentful paint, or one second where paint timing is missing or the
 * tab is hidden, four in a visible tab whose paint never comes. Its text is the same on every page,
 * so the forms server's content security policy allows it by one hash (server/site.ts).
 */
import {entryLinkAttribute, islandsFailedAttribute} from '../../contract';

let started = false;

function run(): void {
  if (started) return;
  started = true;
  document.querySelectorAll<HTMLLinkElement>(`link[rel=preload][as=script][${entryLinkAttribute}]`).forEach((link) => {
    const script = document.createElement('script');
    script.src = link.getAttribute('href') ?? '';
    // In the order listed: the runtime before the entry.
    script.async = false;
    // What is laid out for code that never came goes back to its plain form (D65).
    script.onerror = () => document.documentElement.setAttribute(islandsFailedAttribute, '');
    document.body.appendChild(script);
  });
}

let paintTiming = false;
try {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      setTimeout(run, 0);
    }
  }).observe({type: 'paint', buffered: true});
  paintTiming = PerformanceObserver.supportedEntryTypes.includes('paint');
} catch {
  // No PerformanceObserver, or no paint entries: the timer below starts the islands.
}
// Browsers without paint timing, and tabs opened in the background, which do not paint until
// shown, start after a second. A visible tab waits for its paint, however slow the phone (a
// one-second limit there ran the scripts before the paint they were meant to follow); four
// seconds is a last resort.
setTimeout(run, paintTiming && document.visibilityState === 'visible' ? 4000 : 1000);
