import {act, render, screen} from '@testing-library/react';
import HydrateInTurn from '@site/src/components/HydrateInTurn';

// src/components/HydrateInTurn: in the production browser build the parts of
// the page hydrate one per task, and a tap makes the next part wait until the
// frame that answers it has been drawn (issue 27, INP).

// The first pass is module state, as on a page load: so one test, one pass.
const parts = ['first', 'second', 'third'];

function renderPage() {
  render(
    <>
      {parts.map((name) => (
        <HydrateInTurn key={name}>
          <section aria-label={name} />
        </HydrateInTurn>
      ))}
    </>,
  );
}

const shownParts = () => parts.filter((name) => screen.queryByRole('region', {name}) !== null);

/** Runs the timers and frames due within `ms`, and the renders they let go. */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

describe('HydrateInTurn in the production browser build', () => {
  const environment = process.env.NODE_ENV;
  beforeEach(() => {
    jest.useFakeTimers();
    process.env.NODE_ENV = 'production';
    document.documentElement.setAttribute('data-has-hydrated', 'false');
  });
  afterEach(() => {
    jest.useRealTimers();
    process.env.NODE_ENV = environment;
    document.documentElement.removeAttribute('data-has-hydrated');
    document.documentElement.removeAttribute('data-hydration');
  });

  it('lets the parts go one per task, in page order; after a tap the next waits for the next frame, so the answer is drawn first', async () => {
    renderPage();
    expect(shownParts()).toEqual([]);
    await advance(0);
    expect(shownParts()).toEqual(['first']);
    document.body.dispatchEvent(new MouseEvent('pointerdown', {bubbles: true}));
    await advance(0);
    expect(shownParts()).toEqual(['first']);
    expect(document.documentElement).not.toHaveAttribute('data-hydration');
    // The frame (jsdom draws at 60 Hz), then the task after it.
    await advance(17);
    expect(shownParts()).toEqual(['first', 'second']);
    await advance(100);
    expect(shownParts()).toEqual(parts);
    expect(document.documentElement).toHaveAttribute('data-hydration', 'complete');
  });
});
