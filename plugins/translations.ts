import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {dirname, join, normalize, relative, sep} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {frontMatterOf, frontMatterPattern, markdownFiles} from './contentFiles';
import {translationStatusPluginName} from '../src/data/locales';

/**
 * Issue 44, D66: each translated page records, in its front matter (a partial,
 * in a comment on its first line), the fingerprint of the English file it was translated from: the file's Git blob
 * id, a hash of its content alone, so it survives rebases and squashes, and
 * Git can still show the English as it was (`git cat-file -p <id>`).
 */
export const fingerprintKey = 'translated_from';

/** The content folders whose files have translations, where each locale keeps them, and the path their pages are served under. */
export function contentRoots(locale: string): {english: string; translated: string; routeBase: string}[] {
  return [
    {english: 'pages', translated: join('i18n', locale, 'docusaurus-plugin-content-pages'), routeBase: '/'},
    {english: 'resources', translated: join('i18n', locale, 'docusaurus-plugin-content-docs', 'current'), routeBase: '/resources/'},
  ];
}

/** A file's Git blob id: what `git hash-object` prints for it. */
export function fingerprintOf(content: Buffer | string): string {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

const fingerprintLine = new RegExp(`^${fingerprintKey}:[ \\t]*(.*?)[ \\t]*$`, 'm');
/** A partial (`_shared/X.mdx`) may have no front matter: Docusaurus refuses it there. It records its fingerprint in a comment. */
const fingerprintComment = new RegExp(`^\\{/\\* ${fingerprintKey}: (\\S*) \\*/\\}\\r?\\n`);

/** The fingerprint a translation records, as written (undefined when it records none). */
export function recordedFingerprint(text: string): string | undefined {
  const comment = fingerprintComment.exec(text)?.[1];
  if (comment !== undefined) return comment;
  const frontMatter = frontMatterOf(text);
  const value = frontMatter === undefined ? undefined : fingerprintLine.exec(frontMatter)?.[1];
  return value?.replace(/^(['"])(.*)\1$/, '$2');
}

/** Whether a recorded value is a fingerprint at all (40 hexadecimal digits). */
export const isFingerprint = (value: string): boolean => /^[0-9a-f]{40}$/.test(value);

/**
 * The translation's text recording `fingerprint`, replacing any it recorded: in
 * its front matter, or, in a file without front matter (a partial), in an MDX
 * comment on its first line.
 */
export function withFingerprint(text: string, fingerprint: string): string {
  const match = frontMatterPattern.exec(text);
  if (!match) {
    const comment = `{/* ${fingerprintKey}: ${fingerprint} */}\n`;
    return fingerprintComment.test(text) ? text.replace(fingerprintComment, () => comment) : `${comment}${text}`;
  }
  const line = `${fingerprintKey}: ${fingerprint}`;
  const frontMatter = match[1]!;
  const updated = fingerprintLine.test(frontMatter) ? frontMatter.replace(fingerprintLine, line) : `${frontMatter}\n${line}`;
  return text.replace(frontMatter, () => updated);
}

/**
 * Where a translation stands against its English file:
 * - `missing`: no translation yet (the page is shown in English under a notice);
 * - `current`: made from the English as it is now;
 * - `outdated`: made from an earlier English;
 * - `unrecorded`: records no fingerprint, or not one (cannot ship: nobody can tell);
 * - `orphan`: there is no English file of that name (cannot ship).
 */
export type TranslationState = 'missing' | 'current' | 'outdated' | 'unrecorded' | 'orphan';

export interface PageTranslation {
  /** The English file, from the project folder, with `/`. */
  english: string;
  /** The translated file, from the project folder, with `/` (undefined when missing). */
  translation?: string;
  state: TranslationState;
  /** The fingerprint the translation records, as written. */
  recorded?: string;
  /** The English file's fingerprint now. */
  current?: string;
  /** The translated partials it imports (`./_shared/X.mdx`), from the project folder. */
  imports: string[];
}

const slashed = (path: string) => path.split(sep).join('/');

/** The MDX files a translation imports by a relative path: the partials it shows. */
function importedPartials(siteDir: string, file: string, text: string): string[] {
  return [...text.matchAll(/^import\s[^'"]*from\s*['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm)].map((match) =>
    slashed(relative(siteDir, normalize(join(dirname(file), match[1]!)))),
  );
}

/** Every English content file and every translation of `locale`, each with where it stands. */
export function pageTranslations(siteDir: string, locale: string): PageTranslation[] {
  const found: PageTranslation[] = [];
  for (const root of contentRoots(locale)) {
    const englishDir = join(siteDir, root.english);
    const translatedDir = join(siteDir, root.translated);
    const englishFiles = new Set(markdownFiles(englishDir).map((file) => relative(englishDir, file)));
    const translatedFiles = new Set(markdownFiles(translatedDir).map((file) => relative(translatedDir, file)));
    for (const name of [...new Set([...englishFiles, ...translatedFiles])].sort()) {
      const english = slashed(join(root.english, name));
      if (!translatedFiles.has(name)) {
        found.push({english, state: 'missing', imports: []});
        continue;
      }
      const translationFile = join(translatedDir, name);
      const text = readFileSync(translationFile, 'utf8');
      const translation = slashed(join(root.translated, name));
      const recorded = recordedFingerprint(text);
      const imports = importedPartials(siteDir, translationFile, text);
      if (!englishFiles.has(name)) {
        found.push({english, translation, state: 'orphan', recorded, imports});
        continue;
      }
      const current = fingerprintOf(readFileSync(join(englishDir, name)));
      const state: TranslationState =
        recorded === undefined || !isFingerprint(recorded) ? 'unrecorded' : recorded === current ? 'current' : 'outdated';
      found.push({english, translation, state, recorded, current, imports});
    }
  }
  return found;
}

/**
 * The translations a reader must be told are behind their English: those
 * outdated themselves, and those showing an outdated partial.
 */
export function outdatedTranslations(translations: PageTranslation[]): Set<string> {
  const byPath = new Map(translations.flatMap((item) => (item.translation ? [[item.translation, item] as const] : [])));
  const outdated = new Set<string>();
  const isBehind = (path: string, seen: Set<string>): boolean => {
    const item = byPath.get(path);
    if (!item || seen.has(path)) return false;
    seen.add(path);
    return item.state === 'outdated' || item.imports.some((partial) => isBehind(partial, seen));
  };
  for (const path of byPath.keys()) if (isBehind(path, new Set())) outdated.add(path);
  return outdated;
}

/** The global data the pages read: which translated sources are behind their English. */
export interface TranslationStatusData {
  /** Sources as Docusaurus names them in a page's metadata (`@site/i18n/hi/…`). */
  outdatedSources: string[];
}

/**
 * Tells the pages of a locale build which of them are translations behind
 * their English (src/components/UntranslatedNotice's OutdatedNotice reads it).
 * The English build, and the dev server in English, need none of it.
 */
export default function translationStatusPlugin(context: LoadContext): Plugin {
  const {siteDir, i18n} = context;
  return {
    name: translationStatusPluginName,
    loadContent() {
      const outdated = i18n.currentLocale === i18n.defaultLocale ? [] : outdatedTranslations(pageTranslations(siteDir, i18n.currentLocale));
      const data: TranslationStatusData = {outdatedSources: [...outdated].map((path) => `@site/${path}`).sort()};
      return Promise.resolve(data);
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData(content);
      return Promise.resolve();
    },
    // The dev server reloads the notice when an English file or a translation changes.
    getPathsToWatch() {
      return contentRoots(i18n.currentLocale).flatMap((root) => [
        join(siteDir, root.english, '**/*.{md,mdx}'),
        join(siteDir, root.translated, '**/*.{md,mdx}'),
      ]);
    },
  };
}
