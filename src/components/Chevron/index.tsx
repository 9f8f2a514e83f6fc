import type {ReactNode} from 'react';

/**
 * The small down-pointing chevron of a disclosure button (the header's "Our
 * Services", the drawer's groups). Decorative: the button's aria-expanded says
 * whether it is open, and each menu's CSS turns it with that attribute.
 */
export default function Chevron({className}: {className?: string}): ReactNode {
  return (
    <svg className={className} aria-hidden="true" focusable="false" viewBox="0 0 12 8" width="12" height="8">
      <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
