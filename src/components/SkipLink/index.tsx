import type {ReactNode} from 'react';
import {SkipToContentLink} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * The first focusable element of every page. Docusaurus's link moves focus to
 * the page's <main> (and works as a plain anchor with JavaScript off); this
 * component gives it the company's look: hidden until focused.
 */
export default function SkipLink(): ReactNode {
  return (
    <SkipToContentLink className={styles.skipLink}>
      {translate({id: 'theme.common.skipToMainContent', message: 'Skip to main content'})}
    </SkipToContentLink>
  );
}
