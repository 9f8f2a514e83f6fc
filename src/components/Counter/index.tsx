import {useEffect, useRef, type ReactNode} from 'react';
import {island} from '@site/plugins/islands/island';
import {countUp, type CountUpStart} from './countUp';
import styles from './styles.module.css';

export {countUpDurationMs} from './countUp';

interface CounterGroupProps {
  /** 'load' counts as soon as the page runs; 'inView' once the group scrolls into view. */
  start: CountUpStart;
  /** A class for the group's box, from the surrounding component's CSS module. */
  className?: string;
  /** The figures, each a `<Counter>`, with the words that say what they count. */
  children: ReactNode;
}

/**
 * Starts the count-up of the counters inside it together (D20, docs/product.md §5).
 * An island (D55) whose code is `countUp` alone: on the built site the islands
 * script runs it on this element, with no framework; in `npm run dev`, which
 * runs Docusaurus's client app, this effect runs it.
 */
export function CounterGroup({start, className, children}: CounterGroupProps): ReactNode {
  const groupRef = useRef<HTMLDivElement>(null);
  useEffect(() => (groupRef.current ? countUp(groupRef.current, start) : undefined), [start]);
  return (
    <div ref={groupRef} className={className} {...island('CounterGroup', {start})}>
      {children}
    </div>
  );
}

interface CounterProps {
  /** A number counts up; text (such as "24/7", a label rather than a quantity) is shown as it is. */
  value: number | string;
  /** Text after the number that does not count, e.g. "+", "%". */
  suffix?: string;
  /** A class for the figure, from the surrounding component's CSS module (its size and colour). */
  className?: string;
}

/**
 * A figure that counts up from 0 in the browser (D20). Assistive tech reads
 * only the final value; the ticking digits are hidden from it. The final value
 * also sizes the box, so the count never shifts the layout.
 */
export default function Counter({value, suffix = '', className}: CounterProps): ReactNode {
  if (typeof value === 'string') return <span className={className}>{value}</span>;
  return <CountingNumber value={value} suffix={suffix} className={className} />;
}

function CountingNumber({value, suffix, className}: {value: number; suffix: string; className?: string}): ReactNode {
  const finalText = `${value}${suffix}`;
  return (
    <span className={className}>
      <span className={styles.stack} aria-hidden="true">
        <span className={styles.sizer}>{finalText}</span>
        {/* Rendered with the final value; countUp rewrites this text node as it counts. */}
        <span className={styles.digits} data-count-to={value} data-count-suffix={suffix}>
          {finalText}
        </span>
      </span>
      <span className="ts-visually-hidden">{finalText}</span>
    </span>
  );
}
