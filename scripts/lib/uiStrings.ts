import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {loadContext} from '@docusaurus/core/lib/server/site';
import {initPlugins} from '@docusaurus/core/lib/server/plugins/init';
import {extractSiteSourceCodeTranslations} from '@docusaurus/core/lib/server/translations/translationsExtractor';
import {globTranslatableSourceFiles} from '@docusaurus/utils';

/** A translation file's strings: id → message. */
export type Strings = Record<string, string>;

/**
 * The English of every UI string, per translation file of a locale (`code.json`,
 * `trendsoft-redirect-pages/messages.json`…), found as `docusaurus
 * write-translations` finds them: Docusaurus's own extraction of `translate()`
 * and `<Translate>` from the site's and the themes' code, and each plugin's
 * translation files. Its modules are Docusaurus's internals, the same ones the
 * command runs (D66).
 */
export async function englishUiStrings(siteDir: string): Promise<Map<string, Strings>> {
  const context = await loadContext({siteDir});
  const plugins = await initPlugins(context);
  // write-translations adds @docusaurus/theme-common's own strings the same way.
  const themeCommonDir = dirname(require.resolve('@docusaurus/theme-common'));
  const code = await extractSiteSourceCodeTranslations({
    siteDir,
    plugins,
    extraSourceCodeFilePaths: await globTranslatableSourceFiles([themeCommonDir]),
  });
  const files = new Map<string, Strings>();
  files.set('code.json', Object.fromEntries(Object.entries(code).map(([id, {message}]) => [id, message])));
  for (const plugin of plugins) {
    if (!plugin.getTranslationFiles) continue;
    const content: unknown = await plugin.loadContent?.();
    for (const file of await plugin.getTranslationFiles({content})) {
      const strings = Object.fromEntries(Object.entries(file.content).map(([id, {message}]) => [id, message]));
      if (Object.keys(strings).length > 0) files.set(`${pluginDirName(plugin.name, plugin.options.id)}/${file.path}.json`, strings);
    }
  }
  return files;
}

/** The folder of `i18n/<locale>/` a plugin's translation files go in, as Docusaurus names it. */
function pluginDirName(name: string, id: string | undefined): string {
  return id && id !== 'default' ? `${name}-${id}` : name;
}

/** A locale's messages in one of its translation files (empty when the file is missing). */
export function translatedUiStrings(siteDir: string, locale: string, file: string): Strings {
  const path = join(siteDir, 'i18n', locale, file);
  if (!existsSync(path)) return {};
  const content = JSON.parse(readFileSync(path, 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(content).map(([id, {message}]) => [id, message]));
}
