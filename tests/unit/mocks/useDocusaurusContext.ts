export const siteConfig = {
  title: 'Trendsoft',
  url: 'https://www.trendsoft.example',
  baseUrl: '/',
  customFields: {formsApiUrl: '/api', builtYear: 2031},
};

export default function useDocusaurusContext() {
  return {
    siteConfig,
    i18n: {
      currentLocale: 'en',
      defaultLocale: 'en',
      locales: ['en', 'hi'],
      localeConfigs: {en: {label: 'English', htmlLang: 'en', baseUrl: '/'}, hi: {label: 'हिन्दी', htmlLang: 'hi', baseUrl: '/hi/'}},
    },
  };
}
