import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {island} from '@site/plugins/islands/island';
import {fallbackTargetId} from './enhance';
import styles from './styles.module.css';

/**
 * The first focusable element of every page, hidden until focused. With
 * JavaScript on (an island of a few lines, ./enhance.ts, D59) it focuses the
 * page's <main> and keeps it focused (Docusaurus's own link dropped focus back
 * to <body>, so screen readers announced nothing); before that, and without
 * it, it is a plain anchor to the same content.
 */
export default function SkipLink(): ReactNode {
  return (
    <div {...island('SkipLink')}>
      <a href={`#${fallbackTargetId}`} className={styles.skipLink}>
        {translate({id: 'theme.common.skipToMainContent', message: 'Skip to main content'})}
      </a>
    </div>
  );
}
