/**
 * The estimate form's Service list offers Roofing, and on a service page the form starts with that
 * page's service chosen: already in the prerendered HTML (a visitor may send before the script
 * runs) and still once the page has hydrated. Other pages start on the placeholder.
 */
import type { Page } from '@playwright/test';
import { allCityPaths } from '../../frontend/content/areas';
import { PATHS, windowTypePath } from '#shared/routes';
import { expect, test } from './fixtures';
import { storedLeads } from './stored-leads';

/** Each service page and the service its form starts with. */
const PAGE_SERVICES = [
  [PATHS.roofing, 'roofing'],
  [PATHS.windows, 'windows'],
  [PATHS.siding, 'siding'],
  [PATHS.vinylSiding, 'siding'],
  [PATHS.doors, 'doors'],
  [PATHS.entryDoors, 'doors'],
  [windowTypePath('casement-window-replacements'), 'windows'],
] as const;

/** Pages whose form starts on 'Select Your Service *'. */
const PLACEHOLDER_PAGES = [PATHS.home, PATHS.contact, PATHS.lander, allCityPaths()[0]];

/** The values of the options marked `selected` in the raw HTML's service select(s). */
function selectedServicesIn(html: string): string[][] {
  const selects = [...html.matchAll(/<select[^>]*name="service"[^>]*>([\s\S]*?)<\/select>/g)];
  return selects.map(([, options]) =>
    [...options.matchAll(/<option([^>]*)>/g)]
      .filter(([, attributes]) => /\sselected(=|\s|$)/.test(attributes))
      .map(([, attributes]) => /value="([^"]*)"/.exec(attributes)?.[1] ?? ''),
  );
}

/** The page's estimate form, once it has hydrated (Send is disabled until then). */
async function hydratedForm(page: Page, path: string) {
  await page.goto(path);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  return form;
}

const uniqueEmail = () =>
  `roof-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test.describe('the estimate form’s service choice', () => {
  test('the list offers Roofing last, after the four earlier services', async ({ page }) => {
    const form = await hydratedForm(page, PATHS.lander);
    const options = form.getByLabel('Service').locator('option');
    await expect(options).toHaveText([
      'Select Your Service *',
      'Siding Replacement/Installation',
      'Window Replacements',
      'Door Installation',
      'Window Installation',
      'Roofing',
    ]);
    expect(await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).toEqual([
      '',
      'siding',
      'windows',
      'doors',
      'window-install',
      'roofing',
    ]);
  });

  for (const [path, service] of PAGE_SERVICES) {
    test(`${path} starts with ${service} chosen, in the prerendered HTML and after hydration`, async ({
      page,
      request,
    }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(selectedServicesIn(await res.text())).toEqual([[service]]);

      const form = await hydratedForm(page, path);
      await expect(form.getByLabel('Service')).toHaveValue(service);
    });
  }

  for (const path of PLACEHOLDER_PAGES) {
    test(`${path} offers Roofing and starts on the placeholder`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const selects = selectedServicesIn(html);
      expect(selects.length).toBeGreaterThan(0);
      // No option marked, or only the placeholder (value '').
      for (const selected of selects) expect(selected.filter((value) => value !== '')).toEqual([]);

      const form = await hydratedForm(page, path);
      await expect(form.getByLabel('Service')).toHaveValue('');
      await expect(form.getByLabel('Service').locator('option').last()).toHaveText('Roofing');
    });
  }

  test('a roofing request from /lander is stored with service roofing', async ({ page, request }) => {
    const email = uniqueEmail();
    const form = await hydratedForm(page, PATHS.lander);
    await form.getByLabel('Name').fill('Rory Roofer');
    await form.getByLabel('Phone Number').fill('(201) 555-0166');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Address').fill('3 Shingle Road');
    await form.getByLabel('City').fill('Bayonne');
    await form.getByLabel('State').selectOption('NJ');
    await form.getByLabel('Service').selectOption({ label: 'Roofing' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    const leads = await storedLeads(request, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ service: 'roofing', source: 'lander' });
  });
});
