// The site is served at the root, so base URLs are the paths themselves.
export default function useBaseUrl(path: string): string {
  return path;
}

export function useBaseUrlUtils(): {withBaseUrl: (path: string) => string} {
  return {withBaseUrl: (path) => path};
}
