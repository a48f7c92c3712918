/**
 * The forms on event and hotel Wi-Fi: a send that fails online (a server error, a lost
 * connection the browser has not noticed, a captive portal's sign-in page, a request that never
 * ends) keeps the lead on the device, says so, and goes on as the offline path does; the outbox
 * then sends it once the real API answers.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import {
  answerShowUp,
  bookingsOf,
  buildVisitor,
  fillContact,
  pickDay,
  pickTime,
  SAVE_FAILED,
  submitButton,
} from './booking-page';
import { allowConsoleError, expect, test } from './fixtures';
import { SAVED_OR_SUBMITTED, SUBMITTED, sendEstimate } from './estimate-form-page';
import { storedLeads } from './stored-leads';

const TRY_AGAIN = 'There was a problem submitting your request. Please try again.';

const uniqueEmail = (what: string) =>
  `${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const sendWrenEstimate = (page: Page, email: string) => sendEstimate(page, { name: 'Wren Wifi', email });

/** Answer every POST to `url` with `answer` until `restore()`; counts them. */
async function interceptPosts(context: BrowserContext, url: string, answer: (route: Route) => Promise<void>) {
  const seen = { posts: 0 };
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    seen.posts += 1;
    await answer(route);
  };
  await context.route(url, handler);
  return { seen, restore: () => context.unroute(url, handler) };
}

async function expectSavedOnDevice(page: Page, thankYou: RegExp) {
  await expect(page).toHaveURL(thankYou);
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(page.getByText(TRY_AGAIN)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '1 saved request waiting to send' })).toBeVisible();
}

test.describe('a failed online send is saved on the device, not refused', () => {
  // The outbox's first retry comes 5 s after its failed attempt.
  test.describe.configure({ timeout: 60_000 });

  test('a server error (500): saved, said so, no "Please try again", and stored once when the server is back', async ({
    page,
    context,
    request,
  }) => {
    allowConsoleError(page, /status of 500/);
    const email = uniqueEmail('five-hundred');
    const broken = await interceptPosts(context, '**/api/contact', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    await page.goto('/lander');
    await sendWrenEstimate(page, email);
    await expectSavedOnDevice(page, /\/thank-you$/);

    await broken.restore();
    await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden({ timeout: 20_000 });
    expect(await storedLeads(request, email)).toHaveLength(1);
  });

  test('a lost connection the browser still calls online (as on the other machine): saved, not refused', async ({
    page,
    context,
    request,
  }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    const email = uniqueEmail('silent-drop');
    await page.goto('/lander');
    // navigator.onLine stays true: only the requests fail, as when the flag lags behind the network.
    const dropped = await interceptPosts(context, '**/api/contact', (route) =>
      route.abort('internetdisconnected'),
    );
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await sendWrenEstimate(page, email);
    await expectSavedOnDevice(page, /\/thank-you$/);

    await dropped.restore();
    await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden({ timeout: 20_000 });
    expect(await storedLeads(request, email)).toHaveLength(1);
  });

  test("a captive portal's 200 text/html page leaves the lead waiting; it is sent once the real API answers", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('portal');
    const portal = await interceptPosts(context, '**/api/contact', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Sign in to Hotel Wi-Fi</h1>' }),
    );
    await page.goto('/lander');
    await sendWrenEstimate(page, email);
    await expectSavedOnDevice(page, /\/thank-you$/);
    // The outbox meets the portal too, and the lead stays.
    await expect.poll(() => portal.seen.posts).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('button', { name: '1 saved request waiting to send' })).toBeVisible();
    expect(await storedLeads(request, email)).toHaveLength(0);

    await portal.restore();
    await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden({ timeout: 20_000 });
    expect(await storedLeads(request, email)).toHaveLength(1);
  });

  test('a request that never ends times out after 15 s and the lead is queued, then sent once', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('hung');
    // Only the form's own request hangs; the outbox's first send goes through.
    await context.route('**/api/contact', () => undefined, { times: 1 });
    await page.goto('/lander');
    await sendWrenEstimate(page, email);
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 25_000 });
    // Saved on the device; the outbox's first send may deliver it before the page reads the outbox.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAVED_OR_SUBMITTED);
    await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUBMITTED);
    expect(await storedLeads(request, email)).toHaveLength(1);
  });

  test('a booking on /lander-c that meets a 500 is saved and goes to the thank-you page', async ({
    page,
    context,
    request,
  }) => {
    allowConsoleError(page, /status of 500/);
    const visitor = buildVisitor();
    const broken = await interceptPosts(context, '**/api/booked-calls', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.goto('/lander-c');
    await pickDay(page, 1);
    await pickTime(page);
    await fillContact(page, visitor);
    await answerShowUp(page, 'Yes');
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/booked-call-thank-you$/);
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    await expect(page.getByText('Booking Failed')).toHaveCount(0);

    await broken.restore();
    await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden({ timeout: 20_000 });
    expect(await bookingsOf(request, visitor.email)).toHaveLength(1);
  });

  test('lander-d: a step 1 save that meets a 500 is kept, the visitor goes on, and both steps arrive in order', async ({
    page,
    context,
    request,
  }) => {
    allowConsoleError(page, /status of 500/);
    const visitor = buildVisitor();
    const broken = await interceptPosts(context, '**/api/booked-calls', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    await page.goto('/lander-d');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await fillContact(page, visitor);
    await answerShowUp(page, 'Yes');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Step 2/2')).toBeVisible();
    await expect(page.getByText(SAVE_FAILED)).toHaveCount(0);
    await pickDay(page, 2);
    const time = await pickTime(page);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/booked-call-thank-you$/);
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

    await broken.restore();
    await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden({ timeout: 20_000 });
    const stored = await bookingsOf(request, visitor.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ scheduledTime: time, referrer: 'lander-d' });
  });
});
