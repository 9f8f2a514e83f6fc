import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface SectionProps {
  /** 'alt' sets the section on the tinted surface to separate it from its neighbours. */
  tone?: 'default' | 'alt';
  id?: string;
  children: ReactNode;
}

/** A page band for copy written in MDX: full-width background, readable measure. */
export default function Section({tone = 'default', id, children}: SectionProps): ReactNode {
  return (
    <section id={id} className={clsx(styles.section, tone === 'alt' && styles.alt)}>
      <div className={clsx('ts-container', styles.inner)}>{children}</div>
    </section>
  );
}
