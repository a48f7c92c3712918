/**
 * The outbox against the real server when one saved request never gets through: the leads saved
 * after it still go (a request that hangs, a body a middlebox resets), a wait the server asked
 * for (Retry-After) holds when the page opens again, and a change the API refused for good says
 * what to do instead of "Send now".
 */
import type { BrowserContext, Route } from '@playwright/test';
import { allowConsoleError, expect, test } from './fixtures';
import { putOutboxItems, queuedContact, type StoredOutboxItem } from './outbox-store';
import { storedLeads } from './stored-leads';

const uniqueEmail = (what: string) =>
  `${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Handle the POSTs to /api/contact whose body names `email` with `handle`; the rest reach the server. */
async function interceptLead(
  context: BrowserContext,
  email: string,
  handle: (route: Route) => Promise<void>,
) {
  const seen = { posts: 0 };
  await context.route('**/api/contact', async (route) => {
    if (route.request().method() !== 'POST' || !(route.request().postData() ?? '').includes(email))
      return route.fallback();
    seen.posts += 1;
    await handle(route);
  });
  return seen;
}

test.describe('one saved request that never gets through', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a request that hangs: the leads saved after it are sent while it waits, and the list says what goes first', async ({
    page,
    context,
    request,
  }) => {
    const stuck = uniqueEmail('hangs');
    const later = [uniqueEmail('after-1'), uniqueEmail('after-2')];
    // The connection opens and no answer ever comes (until the sender's own time limit ends it).
    const hanging = await interceptLead(context, stuck, () => new Promise<void>(() => undefined));
    await page.goto('/lander');
    await putOutboxItems(page, [
      queuedContact(stuck, 'Hank Hangs'),
      queuedContact(later[0], 'Ada After'),
      queuedContact(later[1], 'Bo After'),
    ]);
    await page.reload();

    await expect.poll(() => hanging.posts).toBeGreaterThanOrEqual(1);
    for (const email of later)
      await expect.poll(() => storedLeads(request, email), { timeout: 60_000 }).toHaveLength(1);
    await page.getByRole('button', { name: /1 saved request/ }).click();
    const list = page.getByRole('dialog', { name: 'Saved on this device' });
    await expect(list.getByText('Estimate request — Hank Hangs')).toBeVisible();
    await expect(list.getByText(/in order/)).toHaveCount(0);
    await expect(list.getByText(/a change to a booking goes after the booking itself/)).toBeVisible();
    expect(await storedLeads(request, stuck)).toHaveLength(0);
  });

  test('a body a middlebox resets every time: the leads saved after it are sent at once', async ({
    page,
    context,
    request,
  }) => {
    allowConsoleError(page, /ERR_CONNECTION_RESET|Failed to load resource/);
    const reset = uniqueEmail('reset');
    const later = uniqueEmail('after-reset');
    const middlebox = await interceptLead(context, reset, (route) => route.abort('connectionreset'));
    await page.goto('/lander');
    await putOutboxItems(page, [queuedContact(reset, 'Rita Reset'), queuedContact(later, 'Cy After')]);
    await page.reload();

    await expect.poll(() => storedLeads(request, later), { timeout: 10_000 }).toHaveLength(1);
    expect(middlebox.posts).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('button', { name: '1 saved request waiting to send' })).toBeVisible();
  });
});

test('a Retry-After holds when the page opens again; Send now sends at once', async ({
  page,
  context,
  request,
}) => {
  allowConsoleError(page, /status of 503/);
  const email = uniqueEmail('retry-after');
  const busy = await interceptLead(context, email, (route) =>
    route.fulfill({
      status: 503,
      headers: { 'Retry-After': '120' },
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Service unavailable' }),
    }),
  );
  await page.goto('/lander');
  await putOutboxItems(page, [queuedContact(email, 'Rhea Retry')]);
  await page.reload();
  await expect.poll(() => busy.posts).toBe(1);

  // A page opening is a forced pass: it skips the backoff, not the wait the server asked for.
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: '1 saved request waiting to send' })).toBeVisible();
  await page.waitForTimeout(3_000);
  expect(busy.posts).toBe(1);

  await context.unroute('**/api/contact');
  await page.getByRole('button', { name: '1 saved request waiting to send' }).click();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect.poll(() => storedLeads(request, email)).toHaveLength(1);
});

test('a change the API refused for good says what to do next, with no "Send now"', async ({ page }) => {
  const refused: StoredOutboxItem = {
    ...queuedContact(uniqueEmail('refused-move'), 'Mo Moved'),
    kind: 'reschedule',
    method: 'PATCH',
    url: '/api/booked-calls/00000000-0000-4000-8000-000000000000',
    body: { scheduledDate: '2099-01-01', scheduledTime: '9:00 AM' },
    label: 'Call time — Mo Moved',
    attempts: 1,
    state: 'rejected',
    lastError: '403: This link to change your call has expired',
  };
  await page.goto('/lander');
  await putOutboxItems(page, [refused]);
  await page.reload();
  await page.getByRole('button', { name: '1 saved request needs attention' }).click();
  const list = page.getByRole('dialog', { name: 'Saved on this device' });
  await expect(list.getByText('Not accepted')).toBeVisible();
  await expect(
    list.getByText(/can no longer be sent from this device\. Call us at \(201\) 555-0147/),
  ).toBeVisible();
  await expect(list.getByRole('button', { name: 'Send now' })).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Discard' })).toBeVisible();
});
