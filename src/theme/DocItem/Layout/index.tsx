import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ContentVisibility from '@theme/ContentVisibility';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import type {Props} from '@theme/DocItem/Layout';
import HydrateInTurn, {interactiveRoot} from '@site/src/components/HydrateInTurn';
import ResourcesMobileNav from '@site/src/components/ResourcesMobileNav';
import {useDefaultHtmlLang, useIsUntranslated} from '@site/src/components/UntranslatedNotice';
import styles from './styles.module.css';

/**
 * A Resources page: the theme's layout, with two changes. Phones get the
 * section's pages too (ResourcesMobileNav). And CSS, not JavaScript, chooses
 * between the on-page contents for phones and the column for wide screens:
 * the theme's own layout measured the window after hydration and removed the
 * pre-rendered column on phones, rebuilding part of the page (issue 11).
 * Versions are not used here, so the theme's version banner and badge are left out.
 */
export default function DocItemLayout({children}: Props): ReactNode {
  const {frontMatter, toc, metadata} = useDoc();
  const hasToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  // An untranslated page's contents list repeats its English headings (issue 14).
  const untranslated = useIsUntranslated(metadata.source);
  const defaultHtmlLang = useDefaultHtmlLang();
  const tocLang = untranslated ? defaultHtmlLang : undefined;
  return (
    <>
      <ResourcesMobileNav />
      <div className="row">
        <div className={clsx('col', hasToc && styles.docItemCol)}>
          <ContentVisibility metadata={metadata} />
          <div className={styles.docItemContainer}>
            <HydrateInTurn>
              <article>
                <DocBreadcrumbs />
                {hasToc && (
                  <div className={styles.mobileToc} lang={tocLang} {...interactiveRoot}>
                    <DocItemTOCMobile />
                  </div>
                )}
                <DocItemContent>{children}</DocItemContent>
                <DocItemFooter />
              </article>
            </HydrateInTurn>
            <DocItemPaginator />
          </div>
        </div>
        {hasToc && (
          <HydrateInTurn>
            <div className={clsx('col col--3', styles.desktopToc)} lang={tocLang} {...interactiveRoot}>
              <DocItemTOCDesktop />
            </div>
          </HydrateInTurn>
        )}
      </div>
    </>
  );
}
