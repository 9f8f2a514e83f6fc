import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ContentVisibility from '@theme/ContentVisibility';
import DocItemContent from '@theme/DocItem/Content';
import type {Props} from '@theme/DocItem/Layout';
import ClosingBanner from '@site/src/components/ClosingBanner';
import {LibraryStyles} from '@site/src/components/ComponentLibrary';
import Hero from '@site/src/components/Hero';
import {PageContextProvider} from '@site/src/components/PageContext';
import ResourcesNav from '@site/src/components/ResourcesNav';
import Section from '@site/src/components/Section';
import ServiceBody from '@site/src/components/ServiceBody';
import {useDefaultHtmlLang, useIsUntranslated} from '@site/src/components/UntranslatedNotice';
import {libraryPath} from '@site/src/data/componentLibrary';
import styles from './styles.module.css';

/**
 * A Resources article on the marketing layout (issue 43), as a service page is
 * built: the hero band (the front matter's title as the one h1, its description
 * as the lead, the site's breadcrumb), the Markdown at the reading measure
 * beside the panel with the section's pages and the article's contents, then
 * the closing band every page ends with. The Markdown therefore starts at `##`.
 * Versions, pagination and edit links are not used here, so the theme's are
 * left out.
 */
export default function DocItemLayout({children}: Props): ReactNode {
  const {frontMatter, toc, metadata} = useDoc();
  const headings = frontMatter.hide_table_of_contents ? [] : toc;
  // An untranslated page's title and lead are its English ones (issue 14).
  const untranslated = useIsUntranslated(metadata.source);
  const defaultHtmlLang = useDefaultHtmlLang();
  const inLibrary = metadata.permalink.includes(libraryPath);
  return (
    <article className={styles.article}>
      <ContentVisibility metadata={metadata} />
      {/* The component library's pages (D114) add a sheet of their own. */}
      {inLibrary && <LibraryStyles />}
      <Hero
        title={metadata.title}
        breadcrumb={[{label: translate({id: 'resources.breadcrumb', message: 'Resources'})}, {label: metadata.title}]}
        lang={untranslated ? defaultHtmlLang : undefined}>
        {metadata.description && <p>{metadata.description}</p>}
      </Hero>
      <PageContextProvider value={{headings, facts: []}}>
        {/* The library's list of its 30-odd pages is too long for the panel that stays in view: it follows the page instead. */}
        <ServiceBody sectionNav={inLibrary ? undefined : <ResourcesNav />}>
          <Section>
            <DocItemContent>{children}</DocItemContent>
            {inLibrary && <ResourcesNav />}
          </Section>
        </ServiceBody>
      </PageContextProvider>
      <ClosingBanner variant="service" />
    </article>
  );
}
