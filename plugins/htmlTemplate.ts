import {
  interactiveAttribute,
  islandAttribute,
  islandsEntryName,
  leftFieldAttribute,
  runningValue,
  wantedAttribute,
} from '../src/islands/contract';

/**
 * The page template (Docusaurus `ssrTemplate`), changed in two respects from
 * Docusaurus's own: every page gets the islands script instead of the client
 * app (`chooseScripts` below, issue 41); and that script runs only after the
 * browser has painted the pre-rendered page once (issue 11).
 *
 * With `<script defer>`, a phone that has the scripts cached, or a fast
 * connection, runs all of the JavaScript (and hydration) before the first
 * paint, so the text the visitor came for waits for code that changes nothing
 * on screen. Preloading keeps the download as early as before; the loader at
 * the end of <body> waits for the first contentful paint (or one second where
 * paint timing is missing or the tab is hidden, four in a visible tab whose
 * paint never comes), then adds the scripts in order.
 * The loader's text is the same on every page, so the forms server's
 * content security policy allows it by one hash (server/site.ts).
 */
export const entryScriptLoader = `(function () {
  var started = false;
  function run() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[rel=preload][as=script][data-entry]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.getAttribute('href');
      script.async = false;
      // What is laid out for code that never came goes back to its plain form (D65).
      script.onerror = function () {
        document.documentElement.setAttribute('data-islands-failed', '');
      };
      document.body.appendChild(script);
    });
  }
  var paintTiming = false;
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(run, 0);
      }
    }).observe({type: 'paint', buffered: true});
    paintTiming = PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  } catch (error) {}
  // Browsers without paint timing, and tabs opened in the background, which
  // do not paint until shown, start after a second. A visible tab waits for
  // its paint, however slow the phone (a one-second limit there ran the scripts
  // before the paint they were meant to follow); four seconds is a last resort.
  setTimeout(run, paintTiming && document.visibilityState === 'visible' ? 4000 : 1000);
})();`;

/**
 * Taps made before an island's code runs (issue 27). Buttons in the
 * pre-rendered HTML (the services panel's tabs, the carousel's) do nothing
 * until their code runs, and on a slow phone a visitor taps them before it
 * has: the tap was lost. The header's Menu and Our Services open natively
 * (issue 41) and are left alone. This script, in <head> so it runs before
 * anything can be tapped, holds a click on a `type=button` inside an island
 * (`data-interactive`) until that island runs (`data-interactive="running"`,
 * set by the islands loader once the island has started, src/islands/loader.ts),
 * then clicks it again after the next frame, so the tap is answered by the
 * component's own handler, keyboard and focus handling included.
 *
 * A form inside an interactive part that is sent before its code runs (the
 * newsletter sign-up) is held the same way and sent again with
 * `requestSubmit()`, instead of being sent natively, which reloaded the page
 * with the address in its URL and subscribed nobody. A form field the visitor
 * leaves is marked `data-left`, so the form runs its on-leaving checks once its
 * code runs, and a form changed without focus (autofill, files dropped on its
 * file input) is marked wanted. Links and summaries work without code and are
 * left alone.
 * Each island starts on its own, when the visitor reaches it (issue 41): a tap
 * or a submit there is held until that island runs, however long after the
 * first ones that is, and the island is marked `data-island-wanted`, so the
 * islands loader starts it at once even when the tap came before the loader ran.
 * Production only: this template is the build's, and `npm run dev` hydrates at once.
 */
