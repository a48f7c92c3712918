/**
 * Issue 26, as the owner sees it: every lead's email goes to a real SMTP server (the sink of
 * smtp-server, started by playwright.config.ts) and its delivery shows in the admin area: on the
 * lead's page, on the dashboard's cards, on Message delivery with "Retry now", and in Settings.
 */
import type { Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_NOTIFY_EMAIL, E2E_SMTP_HOST } from '../../playwright.config';
import { slotHour, zonedTime } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { PATHS, adminLeadPath } from '#shared/routes';
import { bookThroughApi, deliveryItem, escapeRegExp, tag } from './admin-leads';
import { signIn } from './admin-sign-in';
import { AXE_VIEWPORTS, axeFindings, formatFindings, settle, type AxeFinding } from './axe-check';
import {
  MONTHS,
  answerShowUp,
  bookingsOf,
  buildVisitor,
  fillContact,
  pickDay,
  pickTime,
  submitButton,
} from './booking-page';
import { expect, test } from './fixtures';
import { sendEstimate } from './estimate-form-page';
import { REFUSED_DOMAIN, mailDir, mailTo } from './mail-sink';
import { storedLeads } from './stored-leads';

/** The worker sends within a second or two; a busy 2-core machine gets more. */
const MAIL_WAIT = { timeout: 20_000 };

/** iCalendar's UTC form of an instant: 20260305T180000Z. */
const icsUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Open an admin page at both axe widths and collect what axe finds. */
async function axeAtBothWidths(page: Page, path: string, ready: () => Promise<void>) {
  const findings: AxeFinding[] = [];
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    await ready();
    findings.push(...(await axeFindings(page, path)));
  }
  return findings;
}

