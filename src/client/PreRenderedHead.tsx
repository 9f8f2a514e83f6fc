import {useEffect, type ReactNode} from 'react';

/**
 * `@docusaurus/Head` in the production browser build (plugins/leanClient.ts,
 * issue 41): renders nothing. A page's head is complete in its pre-rendered
 * HTML, and since every link is a page load (src/client/PageLink.tsx) no page
 * is ever rendered anew in the browser, so the head never has to follow one.
 * Running react-helmet-async here only blocked a phone's main thread to
 * produce the head the page already has. `data-has-hydrated`, which
 * Docusaurus sets through its own <Head>, is set directly.
 */
export default function PreRenderedHead(): ReactNode {
  useEffect(() => {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, []);
  return null;
}
