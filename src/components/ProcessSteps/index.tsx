import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useInColumn} from '@site/src/components/ServiceBody';
import Heading, {ItemHeadingLevelProvider, useItemHeadingLevel, type HeadingLevel} from '@site/src/components/Heading';
import styles from './styles.module.css';

interface ProcessStepsProps {
  /** The level of the step names: one below the section's heading. */
  headingLevel?: HeadingLevel;
  /** The steps in their order, written in MDX as `<ProcessStep>`s. */
  children: ReactNode;
}

/** The stages of an engagement, in order: an ordered list, so the order is in the markup, not only in the look. */
export function ProcessSteps({headingLevel = 3, children}: ProcessStepsProps): ReactNode {
  // In a service page's prose column the steps stay one below the other at every width.
  const inColumn = useInColumn();
  return (
    <ItemHeadingLevelProvider level={headingLevel}>
      {/* The div keeps Section's reading measure for running text off the steps. */}
      <div>
        <ol role="list" className={clsx(styles.steps, inColumn && styles.sequence)}>
          {children}
        </ol>
      </div>
    </ItemHeadingLevelProvider>
  );
}

interface ProcessStepProps {
  /** The step's name, e.g. "Evaluate". */
  title: string;
  /** What happens in the step, written in MDX. */
  children?: ReactNode;
}

export function ProcessStep({title, children}: ProcessStepProps): ReactNode {
  const level = useItemHeadingLevel();
  return (
    <li className={styles.step}>
      <Heading level={level} className={styles.title}>
        {title}
      </Heading>
      {children && <div className="ts-flow">{children}</div>}
    </li>
  );
}

export default ProcessSteps;
