/**
 * Issue 27, working one lead as the owner: its status (New → Contacted → Won, Lost with a
 * reason), the history with who and when, the speed to lead, notes shown as text, and the
 * conflict when a second person changed the lead first.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { adminLeadPath } from '#shared/routes';
import { buildContact } from '../factories/contact.factory';
import { escapeRegExp, tag } from './admin-leads';
import { signIn } from './admin-sign-in';
import { AXE_VIEWPORTS, axeFindings, formatFindings, settle, type AxeFinding } from './axe-check';
import { allowConsoleError, expect, test } from './fixtures';

/** The owner email is sent within a second or two; a busy 2-core machine gets more. */
const MAIL_WAIT = { timeout: 20_000 };

/** A fresh estimate request through the public API; answers its id. */
async function createLead(request: APIRequestContext): Promise<string> {
  const t = tag();
  const res = await request.post('/api/contact', {
    data: buildContact({ name: `Status ${t}`, email: `status-${t}@example.com` }),
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const statusBadge = (page: Page, text: string) => region(page, 'Status').getByText(text, { exact: true });

/** Open the lead and wait until its messages are sent, so the page no longer reads it again. */
async function openLead(page: Page, id: string) {
  await page.goto(adminLeadPath(id));
  await expect(region(page, 'Status')).toBeVisible();
  await expect(region(page, 'Delivery')).not.toContainText('Queued', MAIL_WAIT);
}

async function chooseIn(page: Page, label: 'Status' | 'Reason', option: string) {
  await region(page, 'Status').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function saveStatus(page: Page, option: string) {
  await chooseIn(page, 'Status', option);
  await region(page, 'Status').getByRole('button', { name: 'Save status' }).click();
}

const historyItems = (page: Page) => region(page, 'History').getByRole('listitem');

/** What axe finds on the page as it is now, at the phone and the desktop width. */
async function axeAtBothWidths(page: Page, path: string): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    findings.push(...(await axeFindings(page, path)));
  }
  return findings;
}

test.describe('admin: working a lead', () => {
  test('the owner moves a lead New → Contacted → Won with a note; the history names the user and the speed to lead shows', async ({
    page,
    request,
  }) => {
    const id = await createLead(request);
    await signIn(page);
    await openLead(page, id);
    await expect(statusBadge(page, 'New')).toBeVisible();
    await expect(historyItems(page)).toHaveCount(1);
    await expect(historyItems(page).first()).toContainText('Received');

    await saveStatus(page, 'Contacted');
    await expect(statusBadge(page, 'Contacted')).toBeVisible();
    await expect(region(page, 'Status')).toContainText(/First contacted after (less than a minute|\d+ min)/);

    const note = region(page, 'Notes').getByRole('textbox', { name: 'Note' });
    await note.fill('Called her back.\nEstimate on Tuesday');
    await region(page, 'Notes').getByRole('button', { name: 'Add note' }).click();
    await expect(note).toHaveValue('');
    const added = region(page, 'Notes').getByRole('listitem').first();
    await expect(added).toContainText(E2E_ADMIN.username);
    // The line break is kept (white-space: pre-wrap), so the note reads as typed.
    expect(await added.getByText('Called her back.').innerText()).toBe(
      'Called her back.\nEstimate on Tuesday',
    );

    await saveStatus(page, 'Won');
    await expect(statusBadge(page, 'Won')).toBeVisible();

    // Newest first, each with the user; the lead's arrival last. A reload reads them from the store.
    await page.reload();
    await expect(historyItems(page)).toHaveCount(3);
    await expect(historyItems(page).nth(0)).toContainText('Contacted → Won');
    await expect(historyItems(page).nth(1)).toContainText('New → Contacted');
    for (const i of [0, 1]) await expect(historyItems(page).nth(i)).toContainText(E2E_ADMIN.username);
    await expect(historyItems(page).nth(2)).toContainText('Received');
    await expect(region(page, 'Status')).toContainText(/First contacted after/);
    await expect(region(page, 'Notes')).toContainText('Estimate on Tuesday');
  });

  test('a change made meanwhile in a second browser gives the conflict message naming it and the fresh state; saving again then works', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const id = await createLead(request);
    await signIn(page);
    await openLead(page, id);
    await chooseIn(page, 'Status', 'Won');

    const other = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage);
      await otherPage.goto(adminLeadPath(id));
      await saveStatus(otherPage, 'Contacted');
      await expect(statusBadge(otherPage, 'Contacted')).toBeVisible();
    } finally {
      await other.close();
    }

    // The browser logs the refused request; the page handles it.
    allowConsoleError(page, /status of 409 \(Conflict\)/);
    await region(page, 'Status').getByRole('button', { name: 'Save status' }).click();
    const alert = region(page, 'Status').getByRole('alert');
    await expect(alert).toContainText('Someone else changed this lead first');
    await expect(alert).toContainText(
      new RegExp(
        `${escapeRegExp(E2E_ADMIN.username)} moved it from New to Contacted at \\w{3} \\d+, \\d+:\\d\\d [AP]M`,
      ),
    );
    await expect(statusBadge(page, 'Contacted')).toBeVisible();
    await expect(historyItems(page).first()).toContainText('New → Contacted');
    // The owner's choice is kept for another try on the version now shown.
    await expect(region(page, 'Status').getByRole('combobox', { name: 'Status' })).toHaveValue('Won');
    const findings = await axeAtBothWidths(page, adminLeadPath(id));
    expect(findings, formatFindings(findings)).toEqual([]);

    await region(page, 'Status').getByRole('button', { name: 'Save status' }).click();
    await expect(statusBadge(page, 'Won')).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(historyItems(page).first()).toContainText('Contacted → Won');
  });

  test('a note with markup shows as its literal text, never as an element', async ({ page, request }) => {
    const id = await createLead(request);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await signIn(page);
    await openLead(page, id);
    const evil = '<img src=x onerror=alert(1)>';
    await region(page, 'Notes').getByRole('textbox', { name: 'Note' }).fill(evil);
    await region(page, 'Notes').getByRole('button', { name: 'Add note' }).click();
    const notes = region(page, 'Notes').getByRole('listitem');
    await expect(notes.getByText(evil, { exact: true })).toBeVisible();
    await page.reload();
    await expect(notes.getByText(evil, { exact: true })).toBeVisible();
    expect(await region(page, 'Notes').locator('img').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('an empty note gets the shared schema’s message; a note that cannot be sent stays in the field with the error', async ({
    page,
    request,
  }) => {
    const id = await createLead(request);
    await signIn(page);
    await openLead(page, id);
    const notes = region(page, 'Notes');
    const field = notes.getByRole('textbox', { name: 'Note' });
    await field.fill('   ');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByText('Write a note')).toBeVisible();

    // The connection drops on the way: the request never reaches the server.
    await page.route('**/api/admin/leads/*/notes', (route) => route.abort('internetdisconnected'));
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED/);
    await field.fill('Call back after 5 PM');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByRole('alert')).toHaveText(
      'Could not add the note: no connection to the server. Please try again.',
    );
    await expect(field).toHaveValue('Call back after 5 PM');
    await expect(notes.getByText('No notes yet')).toBeVisible();

    await page.unroute('**/api/admin/leads/*/notes');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(field).toHaveValue('');
    await expect(notes.getByRole('alert')).toHaveCount(0);
    await expect(notes.getByRole('listitem').first()).toContainText('Call back after 5 PM');
  });

  test('Lost needs a reason: the shared schema’s message shows and nothing is sent until one is chosen', async ({
    page,
    request,
  }) => {
    const id = await createLead(request);
    await signIn(page);
    await openLead(page, id);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/status')) posts.push(r.url());
    });

    await saveStatus(page, 'Lost');
    await expect(region(page, 'Status').getByText('Choose why the lead was lost')).toBeVisible();
    expect(posts).toEqual([]);
    await expect(statusBadge(page, 'New')).toBeVisible();

    await chooseIn(page, 'Reason', 'Went elsewhere');
    await region(page, 'Status').getByRole('button', { name: 'Save status' }).click();
    await expect(statusBadge(page, 'Lost (Went elsewhere)')).toBeVisible();
    await expect(historyItems(page).first()).toContainText('New → Lost (Went elsewhere)');
    expect(posts).toHaveLength(1);
  });

  test('axe finds no violations on a worked lead’s page at 390 and 1280 px', async ({ page, request }) => {
    const id = await createLead(request);
    await signIn(page);
    await openLead(page, id);
    await saveStatus(page, 'Contacted');
    await expect(statusBadge(page, 'Contacted')).toBeVisible();
    await region(page, 'Notes').getByRole('textbox', { name: 'Note' }).fill('Left a voicemail');
    await region(page, 'Notes').getByRole('button', { name: 'Add note' }).click();
    await expect(region(page, 'Notes').getByRole('listitem')).toHaveCount(1);
    // The reason field and its message are part of the page too.
    await saveStatus(page, 'Lost');
    await expect(region(page, 'Status').getByText('Choose why the lead was lost')).toBeVisible();

    const findings = await axeAtBothWidths(page, adminLeadPath(id));
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});
