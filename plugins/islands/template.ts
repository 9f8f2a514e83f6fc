import {join} from 'node:path';
import {entryLinkAttribute, islandsEntryName} from './contract';
import {compileInlineScript} from './inlineScript';

/**
 * The page template (Docusaurus `ssrTemplate`, which only a site's config can set: the site sets
 * it to `islandsPageTemplate()`), changed in two respects from Docusaurus's own: every page gets
 * the islands script instead of the client app (`chooseScripts` below, issue 41); and that script
 * runs only after the browser has painted the pre-rendered page once (issue 11), started by the
 * loader at the end of `<body>`. A script in `<head>` holds taps made before an island's code runs
 * (issue 27). Both are TypeScript in ./browser/inline, compiled here.
 */

/** A script of ./browser/inline, compiled, to be written into the template's text. */
function inlineIslandsScript(fileName: string): string {
  const script = compileInlineScript(join(__dirname, 'browser', 'inline', fileName));
  // The template is Eta: its tags inside a script would run as template code.
  if (script.includes('<%')) throw new Error(`${fileName} compiled to text holding "<%", which the page template would read as its own`);
  return script;
}

/** The loader at the end of `<body>` that adds the islands script after the first paint (./browser/inline/startIslands.ts). */
export const entryScriptLoader = inlineIslandsScript('startIslands.ts');

/** The head's script that holds taps and submits until their island runs (./browser/inline/earlyTap.ts). */
export const earlyTapScript = inlineIslandsScript('earlyTap.ts');

/**
 * The SHA-256 of Docusaurus's own page template (`@docusaurus/core`'s
 * `lib/ssg/ssgTemplate.html.js`, version 3.10.2) that `islandsPageTemplate` was copied
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
 * browser entries, its client app and the islands script (./index.ts).
 * Every page gets the islands script alone. The loader below runs the
 * script after the first paint. The islands script is not even fetched before then: its links carry a
 * media query that matches no window, so the browser does not preload them and
 * the loader still reads their addresses. Fetched early (preloaded, or `async`),
 * the script arrived before the first paint and Lighthouse's simulation counted
 * it against the stylesheet and the font: LCP 1.32-1.41 s on islands pages
 * against 1.05-1.06 s (D54).
 */
const chooseScripts = String.raw`
  const isIslandsFile = (script) => /(^|\/)(runtime~)?${islandsEntryName}\.[^/]*\.js$/.test(script);
  const pageScripts = it.scripts
    .filter(isIslandsFile)
    .sort((a, b) => Number(b.includes('runtime~')) - Number(a.includes('runtime~')));
`;

/**
 * What the head leaves out (D99): the generator tag, which named the framework and its exact
 * version to anyone scanning for known holes (the template has no slot for it); react-helmet's
 * `data-rh` marks, which only the client app read, and no page runs it (D55); and the meta tags
 * whose names start with one of `omittedMetaNames` (the site leaves out those only Algolia
 * DocSearch's crawler reads, `docsearch:*` and `docusaurus_*`, for a site with no search).
 */
function leanHead(omittedMetaNames: readonly string[]): string {
  const names = omittedMetaNames.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  const omitted = names ? `.replace(/<meta\\b[^>]*\\sname="(?:${names})[^"]*"[^>]*>/g, '')` : '';
  return String.raw`
  const leanHeadTags = (html) => html${omitted}
    .replace(/ data-rh="true"/g, '');
`;
}

/** Docusaurus's page template for a site of islands; `omittedMetaNames` as `leanHead` says. */
export function islandsPageTemplate({omittedMetaNames = []}: {omittedMetaNames?: readonly string[]} = {}): string {
  return `<% const leadingLinks = ${hoistedLinks}; ${chooseScripts} ${leanHead(omittedMetaNames)} %><!DOCTYPE html>
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
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" media="(max-width: 0px)" ${entryLinkAttribute}>
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
}
