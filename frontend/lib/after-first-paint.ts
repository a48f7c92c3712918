/**
 * Runs `task` once the page has painted: a zero timeout set in a frame callback runs after that
 * frame is on screen. A hidden tab paints no frame, hence the plain timeout as well.
 */
export function afterFirstPaint(task: () => void, hiddenTabDelayMs = 300): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, hiddenTabDelayMs);
}
