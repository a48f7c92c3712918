/**
 * Every sender at once: two open tabs and the service worker's Background Sync all flush the
 * same outbox when the connection returns. The shared lock lets each lead leave exactly once.
 */
import { randomUUID } from 'node:crypto';
import { buildContact } from '../factories/contact.factory';
import { allowConsoleError, expect, test } from './fixtures';
import { goOffline, goOnline, waitForServiceWorker } from './network';
import { storedLeads } from './stored-leads';

test.use({ serviceWorkers: 'allow' });

const LEADS = 20;

test('two tabs plus the worker flushing 20 leads store each exactly once, each sent once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  const stamp = Date.now().toString(36);
  const leads = Array.from({ length: LEADS }, (_, n) => {
    const id = randomUUID();
    return { id, ...buildContact({ email: `many-${stamp}-${n}@example.com`, source: 'lander' }) };
  });
  await page.goto('/lander');
  await waitForServiceWorker(page);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled(); // the app has opened its outbox
  await goOffline(context);

  // Twenty leads captured offline, as the forms store them, and the sync the forms register.
  await page.evaluate(async (bodies) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lhe-outbox');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = database.transaction('items', 'readwrite');
    for (const body of bodies) {
      const capturedAt = new Date().toISOString();
      tx.objectStore('items').add({
        recordId: body.id,
        kind: 'contact',
        method: 'POST',
        url: '/api/contact',
        body: { ...body, capturedAt },
        label: `Estimate request — ${body.email}`,
        capturedAt,
        attempts: 0,
        state: 'pending',
      });
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    database.close();
    const registration = await navigator.serviceWorker.ready;
    await (
      registration as ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } }
    ).sync.register('lhe-outbox');
  }, leads);

  const second = await context.newPage();
  allowConsoleError(second, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await page.reload();
  await second.goto('/lander');
  for (const tab of [page, second])
    await expect(tab.getByRole('button', { name: `${LEADS} saved requests waiting to send` })).toBeVisible();

  // Requests that reached the server and were answered. One refused by the connection still
  // going down (a backoff timer firing during goOnline) never left the browser: a retry is right.
  const answered: string[] = [];
  context.on('requestfinished', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/contact'))
      answered.push(r.postDataJSON().id as string);
  });
  await goOnline(context);

  for (const tab of [page, second])
    await expect(tab.getByRole('button', { name: /saved request/ })).toBeHidden({ timeout: 45_000 });
  for (const lead of leads) {
    const stored = await storedLeads(request, lead.email);
    expect(
      stored.map((r) => r.id),
      lead.email,
    ).toEqual([lead.id]);
  }
  // Not only stored once: no sender sent a lead another had already delivered.
  expect([...answered].sort()).toEqual(leads.map((l) => l.id).sort());
});
