import {useEffect, useState} from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for less motion. Browser only: call after mount. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

/**
 * The visitor's reduced-motion preference, following changes while the page is open.
 * `undefined` on the server and in the first render, so hydration matches the HTML.
 */
export function useReducedMotion(): boolean | undefined {
  const [reduced, setReduced] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setReduced(false);
      return undefined;
    }
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
