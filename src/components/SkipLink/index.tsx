import type {MouseEvent, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {island} from '@site/src/islands';
import styles from './styles.module.css';

// Docusaurus wraps every page's content in an element with this id; the link
// targets it so it works as a plain anchor with JavaScript off.
const fallbackTargetId = '__docusaurus_skipToContent_fallback';

/**
 * The first focusable element of every page, hidden until focused. With
 * JavaScript on (an island, issue 41) it focuses the page's <main> and keeps it
 * focused (Docusaurus's own link dropped focus back to <body>, so screen
 * readers announced nothing); before that, and without it, it is a plain
 * anchor to the same content.
 */
export default function SkipLink(): ReactNode {
  function focusMain(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    main.setAttribute('tabindex', '-1');
    main.focus();
  }

  return (
    <div {...island('SkipLink')}>
      <a href={`#${fallbackTargetId}`} className={styles.skipLink} onClick={focusMain}>
        {translate({id: 'theme.common.skipToMainContent', message: 'Skip to main content'})}
      </a>
    </div>
  );
}
