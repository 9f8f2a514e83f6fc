import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import Translate from '@docusaurus/Translate';
import {useSitePathIn} from '@site/src/hooks/useSitePath';
import {translationStatusPluginName} from '@site/src/data/locales';
import styles from './styles.module.css';

/**
 * Whether a page body shown in the current locale is the default locale's text
 * because no translation of it exists yet. Docusaurus then builds the page
 * from the source file itself, which lives outside `i18n/`.
 */
export function useIsUntranslated(source: string): boolean {
  const {
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  return currentLocale !== defaultLocale && !source.startsWith('@site/i18n/');
}

/** The language of the default locale's text, for `lang` on an untranslated body. */
export function useDefaultHtmlLang(): string {
  const {
    i18n: {defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[defaultLocale]?.htmlLang ?? defaultLocale;
}

/**
 * Says, in the visitor's language, that the page below is still in English
 * (issue 14). The body it precedes carries `lang="en"` so a screen reader
 * switches voice (WCAG 3.1.2), and the build leaves such a page out of the
 * locale's sitemap and hreflang links (plugins/untranslatedPages.ts).
 */
export default function UntranslatedNotice({className}: {className?: string}): ReactNode {
  return (
    <p className={clsx(styles.notice, className)} data-untranslated-notice="">
      <Translate id="page.untranslated.notice" description="Shown above a page whose text has not been translated yet">
        This page is only in English for now.
      </Translate>
    </p>
  );
}

/**
 * Whether the page at `source` is a translation made from an earlier English
 * than today's, or shows a translated part that is (issue 44, D66).
 */
export function useIsOutdatedTranslation(source: string): boolean {
  const data = usePluginData(translationStatusPluginName) as {outdatedSources: string[]} | undefined;
  return data?.outdatedSources.includes(source) ?? false;
}

/**
 * Says, in the visitor's language, that the English page has changed since
 * this translation was made, and links to it (issue 44). It goes once a
 * translator records the translation as brought up to date.
 */
export function OutdatedNotice({className}: {className?: string}): ReactNode {
  const {
    i18n: {defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  const {htmlLang} = localeConfigs[defaultLocale]!;
  const sitePathIn = useSitePathIn();
  return (
    <p className={clsx(styles.notice, className)} data-outdated-notice="">
      <Translate
        id="page.outdated.notice"
        description="Shown above a translated page whose English original has changed since; {link} links to the English page"
        values={{
          link: (
            <a href={sitePathIn(defaultLocale)} hrefLang={htmlLang}>
              <Translate id="page.outdated.englishLink" description="The link, in the outdated-translation notice, to the English page">
                Read the English page
              </Translate>
            </a>
          ),
        }}>
        {'The English page has changed since this translation was made, so some of it may be out of date. {link}'}
      </Translate>
    </p>
  );
}
