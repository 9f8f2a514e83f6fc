import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pageTranslations, withFingerprint, type PageTranslation} from '../plugins/translations';
import {englishDiff, git} from './lib/englishDiff';
import {englishUiStrings, translatedUiStrings, type Strings} from './lib/uiStrings';

const usage = `npm run translations [-- options]: where each translation stands against its English (issue 44, D66)

  (no option)       per page and per UI string: missing, out of date (with the English diff
                    since the translation was made) and current, with counts
  --json            the same as JSON
  --check           counts only; exits 1 on what cannot ship (npm test runs this)
  --done PATH…      records that these translations are brought up to date with their English:
                    a translated page (i18n/hi/…/X.mdx), or a UI strings file (code.json), or one
                    string of it (code.json:ID)
  --adopt           records, for each translation that records nothing, the English it was
                    made from: the English file as it stood when the translation was last committed
  --locale LOCALE   the locale to look at (default: hi)`;

const siteDir = join(__dirname, '..');

/** UI strings: which English each translated message was made from, per translation file (D66). */
const sourcesFile = (locale: string) => join(siteDir, 'i18n', locale, 'translated-from.json');
type StringSources = Record<string, Strings>;

function readSources(locale: string): StringSources {
  const path = sourcesFile(locale);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as StringSources) : {};
}

function writeSources(locale: string, sources: StringSources): void {
  const sorted = Object.fromEntries(
    Object.keys(sources)
      .sort()
      .map((file) => [file, Object.fromEntries(Object.entries(sources[file]!).sort(([a], [b]) => a.localeCompare(b)))]),
  );
  writeFileSync(sourcesFile(locale), `${JSON.stringify(sorted, null, 2)}\n`);
}

const isShallow = () => git(siteDir, ['rev-parse', '--is-shallow-repository']).out.trim() === 'true';
const hasObject = (id: string) => git(siteDir, ['cat-file', '-e', `${id}^{blob}`]).ok;

type StringState = 'missing' | 'current' | 'outdated' | 'unrecorded' | 'unused';

interface StringTranslation {
  file: string;
  id: string;
  state: StringState;
  english?: string;
  /** The English the message was translated from, when it is not the English now. */
  translatedFrom?: string;
  message?: string;
}

async function stringTranslations(locale: string): Promise<StringTranslation[]> {
  const english = await englishUiStrings(siteDir);
  const sources = readSources(locale);
  const found: StringTranslation[] = [];
  for (const [file, strings] of english) {
    const messages = translatedUiStrings(siteDir, locale, file);
    const recorded = sources[file] ?? {};
    for (const id of [...new Set([...Object.keys(strings), ...Object.keys(messages)])].sort()) {
      const item: StringTranslation = {file, id, english: strings[id], message: messages[id], state: 'current'};
      if (strings[id] === undefined) item.state = 'unused';
      else if (messages[id] === undefined || messages[id].trim() === '') item.state = 'missing';
      else if (recorded[id] === undefined) item.state = 'unrecorded';
      else if (recorded[id] !== strings[id]) {
        item.state = 'outdated';
        item.translatedFrom = recorded[id];
      }
      found.push(item);
    }
  }
  return found;
}

interface Report {
  locale: string;
  pages: (PageTranslation & {englishDiff?: string})[];
  strings: StringTranslation[];
  counts: {pages: Record<string, number>; strings: Record<string, number>};
  /** What cannot ship, each with what to do. */
  problems: string[];
}

function count<T extends {state: string}>(items: T[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item.state] = (counts[item.state] ?? 0) + 1;
  return counts;
}

async function report(locale: string, withDiffs: boolean): Promise<Report> {
  const pages = pageTranslations(siteDir, locale).map((page) =>
    withDiffs && page.state === 'outdated' ? {...page, englishDiff: englishDiff(siteDir, page.recorded!, page.english)} : page,
  );
  const strings = await stringTranslations(locale);
  const problems: string[] = [];
  const shallow = isShallow();
  for (const page of pages) {
    if (page.state === 'unrecorded') {
      problems.push(
        `${page.translation}: records no fingerprint of ${page.english} (front matter "translated_from"). Run npm run translations -- --done ${page.translation} once it matches the English.`,
      );
    }
    if (page.state === 'orphan') problems.push(`${page.translation}: there is no ${page.english} for it to translate. Move or delete it.`);
    if (page.state === 'outdated' && !shallow && !hasObject(page.recorded!)) {
      problems.push(
        `${page.translation}: "translated_from: ${page.recorded}" names no file in this repository's history: record the English it was translated from with --done once it matches.`,
      );
    }
  }
  for (const item of strings) {
    if (item.state === 'unrecorded') {
      problems.push(
        `i18n/${locale}/${item.file} "${item.id}": records no English it translates. Run npm run translations -- --done ${item.file}:${item.id} once it matches "${item.english}".`,
      );
    }
    // Docusaurus would show the English, unmarked, inside a Hindi page (WCAG 3.1.2).
    if (item.state === 'missing') {
      problems.push(
        `i18n/${locale}/${item.file} "${item.id}": no message for "${item.english}"; Hindi pages would show it in English. Run npm run write-translations -- --locale ${locale}, translate it, then --done ${item.file}:${item.id}.`,
      );
    }
  }
  return {locale, pages, strings, counts: {pages: count(pages), strings: count(strings)}, problems};
}

const countsLine = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort()
    .map(([state, n]) => `${n} ${state}`)
    .join(', ');

