import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ContentVisibility from '@theme/ContentVisibility';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import type {Props} from '@theme/DocItem/Layout';
import Breadcrumb from '@site/src/components/Breadcrumb';
import {island} from '@site/src/islands';
import ResourcesMobileNav from '@site/src/components/ResourcesMobileNav';
import {useDefaultHtmlLang, useIsUntranslated} from '@site/src/components/UntranslatedNotice';
import styles from './styles.module.css';

/**
 * A Resources page in the site's look (issue 15): the site's breadcrumb and a
 * heading block (the front matter's title as the one h1, its description as the
 * lead) instead of the theme's pills; then, on phones, one "In this section"
 * disclosure after the title, in place of the theme's two menus before the
 * content. The Markdown therefore starts at `##`. CSS, not JavaScript, chooses
 * between that disclosure and the contents column for wide screens: the theme's
 * own layout measured the window after hydration and rebuilt part of the page
 * (issue 11). On the built site the contents column is an island whose only
 * code marks the section being read (src/components/ContentsHighlight). Versions are not used here, so the version banner and badge are left out.
 */
export default function DocItemLayout({children}: Props): ReactNode {
  const {frontMatter, toc, metadata} = useDoc();
  const hasToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  // An untranslated page's title, lead and contents list are its English ones (issue 14).
  const untranslated = useIsUntranslated(metadata.source);
  const defaultHtmlLang = useDefaultHtmlLang();
  const englishLang = untranslated ? defaultHtmlLang : undefined;
  return (
    <div className="row">
      <div className={clsx('col', hasToc && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <article>
          <header className={clsx(styles.heading, 'ts-on-dark')}>
            <Breadcrumb items={[{label: translate({id: 'resources.breadcrumb', message: 'Resources'})}, {label: metadata.title}]} />
            <h1 className={styles.title} lang={englishLang}>
              {metadata.title}
            </h1>
            {metadata.description && (
              <p className={styles.lead} lang={englishLang}>
                {metadata.description}
              </p>
            )}
          </header>
          <ResourcesMobileNav toc={hasToc ? toc : []} tocLang={englishLang} />
          <DocItemContent>{children}</DocItemContent>
          <DocItemFooter />
        </article>
        <DocItemPaginator />
      </div>
      {hasToc && (
        <div className={clsx('col col--3', styles.desktopToc)} lang={englishLang} {...island('ContentsHighlight')}>
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
