/**
 * /capture as a canvasser uses it at an event: sign in once, set the event, take leads one after
 * another with no connection, reload offline, and see them delivered exactly once; an ended
 * session keeps the leads until sign-in; sign-out waits for them; duplicates warn. (The 300 ms
 * figure is in capture-speed.timed.spec.ts, which runs on its own.)
 */
import { buildUser } from '../factories/user.factory';
import { US_STATES } from '#shared/options';
import type { LeadDetail } from '#shared/schemas/lead';
import { expect, test } from './fixtures';
import { signIn } from './admin-sign-in';
import { AXE_VIEWPORTS, type AxeFinding, axeFindings, formatFindings, settle } from './axe-check';
import {
  addUser,
  captureLead,
  fillLead,
  openAndSignIn,
  person,
  saveButton,
  signInOnPage,
  startEvent,
  storedAtEvent,
} from './capture-page';
import { goOffline, goOnline } from './network';

test.use({ serviceWorkers: 'allow' });
// A service worker start, twenty leads typed and their delivery: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** This test file's canvasser, created by the owner through the admin API. */
const canvasser = buildUser();
test.beforeAll(async ({ request }) => addUser(request, canvasser));

test('20 leads captured offline survive a reload and are stored once each with event, staff and both times', async ({
  page,
  context,
  request,
}) => {
  await openAndSignIn(page, canvasser);
  const eventName = await startEvent(page, canvasser);

  await goOffline(context);
  const people = Array.from({ length: 20 }, person);
  for (const who of people) await captureLead(page, who);
  await expect(page.getByText('Captured today: 20')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Waiting to send: 20')).toBeVisible();
  await expect(page.getByText(eventName)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting leads' }).getByRole('listitem')).toHaveCount(20);

  await goOnline(context);
  await expect(page.getByText('Sent: 20')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Waiting to send: 0')).toBeVisible();

  const stored = await storedAtEvent(request, eventName);
  expect(stored.map((r) => r.name).sort()).toEqual(people.map((p) => p.name).sort());
  for (const row of stored) {
    expect(row).toMatchObject({ source: 'event', eventName, staffName: canvasser.username });
    const detail = (await (await request.get(`/api/admin/leads/${row.id}`)).json()) as LeadDetail;
    const { capturedAt, createdAt } = detail.record;
    expect(detail.record).toMatchObject({ capturedBy: canvasser.username });
    expect(Date.parse(capturedAt!)).toBeLessThanOrEqual(Date.parse(createdAt));
  }
});

test('an ended session keeps the leads on the device, asks for sign-in, then sends them', async ({
  page,
  context,
  request,
}) => {
  await openAndSignIn(page, canvasser);
  const eventName = await startEvent(page, canvasser);
  await goOffline(context);
  const people = [person(), person()];
  for (const who of people) await captureLead(page, who);

  // The session ends on the server (as at the end of its lifetime) while the leads wait; the
  // leads are held back until then, or the returning connection would send them at once.
  await context.route('**/api/capture/leads', (route) => route.abort('internetdisconnected'));
  await goOnline(context);
  expect((await context.request.post('/api/auth/logout')).status()).toBe(204);
  await context.unroute('**/api/capture/leads');
  // Nudge the sender; on a busy machine its own retry may meet the ended session first, and the
  // lead's "Send now" is then gone (a signed-out lead waits for sign-in): the check below decides.
  await page
    .getByRole('button', { name: 'Send now' })
    .first()
    .click({ timeout: 10_000 })
    .catch(() => undefined);

  await expect(
    page.getByText(/Your session has ended\. Sign in again to send the 2 waiting leads/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Waiting to send: 2')).toBeVisible();
  expect(await storedAtEvent(request, eventName)).toEqual([]);

  await signInOnPage(page, canvasser);
  await expect(page.getByText('Sent: 2')).toBeVisible({ timeout: 30_000 });
  expect((await storedAtEvent(request, eventName)).map((r) => r.name).sort()).toEqual(
    people.map((p) => p.name).sort(),
  );
});

test('sign-out is refused while leads wait, and the export holds them', async ({ page, context }) => {
  await openAndSignIn(page, canvasser);
  const eventName = await startEvent(page, canvasser);
  await goOffline(context);
  const who = person();
  await captureLead(page, who);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You cannot sign out yet: 1 lead is still waiting to send',
  );
  await expect(saveButton(page)).toBeVisible();

  // The page as the canvasser uses it (offline, a lead waiting, a refusal shown) passes axe.
  const findings: AxeFinding[] = [];
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    findings.push(...(await axeFindings(page, '/capture (offline, a lead waiting)')));
  }
  expect(findings, formatFindings(findings)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export waiting leads' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^waiting-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile((await file.path())!, 'utf8');
  const [header, row, ...rest] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toContain('"eventName","staffName","name","phone","email"');
  expect(row).toContain(`"${eventName}","${canvasser.username}","${who.name}","${who.phone}","${who.email}"`);
  expect(rest).toEqual([]);
});

test('the same phone number at the same event warns before saving, offline', async ({ page, context }) => {
  await openAndSignIn(page, canvasser);
  await startEvent(page, canvasser);
  // The two states the business serves come first in the list; the rest stay.
  const states = page.getByLabel('State').locator('option');
  await expect(states.nth(1)).toHaveText('New Jersey');
  await expect(states.nth(2)).toHaveText('New York');
  await expect(states).toHaveCount(US_STATES.length + 1);
  await goOffline(context);
  const first = person();
  await captureLead(page, first);

  const again = { ...person(), phone: first.phone.replace(/[()\s-]/g, '') };
  await fillLead(page, again);
  await saveButton(page).click();
  await expect(page.getByText(/^Already captured at \d{1,2}:\d{2}/)).toBeVisible();
  await expect(page.getByText('Waiting to send: 1')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(again.name);

  await page.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText('Waiting to send: 2')).toBeVisible();
});

test('the owner filters the inbox by the event and sees its leads by staff', async ({ page, browser }) => {
  await openAndSignIn(page, canvasser);
  const eventName = await startEvent(page, canvasser);
  const people = [person(), person()];
  for (const who of people) await captureLead(page, who);
  await expect(page.getByText('Sent: 2')).toBeVisible({ timeout: 30_000 });

  const owner = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signIn(owner);
  await owner.goto('/admin/leads');
  await owner.getByLabel('Event').selectOption(eventName);
  await expect(owner).toHaveURL(new RegExp(`event=${encodeURIComponent(eventName).replace(/%20/g, '\\+')}`));
  const byStaff = owner.getByRole('table', { name: `Leads by staff at ${eventName}` });
  await expect(byStaff.getByRole('row', { name: `${canvasser.username} 2` })).toBeVisible();
  const leads = owner.getByRole('table', { name: 'Leads' });
  for (const who of people)
    await expect(leads.getByRole('row').filter({ hasText: who.name })).toContainText(eventName);
  await owner.context().close();
});
