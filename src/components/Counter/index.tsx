import {createContext, useContext, useEffect, useRef, useState, type ReactNode} from 'react';
import {prefersReducedMotion} from '@site/src/hooks/useReducedMotion';
import styles from './styles.module.css';
import {interactiveRoot} from '@site/src/components/HydrateInTurn';

/** docs/product.md §5: a count-up lasts 2 s. */
export const countUpDurationMs = 2000;

/**
 * 'final' shows the end value (server HTML, reduced motion, no observer);
 * 'waiting' holds 0 until the group scrolls into view; 'counting' runs the count-up.
 */
type CountPhase = 'final' | 'waiting' | 'counting';

const CountPhaseContext = createContext<CountPhase>('final');

interface CounterGroupProps {
  /** 'load' counts as soon as the page runs; 'inView' once the group scrolls into view. */
  start: 'load' | 'inView';
  className?: string;
  children: ReactNode;
}

/** Starts the count-up of the counters inside it together (D20, docs/product.md §5). */
export function CounterGroup({start, className, children}: CounterGroupProps): ReactNode {
  const groupRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<CountPhase>('final');

  useEffect(() => {
    // D20: no count-up at all under reduced motion; the final values stay.
    if (prefersReducedMotion()) return undefined;
    if (start === 'load') {
      setPhase('counting');
      return undefined;
    }
    const group = groupRef.current;
    if (!group || typeof IntersectionObserver === 'undefined') return undefined;
    // Still off screen: hold at 0 so the visitor sees the count from its start.
    setPhase('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('counting');
          observer.disconnect();
        }
      },
      {threshold: 0.25},
    );
    observer.observe(group);
    return () => observer.disconnect();
  }, [start]);

  return (
    <div ref={groupRef} className={className} {...interactiveRoot}>
      <CountPhaseContext.Provider value={phase}>{children}</CountPhaseContext.Provider>
    </div>
  );
}

interface CounterProps {
  /** A number counts up; text (such as "24/7", a label rather than a quantity) is shown as it is. */
  value: number | string;
  /** Text after the number that does not count, e.g. "+", "%". */
  suffix?: string;
  className?: string;
}

/** Eases out so the count slows as it reaches its value. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
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
  const phase = useContext(CountPhaseContext);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    if (phase === 'final') {
      setShown(value);
      return undefined;
    }
    setShown(0);
    if (phase === 'waiting') return undefined;
    const startedAt = performance.now();
    let frame = requestAnimationFrame(function tick(now: number) {
      const progress = Math.min(Math.max(now - startedAt, 0) / countUpDurationMs, 1);
      setShown(Math.round(value * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, value]);

  const finalText = `${value}${suffix}`;
  return (
    <span className={className}>
      <span className={styles.stack} aria-hidden="true">
        <span className={styles.sizer}>{finalText}</span>
        <span className={styles.digits}>
          {shown}
          {suffix}
        </span>
      </span>
      <span className="ts-visually-hidden">{finalText}</span>
    </span>
  );
}
