import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading, {type HeadingLevel} from '@site/src/components/Heading';
import styles from './styles.module.css';

interface FaqProps {
  /** The band's heading, e.g. "Frequently asked questions". */
  title: string;
  headingLevel?: HeadingLevel;
  /** Optional lead-in shown under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * Questions and answers on the brand's blue band. Each answer is a native
 * disclosure (details/summary): keyboard and screen-reader support come from
 * the browser, it works with JavaScript off, and find-in-page opens it.
 */
export function Faq({title, headingLevel = 2, intro, children}: FaqProps): ReactNode {
  const headingId = useId();
  return (
    <section className={clsx(styles.band, 'ts-on-dark')} aria-labelledby={headingId}>
      <div className={clsx('ts-container', styles.inner)}>
        <Heading level={headingLevel} id={headingId} className={styles.title}>
          {title}
        </Heading>
        {intro && <div className={clsx('ts-flow', styles.intro)}>{intro}</div>}
        <div className={styles.items}>{children}</div>
      </div>
    </section>
  );
}

interface FaqItemProps {
  question: string;
  /** The answer, written in MDX. */
  children: ReactNode;
}

export function FaqItem({question, children}: FaqItemProps): ReactNode {
  return (
    <details className={styles.item}>
      <summary className={styles.question}>
        <span>{question}</span>
        <svg className={styles.marker} aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
          <path fill="currentColor" d="M12 15.6 5.3 8.9l1.4-1.4 5.3 5.3 5.3-5.3 1.4 1.4z" />
        </svg>
      </summary>
      <div className={clsx('ts-flow', styles.answer)}>{children}</div>
    </details>
  );
}

export default Faq;
