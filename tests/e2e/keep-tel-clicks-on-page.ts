import type { Page } from '@playwright/test';

/**
 * A tel: navigation would leave the page in a real browser; the tests stay on it. The listener is
 * on the window in the capture phase, the first place a click reaches: until the page has
 * hydrated, the site stops link clicks at the document (hydration-guard.ts), so a listener there
 * or later never ran, Chromium followed the tel: link, and now and then the page took no more
 * clicks after it.
 */
export async function keepTelClicksOnPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener(
      'click',
      (e) => {
        if (e.target instanceof Element && e.target.closest('a[href^="tel:"]')) e.preventDefault();
      },
      { capture: true },
    );
  });
}