export const earlyTapScript = `(function () {
  var html = document.documentElement;
  var held = [];
  function pathOf(element) {
    var path = [];
    for (var node = element; node.parentElement; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  }
  function atPath(path) {
    var node = html;
    for (var i = 0; node && i < path.length; i++) node = node.children[path[i]];
    return node;
  }
  // An island with a held tap is wanted now, wherever it is: the islands
  // loader, which may start after the tap, starts it at once (src/islands/loader.ts).
  function want(element) {
    var island = element.closest('[${islandAttribute}]');
    if (island) island.setAttribute('${wantedAttribute}', '');
  }
  function running(element) {
    var root = element.closest('[${interactiveAttribute}]');
    return Boolean(root) && root.getAttribute('${interactiveAttribute}') === '${runningValue}';
  }
  function hold(event) {
    if (!(event.target instanceof Element)) return;
    // Native invokers (the header's Menu and Our Services) open with no code.
    var control = event.target.closest('[${interactiveAttribute}] button[type=button]:not([popovertarget], [commandfor])');
    if (!control || running(control)) return;
    event.preventDefault();
    event.stopPropagation();
    want(control);
    held.push({element: control, path: pathOf(control), replay: function (target) { target.click(); }});
  }
  function holdSubmit(event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest('[${interactiveAttribute}]') || running(form)) return;
    event.preventDefault();
    event.stopPropagation();
    want(form);
    var submitter = event.submitter;
    held.push({
      element: form,
      path: pathOf(form),
      replay: function (target) {
        // A part re-rendered since may have put something else at the form's place.
        if (target instanceof HTMLFormElement) target.requestSubmit(submitter && target.contains(submitter) ? submitter : null);
      },
    });
  }
  // Presses the held taps whose target is ready, once the next frame has painted.
  function replay(ready) {
    var due = held.filter(function (tap) {
      var target = tap.element.isConnected ? tap.element : atPath(tap.path);
      tap.target = target;
      return !target || ready(target);
    });
    held = held.filter(function (tap) { return due.indexOf(tap) < 0; });
    if (!due.length) return;
    requestAnimationFrame(function () {
      setTimeout(function () {
        due.forEach(function (tap) {
          if (tap.target) tap.replay(tap.target);
        });
      }, 0);
    });
  }
  // The form field an event is on, while its island's code has not run yet.
  function waitingField(event) {
    var field = event.target;
    return field instanceof Element && field.matches('[${interactiveAttribute}] :is(input, select, textarea)') && !running(field) ? field : null;
  }
  // A form field left before its code runs is marked, so the form checks it
  // once it runs (src/islands/visitorInput.ts, leftFieldAttribute; issue 41).
  function markLeft(event) {
    var field = waitingField(event);
    if (field) field.setAttribute('${leftFieldAttribute}', '');
  }
  // A form filled in without focus (autofill, files dropped on a file input) is
  // used: a form that starts on its first use (D81) is wanted.
  function markFilled(event) {
    var field = waitingField(event);
    if (field) want(field);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('focusout', markLeft, true);
  document.addEventListener('change', markFilled, true);
  new MutationObserver(function () {
    replay(function (target) { return target.isConnected && running(target); });
  }).observe(html, {attributes: true, subtree: true, attributeFilter: ['${interactiveAttribute}']});
})();`;

/**
 * The SHA-256 of Docusaurus's own page template (`@docusaurus/core`'s
 * `lib/ssg/ssgTemplate.html.js`, version 3.10.2) that `htmlTemplate` was copied
 * from. A unit test fails when an upgrade changes that template, so whatever
 * Docusaurus changed is carried over here instead of silently lost.
 */
export const copiedTemplateSha256 = 'ae8832e42eb13a74d816d54e68e23700e7997abc451395ffc045538c2f59bfad';

/**
 * React 19 writes a `<link rel="preload">` for each eagerly loaded image at
 * the start of the rendered app. The template moves them into <head>, where
 * preloads belong and start earlier.
 */
const hoistedLinks = String.raw`/^(?:\s*<link\b[^>]*>)*/.exec(it.appHtml)[0]`;

/**
 * Islands (issue 41, D54, D55): Docusaurus hands the template the files of both
 * browser entries, its client app and the islands script (plugins/islands.ts).
 * Every page gets the islands script alone; a page with an interactive part
 * (`data-interactive`) that is not an island (`data-island`, src/islands) fails
 * the build, since nothing would run its code. The loader below runs the
 * script after the first paint. The islands script is not even fetched before then: its links carry a
 * media query that matches no window, so the browser does not preload them and
 * the loader still reads their addresses. Fetched early (preloaded, or `async`),
 * the script arrived before the first paint and Lighthouse's simulation counted
 * it against the stylesheet and the font: LCP 1.32-1.41 s on islands pages
 * against 1.05-1.06 s (D54).
 */
const chooseScripts = String.raw`
  const isIslandsFile = (script) => /(^|\/)(runtime~)?${islandsEntryName}\.[^/]*\.js$/.test(script);
  const count = (pattern) => (it.appHtml.match(pattern) || []).length;
  if (count(/ ${interactiveAttribute}="/g) !== count(/ ${islandAttribute}="/g))
    throw new Error('A part of this page needs code but is not an island: mark its root with island() (src/islands, D55).');
  const pageScripts = it.scripts
    .filter(isIslandsFile)
    .sort((a, b) => Number(b.includes('runtime~')) - Number(a.includes('runtime~')));
`;

/**
 * What the head leaves out (D99): the generator tag, which named the framework
 * and its exact version to anyone scanning for known holes; the tags only
 * Algolia DocSearch's crawler reads (`docsearch:*`, `docusaurus_*`), for a site
 * with no search; and react-helmet's `data-rh` marks, which only the client app
 * read, and no page runs it (D55).
 */
const leanHead = String.raw`
  const leanHeadTags = (html) => html
    .replace(/<meta\b[^>]*\sname="(?:docsearch:|docusaurus_)[^"]*"[^>]*>/g, '')
    .replace(/ data-rh="true"/g, '');
`;

export const htmlTemplate = `<% const leadingLinks = ${hoistedLinks}; ${chooseScripts} ${leanHead} %><!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ leanHeadTags(metaAttribute) %>
    <% }); %>
    <script>${earlyTapScript}</script>
    <%~ leanHeadTags(it.headTags) %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% pageScripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" media="(max-width: 0px)" data-entry>
    <% }); %>
    <%~ leadingLinks %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml.slice(leadingLinks.length) %></div>
    <%~ it.postBodyTags %>
    <script>${entryScriptLoader}</script>
  </body>
</html>
`;
