import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useInColumn} from '@site/src/components/ServiceBody';
import styles from './styles.module.css';

interface SectionProps {
  /** 'alt' sets the section on the tinted surface to separate it from its neighbours. */
  tone?: 'default' | 'alt';
  id?: string;
  children: ReactNode;
}

/**
 * A page band for copy written in MDX: full-width background, readable measure.
 * Inside a service page's prose column (ServiceBody) it is a block of that
 * column instead, and the tinted tone becomes a tinted panel.
 */
export default function Section({tone = 'default', id, children}: SectionProps): ReactNode {
  // Registers the id so the build's broken-anchor check accepts links to it (e.g. /TrendSoft/Career#apply).
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  const inColumn = useInColumn();
  if (inColumn) {
    return (
      <section id={id} className={clsx(styles.inner, styles.block, tone === 'alt' && styles.panel)}>
        {children}
      </section>
    );
  }
  return (
    <section id={id} className={clsx(styles.section, tone === 'alt' && styles.alt)}>
      <div className={clsx('ts-container', styles.inner)}>{children}</div>
    </section>
  );
}
