/**
 * A page's main-thread tasks, read from a Chromium trace (D91). The Long Tasks
 * API, which bench:main-thread used before, reports only tasks that ran the
 * page's script or parser: a frame that only restyles and lays the page out,
 * most of what is left of a load here, reached no observer.
 */

/** One task of the page's main thread: when it started, in ms after the navigation's commit ended, and how long it ran. */
export interface MainThreadTask {
  start: number;
  duration: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {beginData?: {url?: string}};
}

/** What Playwright's `browser.startTracing` needs to record for `mainThreadTasks`. */
export const taskTraceCategories = ['toplevel', 'devtools.timeline', 'loading'];

const isTask = (event: TraceEvent) => event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');

/**
 * The tasks of the renderer thread that parsed `url`, from the end of the task
 * that committed its navigation (the browser's and the automation's own set-up:
 * V8 contexts, init scripts) to the end of the trace; if the trace lacks the
 * commit, from the task that began the parse.
 */
export function mainThreadTasks(trace: Buffer | string, url: string): MainThreadTask[] {
  const events = (JSON.parse(trace.toString()) as {traceEvents: TraceEvent[]}).traceEvents;
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) throw new Error(`The trace has no parse of ${url}`);
  const onThread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid).sort((a, b) => a.ts - b.ts);
  const commit = onThread.filter((event) => event.name === 'DocumentLoader::CommitNavigation' && event.ts <= parse.ts).at(-1);
  const taskAround = (at: TraceEvent) =>
    onThread.find((event) => isTask(event) && event.ts <= at.ts && event.ts + (event.dur ?? 0) >= at.ts);
  // Now and then the trace misses the commit: then the count starts with the task that began parsing.
  const commitTask = commit && taskAround(commit);
  const from = commitTask ? commitTask.ts + (commitTask.dur ?? 0) : (taskAround(parse)?.ts ?? parse.ts);
  const tasks: MainThreadTask[] = [];
  let lastEnd = from;
  for (const event of onThread) {
    // A task nested in another (the scheduler's two names for one task) is counted once.
    if (!isTask(event) || event.ts < lastEnd) continue;
    const duration = (event.dur ?? 0) / 1000;
    tasks.push({start: (event.ts - from) / 1000, duration});
    lastEnd = event.ts + (event.dur ?? 0);
  }
  return tasks;
}

/** Total blocking time: what each task spends over 50 ms, summed. */
export const blockingTime = (tasks: MainThreadTask[]) => tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
