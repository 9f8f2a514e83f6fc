import {useEffect, useState} from 'react';

/**
 * Whether a media query matches, following changes while the page is open.
 * `undefined` on the server and in the first render, so hydration matches the
 * HTML; `false` where the browser has no matchMedia.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setMatches(false);
      return undefined;
    }
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
