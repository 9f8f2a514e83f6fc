import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {checkContent, formatProblem} from '@site/plugins/contentCheck';
import {newPage, pageFileOf, routeTableFile} from '@site/scripts/new-page';
import {siteWith} from './support/siteFiles';

const routeTable = `export const specRoutes: SpecRoute[] = [
  {path: '/', title: 'Trendsoft | Home Page', heading: 'Home'},
];

export const other = [];
`;

describe('npm run new-page (issue 67)', () => {
  it('writes the page from the template and its route-table line, and check:content then names only the description to write', async () => {
    const project = siteWith({[routeTableFile]: routeTable});
    expect(
      newPage(project, '/TrendSoft/Accessibility-Training', 'Accessibility Training', 'Teams that build what everyone can use'),
    ).toEqual([pageFileOf('/TrendSoft/Accessibility-Training'), routeTableFile]);
    expect(readFileSync(join(project, routeTableFile), 'utf8')).toContain(
      `{path: '/TrendSoft/Accessibility-Training', title: 'Trendsoft | Accessibility Training Page', heading: 'Teams that build what everyone can use'},\n];`,
    );
    const page = readFileSync(join(project, 'pages', 'TrendSoft', 'Accessibility-Training.mdx'), 'utf8');
    expect(page).toMatch(/^---\ntitle: "Accessibility Training"\n/);
    expect(page).toContain('title="Teams that build what everyone can use"');
    expect((await checkContent(project, ['en', 'hi'], 'en')).map(formatProblem)).toEqual([
      'pages/TrendSoft/Accessibility-Training.mdx:3: the description has 80 characters; search results show 120–160',
    ]);
  });

  it('refuses a page that exists, a route it cannot serve and a Hindi page', () => {
    const project = siteWith({[routeTableFile]: routeTable, 'pages/About.mdx': 'x'});
    expect(() => newPage(project, '/About', 'About')).toThrow('pages/About.mdx exists already');
    expect(() => newPage(project, 'About us', 'About')).toThrow('"About us" is no route');
    expect(() => newPage(project, '/hi/About', 'About')).toThrow('A Hindi page is a translation');
    expect(() => newPage(project, '/', 'Home')).toThrow('is no route');
  });
});
