import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

function fakeDocument(visibilityState: 'visible' | 'hidden') {
  const listeners: (() => void)[] = [];
  const doc = {
    visibilityState,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('document', doc);
  return {
    hide() {
      doc.visibilityState = 'hidden';
      for (const listener of listeners) listener();
    },
  };
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task once, in the task after the first frame', () => {
    vi.useFakeTimers();
    fakeDocument('visible');
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    frames.shift()!();
    expect(task).not.toHaveBeenCalled(); // not inside the frame callback: after the frame
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task in a hidden tab, which produces no frame', () => {
    vi.useFakeTimers();
    fakeDocument('hidden');
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task when the tab is hidden before its first frame, and at the latest after the safety delay', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const tab = fakeDocument('visible');
    const hidden = vi.fn();
    afterFirstPaint(hidden);
    tab.hide();
    expect(hidden).toHaveBeenCalledTimes(1);

    fakeDocument('visible');
    const late = vi.fn();
    afterFirstPaint(late, 2000);
    vi.advanceTimersByTime(1999);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
