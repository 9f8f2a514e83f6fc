import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import UntranslatedNotice, {
  OutdatedNotice,
  useDefaultHtmlLang,
  useIsOutdatedTranslation,
  useIsUntranslated,
} from '@site/src/components/UntranslatedNotice';

/**
 * A Resources page's Markdown body. The h1 is the layout's heading block (issue 15),
 * so the theme's synthetic title is never rendered here. A page with no translation
 * yet shows its English text, marked so, under a notice (issue 14); one behind its
 * English says so above it (issue 44).
 */
export default function DocItemContent({children}: Props): ReactNode {
  const {metadata} = useDoc();
  const untranslated = useIsUntranslated(metadata.source);
  const outdated = useIsOutdatedTranslation(metadata.source);
  const defaultHtmlLang = useDefaultHtmlLang();
  const markdown = (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      <MDXContent>{children}</MDXContent>
    </div>
  );
  if (!untranslated) {
    return (
      <>
        {outdated && <OutdatedNotice />}
        {markdown}
      </>
    );
  }
  return (
    <>
      <UntranslatedNotice />
      <div lang={defaultHtmlLang}>{markdown}</div>
    </>
  );
}
