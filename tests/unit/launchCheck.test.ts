/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import launchCheckPlugin, {formatPlaceholders, launchBlocker, launchPlaceholders} from '../../plugins/launchCheck';
import {claims, type Claim} from '../../src/data/claims';
import {currentConformanceRows} from '../../plugins/conformance';
import type {LoadContext} from '@docusaurus/types';

// Issue 31, D43: what is still a placeholder is listed, and a production build
// for a real address stops while anything is, unless ALLOW_PLACEHOLDERS=1.

const siteDir = join(__dirname, '..', '..');
const realAddress = {SITE_URL: 'https://www.trendsoft-launch.test'};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
// Issue 64, D100: each conformance criterion with a decision due is listed last.
const conformanceRows = currentConformanceRows(siteDir);
const dueRows = conformanceRows.filter((row) => row.due);
// Then one item for the reviews no person has confirmed, naming each criterion and the reviewer.
const unconfirmed = conformanceRows.filter((row) => row.review && !row.review.confirmedBy);
const conformanceItems = dueRows.length + (unconfirmed.length > 0 ? 1 : 0);

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
    'No case study is published yet (once one is, the home hero\'s second action should lead here as "View Our Work", D74) @ resources/case-studies.md',
    // Issue 43, D69: every claim of product §9, until the company confirms it.
    ...claims.map((claim) =>
      expect.stringMatching(
        new RegExp(`^The claim "${escape(claim.says)}" is not confirmed.* @ src/data/claims\\.ts \\(${claim.id}\\); made in `),
      ),
    ),
    '"500+ happy clients" and "150+ clients served" disagree: the home page shows both on its first screen: 500+ clients in one place, 150+ in the next @ src/data/claims.ts (happy-clients, clients-served)',
    ...dueRows.map((row) => `Conformance report, ${row.criterion.id} ${row.criterion.name}: ${row.due} @ src/data/conformance/reviews.ts`),
    ...(unconfirmed.length > 0
      ? [
          expect.stringMatching(
            new RegExp(
              `^Conformance report: ${unconfirmed.length} reviews? no person has confirmed \\(${escape(unconfirmed.map((row) => row.criterion.id).join(', '))}\\), by .+ @ src/data/conformance/reviews\\.ts$`,
            ),
          ),
        ]
      : []),
  ]);
  // The reviews of issue 64 were an AI agent's: the list says so until a person confirms them.
  expect(unconfirmed.map((row) => row.review!.reviewer)).toContainEqual(expect.stringContaining('AI agent'));
  expect(launchPlaceholders(siteDir, {SITE_URL: 'https://www.trendsoft.example'})[0]?.item).toBe(
    'SITE_URL is on the example domain (https://www.trendsoft.example)',
  );
  expect(launchPlaceholders(siteDir, realAddress).map((placeholder) => placeholder.item)).not.toContainEqual(
    expect.stringMatching(/SITE_URL/),
  );
});

test('says where each claim is made, why some need evidence, and drops a claim once the company confirms it', () => {
  const unconfirmed = launchPlaceholders(siteDir, realAddress).filter((placeholder) => placeholder.where.startsWith('src/data/claims.ts'));
  const about = (id: string) => unconfirmed.find((placeholder) => placeholder.where.startsWith(`src/data/claims.ts (${id})`))!;
  expect(about('risky-applications').where).toContain('pages/TrendSoft/oursolutions/CyberSecurity/ApiKey.mdx');
  expect(about('risky-applications').where).toContain(
    'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/oursolutions/CyberSecurity/ApiKey.mdx',
  );
  expect(about('happy-clients').where).toContain('src/data/home.ts');
  // The brochure's cover repeats the hero's claims, so its source is listed where they are made.
  expect(about('wcag-certified').where).toContain('brochure/brochure.html');
  expect(about('wcag-certified').item).toContain('the W3C certifies no one');
  // Round-the-clock support and no number to call: the check says so while company.ts has none.
  expect(about('support-24-7').item).toContain('There is no phone number in src/data/company.ts.');

  const evidence = {what: 'Signed contracts 2019–2026, counted by the sales ledger', confirmedBy: 'A. Director', on: '2026-12-01'};
  const confirmed: Claim[] = claims.map((claim) => (claim.id === 'happy-clients' ? {...claim, evidence} : claim));
  const left = launchPlaceholders(siteDir, realAddress, confirmed).map((placeholder) => placeholder.item);
  expect(left).not.toContainEqual(expect.stringContaining('The claim "500+ happy clients"'));
  // One side of the pair confirmed: the two still disagree on the home page.
  expect(left).toContainEqual(expect.stringContaining('"500+ happy clients" and "150+ clients served" disagree'));
  const both = confirmed.map((claim) => (claim.id === 'clients-served' ? {...claim, evidence} : claim));
  expect(launchPlaceholders(siteDir, realAddress, both).map((placeholder) => placeholder.item)).not.toContainEqual(
    expect.stringContaining('disagree'),
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

test('a service marked to show a placeholder until drawn is listed with the drawings it lacks (issue 67, D115)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'launch-'));
  try {
    mkdirSync(join(dir, 'src', 'data'), {recursive: true});
    mkdirSync(join(dir, 'static', 'img', 'heroes'), {recursive: true});
    writeFileSync(
      join(dir, 'src', 'data', 'navigation.ts'),
      "export type ServiceIconId = 'pdf-ua' | 'security-testing';\nexport const placeholderArt: readonly ServiceIconId[] = ['security-testing'];\n",
    );
    writeFileSync(join(dir, 'static', 'img', 'heroes', 'security-testing.svg'), '<svg/>');
    expect(launchPlaceholders(dir, realAddress).filter((placeholder) => placeholder.where.includes('placeholderArt'))).toEqual([
      {
        item: 'Drawing missing for service security-testing: its icon (24-unit grid) shows a placeholder',
        where: 'static/img/services/security-testing.svg; marked in src/data/navigation.ts (placeholderArt)',
        fix: expect.stringContaining('take the id off placeholderArt'),
      },
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
  expect(blocker).toContain(`${7 + claims.length + 1 + conformanceItems} placeholders left before the site can go live:`);
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
  expect(result.stdout).toContain(`${8 + claims.length + 1 + conformanceItems} placeholders left before the site can go live:`);
  expect(result.stdout).toContain('1. SITE_URL is not set');
});
