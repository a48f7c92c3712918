/**
 * The network as the offline tests see it. `context.setOffline` does not reach fetches a service
 * worker makes on a Background Sync event, so a lost connection also refuses every API request
 * of the context (pages and worker alike), as a real one would.
 */
import type { BrowserContext, Page } from '@playwright/test';

const API = '**/api/**';

/** Lose the connection. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route(API, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

/** Get it back. Routes a test added for its own purposes stay. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute(API);
  await context.setOffline(false);
}

/** Wait until the service worker controls the page and its precache is complete. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
  });
}
