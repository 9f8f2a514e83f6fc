import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import LayoutProvider from '@theme/Layout/Provider';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/MDXPage';
import {keyFactsOf, PageContextProvider} from '@site/src/components/PageContext';
import PageHead from '@site/src/components/PageHead';
import {LibraryStyles} from '@site/src/components/ComponentLibrary';
import {libraryExamplesPath} from '@site/src/data/componentLibrary';
import UntranslatedNotice, {
  OutdatedNotice,
  useDefaultHtmlLang,
  useIsOutdatedTranslation,
  useIsUntranslated,
} from '@site/src/components/UntranslatedNotice';

/** Front matter keys this site adds to Docusaurus's own (see README, "Writers"). */
interface SiteFrontMatter {
  /** D6: the path of the page this one duplicates. */
  canonical?: string;
  /** A service's key facts, shown beside its prose (ServiceBody): `[{label, value}]`. */
  facts?: unknown;
  /** A component library example whose component renders the page's h1 itself (a Hero). */
  ownHeading?: boolean;
}

/**
 * A component library example (issue 67, D114), shown in a frame on the
 * library's page and checked on its own by the e2e suite: the component alone,
 * in a <main>, without the company's header and footer. Its heading names it
 * for a screen reader, unless the example draws the page's h1 itself. Kept out
 * of search engines and the sitemap: the library's page is the one to find.
 */
function ExamplePage({
  title,
  description,
  ownHeading,
  children,
}: {
  title: string;
  description?: string;
  ownHeading: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <LayoutProvider>
      <PageHead title={title} description={description} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <LibraryStyles />
      <main>
        {!ownHeading && <h1 className="ts-visually-hidden">{title} (example)</h1>}
        {children}
      </main>
    </LayoutProvider>
  );
}

/**
 * Every route under pages/ renders through here: the company layout, the page
 * head from front matter, and the MDX body as the page's one <main>. The body
 * arranges its own full-width bands (hero, sections, banners), so there is no
 * container or table of contents here.
 *
 * A page with no translation yet in the current locale keeps its English body,
 * marked `lang="en"` under a notice in the visitor's language (issue 14); a
 * translation behind its English says so above its body (issue 44).
 */
export default function MDXPage({content: MDXPageContent}: Props): ReactNode {
  const {metadata, assets} = MDXPageContent;
  const {title, description, frontMatter} = metadata;
  const {canonical, facts, ownHeading} = frontMatter as typeof frontMatter & SiteFrontMatter;
  const pageContext = {headings: MDXPageContent.toc, facts: keyFactsOf(facts)};
  const untranslated = useIsUntranslated(metadata.source);
  const outdated = useIsOutdatedTranslation(metadata.source);
  const defaultHtmlLang = useDefaultHtmlLang();
  const body = (
    <PageContextProvider value={pageContext}>
      <MDXContent>
        <MDXPageContent />
      </MDXContent>
    </PageContextProvider>
  );
  if (metadata.permalink.includes(`${libraryExamplesPath}/`)) {
    return (
      <ExamplePage title={title ?? ''} description={description} ownHeading={ownHeading === true}>
        {untranslated ? <div lang={defaultHtmlLang}>{body}</div> : body}
      </ExamplePage>
    );
  }
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage)}>
      <Layout>
        <PageHead title={title} description={description} image={assets.image ?? frontMatter.image} canonicalPath={canonical} />
        {untranslated ? (
          <main>
            <UntranslatedNotice />
            <div lang={defaultHtmlLang}>{body}</div>
          </main>
        ) : (
          <main>
            {outdated && <OutdatedNotice />}
            {body}
          </main>
        )}
      </Layout>
    </HtmlClassNameProvider>
  );
}
