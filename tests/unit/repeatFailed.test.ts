/** @jest-environment node */
import {repeatFailed} from '../../scripts/lib/repeatFailed';

// The benchmarks repeat a run that failed rather than lose a whole table's figures to it.
describe('repeatFailed', () => {
  it('repeats a failed run, says so, and returns the figures of the run that worked', async () => {
    const reports: string[] = [];
    let calls = 0;
    const figures = await repeatFailed(
      '/About',
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('The trace has no parse of /About');
        return {blockingMs: 42};
      },
      3,
      (message) => reports.push(message),
    );
    expect(figures).toEqual({blockingMs: 42});
    expect(calls).toBe(3);
    expect(reports).toEqual([
      '  /About: run failed (The trace has no parse of /About), repeating it',
      '  /About: run failed (The trace has no parse of /About), repeating it',
    ]);
  });

  it('gives up after the allowed failures, with the last error', async () => {
    const reports: string[] = [];
    let calls = 0;
    await expect(
      repeatFailed(
        '/',
        async () => {
          calls += 1;
          throw new Error(`NO_NAVSTART ${calls}`);
        },
        2,
        (message) => reports.push(message),
      ),
    ).rejects.toThrow('NO_NAVSTART 3');
    expect(calls).toBe(3);
    expect(reports.at(-1)).toBe('  /: run failed (NO_NAVSTART 3)');
  });

  it('runs once when the run works', async () => {
    let calls = 0;
    await expect(
      repeatFailed(
        '/',
        async () => (calls += 1),
        3,
        () => undefined,
      ),
    ).resolves.toBe(1);
    expect(calls).toBe(1);
  });
});
