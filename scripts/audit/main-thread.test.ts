import { describe, expect, it } from 'vitest';
import { mainThreadAfter, type TraceEvent } from './main-thread';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
/** A task of `wallMs` that ran `cpuMs`, at `atMs`. */
const task = (pid: number, tid: number, atMs: number, wallMs: number, cpuMs?: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs === undefined ? undefined : cpuMs * 1000,
});

describe('mainThreadAfter', () => {
  const events = [
    thread(1, 1, 'CrRendererMain'), // the page
    thread(2, 1, 'CrRendererMain'), // about:blank, barely busy
    thread(1, 7, 'Compositor'),
    task(1, 1, 100, 200, 200), // before the first paint
    task(1, 1, 1000, 40, 10), // waited 30 ms: blocks 110 ms by wall time, none by CPU
    task(1, 1, 1100, 30, 20), // 4 × 20 − 50 = 30
    task(1, 1, 1200, 5), // no thread time: counted as running throughout
    task(2, 1, 1000, 20, 20),
    task(1, 7, 1000, 500, 500),
  ];

  it("sums the page's main-thread tasks after the first paint, and what they block by CPU time", () => {
    expect(mainThreadAfter(events, 1000 * 1000)).toEqual({ wallMs: 75, cpuMs: 35, cpuBlockingMs: 30 });
  });

  it('counts nothing when no task follows the first paint', () => {
    expect(mainThreadAfter(events, 5000 * 1000)).toEqual({ wallMs: 0, cpuMs: 0, cpuBlockingMs: 0 });
  });
});
