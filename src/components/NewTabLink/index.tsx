import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface NewTabLinkProps {
  /** The file or the other site's address; opened in a new tab. */
  href: string;
  /** Names the file type in the announcement, e.g. "PDF". */
  fileType?: string;
  /** The language of the linked file when it differs from the page's (e.g. "en"). */
  hrefLang?: string;
  /** Extra classes, for a component that places the link. */
  className?: string;
  /** The link's words; "(opens in a new tab)" and the icon are added after them. */
  children: ReactNode;
}

/**
 * D9: a link that opens a new tab says so to every user. Sighted users get an
 * icon; the words are in the accessible name for screen-reader and voice users.
 */
export default function NewTabLink({href, fileType, hrefLang, className, children}: NewTabLinkProps): ReactNode {
  const announcement = fileType
    ? translate(
        {
          id: 'link.newTab.withType',
          message: '({fileType}, opens in a new tab)',
          description: 'Hidden text after a link to a file that opens in a new tab',
        },
        {fileType},
      )
    : translate({id: 'link.newTab', message: '(opens in a new tab)', description: 'Hidden text after a link that opens in a new tab'});
  const ending = (
    <>
      <span className="ts-visually-hidden"> {announcement}</span>
      <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24" className={styles.icon}>
        <path fill="currentColor" d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42L17.59 5H14V3zM5 5h6v2H7v10h10v-4h2v6H5V5z" />
      </svg>
    </>
  );
  // The icon stays on the line of the link's last word: on its own at the start
  // of a line it reads as a stray mark (issue 43).
  const lastSpace = typeof children === 'string' ? children.trimEnd().lastIndexOf(' ') : -1;
  return (
    // A plain anchor: these are files and external sites, not client-side routes.
    <a href={href} target="_blank" rel="noopener noreferrer" hrefLang={hrefLang} className={className}>
      {typeof children === 'string' ? (
        // One element around the words: a link drawn as a flex container (a button) makes each
        // of its text runs an item of its own and drops the space between them (issue 67).
        <span>
          {children.slice(0, lastSpace + 1)}
          <span className={styles.lastWord}>
            {children.slice(lastSpace + 1)}
            {ending}
          </span>
        </span>
      ) : (
        <>
          {children}
          {ending}
        </>
      )}
    </a>
  );
}
