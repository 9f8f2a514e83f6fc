import {useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';
import {interactiveRoot} from '@site/src/components/HydrateInTurn';

// Docusaurus wraps every page's content in an element with this id; the link
// targets it so it works as a plain anchor with JavaScript off.
const fallbackTargetId = '__docusaurus_skipToContent_fallback';

/**
 * The first focusable element of every page, hidden until focused. With
 * JavaScript on it focuses the page's <main> and keeps it focused (Docusaurus's
 * own link drops focus back to <body>, so screen readers announced nothing).
 */
export default function SkipLink(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const {pathname, hash} = useLocation();
  const {action} = useHistory();

  // After a client-side navigation, start the next Tab from the top of the new
  // page, as a full page load would.
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (action === 'PUSH' && !hash) containerRef.current?.focus();
  }, [pathname, hash, action]);

  function focusMain(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    main.setAttribute('tabindex', '-1');
    main.focus();
  }

  return (
    <div ref={containerRef} tabIndex={-1} className={styles.container} {...interactiveRoot}>
      <a href={`#${fallbackTargetId}`} className={styles.skipLink} onClick={focusMain}>
        {translate({id: 'theme.common.skipToMainContent', message: 'Skip to main content'})}
      </a>
    </div>
  );
}
