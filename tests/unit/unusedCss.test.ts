/** @jest-environment node */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import unusedCssPlugin from '../../plugins/unusedCss';

// The production build's CSS purge (issue 11), run on a small build of its own:
// what a page uses stays, what no page or script can use goes, and the pages
// follow the stylesheet to its new name (issue 27).

const stylesheet = `
@layer docusaurus.infima {
  :root { --ifm-color-primary: #0b3d91; --ifm-unread: 1px; --ifm-button-color: var(--ifm-color-primary); }
  .button { color: var(--ifm-button-color); }
  .button--primary { font-weight: 700; }
  .table-of-contents { margin: 0; }
  .theme-doc-sidebar-menu { padding: 0; }
  .alert { border: 1px solid; }
  .alert--warning { background: #fff3cd; }
  .pagination-nav__link--next { text-align: right; }
  [data-theme='dark'] .button { color: white; }
}
.siteOwn_abc1 { color: #123456; }
.siteUnused_xyz9 { color: #654321; }
`;

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>Page</title><link rel="stylesheet" href="/assets/css/styles.0123abcd.css"></head><body>${body}</body></html>`;

let outDir: string;
let cssFiles: string[];
let css: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'unused-css-'));
  mkdirSync(join(outDir, 'assets', 'css'), {recursive: true});
  mkdirSync(join(outDir, 'assets', 'js'), {recursive: true});
  mkdirSync(join(outDir, 'hi'), {recursive: true});
  writeFileSync(join(outDir, 'assets', 'css', 'styles.0123abcd.css'), stylesheet);
  // An island's script completes a class name at run time, as the theme's pager does.
  writeFileSync(join(outDir, 'assets', 'js', 'island-Pager.0123abcd.js'), 'el.className = "pagination-nav__link--".concat(direction);');
  // Docusaurus's client app, which no page runs (D97), names a class no page renders.
  writeFileSync(join(outDir, 'assets', 'js', 'main.0123abcd.js'), 'el.className = "theme-doc-sidebar-menu";');
  writeFileSync(join(outDir, 'index.html'), page('<a class="button button--primary" href="/x">Go</a>'));
  writeFileSync(join(outDir, 'hi', 'index.html'), page('<p class=siteOwn_abc1>पाठ</p>'));
  const plugin = unusedCssPlugin();
  await plugin.postBuild?.({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0] & LoadContext);
  cssFiles = readdirSync(join(outDir, 'assets', 'css'));
  css = readFileSync(join(outDir, 'assets', 'css', cssFiles[0]!), 'utf8');
}, 30_000);
afterAll(() => rmSync(outDir, {recursive: true, force: true}));

test('a framework class that a page renders survives, with the custom properties it reads', () => {
  expect(css).toMatch(/\.button\s*\{/);
  expect(css).toMatch(/\.button--primary\s*\{/);
  expect(css).toContain('--ifm-button-color:');
  expect(css).toContain('--ifm-color-primary:');
});

test('a framework class that only the client app names is removed: no page runs it (D97)', () => {
  expect(css).not.toContain('.theme-doc-sidebar-menu');
});

test('a framework class no page renders is removed, with its family, dark-theme rules and unread properties', () => {
  expect(css).not.toContain('.table-of-contents');
  expect(css).not.toContain('.alert');
  expect(css).not.toContain('data-theme');
  expect(css).not.toContain('--ifm-unread');
});

test('a class the scripts complete at run time is kept, and the site’s own CSS is kept as written', () => {
  expect(css).toContain('.pagination-nav__link--next');
  expect(css).toContain('.siteOwn_abc1');
  expect(css).toContain('.siteUnused_xyz9');
});

test('the stylesheet gets a name from its new content, and every page points at it', () => {
  expect(cssFiles).toHaveLength(1);
  const [renamed] = cssFiles;
  expect(renamed).toMatch(/^styles\.[0-9a-f]{8}\.css$/);
  expect(renamed).not.toBe('styles.0123abcd.css');
  for (const file of ['index.html', join('hi', 'index.html')]) {
    const html = readFileSync(join(outDir, file), 'utf8');
    expect(html).toContain(`href="/assets/css/${renamed}"`);
    expect(html).not.toContain('styles.0123abcd.css');
  }
});
