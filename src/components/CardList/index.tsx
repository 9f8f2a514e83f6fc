import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from '@site/src/css/cardList.module.css';

interface CardListProps {
  /**
   * 'thirds': 1, 2 then 3 columns (at 640 and 1024 px); 'row': 1 column, then 3
   * from 900 px; 'quarters': 2 columns, then 4 from 960 px.
   */
  layout?: 'thirds' | 'row' | 'quarters' | 'halves';
  label?: string;
  children: ReactNode;
}

/**
 * A list of cards. The wrapper lets the list span the whole container: Section
 * caps its direct child lists at a reading width.
 */
export default function CardList({layout = 'thirds', label, children}: CardListProps): ReactNode {
  return (
    <div>
      <ul role="list" className={clsx(styles.grid, styles[layout])} aria-label={label}>
        {children}
      </ul>
    </div>
  );
}
