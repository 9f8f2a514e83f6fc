import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * The current page's path as the route table writes it, without the locale's
 * prefix: `/hi/About` is `/About` and `/hi/` is `/`. Menus compare it with
 * their links' `to` to mark the current page in every language.
 */
export function useSitePath(): string {
  const {pathname} = useLocation();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  if (baseUrl === '/') return pathname;
  if (`${pathname}/` === baseUrl || pathname === baseUrl) return '/';
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}
