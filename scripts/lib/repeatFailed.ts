/**
 * One run of a benchmark's measurement, repeated when it fails. On a busy
 * machine a run now and then records no usable trace (Lighthouse's
 * NO_NAVSTART; a trace without the page's parse), and one such run should not
 * end a benchmark of 58 routes and lose the figures already taken. Each failure
 * is reported; after `maxFailures` of them the last one is thrown.
 */
export async function repeatFailed<T>(
  label: string,
  runOnce: () => Promise<T>,
  maxFailures: number,
  report: (message: string) => void = console.warn,
): Promise<T> {
  for (let failures = 1; ; failures += 1) {
    try {
      return await runOnce();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const repeating = failures <= maxFailures;
      report(`  ${label}: run failed (${message})${repeating ? ', repeating it' : ''}`);
      if (!repeating) throw error;
    }
  }
}
