/** @jest-environment node */
import type {LoadContext} from '@docusaurus/types';
import islandsPlugin from '../index';

// The plugin's two options are all it reads of a site; a misspelt one says so at once, rather
// than building a site whose islands are silently looked for somewhere else.

const context = {
  siteDir: '/site',
  siteConfig: {url: 'https://example.com', baseUrl: '/', trailingSlash: false, customFields: {}},
  i18n: {currentLocale: 'en', defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {}},
  codeTranslations: {},
} as unknown as LoadContext;

test('takes no options, or the two it has, with the id Docusaurus adds', () => {
  expect(islandsPlugin(context, undefined).name).toBe('docusaurus-islands');
  expect(islandsPlugin(context, {id: 'default', componentsDir: 'components', translatedDirs: ['components']}).name).toBe(
    'docusaurus-islands',
  );
});

test('names an option it does not have, and a value of the wrong kind', () => {
  expect(() => islandsPlugin(context, {componentDir: 'components'})).toThrow(
    'The islands plugin has no option componentDir: only componentsDir and translatedDirs',
  );
  expect(() => islandsPlugin(context, {componentsDir: ['components']})).toThrow("componentsDir is a folder's path");
  expect(() => islandsPlugin(context, {translatedDirs: 'src'})).toThrow("translatedDirs is a list of folders' paths");
  expect(() => islandsPlugin(context, 'src/components')).toThrow("The islands plugin's options are an object");
});
