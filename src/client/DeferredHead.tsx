import {useEffect, type ComponentProps, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
// The real <Head> (react-helmet-async); `@docusaurus/Head` points here in the browser build.
import Head from '@docusaurus/core/lib/client/exports/Head';

/**
 * `@docusaurus/Head` for the production browser build (plugins/leanClient.ts,
 * issue 11): the head of a pre-rendered page is already complete in its HTML,
 * so on the page the visitor opened, <Head> does nothing. Running
 * react-helmet-async there only blocked a phone's main thread (it compares
 * every instance's tags and rewrites the head's tags and attributes after each
 * one mounts) to produce the head the page already has.
 *
 * From the first client-side navigation on, every <Head> renders as usual, so
 * the title, `lang` and the rest follow the page shown. `data-has-hydrated`,
 * which Docusaurus sets through its own <Head>, is set directly.
 */
const openedPathname = typeof window === 'undefined' ? null : window.location.pathname;
let navigated = false;

export default function DeferredHead(props: ComponentProps<typeof Head>): ReactNode {
  const {pathname} = useLocation();
  if (pathname !== openedPathname) navigated = true;
  useEffect(() => {
    if (!navigated) document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, []);
  return navigated ? <Head {...props} /> : null;
}
