/**
 * Resolves in a new task, so that work split by it never makes one long task: the browser can
 * handle input and paint in between. scheduler.yield() where the browser has it (the
 * continuation runs before other queued work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
