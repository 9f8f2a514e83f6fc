import {options, type VNode} from 'preact';
import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import Counter, {CounterGroup, countUpDurationMs} from '@site/src/components/Counter';

/** The number a sighted visitor sees (the animated digits, hidden from assistive tech). */
function shownValue(container: HTMLElement): string | null | undefined {
  return container.querySelector('[aria-hidden="true"] > :last-child')?.textContent;
}

/** What assistive tech reads: the text outside aria-hidden subtrees. */
function spokenValue(text: string): HTMLElement {
  return screen.getByText(text, {ignore: '[aria-hidden="true"], [aria-hidden="true"] *'});
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

let intersect: (isIntersecting: boolean) => void = () => undefined;
class MockIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    intersect = (isIntersecting) => callback([{isIntersecting} as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe = jest.fn();
  disconnect = jest.fn();
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
  Object.defineProperty(window, 'IntersectionObserver', {configurable: true, writable: true, value: MockIntersectionObserver});
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Counter (D20)', () => {
  it('has the final values in the server-rendered HTML', () => {
    const html = renderToString(
      <CounterGroup start="load">
        <Counter value={200} suffix="+" />
        <Counter value="24/7" />
      </CounterGroup>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(shownValue(page)).toBe('200+');
    expect(page.textContent).toContain('24/7');
    expect(page.textContent).not.toMatch(/(^|\D)0\+/);
  });

  it('counts up from 0 on load and ends on the final value', () => {
    const {container} = render(
      <CounterGroup start="load">
        <Counter value={150} suffix="+" />
      </CounterGroup>,
    );
    expect(shownValue(container)).toBe('0+');
    act(() => {
      jest.runAllTimers();
    });
    expect(shownValue(container)).toBe('150+');
  });

  it('shows the final value at once and never counts under reduced motion', () => {
    mockReducedMotion(true);
    const {container} = render(
      <CounterGroup start="load">
        <Counter value={98} suffix="%" />
      </CounterGroup>,
    );
    expect(shownValue(container)).toBe('98%');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('waits at 0 until the group scrolls into view, then counts to the final value', () => {
    const {container} = render(
      <CounterGroup start="inView">
        <Counter value={50} suffix="+" />
      </CounterGroup>,
    );
    expect(shownValue(container)).toBe('0+');
    act(() => {
      jest.runAllTimers();
    });
    // Nothing moves while the cards are off screen.
    expect(shownValue(container)).toBe('0+');
    act(() => intersect(true));
    act(() => {
      jest.runAllTimers();
    });
    expect(shownValue(container)).toBe('50+');
  });

  it('gives assistive tech the final value only, even while counting', () => {
    render(
      <CounterGroup start="inView">
        <Counter value={200} suffix="+" />
      </CounterGroup>,
    );
    expect(spokenValue('200+')).toBeInTheDocument();
    expect(screen.queryByText('0+', {ignore: '[aria-hidden="true"], [aria-hidden="true"] *'})).toBeNull();
  });

  it('keeps the final value when the browser has no IntersectionObserver', () => {
    Object.defineProperty(window, 'IntersectionObserver', {configurable: true, writable: true, value: undefined});
    const {container} = render(
      <CounterGroup start="inView">
        <Counter value={98} suffix="%" />
      </CounterGroup>,
    );
    expect(shownValue(container)).toBe('98%');
  });

  it('shows a label such as 24/7 as it is, never counting through 0/7 or 21/7, and reads it once', () => {
    const seen: string[] = [];
    const {container} = render(
      <CounterGroup start="load">
        <Counter value="24/7" />
      </CounterGroup>,
    );
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, {subtree: true, childList: true, characterData: true});
    seen.push(container.textContent ?? '');
    act(() => {
      jest.advanceTimersByTime(countUpDurationMs / 2);
    });
    seen.push(container.textContent ?? '');
    act(() => {
      jest.runAllTimers();
    });
    observer.disconnect();
    expect(new Set(seen)).toEqual(new Set(['24/7']));
    expect(screen.getAllByText('24/7')).toHaveLength(1);
  });

  it('moves its digits ten times a second, not on every frame, and still ends on the final value (D88)', () => {
    const {container} = render(
      <CounterGroup start="load">
        <Counter value={5000} suffix="+" />
      </CounterGroup>,
    );
    const shown: string[] = [];
    // Frame by frame, at 60 frames a second, a little past the count's end.
    for (let elapsed = 0; elapsed <= countUpDurationMs + 100; elapsed += 16) {
      act(() => {
        jest.advanceTimersByTime(16);
      });
      const value = shownValue(container) ?? '';
      if (value !== shown.at(-1)) shown.push(value);
    }
    // Counting through intermediate values: twenty steps of a tenth of a second over the
    // 2 s, where every frame would be about 120 changes.
    expect(countUpDurationMs).toBe(2000);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThanOrEqual(22);
    expect(shown.at(-1)).toBe('5000+');
  });

  it('counts without re-rendering on every frame, which kept a phone busy on load (issue 11)', () => {
    // Preact's documented `diffed` hook runs after every component render:
    // the runtime the browser build ships (D37) reports each commit here.
    let componentRenders = 0;
    const previousDiffed = options.diffed;
    options.diffed = (vnode: VNode) => {
      if (typeof vnode.type === 'function') componentRenders += 1;
      previousDiffed?.(vnode);
    };
    try {
      const {container} = render(
        <CounterGroup start="load">
          <Counter value={200} suffix="+" />
          <Counter value={98} suffix="%" />
        </CounterGroup>,
      );
      const rendersOnMount = componentRenders;
      expect(rendersOnMount).toBeGreaterThan(0);
      const seen = new Set<string>();
      for (let elapsed = 0; elapsed < countUpDurationMs; elapsed += 100) {
        act(() => {
          jest.advanceTimersByTime(100);
        });
        seen.add(shownValue(container) ?? '');
      }
      act(() => {
        jest.runAllTimers();
      });
      // The digits moved through intermediate values and ended on the final one...
      expect(seen.size).toBeGreaterThan(5);
      expect(shownValue(container)).toBe('200+');
      // ...while no component rendered again after mounting.
      expect(componentRenders).toBe(rendersOnMount);
    } finally {
      options.diffed = previousDiffed;
    }
  });
});
