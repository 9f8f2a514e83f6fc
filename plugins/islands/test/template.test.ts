/** @jest-environment node */
import {createHash} from 'node:crypto';
import * as eta from 'eta';
import {join} from 'node:path';
import {compileInlineScript} from '../inlineScript';
import {copiedTemplateSha256, earlyTapScript, entryScriptLoader, islandsPageTemplate} from '../template';

const htmlTemplate = islandsPageTemplate({omittedMetaNames: ['docsearch:', 'docusaurus_']});

// ../template.ts is a copy of Docusaurus's page template with the entry
// scripts deferred to after the first paint (issue 11). A copy goes stale
// silently when Docusaurus changes the original; this test notices (issue 27).

test('Docusaurus’s own page template is still the one islandsPageTemplate was copied from', () => {
  // Reading Docusaurus's internals is the point of this test: the template has no public export.
  const {default: defaultTemplate} = jest.requireActual<{default: string}>('@docusaurus/core/lib/ssg/ssgTemplate.html.js');
  const hash = createHash('sha256').update(defaultTemplate).digest('hex');
  // If this fails after an upgrade: compare the new template with ../template.ts,
  // carry the change over, then record the new hash in copiedTemplateSha256.
  expect(hash).toBe(copiedTemplateSha256);
});

test('the copy keeps every slot of the original but the version', () => {
  const {default: defaultTemplate} = jest.requireActual<{default: string}>('@docusaurus/core/lib/ssg/ssgTemplate.html.js');
  const slots = (template: string) => [...new Set(template.match(/it\.\w+/g))].sort();
  // The version fed only the generator tag, left out on purpose (D99).
  expect(slots(htmlTemplate)).toEqual(slots(defaultTemplate).filter((slot) => slot !== 'it.version'));
});

// Issue 41 (D54): each page gets one of the two browser entries.
// Compiled and rendered as Docusaurus renders it (@docusaurus/core, lib/ssg/ssgTemplate.js).
const renderPage = (appHtml: string, metaAttributes: string[] = []) =>
  eta.compile(htmlTemplate.trim(), {rmWhitespace: true})(
    {
      appHtml,
      baseUrl: '/hi/',
      htmlAttributes: 'lang="hi"',
      bodyAttributes: '',
      headTags: '',
      preBodyTags: '',
      postBodyTags: '',
      metaAttributes,
      stylesheets: ['assets/css/styles.1.css'],
      scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.1.js', 'assets/js/islands.1.js', 'assets/js/runtime~islands.1.js'],
      noIndex: false,
      version: '3',
    },
    eta.defaultConfig,
  );
const scriptsOf = (html: string) =>
  Array.from(html.matchAll(/<(?:script src|link rel="preload" as="script" href)="([^"]+)"/g), (match) => match[1]);

test('every page runs the islands script alone, runtime first, after the first paint, never the client app', () => {
  const html = renderPage('<header><div data-island="MobileMenu"></div></header><main><p>Text</p></main>');
  expect(scriptsOf(html)).toEqual(['/hi/assets/js/runtime~islands.1.js', '/hi/assets/js/islands.1.js']);
  // Listed for the loader, not fetched before the first paint: the media query matches no window.
  expect(html).toContain('<link rel="preload" as="script" href="/hi/assets/js/islands.1.js" media="(max-width: 0px)" data-entry>');
  expect(html).toContain('first-contentful-paint');
  expect(html).toMatch(/<html lang="hi">/);
});

// D99: the head names no framework version, carries no search crawler's tags and no
// react-helmet marks; the page's own title, description and social tags stay.
test('the head keeps the page’s own tags and drops the generator, DocSearch’s tags and helmet’s marks', () => {
  // As Docusaurus hands them over: one string per kind, written by react-helmet-async.
  const helmetTitle = '<title data-rh="true">Trendsoft | About Us Page</title>';
  const helmetMeta =
    '<meta data-rh="true" name="viewport" content="width=device-width, initial-scale=1.0"/>' +
    '<meta data-rh="true" name="docusaurus_locale" content="hi"/>' +
    '<meta data-rh="true" name="docusaurus_tag" content="default"/>' +
    '<meta data-rh="true" name="docsearch:language" content="hi"/>' +
    '<meta data-rh="true" name="docsearch:docusaurus_tag" content="default"/>' +
    '<meta data-rh="true" name="description" content="Trendsoft audits, tests and secures software."/>' +
    '<meta data-rh="true" property="og:title" content="Trendsoft | About Us Page"/>';
  const helmetLinks = '<link data-rh="true" rel="canonical" href="https://www.trendsoft.example/hi/About"/>';
  const html = renderPage('<main><p>Text</p></main>', [helmetTitle, helmetMeta, helmetLinks]);
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

  expect(head).not.toMatch(/generator|Docusaurus v/);
  expect(head).not.toMatch(/docsearch|docusaurus_/);
  expect(head).not.toContain('data-rh');
  expect(head).toContain('<title>Trendsoft | About Us Page</title>');
  expect(head).toContain('<meta name="viewport" content="width=device-width, initial-scale=1.0"/>');
  expect(head).toContain('<meta name="description" content="Trendsoft audits, tests and secures software."/>');
  expect(head).toContain('<meta property="og:title" content="Trendsoft | About Us Page"/>');
  expect(head).toContain('<link rel="canonical" href="https://www.trendsoft.example/hi/About"/>');
});

// Issue 66: the page's inline scripts are TypeScript (../browser/inline), compiled and
// minified when the config is read, not code kept in strings with the contract's names spelt again.
test('the head holds the early-tap script and the body ends with the islands loader, as compiled from their sources', () => {
  const html = renderPage('<main><p>Text</p></main>');
  const inlineScripts = Array.from(html.matchAll(/<script>(.*?)<\/script>/gs), (match) => match[1]);
  const source = (name: string) => join(__dirname, '..', 'browser', 'inline', name);
  expect(inlineScripts).toEqual([compileInlineScript(source('earlyTap.ts')), compileInlineScript(source('startIslands.ts'))]);
  expect(inlineScripts).toEqual([earlyTapScript, entryScriptLoader]);
  for (const script of inlineScripts) {
    // One function of its own, minified: no comment, no line break, no module syntax left.
    expect(script).toMatch(/^("use strict";)?\(\(\)=>\{.*\}\)\(\);$/s);
    expect(script).not.toMatch(/\n|\/\/ |\/\*|\bimport\b|\bexport\b/);
  }
  // The loader finds the script's files by the contract's attribute, which the template writes.
  expect(entryScriptLoader).toContain('"data-entry"');
  expect(html).toMatch(/<link rel="preload" as="script" [^>]* data-entry>/);
});
