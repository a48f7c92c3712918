/**
 * The browser tests' `test`: any console error or Content-Security-Policy violation on the page
 * fails the test, unless the test allowed that message first (e.g. the 404 status of a not-found
 * page).
 */
/* eslint-disable react-hooks/rules-of-hooks -- Playwright's fixture `use`, not React's */
import { test as base, expect, type Page } from '@playwright/test';

const allowedByPage = new WeakMap<Page, RegExp[]>();

export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    allowedByPage.set(page, []);
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    // A violation the page's code catches (zod's probe for `new Function`) reaches no console.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    await use(page);
    const allowed = allowedByPage.get(page) ?? [];
    expect(
      errors.filter((e) => !allowed.some((p) => p.test(e))),
      'console errors on the page',
    ).toEqual([]);
  },
});

/** Let a test expect console errors that match a pattern. */
export function allowConsoleError(page: Page, pattern: RegExp): void {
  allowedByPage.get(page)?.push(pattern);
}

export { expect };
