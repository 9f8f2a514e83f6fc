/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import launchCheckPlugin, {formatPlaceholders, launchBlocker, launchPlaceholders} from '../../plugins/launchCheck';
import type {LoadContext} from '@docusaurus/types';

// Issue 31, D43: what is still a placeholder is listed, and a production build
// for a real address stops while anything is, unless ALLOW_PLACEHOLDERS=1.

const siteDir = join(__dirname, '..', '..');
const realAddress = {SITE_URL: 'https://www.trendsoft-launch.test'};

test('lists each placeholder the repository holds today, with where it goes', () => {
  const items = launchPlaceholders(siteDir, {}).map((placeholder) => `${placeholder.item} @ ${placeholder.where}`);
  expect(items).toEqual([
    'SITE_URL is not set @ the build’s environment',
    'The e-mail address contact@trendsoft.example @ src/data/company.ts (email)',
    'The security contact security@trendsoft.example @ src/data/company.ts (securityEmail), published in /.well-known/security.txt',
    'No phone number @ src/data/company.ts (phone)',
    '3 of 3 offices have no street address (mangalagiri, hyderabad, leander) @ src/data/officeStreets.ts',
    expect.stringMatching(
      /^13 of 13 client logos are placeholders \(Client 01, .*Client 13\) @ src\/data\/clients\.ts and static\/img\/clients\/$/,
    ),
    expect.stringMatching(/^6 of 6 testimonials carry no name \(retail-digital, .*\) @ src\/data\/testimonialPeople\.ts$/),
    'No case study is published yet (the home page\'s "View Our Work" leads here) @ resources/case-studies.md',
  ]);
  expect(launchPlaceholders(siteDir, {SITE_URL: 'https://www.trendsoft.example'})[0]?.item).toBe(
    'SITE_URL is on the example domain (https://www.trendsoft.example)',
  );
  expect(launchPlaceholders(siteDir, realAddress).map((placeholder) => placeholder.item)).not.toContainEqual(
    expect.stringMatching(/SITE_URL/),
  );
});

test('a page marked in its front matter is listed by the file it is in', () => {
  const dir = mkdtempSync(join(tmpdir(), 'launch-'));
  try {
    mkdirSync(join(dir, 'pages', 'team'), {recursive: true});
    writeFileSync(join(dir, 'pages', 'team', 'index.mdx'), '---\ntitle: Team\nlaunch_placeholder: "Team photos"\n---\n\n# Team\n');
    writeFileSync(join(dir, 'pages', 'ready.mdx'), '---\ntitle: Ready\n---\n\nlaunch_placeholder: in the body is not a marker\n');
    expect(launchPlaceholders(dir, realAddress).filter((placeholder) => placeholder.where.startsWith('pages'))).toEqual([
      {item: 'Team photos', where: 'pages/team/index.mdx', fix: expect.stringContaining('launch_placeholder')},
    ]);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('only a build for a real address is stopped, and ALLOW_PLACEHOLDERS=1 lets a preview through', () => {
  expect(launchBlocker(siteDir, {})).toBeUndefined();
  expect(launchBlocker(siteDir, {SITE_URL: 'https://preview.trendsoft.example'})).toBeUndefined();
  expect(launchBlocker(siteDir, {...realAddress, ALLOW_PLACEHOLDERS: '1'})).toBeUndefined();
  const blocker = launchBlocker(siteDir, realAddress);
  expect(blocker).toContain('7 placeholders left before the site can go live:');
  expect(blocker).toContain('contact@trendsoft.example');
  expect(blocker).toContain('ALLOW_PLACEHOLDERS=1');
  expect(formatPlaceholders([])).toBe('Nothing is a placeholder: the site is ready to go live.');
});

test('the plugin stops a production build and leaves `npm start` alone', () => {
  const plugin = launchCheckPlugin({siteDir} as LoadContext);
  const previous = {...process.env};
  try {
    Object.assign(process.env, realAddress, {NODE_ENV: 'production'});
    delete process.env['ALLOW_PLACEHOLDERS'];
    expect(() => plugin.loadContent?.()).toThrow(/placeholders left before the site can go live/);
    process.env['NODE_ENV'] = 'development';
    expect(() => plugin.loadContent?.()).not.toThrow();
  } finally {
    process.env = previous;
  }
});

test('`npm run launch-check` prints the list and exits 1 while anything is left', () => {
  const result = spawnSync(join(siteDir, 'node_modules', '.bin', 'tsx'), ['scripts/launch-check.ts'], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, SITE_URL: ''},
  });
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('8 placeholders left before the site can go live:');
  expect(result.stdout).toContain('1. SITE_URL is not set');
});
