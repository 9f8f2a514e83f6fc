import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The contact form beside what happens after it is sent (issue 31). Layout
 * only: the words are the page's MDX, in each language, where writers and
 * translators edit them.
 */
export default function ContactLayout({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.layout}>{children}</div>;
}

/** The form's column: the intro, then the form. */
export function ContactMain({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.main}>{children}</div>;
}

/** The panel beside the form, a complementary region named by its heading. */
export function ContactAside({heading, children}: {heading: string; children: ReactNode}): ReactNode {
  const headingId = useId();
  return (
    <aside className={styles.aside} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      {children}
    </aside>
  );
}
