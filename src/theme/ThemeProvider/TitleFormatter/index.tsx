import type {ReactNode} from 'react';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';

// D1: pages read `Trendsoft | <Name> Page`; other screens (the not-found page,
// the Resources docs) read `Trendsoft | <Name>`.
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';

export default function ThemeProviderTitleFormatter({children}: {children: ReactNode}): ReactNode {
  return (
    <TitleFormatterProvider
      formatter={({title, siteTitle, plugin}) => {
        if (!title.trim()) {
          return siteTitle;
        }
        return plugin.name === PAGES_PLUGIN
          ? translate({id: 'site.title.page', message: '{siteTitle} | {title} Page'}, {siteTitle, title})
          : translate({id: 'site.title.other', message: '{siteTitle} | {title}'}, {siteTitle, title});
      }}>
      {children}
    </TitleFormatterProvider>
  );
}
