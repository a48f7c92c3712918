/**
 * The lead inbox as the owner uses it: filters, search and sort that live in the URL (reload and
 * the back button restore them), Spam out of sight unless asked for, a lead opened from its
 * line, a phone-sized list, and axe at 390 and 1280 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { PATHS } from '#shared/routes';
import { buildContact } from '../factories/contact.factory';
import { bookThroughApi, tag } from './admin-leads';
import { signIn } from './admin-sign-in';
import { axeFindings, checkPath, formatFindings } from './axe-check';
import { expect, test } from './fixtures';

/** Three estimate requests and a booked call whose names all carry `t`, so other tests' leads never match. */
async function seedLeads(request: APIRequestContext, t: string) {
  const contact = async (name: string, extra: object = {}) => {
    const res = await request.post('/api/contact', {
      data: buildContact({ name, email: `${name.split(' ')[0].toLowerCase()}-${t}@example.com`, ...extra }),
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const ids = {
    first: await contact(`Ana First ${t}`, { city: 'Hoboken' }),
    second: await contact(`Ben Second ${t}`, { city: 'Newark', source: 'lander' }),
    spam: await contact(`Cy Spam ${t}`),
  };
  const call = await bookThroughApi(request, `call-${t}@example.com`, `Dee Call ${t}`);
  return { ...ids, call: call.id, callPhone: call.phone };
}

async function markSpam(request: APIRequestContext, id: string) {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const res = await request.post(`/api/admin/leads/${id}/status`, { data: { status: 'spam', version: 0 } });
  expect(res.status()).toBe(200);
}

const leadNames = (page: Page) =>
  page.getByRole('table', { name: 'Leads' }).getByRole('link', { name: /^\w+ \w+ / });

test.describe('lead inbox', () => {
  test('filters, search and sort live in the URL; Spam shows only when chosen; a line opens its lead', async ({
    page,
    request,
  }) => {
    const t = tag();
    const ids = await seedLeads(request, t);
    await markSpam(request, ids.spam);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    await page.getByRole('link', { name: 'Leads', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

    await page.getByLabel('Search').fill(t);
    await expect(page).toHaveURL(new RegExp(`q=${t}`));
    await expect(page.getByText('1–3 of 3 leads')).toBeVisible();
    await expect(leadNames(page)).toHaveText([`Dee Call ${t}`, `Ben Second ${t}`, `Ana First ${t}`]);
    const call = page.getByRole('row', { name: new RegExp(`Dee Call ${t}`) });
    await expect(call.getByRole('cell').nth(1)).toHaveText('Call');
    await expect(call.getByRole('link', { name: ids.callPhone })).toHaveAttribute('href', /^tel:\+1\d{10}$/);

    await page.getByLabel('Type').selectOption({ label: 'Estimate requests' });
    await expect(page).toHaveURL(/type=contact/);
    await expect(leadNames(page)).toHaveText([`Ben Second ${t}`, `Ana First ${t}`]);
    await page.getByLabel('Source').selectOption('lander');
    await expect(leadNames(page)).toHaveText([`Ben Second ${t}`]);
    // The export takes what the filters show, every page of it.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await (await download).createReadStream().then(async (stream) => {
      let text = '';
      for await (const chunk of stream) text += chunk;
      return text;
    });
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain(`"Ben Second ${t}"`);

    // A reload keeps every filter; the back button undoes the last one.
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(t);
    await expect(page.getByLabel('Type')).toHaveValue('contact');
    await expect(page.getByLabel('Source')).toHaveValue('lander');
    await expect(leadNames(page)).toHaveText([`Ben Second ${t}`]);
    await page.goBack();
    await expect(page.getByLabel('Source')).toHaveValue('');
    await expect(leadNames(page)).toHaveText([`Ben Second ${t}`, `Ana First ${t}`]);

    // Spam stays out of every list until the Spam filter is chosen.
    await page.getByLabel('Type').selectOption({ label: 'All' });
    await expect(leadNames(page)).toHaveText([`Dee Call ${t}`, `Ben Second ${t}`, `Ana First ${t}`]);
    await page.getByLabel('Status').selectOption({ label: 'Spam' });
    await expect(leadNames(page)).toHaveText([`Cy Spam ${t}`]);
    await page.getByLabel('Status').selectOption({ label: 'All but spam' });

    // Sort by call time: the booked call comes first.
    await page.getByLabel('Sort by').selectOption({ label: 'Call time, soonest first' });
    await expect(page).toHaveURL(/sort=call/);
    await expect(leadNames(page).first()).toHaveText(`Dee Call ${t}`);

    await leadNames(page)
      .filter({ hasText: `Ana First ${t}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${ids.first}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Ana First ${t}` })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Sort by')).toHaveValue('call');
  });

  test('on a phone the leads are a list with the filters folded behind a button', async ({
    page,
    request,
  }) => {
    const t = tag();
    await seedLeads(request, t);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto(`${PATHS.adminLeads}?q=${t}`);
    const list = page.getByRole('list', { name: 'Leads' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('listitem').first()).toContainText(`Dee Call ${t}`);
    await expect(page.getByLabel('Status')).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Booked calls' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  test("the dashboard's Pipeline shows the speed to lead and opens the New leads", async ({
    page,
    request,
  }) => {
    const t = tag();
    const ids = await seedLeads(request, t);
    await request.post('/api/auth/login', { data: E2E_ADMIN });
    const res = await request.post(`/api/admin/leads/${ids.first}/status`, {
      data: { status: 'contacted', version: 0 },
    });
    expect(res.status()).toBe(200);
    await signIn(page);
    const pipeline = page.getByRole('region', { name: 'Pipeline' });
    await expect(pipeline.getByText('Median speed to lead, last 30 days')).toBeVisible();
    await expect(pipeline.getByText(/^\d+ (min|h|days?)/)).toBeVisible();
    await expect(pipeline.getByText('New leads waiting over 1 business hour')).toBeVisible();
    await pipeline.getByRole('link', { name: 'Open New leads' }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?status=new$/);
    await expect(page.getByLabel('Status')).toHaveValue('new');
  });

  test('axe finds no violations at 390 and 1280 px', async ({ page, request }) => {
    await seedLeads(request, tag());
    await signIn(page);
    const findings = await checkPath(page, PATHS.adminLeads);
    await page.getByRole('table', { name: 'Leads' }).waitFor();
    findings.push(...(await axeFindings(page, PATHS.adminLeads)));
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});
