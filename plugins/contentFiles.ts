import {readdirSync} from 'node:fs';
import {extname, join} from 'node:path';

/**
 * What the content plugins (launch check, translations, content check) read the
 * pages with: the files under a folder, and a page's front matter as written.
 */

/** Every file under `directory` whose extension is one of `extensions` (`.mdx`…); none if it is missing. */
export function filesIn(directory: string, extensions: readonly string[]): string[] {
  let entries;
  try {
    entries = readdirSync(directory, {withFileTypes: true});
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? filesIn(join(directory, entry.name), extensions)
      : extensions.includes(extname(entry.name))
        ? [join(directory, entry.name)]
        : [],
  );
}

/** The pages and articles under `directory`: Markdown and MDX files. */
export const markdownFiles = (directory: string) => filesIn(directory, ['.md', '.mdx']);

/** A page's front matter block: the lines between its opening and closing `---`. */
export const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The text of a page's front matter, or undefined when it has none. */
export const frontMatterOf = (text: string): string | undefined => frontMatterPattern.exec(text)?.[1];
