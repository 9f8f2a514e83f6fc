import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {paths, serviceCategories} from '@site/src/data/navigation';
import {specRoutes} from '../specRoutes';

const pagesDir = join(__dirname, '..', '..', 'pages');

/** Route of each page file, as the pages plugin derives it (files and folders starting with _ are not routes). */
function pageRoutes(dir = pagesDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('_')) return [];
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return pageRoutes(full);
    if (!name.endsWith('.mdx')) return [];
    const route = '/' + relative(pagesDir, full).replace(/\.mdx$/, '');
    return [route === '/index' ? '/' : route];
  });
}

describe('routes (docs/product.md §2, D4)', () => {
  const routes = pageRoutes();

  it('has a page file at every route of the route table, case kept', () => {
    for (const {path} of specRoutes) {
      expect(routes).toContain(path);
    }
  });

  it('has no two routes that differ only in letter case', () => {
    const lowerCased = routes.map((route) => route.toLowerCase());
    expect(new Set(lowerCased).size).toBe(lowerCased.length);
  });

  it('points every navigation path at an existing page', () => {
    // The Resources pages are documents of the docs plugin (resources/*.md, D8).
    const resourceRoutes = readdirSync(join(__dirname, '..', '..', 'resources'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `/resources/${name.replace(/\.md$/, '')}`);
    const existing = [...routes, ...resourceRoutes];
    const linked = [
      ...Object.values(paths),
      ...serviceCategories.flatMap((category) => [category.overview.to, ...category.services.map((s) => s.to)]),
    ];
    for (const path of linked) {
      expect(existing).toContain(path);
    }
  });

  it("leaves the Resources pages' h1 to their heading block: a title and a description, and no `# Heading` (issue 15)", () => {
    const resourcesDir = join(__dirname, '..', '..', 'resources');
    for (const name of readdirSync(resourcesDir).filter((file) => file.endsWith('.md'))) {
      const source = readFileSync(join(resourcesDir, name), 'utf8');
      expect(source).toMatch(/^title:\s*\S/m);
      expect(source).toMatch(/^description:\s*\S/m);
      // A second h1 would follow the layout's own.
      expect(source.replace(/```[\s\S]*?```/g, '')).not.toMatch(/^# /m);
    }
  });

  it('gives every page a title and a unique meta description in front matter (D25)', () => {
    const descriptions = new Map<string, string>();
    for (const {path} of specRoutes) {
      const file = join(pagesDir, path === '/' ? 'index.mdx' : `${path}.mdx`);
      expect(existsSync(file)).toBe(true);
      const source = readFileSync(file, 'utf8');
      const description = /^description:\s*"?(.+?)"?\s*$/m.exec(source)?.[1];
      expect(source).toMatch(/^title:\s*\S/m);
      expect(description).toBeDefined();
      expect(description!.length).toBeGreaterThanOrEqual(50);
      // A page that declares another as canonical (D6) may share its description.
      if (!/^canonical:/m.test(source)) {
        expect(descriptions.get(description!)).toBeUndefined();
        descriptions.set(description!, path);
      }
    }
  });

  it('has no unfinished copy', () => {
    for (const route of routes) {
      const file = join(pagesDir, route === '/' ? 'index.mdx' : `${route}.mdx`);
      expect(readFileSync(file, 'utf8')).not.toMatch(/TODO|lorem ipsum/i);
    }
  });
});
