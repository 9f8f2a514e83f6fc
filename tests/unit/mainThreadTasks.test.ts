/** @jest-environment node */
import {blockingTime, mainThreadTasks} from '../../scripts/lib/mainThreadTasks';

// D91: bench:main-thread reads every task of the page's main thread from a
// trace, rendering included, from the end of the navigation's commit.
describe('main-thread tasks from a trace', () => {
  const url = 'http://127.0.0.1:3100/About';
  const page = {pid: 7, tid: 7};
  const other = {pid: 8, tid: 8};
  const task = (at: number, ms: number, where = page, name = 'RunTask') => ({name, ph: 'X', ts: at * 1000, dur: ms * 1000, ...where});
  const trace = JSON.stringify({
    traceEvents: [
      task(0, 120), // the commit's task: set-up, not the page
      {name: 'DocumentLoader::CommitNavigation', ph: 'X', ts: 10_000, dur: 100_000, ...page},
      task(130, 30),
      {name: 'ParseHTML', ph: 'X', ts: 131_000, dur: 20_000, args: {beginData: {url}}, ...page},
      task(200, 180), // a frame that only lays out: no script in it
      task(200, 180, page, 'ThreadControllerImpl::RunTask'), // the same task under the scheduler's name
      task(400, 70),
      task(200, 500, other), // another renderer's
    ],
  });

  it('counts every task of the page after its commit once, rendering included', () => {
    expect(mainThreadTasks(trace, url)).toEqual([
      {start: 10, duration: 30},
      {start: 80, duration: 180},
      {start: 280, duration: 70},
    ]);
  });

  it('sums what each task spends over 50 ms', () => {
    expect(blockingTime(mainThreadTasks(trace, url))).toBe(130 + 20);
  });

  it('says so when the page was never parsed', () => {
    expect(() => mainThreadTasks(trace, 'http://127.0.0.1:3100/Contact')).toThrow('no parse of http://127.0.0.1:3100/Contact');
  });
});
