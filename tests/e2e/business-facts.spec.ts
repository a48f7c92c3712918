/**
 * Facts a contractor's site owes its visitors and search engines: the licence numbers (footer,
 * /contact, /about, structured data), one set of opening hours in the page and the structured
 * data, and an installed app free to rotate on a tablet.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const LICENCE_LINES = [
  'NJ Home Improvement Contractor Reg. No. 13VH00000000',
  'NYC Home Improvement Contractor Lic. No. 0000000-DCA',
];

interface BusinessRecord {
  '@type': string;
  openingHours?: string[];
  hasCredential?: { identifier: string; recognizedBy: { name: string } }[];
}

async function businessRecord(page: Page): Promise<BusinessRecord> {
  const records = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as unknown));
  const business = records.find(
    (r): r is BusinessRecord => (r as BusinessRecord)['@type'] === 'HomeAndConstructionBusiness',
  );
  expect(business, 'the business record').toBeDefined();
  return business!;
}

/** "8:00 AM" → "08:00". */
function to24h(clock: string): string {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(clock.trim())!;
  const hour = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m}`;
}

const SCHEMA_DAYS: Record<string, string> = { 'Mon-Fri': 'Mo-Fr', Sat: 'Sa', Sun: 'Su' };

test('the licence numbers show on /contact, /about and in the footer, and in the structured data', async ({
  page,
}) => {
  for (const path of ['/contact', '/about']) {
    await page.goto(path);
    for (const line of LICENCE_LINES) await expect(page.getByRole('main').getByText(line)).toBeVisible();
  }
  await page.goto('/windows');
  for (const line of LICENCE_LINES) await expect(page.getByRole('contentinfo').getByText(line)).toBeVisible();
  const credentials = (await businessRecord(page)).hasCredential ?? [];
  expect(credentials.map((c) => c.identifier)).toEqual(['13VH00000000', '0000000-DCA']);
  expect(credentials.every((c) => c.recognizedBy.name.length > 0)).toBe(true);
});

test('the structured data declares the opening hours the contact page shows', async ({ page }) => {
  await page.goto('/contact');
  const hours = page.locator('#reach-us dl');
  const days = await hours.locator('dt').allTextContents();
  const times = await hours.locator('dd').allTextContents();
  expect(days.length).toBeGreaterThan(0);
  const fromPage = days.flatMap((day, i) => {
    if (times[i] === 'Closed') return [];
    const [opens, closes] = times[i].split('-');
    return [`${SCHEMA_DAYS[day]} ${to24h(opens)}-${to24h(closes)}`];
  });
  expect(fromPage).toEqual(['Mo-Fr 08:00-18:00', 'Sa 09:00-16:00']);
  expect((await businessRecord(page)).openingHours).toEqual(fromPage);
});

test('the installed app may rotate: the manifest does not lock the orientation', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { orientation?: string };
  expect(manifest.orientation).toBe('any');
});
