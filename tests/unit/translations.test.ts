import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fingerprintOf, outdatedTranslations, pageTranslations, recordedFingerprint, withFingerprint} from '@site/plugins/translations';
import {englishDiff} from '@site/scripts/lib/englishDiff';
import {siteWith} from './support/siteFiles';

const root = join(__dirname, '..', '..');

const hindiPages = 'i18n/hi/docusaurus-plugin-content-pages';
const english = {
  about: '---\ntitle: About\n---\n\nWe audit.\n',
  usability: '---\ntitle: Usability\n---\n\nimport Quote from "./_shared/Quote.mdx";\n\nWe test.\n',
  quote: 'Ask for a quote.\n',
};

describe('translation fingerprints (issue 44, D66)', () => {
  it("is the English file's Git blob id, as git hash-object prints it", () => {
    const file = join(root, 'pages', 'About.mdx');
    expect(fingerprintOf(readFileSync(file))).toBe(execFileSync('git', ['hash-object', file], {encoding: 'utf8'}).trim());
  });

  it('is written into the front matter, replacing the one recorded, or into a comment where there is none', () => {
    const recorded = withFingerprint('---\ntitle: हमारे बारे में\n---\n\nपाठ\n', 'a'.repeat(40));
    expect(recorded).toBe(`---\ntitle: हमारे बारे में\ntranslated_from: ${'a'.repeat(40)}\n---\n\nपाठ\n`);
    expect(recordedFingerprint(withFingerprint(recorded, 'b'.repeat(40)))).toBe('b'.repeat(40));
    // A partial cannot have front matter (Docusaurus refuses it): a comment on its first line.
    const partial = withFingerprint('पाठ\n', 'c'.repeat(40));
    expect(partial).toBe(`{/* translated_from: ${'c'.repeat(40)} */}\nपाठ\n`);
    expect(recordedFingerprint(withFingerprint(partial, 'd'.repeat(40)))).toBe('d'.repeat(40));
    expect(recordedFingerprint('पाठ\n')).toBeUndefined();
  });

  it('says of each page whether it is missing, current, outdated, unrecorded or an orphan', () => {
    const site = siteWith({
      'pages/About.mdx': english.about,
      'pages/Usability.mdx': english.usability,
      'pages/New.mdx': '---\ntitle: New\n---\n',
      'pages/Plain.mdx': 'Plain.\n',
      'resources/support.md': 'Support.\n',
      [`${hindiPages}/About.mdx`]: withFingerprint('हम ऑडिट करते हैं।\n', fingerprintOf(english.about)),
      [`${hindiPages}/Usability.mdx`]: withFingerprint('हम परीक्षण करते हैं।\n', fingerprintOf('an earlier English')),
      [`${hindiPages}/Plain.mdx`]: 'सादा।\n',
      [`${hindiPages}/Gone.mdx`]: withFingerprint('पुराना।\n', 'd'.repeat(40)),
      'i18n/hi/docusaurus-plugin-content-docs/current/support.md': withFingerprint('सहायता।\n', 'not a fingerprint'),
    });
    const states = Object.fromEntries(pageTranslations(site, 'hi').map((page) => [page.english, page.state]));
    expect(states).toEqual({
      'pages/About.mdx': 'current',
      'pages/Gone.mdx': 'orphan',
      'pages/New.mdx': 'missing',
      'pages/Plain.mdx': 'unrecorded',
      'pages/Usability.mdx': 'outdated',
      'resources/support.md': 'unrecorded',
    });
  });

  it('tells the reader of every page that shows an outdated part, and of no other', () => {
    const site = siteWith({
      'pages/About.mdx': english.about,
      'pages/Usability.mdx': english.usability,
      'pages/_shared/Quote.mdx': english.quote,
      [`${hindiPages}/About.mdx`]: withFingerprint('हम ऑडिट करते हैं।\n', fingerprintOf(english.about)),
      [`${hindiPages}/Usability.mdx`]: withFingerprint(
        'import Quote from "./_shared/Quote.mdx";\n\nहम परीक्षण करते हैं।\n',
        fingerprintOf(english.usability),
      ),
      [`${hindiPages}/_shared/Quote.mdx`]: withFingerprint('कोटेशन माँगें।\n', fingerprintOf('Ask us for a quote.\n')),
    });
    expect([...outdatedTranslations(pageTranslations(site, 'hi'))].sort()).toEqual([
      `${hindiPages}/Usability.mdx`,
      `${hindiPages}/_shared/Quote.mdx`,
    ]);
  });

  it("records every one of this site's translations", () => {
    const problems = pageTranslations(root, 'hi').filter((page) => page.state === 'unrecorded' || page.state === 'orphan');
    expect(problems.map((page) => `${page.translation}: ${page.state}`)).toEqual([]);
  });
});

describe('npm run translations (issue 44)', () => {
  it('shows a translator the English changes since the version translated, word by word', () => {
    const site = siteWith({'pages/Usability.mdx': 'We test with people who use screen readers.\n'});
    const git = (...args: string[]) => execFileSync('git', args, {cwd: site, encoding: 'utf8'});
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'English');
    const translatedFrom = fingerprintOf(readFileSync(join(site, 'pages/Usability.mdx')));
    writeFileSync(join(site, 'pages/Usability.mdx'), 'We test with people who use screen readers and switch access.\n');
    expect(englishDiff(site, translatedFrom, 'pages/Usability.mdx')).toContain('screen [-readers.-]{+readers and switch access.+}');
    // Not in this repository (a shallow clone, or no such version): no diff, rather than a wrong one.
    expect(englishDiff(site, 'e'.repeat(40), 'pages/Usability.mdx')).toBeUndefined();
  });

  it("reports this site's pages and UI strings, those of <Translate> elements too, all recorded", () => {
    const output = execFileSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/translations.ts', '--check', '--json'], {
      cwd: root,
      encoding: 'utf8',
    });
    const report = JSON.parse(output) as {
      problems: string[];
      counts: {pages: Record<string, number>};
      strings: {file: string; id: string; state: string; english?: string}[];
    };
    expect(report.problems).toEqual([]);
    expect(report.counts.pages.current).toBeGreaterThanOrEqual(43);
    // A <Translate> element's string, which the i18n test's pattern does not see.
    expect(report.strings.find((item) => item.id === 'page.untranslated.notice')).toMatchObject({
      file: 'code.json',
      english: 'This page is only in English for now.',
      state: 'current',
    });
    expect(report.strings.find((item) => item.file === 'trendsoft-redirect-pages/messages.json' && item.id === 'title')).toMatchObject({
      english: 'This page has moved',
    });
  }, 60_000);
});