test.describe('admin: lead delivery', () => {
  test('a booking on /lander-c confirms to the homeowner with a calendar event and tells the owner; the lead page shows it sent', async ({
    page,
    request,
  }) => {
    const visitor = buildVisitor();
    await page.goto('/lander-c');
    const dayKey = await pickDay(page, 2);
    const time = await pickTime(page);
    await fillContact(page, visitor);
    await answerShowUp(page, 'Yes');
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/booked-call-thank-you$/);

    await expect.poll(async () => (await mailTo(visitor.email)).length, MAIL_WAIT).toBe(1);
    const [confirmation] = await mailTo(visitor.email);
    const [, month, day] = dayKey.split('-').map(Number);
    expect(confirmation.subject).toContain(time);
    expect(confirmation.subject).toContain(`${MONTHS[month - 1]} ${day}`);
    const ics = confirmation.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics, 'a text/calendar attachment').toBeDefined();
    const start = zonedTime(dayKey, slotHour(time), 0, BUSINESS.timeZone);
    expect(ics!.content.toString('utf8')).toContain(`DTSTART:${icsUtc(start)}`);

    await expect
      .poll(
        async () =>
          (await mailTo(E2E_NOTIFY_EMAIL)).filter(
            (m) => m.subject?.startsWith('New call booked') && m.subject.includes(visitor.name),
          ).length,
        MAIL_WAIT,
      )
      .toBe(1);

    const [booking] = await bookingsOf(request, visitor.email);
    await signIn(page);
    await page.goto(adminLeadPath(booking.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitor.name);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(visitor.name)}`));
    await expect(deliveryItem(page, 'Homeowner confirmation')).toContainText(
      new RegExp(`Sent \\w{3} \\d{1,2}, \\d{1,2}:\\d{2} [AP]M to ${escapeRegExp(visitor.email)}`),
    );
    await expect(deliveryItem(page, 'Owner notification')).toContainText(`to ${E2E_NOTIFY_EMAIL}`);
    await expect(page.getByRole('link', { name: visitor.email })).toHaveAttribute(
      'href',
      `mailto:${visitor.email}`,
    );
    await expect(page.getByRole('link', { name: visitor.phone })).toHaveAttribute(
      'href',
      `tel:+1${visitor.phone.replace(/\D/g, '')}`,
    );
  });

  test('a confirmation the mail server refuses is listed as failed; Retry now tries again and it is refused again', async ({
    page,
    request,
  }) => {
    const email = `nobody-${tag()}@${REFUSED_DOMAIN}`;
    const name = `Refused ${tag()}`;
    await bookThroughApi(request, email, name);
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PATHS.adminDeliveries);
    await expect(page.getByRole('heading', { level: 1, name: 'Message delivery' })).toBeVisible();

    // Refused at its first attempt: failed at once, never retried on its own. (A call booked less
    // than a day ahead also has its reminder: a row of its own.)
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Homeowner confirmation' })
      .filter({ hasText: email });
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Failed: 550 5.1.1 Mailbox unavailable', { timeout: 1000 });
    }).toPass(MAIL_WAIT);
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', /^\/admin\/leads\//);

    await row.getByRole('button', { name: 'Retry now' }).click();
    await expect(row.getByRole('cell').nth(3)).toHaveText('2', MAIL_WAIT);
    await expect(row).toContainText('Failed: 550 5.1.1 Mailbox unavailable');
    await expect(row.getByRole('button', { name: 'Retry now' })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('on a 390 px phone Message delivery lists each message as a card, without sideways scrolling', async ({
    page,
    request,
  }) => {
    const email = `phone-${tag()}@${REFUSED_DOMAIN}`;
    // A call booked less than a day ahead also gets its reminder at once: one card each.
    const confirmation = () =>
      page.getByRole('listitem').filter({ hasText: `Homeowner confirmation to ${email}` });
    await bookThroughApi(request, email, `Phone ${tag()}`);
    await signIn(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(async () => {
      await page.goto(PATHS.adminDeliveries);
      await expect(confirmation()).toContainText('Failed: 550', { timeout: 1000 });
    }).toPass(MAIL_WAIT);
    const card = confirmation();
    const retry = await card.getByRole('button', { name: 'Retry now' }).boundingBox();
    expect(retry!.x + retry!.width, 'Retry now within the screen').toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('an estimate request from the home page shows its delivery on the dashboard card, and Details opens its page', async ({
    page,
    request,
  }) => {
    const name = `Estimate ${tag()}`;
    const email = `estimate-${tag()}@example.com`;
    await page.goto('/');
    await sendEstimate(page, { name, email, city: 'Edgewater', service: 'windows' });
    await expect(page).toHaveURL(/\/thank-you$/);
    const [lead] = await storedLeads(request, email);

    await signIn(page);
    await page.getByLabel('Search submissions').fill(email);
    const card = page
      .getByRole('region', { name: 'Contact Form Submissions' })
      .getByRole('article')
      .filter({ hasText: name });
    // Queued until the worker has sent it; the dashboard reads the state again meanwhile.
    await expect(card).toContainText(
      new RegExp(
        `Delivery: Sent \\w{3} \\d{1,2}, \\d{1,2}:\\d{2} [AP]M to ${escapeRegExp(E2E_NOTIFY_EMAIL)}`,
      ),
      MAIL_WAIT,
    );
    await card.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(adminLeadPath(lead.id))}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Edgewater');
    await expect(page.getByRole('region', { name: 'Attribution' })).toContainText('Landing page/');
  });

  test('Settings shows the SMTP server in use and Send test email reports its answer', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mail transport' })).toContainText(E2E_SMTP_HOST);
    await expect(page.getByRole('region', { name: 'Notification addresses' })).toContainText(
      E2E_NOTIFY_EMAIL,
    );
    await expect(page.getByRole('region', { name: 'Webhook' })).toContainText('Not set');

    await page.getByRole('button', { name: 'Send test email' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'Test email' });
    await expect(answer).toHaveText(
      new RegExp(`^Test email sent to ${escapeRegExp(E2E_NOTIFY_EMAIL)}: 250 Message saved as \\S+\\.eml$`),
      MAIL_WAIT,
    );
    const file = /(\S+\.eml)$/.exec((await answer.textContent()) ?? '')![1];
    expect(existsSync(join(mailDir(), file)), 'the sink holds the message it answered for').toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('axe finds no violations on the lead page, Message delivery and Settings at 390 and 1280 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = `axe-${tag()}@${REFUSED_DOMAIN}`;
    const booking = await bookThroughApi(request, email, `Axe ${tag()}`);
    await signIn(page);
    const findings: AxeFinding[] = [];

    await page.goto(adminLeadPath(booking.id));
    const failed = deliveryItem(page, 'Homeowner confirmation');
    await expect(async () => {
      await page.reload();
      await expect(failed).toContainText('Failed: 550', { timeout: 1000 });
    }).toPass(MAIL_WAIT);
    findings.push(
      ...(await axeAtBothWidths(page, adminLeadPath(booking.id), () =>
        expect(failed.getByRole('button', { name: 'Retry now' })).toBeVisible(),
      )),
    );

    await page.goto(PATHS.adminDeliveries);
    findings.push(
      ...(await axeAtBothWidths(page, PATHS.adminDeliveries, () =>
        expect(page.getByRole('button', { name: 'Retry now' }).first()).toBeVisible(),
      )),
    );

    await page.goto(PATHS.adminSettings);
    await page.getByRole('button', { name: 'Send test email' }).click();
    findings.push(
      ...(await axeAtBothWidths(page, PATHS.adminSettings, () =>
        expect(page.getByRole('status').filter({ hasText: 'Test email sent' })).toBeVisible(MAIL_WAIT),
      )),
    );
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});
