import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';

/**
 * The static check behind D37's guard: in the production build a component's
 * code runs only inside an island (plugins/islands, D55). A component with state,
 * effects or event handlers whose module is not an island, and is not only
 * ever rendered by one, would render fine in `npm run dev` and do nothing on
 * the site as shipped.
 */

/** Hooks that only do something in the browser, and JSX event handler props. */
const needsBrowserPattern = /\buse(?:State|Reducer|Effect|LayoutEffect|SyncExternalStore)\s*[(<]|\son[A-Z][A-Za-z]*=\{/;
/**
 * What makes a module an interactive root: it spreads `island(...)` (an island,
 * which plugins/islands/browser/loader.ts starts on its own, issue 41), or it wraps what it
 * renders in `formIsland`, which spreads it (src/forms/formIsland.tsx). No built
 * page runs the client app (D55), so nothing else runs.
 */
const spreadsRootPattern = /\{\s*\.\.\.island\(\s*|\bformIsland\s*[(<]/;
const importPattern = /\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Source files by path relative to the repository, as the check reads them. */
export type SourceFiles = ReadonlyMap<string, string>;

const extensions = ['.tsx', '.ts', '.mdx', '/index.tsx', '/index.ts'];

function resolveImport(files: SourceFiles, fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = specifier.slice('@site/'.length);
  else if (specifier.startsWith('.')) base = join(dirname(fromFile), specifier);
  else return undefined;
  if (files.has(base)) return base;
  return extensions.map((extension) => base + extension).find((candidate) => files.has(candidate));
}

export interface UncoveredModule {
  file: string;
  /** Why it needs its code in the browser, for the failure message. */
  reason: string;
}

/**
 * The modules that need the browser but could render outside every
 * interactive root: neither they nor all of the modules that import them are
 * covered. `alwaysRuns` lists modules that run in the browser whatever the
 * page (the header part, the head replacement).
 */
export function modulesOutsideInteractiveRoots(files: SourceFiles, alwaysRuns: readonly string[]): UncoveredModule[] {
  const importers = new Map<string, Set<string>>();
  for (const [file, source] of files) {
    for (const match of source.matchAll(importPattern)) {
      const target = resolveImport(files, file, match[1] ?? match[2]!);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target)!.add(file);
    }
  }
  const covered = new Map<string, boolean>();
  const isCovered = (file: string, visiting: Set<string>): boolean => {
    const known = covered.get(file);
    if (known !== undefined) return known;
    if (alwaysRuns.includes(file) || spreadsRootPattern.test(files.get(file) ?? '')) return true;
    if (visiting.has(file)) return false;
    visiting.add(file);
    const by = [...(importers.get(file) ?? [])];
    const result = by.length > 0 && by.every((importer) => isCovered(importer, visiting));
    visiting.delete(file);
    covered.set(file, result);
    return result;
  };
  const uncovered: UncoveredModule[] = [];
  for (const [file, source] of files) {
    const reason = needsBrowserPattern.exec(source)?.[0].trim();
    if (reason && !isCovered(file, new Set())) uncovered.push({file, reason});
  }
  return uncovered;
}

/** Reads the site's source: pages and src, as files relative to `root`. */
export function readSiteSources(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (directory: string) => {
    for (const name of readdirSync(directory)) {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(tsx?|mdx)$/.test(name)) files.set(relative(root, path), readFileSync(path, 'utf8'));
    }
  };
  for (const directory of ['pages', 'src']) if (existsSync(resolve(root, directory))) walk(resolve(root, directory));
  return files;
}
