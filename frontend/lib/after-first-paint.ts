/**
 * Runs `task` once the page has painted: a zero timeout set in a frame callback runs after that
 * frame is produced. A hidden tab produces no frame, so there it runs at once (or when the tab
 * is hidden before its first frame); the safety timeout covers a browser that never calls back.
 */
export function afterFirstPaint(task: () => void, safetyMs = 2000): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  if (document.visibilityState === 'hidden') {
    setTimeout(once, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(once, 0));
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && once());
  setTimeout(once, safetyMs);
}
