/**
 * A request saved by an earlier version of the app, whose body the current schema refuses: the
 * list shows each field to fix with the server's message, and the corrected request is sent.
 */
import { expect, allowConsoleError, test } from './fixtures';
import { putOutboxItems, queuedContact } from './outbox-store';
import { storedLeads } from './stored-leads';

test('a saved estimate the current schema refuses shows the field to fix; corrected, it is delivered once', async ({
  page,
  request,
}) => {
  allowConsoleError(page, /status of 400/);
  const email = `older-${Date.now().toString(36)}@example.com`;
  // Saved by a version whose form had no address field.
  const older = queuedContact(email, 'Olive Older', { schemaVersion: 0 });
  delete (older.body as { address?: string }).address;
  const delivered: number[] = [];
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && res.url().endsWith('/api/contact') && res.ok())
      delivered.push(res.status());
  });

  await page.goto('/lander');
  await putOutboxItems(page, [older]);
  await page.reload();
  const badge = page.getByRole('button', { name: '1 saved request needs attention', exact: true });
  await expect(badge).toBeVisible({ timeout: 15_000 });
  await badge.click();
  const dialog = page.getByRole('dialog', { name: 'Saved on this device' });
  const address = dialog.getByRole('textbox', { name: 'Address' });
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Address is required', { exact: true })).toBeVisible();

  await address.fill('12 Elm Street');
  await dialog.getByRole('button', { name: 'Send corrected request' }).click();
  await expect
    .poll(() => storedLeads(request, email).then((leads) => leads.length), { timeout: 15_000 })
    .toBe(1);
  await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden();
  const stored = await storedLeads(request, email);
  expect(stored).toHaveLength(1);
  expect(stored[0].address).toBe('12 Elm Street');
  expect(delivered).toHaveLength(1);
});
