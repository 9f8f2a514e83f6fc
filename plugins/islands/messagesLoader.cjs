// @ts-check
/**
 * Rspack loader for the modules of the islands script (plugins/islands/index.ts,
 * issue 41): prepends the module's own translated messages, so that
 * `translate()` in the islands (plugins/islands/docusaurus/translate.tsx) finds them
 * without the locale's whole table. A module's messages are the translations
 * of the ids written in it: Docusaurus only extracts ids written as literals
 * (`translate({id: '…'})`, `<Translate id="…">`), so a literal is all there is
 * to find. An id-like literal with no translation costs nothing; a locale with
 * no translations (English) gets nothing prepended.
 *
 * The call goes first, before the module's own code, because some modules
 * translate at their top level (src/data/navigation.ts).
 *
 * CommonJS JavaScript because the bundler loads loaders with Node's own require.
 */
const idLiteral = /\bid(?::\s*|=\{?\s*)(['"`])([^'"`\n]+)\1/g;

/**
 * @this {{getOptions(): {translations: Record<string, string>; registry: string}}}
 * @param {string} source
 */
module.exports = function islandMessagesLoader(source) {
  const {translations, registry} = this.getOptions();
  /** @type {Record<string, string>} */
  const messages = {};
  for (const [, , id] of source.matchAll(idLiteral)) {
    const translation = id !== undefined && Object.hasOwn(translations, id) ? translations[id] : undefined;
    if (id !== undefined && translation !== undefined) messages[id] = translation;
  }
  if (Object.keys(messages).length === 0) return source;
  const prepended = `import {addIslandMessages as __addIslandMessages} from ${JSON.stringify(registry)}; __addIslandMessages(${JSON.stringify(messages)});\n`;
  return prepended + source;
};
