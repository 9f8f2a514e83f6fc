import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/MDXPage';
import {keyFactsOf, PageContextProvider} from '@site/src/components/PageContext';
import PageHead from '@site/src/components/PageHead';
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
  const {canonical, facts} = frontMatter as typeof frontMatter & SiteFrontMatter;
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
