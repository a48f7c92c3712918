/**
 * The reports as the owner reads them: the accessible tables under the charts show the stored
 * numbers (Spam left out, a Won lead in the won-rate, a booked call in its weekday and hour), and
 * axe at 390 and 1280 px. Other tests add leads to the same server meanwhile, so the campaign and
 * landing-page rows are this test's own (tagged), and the per-day and weekday tables are compared
 * with the answer the page itself received.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { dayKeyInZone, slotHour } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { REPORT_WEEKDAYS, type Reports } from '#shared/schemas/reports';
import { buildContact } from '../factories/contact.factory';
import { bookThroughApi, tag } from './admin-leads';
import { signIn } from './admin-sign-in';
import { AXE_VIEWPORTS, axeFindings, formatFindings, settle } from './axe-check';
import { expect, test } from './fixtures';

/**
 * Two estimate requests and a booked call of one campaign, one of them Won, plus a Spam request;
 * `request` is a signed-in page's (page.request shares its cookies), so no second sign-in is needed.
 */
async function seedLeads(request: APIRequestContext, t: string) {
  const campaign = `fall-${t}`;
  const contact = async (name: string, source: string) => {
    const res = await request.post('/api/contact', {
      data: buildContact({
        name: `${name} ${t}`,
        email: `${name.toLowerCase()}-${t}@example.com`,
        source,
        attribution: { utm_campaign: campaign, landingPath: `/windows-${t}` },
      }),
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const won = await contact('Ana', 'website');
  await contact('Ben', 'lander');
  const spam = await contact('Cy', 'lander');
  const booking = await bookThroughApi(request, `dee-${t}@example.com`, `Dee ${t}`, {
    attribution: { utm_campaign: campaign, landingPath: `/lander-c-${t}` },
  });
  for (const [id, status] of [
    [won, 'won'],
    [spam, 'spam'],
  ]) {
    const res = await request.post(`/api/admin/leads/${id}/status`, { data: { status, version: 0 } });
    expect(res.status()).toBe(200);
  }
  return { campaign, booking };
}

/** Open the reports (by `go`: a link or page.goto) and answer what GET /api/admin/reports gave the page. */
async function openReports(
  page: Page,
  go: () => Promise<unknown> = () => page.goto(PATHS.adminReports),
): Promise<Reports> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/reports');
  await go();
  const res = await answer;
  expect(res.status()).toBe(200);
  const report = (await res.json()) as Reports;
  await expect(page.getByRole('heading', { level: 2, name: 'By campaign' })).toBeVisible();
  return report;
}

const row = (page: Page, table: string, header: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });

test.describe('reports', () => {
  test("the tables under the charts show the stored numbers, Spam left out, a Won lead in the won-rate and a call in its weekday's hour", async ({
    page,
  }) => {
    // Seeding, signing in and the page's charts chunk (recharts) take most of 30 s on a busy machine.
    test.setTimeout(60_000);
    const t = tag();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    const { campaign, booking } = await seedLeads(page.request, t);
    await page.goto(PATHS.adminLeads);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const report = await openReports(page, () => nav.getByRole('link', { name: 'Reports' }).click());
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    for (const name of ['Leads per day', 'By landing page', 'Booked calls by weekday and hour'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    // Three leads of the campaign count (the Spam one does not); one is Won, one a booked call.
    await expect(row(page, 'By campaign', campaign).getByRole('cell')).toHaveText(['3', '1', '1', '33%']);
    await expect(row(page, 'By landing page', `/windows-${t}`).getByRole('cell')).toHaveText([
      '2',
      '0',
      '1',
      '50%',
    ]);
    await expect(row(page, 'By landing page', `/lander-c-${t}`).getByRole('cell')).toHaveText([
      '1',
      '1',
      '0',
      '0%',
    ]);
    // Most leads first.
    const leads = await page
      .getByRole('table', { name: 'By campaign' })
      .locator('tbody tr td:first-of-type')
      .allTextContents();
    expect(leads.map(Number)).toEqual([...leads.map(Number)].sort((a, b) => b - a));

    // Every day of the 90, with the totals the server counted; today holds this test's three.
    const perDay = page.getByRole('table', { name: 'Leads per day by source' });
    await expect(perDay).toBeHidden();
    await page.getByText('Show the numbers').click();
    await expect(perDay).toBeVisible();
    await expect(perDay.locator('tbody tr')).toHaveCount(90);
    expect(await perDay.locator('tbody tr td:last-child').allTextContents()).toEqual(
      report.leadsPerDay.map((d) => String(d.total)),
    );
    expect(report.leadsPerDay.at(-1)!.day).toBe(dayKeyInZone(new Date(), BUSINESS.timeZone));
    expect(report.leadsPerDay.at(-1)!.total).toBeGreaterThanOrEqual(3);

    // The booked call counts at its slot's hour on its weekday, in the business zone.
    const day = dayKeyInZone(new Date(booking.scheduledDate), BUSINESS.timeZone);
    const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
    const hour = slotHour(booking.scheduledTime);
    const stored = report.bookedCalls.weekdays[weekday].calls[report.bookedCalls.hours.indexOf(hour)];
    expect(stored).toBeGreaterThanOrEqual(1);
    // A slot label '3:00 PM' heads its row as '3 PM'.
    const hourRow = row(
      page,
      'Booked calls by hour (rows) and weekday (columns)',
      booking.scheduledTime.replace(':00', ''),
    );
    await expect(hourRow.getByRole('cell').nth(weekday)).toHaveText(String(stored));
    await expect(
      page
        .getByRole('table', { name: 'Booked calls by hour (rows) and weekday (columns)' })
        .getByRole('columnheader')
        .nth(weekday + 1),
    ).toHaveText(REPORT_WEEKDAYS[weekday].slice(0, 3));
  });

  test('axe finds no violations at 390 and 1280 px, the numbers shown', async ({ page }) => {
    // Two axe runs over a 90-row table and the charts' SVG: slow on a busy 2-core machine.
    test.setTimeout(60_000);
    await signIn(page);
    await seedLeads(page.request, tag());
    const [phone, desktop] = AXE_VIEWPORTS;
    await page.setViewportSize(phone);
    await openReports(page);
    await page.getByText('Show the numbers').click();
    await page.getByRole('table', { name: 'Leads per day by source' }).waitFor();
    const findings = await axeFindings(page, PATHS.adminReports);
    // Resized rather than reloaded, as checkPath does: the charts redraw for the new width.
    await page.setViewportSize(desktop);
    await settle(page);
    findings.push(...(await axeFindings(page, PATHS.adminReports)));
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});
