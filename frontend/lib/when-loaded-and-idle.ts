/** Runs `task` once the page has loaded and the browser is idle (Safari, without idle callbacks: a second after load). */
export function whenLoadedAndIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
