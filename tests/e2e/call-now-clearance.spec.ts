/**
 * The floating Call Now button never sits over something a visitor means to tap: it steps aside
 * while a form reaches its corner or holds the focus, and every page keeps room at its end.
 */
import type { Page } from '@playwright/test';
import { BUSINESS } from '#shared/business';
import { pickDay, timeButtons } from './booking-page';
import {
  CALL_NOW_SELECTOR,
  OUTBOX_BADGE_SELECTOR,
  controlsNotClear,
  textUnderCallNow,
  underCallNowAtBottom,
} from './call-now-geometry';
import { sendEstimate } from './estimate-form-page';
import { allowConsoleError, expect, test } from './fixtures';

/** Every page with a form (the lead form, the bookings, the newsletter, the admin sign-in). */
const FORM_PAGES = [
  '/',
  '/lander',
  '/lander-c',
  '/lander-d',
  '/contact',
  '/windows',
  '/siding',
  '/doors',
  '/roofing',
  '/vinyl-siding',
  '/areas/bergen-county/hackensack',
  '/blog',
  '/admin',
];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
];
const ALIGNMENTS: ScrollLogicalPosition[] = ['start', 'center', 'end'];

/** Open a page; on /lander-c choose a day, so the time slots are on the page too. */
async function openWithAllControls(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  if (path === '/lander-c') {
    await pickDay(page, 1);
    await expect(timeButtons(page).first()).toBeVisible();
  }
}

test.describe('Call Now clearance', () => {
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px every control of every form page is the element at its centre at each scroll alignment, never the Call Now button`, async ({
      page,
    }) => {
      // 13 pages × 3 alignments, each control scrolled and measured inside the page.
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      for (const path of FORM_PAGES) {
        await openWithAllControls(page, path);
        for (const block of ALIGNMENTS) {
          const result = await page.evaluate(controlsNotClear, { block, selector: CALL_NOW_SELECTOR });
          expect(result.checked, `controls checked on ${path}`).toBeGreaterThan(0);
          problems.push(...result.problems.map((p) => `${path}: ${p}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }

  test('at 1280 px the SMS consent text on /lander-c is never under the Call Now button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/lander-c', { waitUntil: 'networkidle' });
    for (const block of ALIGNMENTS) {
      const problem = await page.evaluate(textUnderCallNow, {
        selector: CALL_NOW_SELECTOR,
        text: 'By booking a call you agree',
        block,
      });
      expect(problem).toBeNull();
    }
  });

  test('at 390 px, scrolled to the very bottom, no line and no control is under the Call Now button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const found: string[] = [];
    // /blog is framed (its footer's last line); the rest show no site footer or their own.
    for (const path of [
      '/blog',
      '/lander',
      '/lander-p',
      '/lander-c',
      '/lander-d',
      '/booked-call-thank-you',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      found.push(
        ...(await page.evaluate(underCallNowAtBottom, CALL_NOW_SELECTOR)).map((f) => `${path}: ${f}`),
      );
    }
    expect(found).toEqual([]);
  });

  test('at 390 px with a request saved on the device, scrolled to the very bottom, no line is under the badge or the Call Now button', async ({
    page,
    context,
  }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await page.setViewportSize({ width: 390, height: 844 });
    // The request stays on the device while its sends fail, so the badge shows on every page.
    await context.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.goto('/lander');
    await sendEstimate(page, { name: 'Rhea Room', email: `room-${Date.now().toString(36)}@example.com` });
    await expect(page).toHaveURL(/\/thank-you$/);
    const found: string[] = [];
    // The site footer, the lander footer and a frameless page's own end.
    for (const path of ['/blog', '/lander', '/booked-call-thank-you']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('button', { name: '1 saved request waiting to send' })).toBeVisible();
      for (const selector of [CALL_NOW_SELECTOR, OUTBOX_BADGE_SELECTOR]) {
        found.push(
          ...(await page.evaluate(underCallNowAtBottom, selector)).map((f) => `${path} ${selector}: ${f}`),
        );
      }
    }
    expect(found).toEqual([]);
  });

  test('while focus is in a form the button is hidden and out of reach, and it returns when focus leaves', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const callNow = page.getByRole('link', { name: `Call Now ${BUSINESS.phone.display}` });
    const dock = page.getByRole('complementary', { name: 'Call us' });
    await expect(callNow).toBeVisible();

    const name = page.getByRole('textbox', { name: 'Name' });
    await name.focus();
    // Scroll the form well above the button's corner: only the focus keeps the button away.
    await page.evaluate(() => {
      const form = document.activeElement?.closest('form');
      if (form) window.scrollBy({ top: form.getBoundingClientRect().bottom - 200, behavior: 'instant' });
    });
    await expect(page.locator(CALL_NOW_SELECTOR)).toBeHidden();
    await expect(page.locator('aside[aria-label="Call us"]')).toHaveAttribute('inert', '');
    await expect(dock).toHaveCount(0);

    await name.blur();
    await expect(callNow).toBeVisible();
    await expect(page.locator('aside[aria-label="Call us"]')).not.toHaveAttribute('inert');
  });
});
