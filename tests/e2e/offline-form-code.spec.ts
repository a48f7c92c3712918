/**
 * The forms' validation code is on the device by the time a form can be used, so a connection
 * lost before the service worker has cached the site (a first visit on event Wi-Fi) still lets
 * a lead be saved: /capture loads it at sign-in, the public forms once the page is idle after
 * load. A submit whose code cannot load keeps what was typed and says so. No service worker
 * controls these pages (the config blocks it).
 */
import type { Page } from '@playwright/test';
import { buildUser } from '../factories/user.factory';
import {
  answerShowUp,
  bookingsOf,
  buildVisitor,
  fillContact,
  pickDay,
  pickTime,
  submitButton,
} from './booking-page';
import { addUser, captureLead, person, signInOnPage, startEvent, storedAtEvent } from './capture-page';
import { estimateForm, sendEstimate } from './estimate-form-page';
import { allowConsoleError, expect, test } from './fixtures';
import { storedLeads } from './stored-leads';

const canvasser = buildUser();
test.beforeAll(async ({ request }) => addUser(request, canvasser));

/** Open a page with no service worker in control, and let it go idle after load. */
async function openIdle(page: Page, path: string) {
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await page.goto(path);
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  // The forms' code is prefetched once the page is idle after load (lib/form-code-prefetch.ts).
  await page.waitForFunction(() => document.head.querySelector('link[rel="prefetch"]') !== null);
  await page.waitForLoadState('networkidle');
}

test('the forms’ code is fetched once the page has loaded, not while the first paint needs the connection', async ({
  page,
}) => {
  await openIdle(page, '/');
  const fetched = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const prefetched = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return prefetched.map((link) => {
      const entry = entries.find((e) => e.name === link.href);
      return {
        href: link.href,
        startedAfterLoad: entry ? entry.startTime >= navigation!.loadEventEnd : null,
      };
    });
  });
  // React DOM, the form's island, the schemas and the thank-you pages at least.
  expect(fetched.length).toBeGreaterThanOrEqual(10);
  expect(fetched.filter((f) => f.startedAfterLoad !== true)).toEqual([]);
});

test('signed in at /capture, then offline with no service worker: two leads are saved, and sent once each when the connection returns', async ({
  page,
  context,
  request,
}) => {
  await openIdle(page, '/capture');
  await signInOnPage(page, canvasser);
  const eventName = await startEvent(page, canvasser);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const people = [person(), person()];
  for (const who of people) await captureLead(page, who);
  await expect(page.getByText('Waiting to send: 2')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Waiting to send: 0')).toBeVisible({ timeout: 20_000 });
  const stored = await storedAtEvent(request, eventName);
  expect(stored.map((lead) => lead.name).sort()).toEqual(people.map((who) => who.name).sort());
});

test('an estimate form offline with no service worker, once the page was idle: Send keeps the request on the device, sent once back online', async ({
  page,
  context,
  request,
}) => {
  const email = `idle-${Date.now().toString(36)}@example.com`;
  await openIdle(page, '/lander');
  await context.setOffline(true);
  await sendEstimate(page, { name: 'Ida Idle', email });
  // The thank-you page is a document load, which cannot come from the network or a service worker
  // yet: the form says it in its own place.
  await expect(page).toHaveURL(/\/lander$/);
  await expect(page.getByRole('status').getByRole('heading', { name: 'Saved on this device' })).toBeVisible();

  await context.setOffline(false);
  await expect.poll(async () => (await storedLeads(request, email)).length, { timeout: 20_000 }).toBe(1);
});

test('a lander-c booking offline with no service worker, once the page was idle: Book keeps the booking on the device, sent once back online', async ({
  page,
  context,
  request,
}) => {
  await openIdle(page, '/lander-c');
  await pickDay(page, 1);
  await pickTime(page);
  const visitor = buildVisitor();
  await fillContact(page, visitor);
  await answerShowUp(page, 'Yes');
  await context.setOffline(true);
  await submitButton(page).click();
  // As the estimate form: the booked-call page cannot load yet, so the form says it in its place.
  await expect(page).toHaveURL(/\/lander-c$/);
  await expect(page.getByRole('status').getByRole('heading', { name: 'Saved on this device' })).toBeVisible();

  await context.setOffline(false);
  await expect
    .poll(async () => (await bookingsOf(request, visitor.email)).length, { timeout: 20_000 })
    .toBe(1);
});

test('a Send whose validation code cannot load keeps what was typed and says so', async ({
  page,
  context,
}) => {
  allowConsoleError(page, /Failed to fetch dynamically imported module|contact-resolver/);
  await context.route(/\/assets\/contact-resolver-[\w-]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await openIdle(page, '/lander');
  const email = `kept-${Date.now().toString(36)}@example.com`;
  await sendEstimate(page, { name: 'Kit Kept', email });

  await expect(page.getByRole('alert').filter({ hasText: 'Not sent' })).toContainText(
    'This form could not load offline. What you typed is kept: try again once online.',
  );
  await expect(page).toHaveURL(/\/lander$/);
  await expect(estimateForm(page).getByLabel('Name')).toHaveValue('Kit Kept');
  await expect(estimateForm(page).getByLabel('Email')).toHaveValue(email);
});
