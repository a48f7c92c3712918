/**
 * What the outbox delivered stays visible ("Sent today: N" with the times), and a page opened
 * again sends what waits at once, whatever backoff earlier failed tries left.
 */
import { sendEstimate } from './estimate-form-page';
import { allowConsoleError, expect, test } from './fixtures';
import { putOutboxItems, queuedContact } from './outbox-store';
import { storedLeads } from './stored-leads';

const uniqueEmail = (what: string) =>
  `${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test('two leads queued offline and sent when the connection is back: the list says "Sent today: 2" with their times', async ({
  page,
  context,
}) => {
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await context.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.goto('/lander');
  await sendEstimate(page, { name: 'Sol Sent', email: uniqueEmail('sent-a') });
  await expect(page).toHaveURL(/\/thank-you$/);
  await page.goto('/lander');
  await sendEstimate(page, { name: 'Tao Sent', email: uniqueEmail('sent-b') });
  await expect(page).toHaveURL(/\/thank-you$/);

  await page.getByRole('button', { name: '2 saved requests waiting to send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved on this device' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  // The connection comes back the way a device sees it: offline, then online again (the
  // 'online' event sends at once, whatever backoff the failed tries left).
  await context.setOffline(true);
  await context.unroute('**/api/contact');
  await context.setOffline(false);

  await expect(dialog.getByText('Sent today: 2', { exact: true })).toBeVisible({ timeout: 10_000 });
  for (const name of ['Sol Sent', 'Tao Sent'])
    await expect(
      dialog.getByText(new RegExp(`^\\d{1,2}:\\d{2}\\s?[AP]M · Estimate request — ${name}$`)),
    ).toBeVisible();
  // The thank-you page no longer says "Saved on this device": the server has the request now.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank You! Your Request Has Been Submitted',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toHaveCount(0);
});

test('a page opened again sends what waits at once, even while the backoff of earlier failed tries runs', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('resume');
  await page.goto('/lander');
  // Left by a Background Sync that gave up: tried six times, next try half an hour away.
  await putOutboxItems(page, [
    queuedContact(email, 'Ray Resume', {
      attempts: 6,
      lastError: 'No connection',
      nextAttemptAt: Date.now() + 30 * 60_000,
    }),
  ]);
  await page.reload();
  await expect
    .poll(() => storedLeads(request, email).then((leads) => leads.length), { timeout: 6_000 })
    .toBe(1);
  await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden();
});
