import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
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
