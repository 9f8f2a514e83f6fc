/**
 * The site's languages: read by docusaurus.config.ts (what is built) and by
 * the forms server (which prefixes it serves, its 404 pages and redirects).
 */
export const defaultLocale = 'en';
export const locales = ['en', 'hi'] as const;

/** URL prefixes of the locales other than the default, e.g. '/hi'. */
export const localePrefixes: readonly string[] = locales.filter((locale) => locale !== defaultLocale).map((locale) => `/${locale}`);

/**
 * The build plugin that tells a locale's pages which translations are behind
 * their English (plugins/translations.ts); the pages' notice reads its data.
 */
export const translationStatusPluginName = 'trendsoft-translation-status';
