import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for entries that have no page of their own (D8: plain text, never `#`). */
  to?: string;
}

interface BreadcrumbProps {
  /** The trail after Home; the last entry is the current page. */
  items: BreadcrumbItem[];
  /** Extra classes, for a band that places the trail. */
  className?: string;
}

/** D8: Home first, plain text for entries without a page, the current page last. */
export default function Breadcrumb({items, className}: BreadcrumbProps): ReactNode {
  const homeLabel = translate({id: 'breadcrumb.home', message: 'Home'});
  const trail: BreadcrumbItem[] = [{label: homeLabel, to: '/'}, ...items];
  return (
    <nav aria-label={translate({id: 'breadcrumb.label', message: 'Breadcrumb'})} className={clsx(styles.breadcrumb, className)}>
      <ol className={styles.list}>
        {trail.map((item, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {isCurrent ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.to ? (
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
