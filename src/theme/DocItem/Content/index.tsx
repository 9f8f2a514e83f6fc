import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import UntranslatedNotice, {useDefaultHtmlLang, useIsUntranslated} from '@site/src/components/UntranslatedNotice';

type Props = WrapperProps<typeof ContentType>;

/** A Resources page with no translation yet: its English text, marked so, under a notice (issue 14). */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const untranslated = useIsUntranslated(metadata.source);
  const defaultHtmlLang = useDefaultHtmlLang();
  if (!untranslated) return <Content {...props} />;
  return (
    <>
      <UntranslatedNotice />
      <div lang={defaultHtmlLang}>
        <Content {...props} />
      </div>
    </>
  );
}
