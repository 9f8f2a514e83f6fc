import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

const inBrowser = typeof window !== 'undefined';

/**
 * The current page's path as the route table writes it, without the locale's
 * prefix: `/hi/About` is `/About` and `/hi/` is `/`. Menus compare it with
 * their links' `to` to mark the current page in every language.
 *
 * In the browser it is read from the address bar: every link loads its page
 * (src/client/PageLink.tsx), so the path never changes while a page is shown,
 * and an island hydrates without the router that the build renders pages with
 * (issue 41). The built file's `.html` and a trailing slash are dropped, as the
 * forms server does (D4).
 */
export function useSitePath(): string {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  // The same branch on every render of a given environment, so hooks keep their order.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const pathname = inBrowser ? addressBarPath() : useLocation().pathname;
  if (baseUrl === '/') return pathname;
  if (`${pathname}/` === baseUrl || pathname === baseUrl) return '/';
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}

function addressBarPath(): string {
  const path = window.location.pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

/** This page's address in `locale`: `/hi/About` for Hindi, `/About` for English. */
export function useSitePathIn(): (locale: string) => string {
  const {
    i18n: {localeConfigs},
  } = useDocusaurusContext();
  const sitePath = useSitePath();
  return (locale) => `${localeConfigs[locale]!.baseUrl}${sitePath.slice(1)}`;
}
