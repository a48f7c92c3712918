/**
 * Home's first load from a cold cache with the service worker allowed: every byte the page and its
 * worker fetch until the worker is active and the network has been quiet for 2 s (the worker
 * downloads its precache while it installs, so those bytes are part of a first visit).
 */
import { chromium, type Request } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../chromium-flags';

export interface FirstLoad {
  /** Encoded bytes received (bodies and response headers), page and worker together. */
  bytes: number;
  requests: number;
  /** The part of the above fetched by the service worker. */
  workerBytes: number;
  workerRequests: number;
  /** False when no worker was active within the time allowed: its precache was not waited for. */
  workerActive: boolean;
}

const QUIET_MS = 2_000;
const CAP_MS = 60_000;

/** Resolves true once the page's service worker is activated, false after `timeoutMs`. */
function workerActivated(timeoutMs: number): Promise<boolean> {
  const activated = navigator.serviceWorker.ready.then((registration) => {
    const worker = registration.active!;
    return new Promise<boolean>((resolve) => {
      if (worker.state === 'activated') resolve(true);
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(true));
    });
  });
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs));
  return Promise.race([activated, late]);
}

export async function measureFirstLoad(baseUrl: string, path = '/'): Promise<FirstLoad> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    // A new context starts with an empty HTTP cache and no service worker.
    const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'allow' });
    const inFlight = new Set<Request>();
    let lastChange = Date.now();
    const counted: Promise<{ bytes: number; worker: boolean }>[] = [];
    const settle = (request: Request) => {
      inFlight.delete(request);
      lastChange = Date.now();
    };
    // Chromium reports the service worker's own requests on the context, not on the page.
    context.on('request', (request) => {
      inFlight.add(request);
      lastChange = Date.now();
    });
    context.on('requestfailed', settle);
    context.on('requestfinished', (request) => {
      settle(request);
      counted.push(
        request.sizes().then((s) => ({
          bytes: s.responseBodySize + s.responseHeadersSize,
          worker: request.serviceWorker() !== null,
        })),
      );
    });
    const deadline = Date.now() + CAP_MS;
    const page = await context.newPage();
    await page.goto(path);
    const workerActive = await page.evaluate(workerActivated, deadline - Date.now());
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const sizes = await Promise.all(counted);
    const ofWorker = sizes.filter((s) => s.worker);
    const sum = (list: typeof sizes) => list.reduce((total, s) => total + s.bytes, 0);
    return {
      bytes: sum(sizes),
      requests: sizes.length,
      workerBytes: sum(ofWorker),
      workerRequests: ofWorker.length,
      workerActive,
    };
  } finally {
    await browser.close();
  }
}
