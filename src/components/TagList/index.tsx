import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** A card's tags as a named list of chips (docs/product.md §4 feature and service cards). */
export default function TagList({tags, className}: {tags: string[]; className?: string}): ReactNode {
  return (
    <ul role="list" className={clsx(styles.tags, className)} aria-label={translate({id: 'tags.label', message: 'Tags'})}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
