/**
 * `@docusaurus/router` in the islands script (plugins/islands/index.ts, issue 41):
 * pages have no router, every link loads its page, so the location is the
 * address bar's. Docusaurus's would bring react-router and history, about
 * 80 KB of source.
 */
export function useLocation(): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const {pathname, search, hash} = window.location;
  return {pathname, search, hash};
}
