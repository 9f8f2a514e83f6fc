import {createContext, useContext, useEffect, useRef, useState, type ReactNode} from 'react';
import {prefersReducedMotion} from '@site/src/hooks/useReducedMotion';
import styles from './styles.module.css';
import {interactiveRoot} from '@site/src/components/HydrateInTurn';

/** docs/product.md §5: a count-up lasts 2 s. */
export const countUpDurationMs = 2000;

/** One figure of a group: the text node that shows its digits, and where it ends. */
interface CountingFigure {
  digits: Text;
  value: number;
  suffix: string;
}

/** Counters join their group's single animation loop through this. */
const CounterRegistryContext = createContext<((figure: CountingFigure) => () => void) | null>(null);

interface CounterGroupProps {
  /** 'load' counts as soon as the page runs; 'inView' once the group scrolls into view. */
  start: 'load' | 'inView';
  className?: string;
  children: ReactNode;
}

/** Eases out so the count slows as it reaches its value. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

function show(figure: CountingFigure, shown: number): void {
  const text = `${shown}${figure.suffix}`;
  // Only a changed figure is written, so frames where no digit moves cost no layout.
  if (figure.digits.data !== text) figure.digits.data = text;
}

/**
 * Starts the count-up of the counters inside it together (D20, docs/product.md §5).
 *
 * One animation frame loop per group writes the digits straight into their text
 * nodes: re-rendering React components sixty times a second kept a phone's main
 * thread busy through the first seconds of the home page (issue 11).
 */
export function CounterGroup({start, className, children}: CounterGroupProps): ReactNode {
  const groupRef = useRef<HTMLDivElement>(null);
  const figuresRef = useRef(new Set<CountingFigure>());
  const [register] = useState(() => (figure: CountingFigure) => {
    figuresRef.current.add(figure);
    return () => figuresRef.current.delete(figure);
  });

  useEffect(() => {
    // D20: no count-up at all under reduced motion; the final values stay.
    if (prefersReducedMotion()) return undefined;
    const figures = figuresRef.current;
    let frame = 0;
    let observer: IntersectionObserver | undefined;
    const countUp = () => {
      const startedAt = performance.now();
      frame = requestAnimationFrame(function tick(now: number) {
        const progress = Math.min(Math.max(now - startedAt, 0) / countUpDurationMs, 1);
        for (const figure of figures) show(figure, Math.round(figure.value * easeOutCubic(progress)));
        if (progress < 1) frame = requestAnimationFrame(tick);
      });
    };
    const group = groupRef.current;
    if (start === 'load') {
      for (const figure of figures) show(figure, 0);
      countUp();
    } else if (group && typeof IntersectionObserver !== 'undefined') {
      // Still off screen: hold at 0 so the visitor sees the count from its start.
      for (const figure of figures) show(figure, 0);
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            countUp();
          }
        },
        {threshold: 0.25},
      );
      observer.observe(group);
    }
    return () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      for (const figure of figures) show(figure, figure.value);
    };
  }, [start]);

  return (
    <div ref={groupRef} className={className} {...interactiveRoot}>
      <CounterRegistryContext.Provider value={register}>{children}</CounterRegistryContext.Provider>
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
  const register = useContext(CounterRegistryContext);
  const digitsRef = useRef<HTMLSpanElement>(null);
  const finalText = `${value}${suffix}`;

  // Children's effects run before their group's, so every figure is registered before the count starts.
  useEffect(() => {
    const digits = digitsRef.current?.firstChild;
    if (!register || !(digits instanceof Text)) return undefined;
    return register({digits, value, suffix});
  }, [register, value, suffix]);

  return (
    <span className={className}>
      <span className={styles.stack} aria-hidden="true">
        <span className={styles.sizer}>{finalText}</span>
        {/* React renders the final value once; the group's loop rewrites this text node. */}
        <span ref={digitsRef} className={styles.digits}>
          {finalText}
        </span>
      </span>
      <span className="ts-visually-hidden">{finalText}</span>
    </span>
  );
}
