import {reducedMotionQuery} from '@site/src/css/breakpoints';
import {useMediaQuery} from '@site/src/hooks/useMediaQuery';

/**
 * The visitor's reduced-motion preference, following changes while the page is open.
 * `undefined` on the server and in the first render, so hydration matches the HTML.
 */
export function useReducedMotion(): boolean | undefined {
  return useMediaQuery(reducedMotionQuery);
}
