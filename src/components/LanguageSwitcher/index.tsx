import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSitePathIn} from '@site/src/hooks/useSitePath';
import styles from './styles.module.css';

interface LanguageSwitcherProps {
  /** 'light' on the navy footer. */
  tone?: 'dark' | 'light';
  className?: string;
}

/**
 * Links to this page in the site's other languages (issue 14). Each link is
 * named in its own language and marked with it (`lang`, `hreflang`), so a
 * screen reader says "हिन्दी" with a Hindi voice on an English page. The links
 * are plain anchors: each locale is a separate build, so changing language is
 * a page load, which also works without JavaScript.
 */
export default function LanguageSwitcher({tone = 'dark', className}: LanguageSwitcherProps): ReactNode {
  const {
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  const sitePathIn = useSitePathIn();
  return (
    <ul role="list" className={clsx(styles.list, tone === 'light' && styles.light, className)}>
      {locales
        .filter((locale) => locale !== currentLocale)
        .map((locale) => {
          const {htmlLang, label} = localeConfigs[locale]!;
          return (
            <li key={locale}>
              <a href={sitePathIn(locale)} hrefLang={htmlLang} lang={htmlLang} className={styles.link}>
                <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path
                    d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                  />
                </svg>
                {label}
              </a>
            </li>
          );
        })}
    </ul>
  );
}
