import {createHash} from 'node:crypto';
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import {basename, join, relative} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import postcss, {type AtRule, type Root} from 'postcss';
import {PurgeCSS} from 'purgecss';
import {isIslandsScriptFile} from './islands/contract';
import {libraryPath} from '../src/data/componentLibrary';

/**
 * Infima's component families. The theme's bundles name all of them (its
 * components are in the JavaScript whether or not a page uses them), so a
 * family is kept only when a built page renders it: a writer who adds an
 * admonition (`alert`) or tabs gets their styles with the next build.
 */
const infimaFamilies = ['alert', 'avatar', 'badge', 'button', 'card', 'close', 'dropdown', 'footer', 'hero', 'navbar', 'pills', 'tabs'];

const familyOf = (className: string) => className.split(/--|__/)[0]!;

/** The cascade layers Docusaurus puts its framework CSS in (Infima, the theme); the site's own CSS is outside them. */
const isFrameworkLayer = (node: postcss.ChildNode): node is AtRule =>
  node.type === 'atrule' && node.name === 'layer' && node.params.startsWith('docusaurus.') && Boolean(node.nodes?.length);

/**
 * Class-name prefixes that the bundles complete at run time, such as
 * `alert--${type}` or `"pagination-nav__link--".concat(x)`: every class that
 * starts with one of them is kept, since the finished name never appears.
 */
export function dynamicClassPrefixes(javascript: string): RegExp[] {
  const prefixes = new Set<string>();
  const pattern = /([A-Za-z][\w-]*[-_])(?:\$\{|["'`]\s*\+|["'`]\.concat\()/g;
  for (const match of javascript.matchAll(pattern)) prefixes.add(match[1]!);
  return [...prefixes].map((prefix) => new RegExp(`^${prefix.replace(/-/g, '\\-')}`));
}

/** Drops dark-theme rules (the site has one light scheme) and the rules of Infima families that no page renders. */
function dropUnrenderedFamilies(layer: AtRule, html: string): void {
  const renderedFamilies = new Set<string>();
  for (const match of html.matchAll(/class=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) if (name) renderedFamilies.add(familyOf(name));
  }
  const unrendered = new Set(infimaFamilies.filter((family) => !renderedFamilies.has(family)));
  layer.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => {
      if (/\[data-theme=["']?dark/.test(selector)) return false;
      const families = [...selector.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => familyOf(match[1]!));
      return !families.some((family) => unrendered.has(family));
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
}

/** Removes framework custom properties that nothing reads, repeating until none is left (properties read properties). */
function dropUnreadProperties(root: Root, elsewhere: string): void {
  for (;;) {
    const read = new Set([...`${root.toString()}\n${elsewhere}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
    let removed = 0;
    root.each((node) => {
      if (!isFrameworkLayer(node)) return;
      node.walkDecls(/^--/, (declaration) => {
        if (!read.has(declaration.prop)) {
          declaration.remove();
          removed += 1;
        }
      });
    });
    if (removed === 0) return;
  }
}

function removeEmpty(root: Root): void {
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes && node.nodes.length === 0) node.remove();
  });
}

/**
 * The stylesheet without the framework rules and properties that no page can
 * use. The site's own CSS (outside Docusaurus's cascade layers) is kept as
 * written: it is small, and PurgeCSS cannot judge all of its selectors (such
 * as `a[class='']`).
 */
export async function purgeFrameworkCss(css: string, content: {html: string; javascript: string}): Promise<string> {
  const root = postcss.parse(css);
  const safelist = {greedy: dynamicClassPrefixes(content.javascript)};
  const layers = root.nodes.filter(isFrameworkLayer);
  for (const layer of layers) {
    dropUnrenderedFamilies(layer, content.html);
    const [result] = await new PurgeCSS().purge({
      content: [
        {raw: content.html, extension: 'html'},
        {raw: content.javascript, extension: 'js'},
      ],
      css: [{raw: layer.toString()}],
      safelist,
    });
    layer.replaceWith(postcss.parse(result!.css).nodes);
  }
  dropUnreadProperties(root, `${content.html}\n${content.javascript}`);
  removeEmpty(root);
  return root.toString();
}

async function filesUnder(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(extension)).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Removes the framework CSS that no page of the build can use (issue 11: CSS
 * budget). Most of it is Infima's, the theme's CSS framework, which styles many
 * components this site never renders.
 *
 * After the build of each locale, its stylesheet is purged against the built
 * HTML of that locale and the scripts its pages run (its islands'). The file
 * then gets a name from its new content, and the pages are pointed at it, so a
 * browser never keeps a cached copy purged for an older build.
 */
export default function unusedCssPlugin(): Plugin {
  return {
    name: 'trendsoft-unused-css',
    async postBuild({outDir}) {
      const cssDir = join(outDir, 'assets', 'css');
      const pages = await filesUnder(outDir, '.html');
      // The component library's pages (D114) style what only they render (code, frames) with a sheet of
      // their own, so the framework rules for it do not reach every page's stylesheet.
      const libraryFolder = join(outDir, ...libraryPath.split('/'));
      const purgedAgainst = pages.filter((page) => !page.startsWith(`${libraryFolder}/`) && page !== `${libraryFolder}.html`);
      const read = async (files: string[]) => (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
      // Only the scripts pages run: a class named in the client app's code alone is on no page (D97).
      const scripts = (await filesUnder(join(outDir, 'assets', 'js'), '.js')).filter((file) => isIslandsScriptFile(basename(file)));
      const content = {html: await read(purgedAgainst), javascript: await read(scripts)};
      const renamed = new Map<string, string>();
      for (const stylesheet of await filesUnder(cssDir, '.css')) {
        const css = await purgeFrameworkCss(await readFile(stylesheet, 'utf8'), content);
        const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
        const name = relative(cssDir, stylesheet).replace(/\.[0-9a-f]+\.css$/, `.${hash}.css`);
        await writeFile(stylesheet, css);
        await rename(stylesheet, join(cssDir, name));
        renamed.set(`/assets/css/${relative(cssDir, stylesheet)}`, `/assets/css/${name}`);
      }
      await Promise.all(
        pages.map(async (page) => {
          const html = await readFile(page, 'utf8');
          let updated = html;
          for (const [from, to] of renamed) updated = updated.split(from).join(to);
          if (updated !== html) await writeFile(page, updated);
        }),
      );
    },
  };
}