function printReport(result: Report, full: boolean): void {
  const {locale, pages, strings} = result;
  console.log(`Translations into "${locale}": pages ${countsLine(result.counts.pages)}; UI strings ${countsLine(result.counts.strings)}`);
  const outdatedPages = pages.filter((page) => page.state === 'outdated');
  const missingPages = pages.filter((page) => page.state === 'missing');
  const outdatedStrings = strings.filter((item) => item.state === 'outdated');
  if (!full) {
    if (outdatedPages.length > 0)
      console.log(`Out of date (Hindi readers see a notice): ${outdatedPages.map((page) => page.translation).join(', ')}`);
    if (missingPages.length > 0)
      console.log(`Not translated yet (shown in English under a notice): ${missingPages.map((page) => page.english).join(', ')}`);
    if (outdatedStrings.length > 0)
      console.log(`UI strings whose English changed: ${outdatedStrings.map((item) => `${item.file}:${item.id}`).join(', ')}`);
    if (outdatedPages.length + outdatedStrings.length > 0) console.log('npm run translations shows what changed in the English.');
  } else {
    for (const page of outdatedPages) {
      console.log(`\n== Out of date: ${page.translation}\n   The English (${page.english}) changed since it was translated:`);
      console.log(page.englishDiff ?? '   (the English it was made from is not in this clone: compare by hand)');
      console.log(`   Once translated: npm run translations -- --done ${page.translation}`);
    }
    for (const item of outdatedStrings) {
      console.log(
        `\n== Out of date: ${item.file}:${item.id}\n   was:  ${item.translatedFrom}\n   now:  ${item.english}\n   Hindi: ${item.message}`,
      );
    }
    if (missingPages.length > 0)
      console.log(
        `\n== Not translated yet (shown in English under a notice):\n   ${missingPages.map((page) => page.english).join('\n   ')}`,
      );
    for (const item of strings.filter((string) => string.state === 'unused')) console.log(`\n== No longer used: ${item.file}:${item.id}`);
  }
  for (const problem of result.problems) console.error(`✗ ${problem}`);
}

/** Records the English as it is now as what each named translation was made from. */
async function markDone(locale: string, targets: string[]): Promise<void> {
  const pages = pageTranslations(siteDir, locale);
  let english: Map<string, Strings> | undefined;
  const sources = readSources(locale);
  for (const target of targets) {
    const page = pages.find((item) => item.translation === target.replace(/^\.\//, ''));
    if (page) {
      if (!page.current) throw new Error(`${target}: there is no ${page.english} to record`);
      const path = join(siteDir, page.translation!);
      writeFileSync(path, withFingerprint(readFileSync(path, 'utf8'), page.current));
      console.log(`${page.translation}: translated from ${page.english} as it is now (${page.current.slice(0, 12)})`);
      continue;
    }
    const [file, id] = target.replace(new RegExp(`^i18n/${locale}/`), '').split(':') as [string, string | undefined];
    english ??= await englishUiStrings(siteDir);
    const strings = english.get(file);
    if (!strings) throw new Error(`${target} is neither a translated page nor a UI strings file (${[...english.keys()].join(', ')})`);
    const messages = translatedUiStrings(siteDir, locale, file);
    const ids = id === undefined ? Object.keys(strings).filter((key) => messages[key] !== undefined) : [id];
    for (const key of ids) {
      if (strings[key] === undefined || messages[key] === undefined)
        throw new Error(`${file}:${key} has no English or no message to record`);
      (sources[file] ??= {})[key] = strings[key];
    }
    console.log(`${file}: ${ids.length} string(s) translated from the English as it is now`);
  }
  writeSources(locale, sources);
}

/**
 * First use: each translation that records nothing was made from the English
 * as it stood when the translation was last committed; UI strings, from the
 * English as it is now (the i18n test has kept every one translated).
 */
async function adopt(locale: string): Promise<void> {
  for (const page of pageTranslations(siteDir, locale)) {
    if (page.state !== 'unrecorded') continue;
    const commit = git(siteDir, ['log', '-1', '--format=%H', '--', page.translation!]).out.trim();
    const atCommit = commit ? git(siteDir, ['rev-parse', `${commit}:${page.english}`]) : undefined;
    const fingerprint = atCommit?.ok ? atCommit.out.trim() : page.current!;
    const path = join(siteDir, page.translation!);
    writeFileSync(path, withFingerprint(readFileSync(path, 'utf8'), fingerprint));
    console.log(`${page.translation}: ${fingerprint === page.current ? 'current' : `out of date (translated at ${commit.slice(0, 9)})`}`);
  }
  const english = await englishUiStrings(siteDir);
  const sources = readSources(locale);
  for (const [file, strings] of english) {
    const messages = translatedUiStrings(siteDir, locale, file);
    for (const [id, message] of Object.entries(strings)) {
      if (messages[id] !== undefined && (sources[file] ?? {})[id] === undefined) (sources[file] ??= {})[id] = message;
    }
  }
  writeSources(locale, sources);
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help')) {
    console.log(usage);
    return 0;
  }
  const localeAt = args.indexOf('--locale');
  const locale = localeAt === -1 ? 'hi' : args[localeAt + 1]!;
  if (args.includes('--adopt')) {
    await adopt(locale);
    return 0;
  }
  const doneAt = args.indexOf('--done');
  if (doneAt !== -1) {
    const targets = args.slice(doneAt + 1).filter((arg) => !arg.startsWith('--'));
    if (targets.length === 0)
      throw new Error('--done needs the translations to record, e.g. i18n/hi/docusaurus-plugin-content-pages/About.mdx or code.json');
    await markDone(locale, targets);
    return 0;
  }
  const json = args.includes('--json');
  const result = await report(locale, !args.includes('--check'));
  if (json) console.log(JSON.stringify(result, null, 2));
  else printReport(result, !args.includes('--check'));
  return result.problems.length > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
