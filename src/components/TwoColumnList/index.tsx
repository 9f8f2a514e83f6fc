import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading, {ItemHeadingLevelProvider, useItemHeadingLevel, type HeadingLevel} from '@site/src/components/Heading';
import styles from './styles.module.css';

interface TwoColumnListProps {
  /** The level of the items' titles: one below the section's heading. */
  headingLevel?: HeadingLevel;
  /** The topics, written in MDX as `<TwoColumnItem>`s. */
  children: ReactNode;
}

/**
 * A list of topics in two columns on wide screens and one on phones. It stays
 * one list in reading order, so assistive tech announces how many topics there are.
 */
export function TwoColumnList({headingLevel = 3, children}: TwoColumnListProps): ReactNode {
  return (
    <ItemHeadingLevelProvider level={headingLevel}>
      {/* The div keeps Section's reading measure for running text off the grid.
          role="list": Safari drops list semantics from lists styled without bullets. */}
      <div>
        <ul role="list" className={styles.list}>
          {children}
        </ul>
      </div>
    </ItemHeadingLevelProvider>
  );
}

interface TwoColumnItemProps {
  /** The topic's title, shown as a heading; without it the item is plain text. */
  title?: string;
  /** The topic's text, written in MDX. */
  children?: ReactNode;
}

export function TwoColumnItem({title, children}: TwoColumnItemProps): ReactNode {
  const level = useItemHeadingLevel();
  return (
    <li className={styles.item}>
      {title && (
        <Heading level={level} className={styles.title}>
          {title}
        </Heading>
      )}
      {children && <div className={clsx('ts-flow', styles.body)}>{children}</div>}
    </li>
  );
}

export default TwoColumnList;
