/**
 * What the page's main thread did after the first paint, read from a Lighthouse run's trace: how
 * long its tasks lasted (wall time), how much of that the thread really ran (its CPU time, the
 * trace's `tdur`), and the blocking time Lighthouse's 4x CPU simulation would count if each task
 * lasted only its CPU time.
 *
 * Why: Lighthouse's simulation multiplies each task's wall time by 4. On a machine where
 * Chromium's other processes, Lighthouse and the server share two cores with the page, a task's
 * wall time includes the time its thread waited for a core, and that wait is multiplied too. The
 * report prints both, so that a reader can tell the page's own work from the machine's load. The
 * budget is still Lighthouse's own TBT.
 */

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTime {
  /** Summed wall time of the main thread's tasks after the first paint. */
  wallMs: number;
  /** The part of it the thread was running. */
  cpuMs: number;
  /** Σ max(0, 4 × CPU time − 50 ms) over those tasks. */
  cpuBlockingMs: number;
}

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** Tasks of the busiest renderer main thread that start at or after `fromTs` (trace µs). */
export function mainThreadAfter(events: readonly TraceEvent[], fromTs: number): MainThreadTime {
  const threadKey = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const rendererMains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(threadKey),
  );
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.dur === undefined || e.ts < fromTs) continue;
    const key = threadKey(e);
    if (!rendererMains.has(key)) continue;
    const tasks = tasksByThread.get(key);
    if (tasks) tasks.push(e);
    else tasksByThread.set(key, [e]);
  }
  const total = (tasks: readonly TraceEvent[]) => tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  // Lighthouse's own about:blank and other frames have renderer threads too; the page is the busiest.
  const tasks = [...tasksByThread.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
  let wallMs = 0;
  let cpuMs = 0;
  let cpuBlockingMs = 0;
  for (const task of tasks) {
    const wall = (task.dur ?? 0) / 1000;
    // A task without thread time is counted as running throughout.
    const cpu = Math.min(wall, (task.tdur ?? task.dur ?? 0) / 1000);
    wallMs += wall;
    cpuMs += cpu;
    cpuBlockingMs += Math.max(0, CPU_SLOWDOWN * cpu - LONG_TASK_MS);
  }
  return { wallMs: Math.round(wallMs), cpuMs: Math.round(cpuMs), cpuBlockingMs: Math.round(cpuBlockingMs) };
}
