// Tests set the current path with setMockPathname(): the router's, which the
// build renders pages with, and the address bar's, which the browser reads
// (src/hooks/useSitePath.ts).
let currentPathname = '/';

export function setMockPathname(pathname: string): void {
  currentPathname = pathname;
  if (typeof window !== 'undefined') window.history.replaceState(null, '', pathname);
}

export function useLocation() {
  return {pathname: currentPathname, search: '', hash: ''};
}

export function useHistory() {
  return {action: 'POP', push: () => undefined};
}
