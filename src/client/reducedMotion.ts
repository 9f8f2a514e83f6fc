import {reducedMotionQuery} from '@site/src/css/breakpoints';

/**
 * True when the visitor asked for less motion. Browser only. No framework here:
 * the counters' island, which needs none, reads it (D59).
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}
