/**
 * `npm run new-page -- /Route/Of/Page "Title" ["Heading"]` (issue 67): writes a page
 * from the site's template, at the route given, and its line in the route table
 * (tests/specRoutes.ts, which the e2e suite loads every page of), then lists what
 * else a page needs. Its description is a placeholder `check:content` refuses, so
 * the page cannot ship without one.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

export const routeTableFile = join('tests', 'specRoutes.ts');

/** The page's file: `/A/B` is pages/A/B.mdx. */
export const pageFileOf = (route: string) => join('pages', `${route.replace(/^\//, '')}.mdx`);

/** A string inside a single-quoted TypeScript or MDX attribute. */
const quoted = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

export function pageTemplate(title: string, heading: string): string {
  return `---
title: ${JSON.stringify(title)}
description: "TODO: one sentence of 120 to 160 characters for search results and link previews"
---

<Hero
  title=${JSON.stringify(heading)}
  breadcrumb={[{label: '${quoted(title)}'}]}
>

One or two sentences on what this page offers, and to whom.

</Hero>

<Section>

## What we do

The body: sections of \`##\` headings in sentence case, built from the components in the README's writer section.

</Section>

<ClosingBanner variant="service" />
`;
}

/** Writes the page and its route-table line; returns the files written, or throws with what is wrong. */
export function newPage(projectDir: string, route: string, title: string, heading = title): string[] {
  if (!/^\/[A-Za-z0-9][A-Za-z0-9_/-]*$/.test(route) || route.endsWith('/'))
    throw new Error(`"${route}" is no route: write it as /Section/Page-Name, letters, digits, - and _ only`);
  if (route === '/hi' || route.startsWith('/hi/'))
    throw new Error('A Hindi page is a translation of an English one: create the English page, then translate it (README, Translators)');
  if (!title.trim()) throw new Error('The page needs a title: npm run new-page -- /Route "Title"');
  const pageFile = pageFileOf(route);
  if (existsSync(join(projectDir, pageFile)) || existsSync(join(projectDir, 'pages', route.slice(1), 'index.mdx')))
    throw new Error(`${pageFile} exists already`);
  const tablePath = join(projectDir, routeTableFile);
  const table = readFileSync(tablePath, 'utf8');
  const end = table.indexOf('\n];', table.indexOf('export const specRoutes'));
  if (end < 0) throw new Error(`${routeTableFile}: no specRoutes list to add the route to`);
  if (table.includes(`path: '${route}'`)) throw new Error(`${routeTableFile} lists ${route} already`);
  mkdirSync(dirname(join(projectDir, pageFile)), {recursive: true});
  writeFileSync(join(projectDir, pageFile), pageTemplate(title, heading));
  const line = `\n  {path: '${route}', title: 'Trendsoft | ${quoted(title)} Page', heading: '${quoted(heading)}'},`;
  writeFileSync(tablePath, table.slice(0, end) + line + table.slice(end));
  return [pageFile, routeTableFile];
}

if (require.main === module) {
  const [route, title, heading] = process.argv.slice(2);
  const projectDir = join(__dirname, '..');
  try {
    const written = newPage(projectDir, route ?? '', title ?? '', heading || title);
    // The route table is formatted as the rest of the code is (npm test checks it).
    spawnSync(join(projectDir, 'node_modules', '.bin', 'prettier'), ['--write', routeTableFile], {cwd: projectDir, stdio: 'ignore'});
    console.log(`Wrote ${written.join(' and ')}. Still to do before a pull request:
- write the description (check:content refuses the placeholder) and the body;
- give the hero a picture of its own: service="…" for a service page, or image={{…}} (README, Writers);
- add the route to docs/product.md §2 and the page to its section of src/data/siteMap.ts (the site map check fails without it);
- link it from the page or menu it belongs under, so that visitors can reach it;
- run npm run check:content, then npm run test:content.
The Hindi page shows the English under a notice until it is translated (npm run translations lists it).`);
  } catch (error) {
    console.error(`new-page: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
