/**
 * Storage the browser may evict: while leads wait and the site's storage is not persistent, the
 * saved notice and the list say they can be erased and offer them as a file.
 */
import { readFile } from 'node:fs/promises';
import { allowConsoleError, expect, test } from './fixtures';
import { sendEstimate } from './estimate-form-page';

test('waiting leads on storage that is not persistent: the notice and the list warn and offer "Save to a file"', async ({
  page,
  context,
}) => {
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  const email = `evict-${Date.now().toString(36)}@example.com`;
  await context.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.goto('/lander');
  expect(await page.evaluate(() => navigator.storage.persisted())).toBe(false);
  await sendEstimate(page, { name: 'Eve Evicted', email });
  await expect(page).toHaveURL(/\/thank-you$/);

  const notice = page.getByRole('status').filter({ hasText: 'Saved on this device' });
  await expect(notice).toContainText(
    'clearing its site data, or not using this site for a long time, can erase them',
  );
  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Save to a file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^saved-requests-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    requests: Array<{ label: string; body: { email: string } }>;
  };
  expect(saved.requests.map((r) => r.body.email)).toEqual([email]);
  expect(saved.requests[0].label).toBe('Estimate request — Eve Evicted');

  await page.getByRole('button', { name: '1 saved request waiting to send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved on this device' });
  await expect(dialog.getByText(/can erase them before they are sent/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save to a file' })).toBeVisible();
});

for (const width of [390, 820, 1280]) {
  test(`at ${width} px the saved-requests badge and the Call Now button do not cover each other`, async ({
    page,
    context,
  }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await page.setViewportSize({ width, height: 900 });
    await context.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.goto('/lander');
    await sendEstimate(page, { name: 'Bea Badge', email: `badge-${width}-${Date.now()}@example.com` });
    await expect(page).toHaveURL(/\/thank-you$/);
    const badge = page.getByRole('button', { name: '1 saved request waiting to send' });
    const callNow = page.getByRole('link', { name: /Call Now/ });
    await expect(badge).toBeVisible();
    await expect(callNow).toBeVisible();
    const [a, b] = [(await badge.boundingBox())!, (await callNow.boundingBox())!];
    const apart =
      a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    expect(apart, `badge ${JSON.stringify(a)} and Call Now ${JSON.stringify(b)}`).toBe(true);
  });
}
