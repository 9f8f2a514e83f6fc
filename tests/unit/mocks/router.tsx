// Tests set the current path with setMockPathname().
let currentPathname = '/';

export function setMockPathname(pathname: string): void {
  currentPathname = pathname;
}

export function useLocation() {
  return {pathname: currentPathname, search: '', hash: ''};
}

export function useHistory() {
  return {action: 'POP', push: () => undefined};
}
