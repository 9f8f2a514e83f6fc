import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin, PluginModule, TranslationFileContent} from '@docusaurus/types';
import {redirects} from '../src/data/redirects';

/**
 * D5: the old link targets (src/data/redirects.ts) as small pages in the build,
 * for hosts that serve build/ without the forms server (which answers the same
 * paths with a 301). Written here rather than by @docusaurus/plugin-client-redirects,
 * whose fixed template is not a valid document: no title, no language, and its
 * script between </head> and <body> (issue 32). Each page is a complete
 * document in the locale's language: it moves on at once (script, keeping the
 * query and fragment; meta refresh without JavaScript) and says where the page
 * went, with a link, for whoever sees it.
 */

/** The page's words: the translation system's, so translators fill them in i18n/. */
interface RedirectPageText {
  title: string;
  /** "{link}" stands for the link to the new address. */
  moved: string;
}

const englishText: Record<keyof RedirectPageText, {message: string; description: string}> = {
  title: {message: 'This page has moved', description: "The title and heading of an old address's redirect page"},
  moved: {
    message: 'Its new address is {link}.',
    description: 'The sentence on a redirect page; {link} is a link to the new address, named by it',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function redirectPageHtml(options: {lang: string; dir: string; text: RedirectPageText; target: string; canonical: string}): string {
  const {lang, dir, text, target, canonical} = options;
  // Named by the new address itself: the page's title is not known here (the
  // head data is empty under Docusaurus's v4 options, and the built HTML is
  // being rewritten by other postBuild hooks while this one runs).
  const link = `<a href="${escapeHtml(target)}">${escapeHtml(canonical)}</a>`;
  const [before = '', after = ''] = escapeHtml(text.moved).split('{link}');
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${dir}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(text.title)}</title>
    <meta name="robots" content="noindex">
    <link rel="canonical" href="${escapeHtml(canonical)}">
    <meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">
    <script>location.replace(${JSON.stringify(target)} + location.search + location.hash);</script>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(text.title)}</h1>
      <p>${before}${link}${after}</p>
    </main>
  </body>
</html>
`;
}

function redirectPagesPlugin(context: LoadContext): Plugin<RedirectPageText> {
  const {i18n, siteConfig, baseUrl} = context;
  return {
    name: 'trendsoft-redirect-pages',
    loadContent() {
      return Promise.resolve({title: englishText.title.message, moved: englishText.moved.message});
    },
    getTranslationFiles() {
      return Promise.resolve([{path: 'messages', content: englishText satisfies TranslationFileContent}]);
    },
    translateContent({content, translationFiles}) {
      const messages = translationFiles[0]?.content ?? {};
      return {
        title: messages.title?.message ?? content.title,
        moved: messages.moved?.message ?? content.moved,
      };
    },
    async postBuild({content, outDir, routesPaths}) {
      const localeConfig = i18n.localeConfigs[i18n.currentLocale];
      for (const {from, to} of redirects) {
        const target = `${baseUrl}${to.slice(1)}`;
        // What plugin-client-redirects checked: a redirect must lead to a page of the build.
        if (!routesPaths.includes(target)) throw new Error(`The redirect from ${from} leads to ${to}, which the build has no page for`);
        const file = join(outDir, from, 'index.html');
        await mkdir(dirname(file), {recursive: true});
        await writeFile(
          file,
          redirectPageHtml({
            lang: localeConfig?.htmlLang ?? i18n.currentLocale,
            dir: localeConfig?.direction ?? 'ltr',
            text: content,
            target,
            canonical: `${siteConfig.url}${target}`,
          }),
        );
      }
    },
  };
}

// The config's plugin list holds Plugin<unknown>, and a plugin's content type
// appears in its hooks' parameters, so a typed plugin needs this widening.
export default redirectPagesPlugin as PluginModule;
