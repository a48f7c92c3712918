import type { Locator, Page } from '@playwright/test';
import { BUSINESS } from '#shared/business';
import { allowConsoleError, expect, test } from './fixtures';

/** Spec §3: every county (or borough) and how many cities it lists. */
const COUNTIES: { name: string; state: 'New Jersey' | 'New York'; cities: number }[] = [
  { name: 'Bergen County', state: 'New Jersey', cities: 8 },
  { name: 'Hudson County', state: 'New Jersey', cities: 7 },
  { name: 'Essex County', state: 'New Jersey', cities: 7 },
  { name: 'Passaic County', state: 'New Jersey', cities: 7 },
  { name: 'Morris County', state: 'New Jersey', cities: 7 },
  { name: 'Union County', state: 'New Jersey', cities: 7 },
  { name: 'Middlesex County', state: 'New Jersey', cities: 6 },
  { name: 'Monmouth County', state: 'New Jersey', cities: 7 },
  { name: 'Ocean County', state: 'New Jersey', cities: 7 },
  { name: 'Mercer County', state: 'New Jersey', cities: 7 },
  { name: 'Rockland County', state: 'New York', cities: 8 },
  { name: 'Staten Island', state: 'New York', cities: 6 },
];

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function hrefs(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((els) => els.map((a) => a.getAttribute('href')));
}

/** The distinct left edges of some elements, rounded to whole pixels. */
async function columnCount(links: Locator): Promise<number> {
  const xs = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
  return new Set(xs).size;
}

test.describe('service areas list', () => {
  test('lists every county by state with its exact cities, and the headline figures', async ({ page }) => {
    await page.goto('/areas');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Service Areas' })).toBeVisible();
    await expect(page.getByText('10+ counties', { exact: true })).toBeVisible();
    await expect(page.getByText('100+ cities', { exact: true })).toBeVisible();

    for (const state of ['New Jersey', 'New York'] as const) {
      await expect(page.getByRole('heading', { level: 2, name: state, exact: true })).toBeVisible();
      const expected = COUNTIES.filter((c) => c.state === state);
      await expect(region(page, state).getByRole('region')).toHaveCount(expected.length);
    }

    for (const county of COUNTIES) {
      const block = region(page, county.state).getByRole('region', { name: county.name, exact: true });
      const countyLink = block.getByRole('link', { name: county.name, exact: true });
      const countyHref = await countyLink.getAttribute('href');
      expect(countyHref, county.name).toMatch(/^\/areas\/[a-z0-9-]+$/);
      const links = block.getByRole('link');
      await expect(links, county.name).toHaveCount(county.cities + 1);
      const cityHrefs = (await hrefs(links)).filter((h) => h !== countyHref);
      expect(cityHrefs, county.name).toHaveLength(county.cities);
      for (const href of cityHrefs) expect(href).toMatch(new RegExp(`^${countyHref}/[a-z0-9-]+$`));
    }
  });

  test('a county link opens its county page', async ({ page }) => {
    await page.goto('/areas');
    await page.getByRole('link', { name: 'Staten Island', exact: true }).click();
    await expect(page).toHaveURL(/\/areas\/staten-island$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Staten Island, NY');
  });
});

test.describe('county page', () => {
  test('has breadcrumb, why-choose, city grid, four services, call-to-action and form', async ({ page }) => {
    await page.goto('/areas/bergen-county');
    await expect(page).toHaveTitle(/Bergen County, NJ/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bergen County, NJ');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/areas\/bergen-county$/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Bergen County/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('\n')).toContain('"BreadcrumbList"');

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Service Areas' })).toHaveAttribute('href', '/areas');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Bergen County');

    await expect(page.getByRole('link', { name: `Call ${BUSINESS.phone.display}` }).first()).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(page.getByRole('heading', { name: 'Why Bergen County Homeowners Choose Us' })).toBeVisible();

    const cities = region(page, 'Cities We Serve in Bergen County').getByRole('link');
    await expect(cities).toHaveCount(8);
    for (const href of await hrefs(cities)) expect(href).toMatch(/^\/areas\/bergen-county\/[a-z0-9-]+$/);

    const services = region(page, 'Our Services in Bergen County').getByRole('link');
    expect((await hrefs(services)).sort()).toEqual(['/doors', '/roofing', '/siding', '/windows']);

    const cta = region(page, 'Ready to Upgrade Your Bergen County Home?');
    await expect(cta.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(cta.getByRole('link', { name: 'Get a Free Estimate' })).toHaveAttribute('href', '/contact');

    const form = region(page, 'Get a Free Estimate');
    await expect(form.getByLabel('Name')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send' })).toBeVisible();
  });

  test('the city grid has 2 columns on a phone and 4 on a desktop', async ({ page }) => {
    const links = region(page, 'Cities We Serve in Bergen County').getByRole('link');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/areas/bergen-county');
    await expect(links).toHaveCount(8);
    expect(await columnCount(links)).toBe(2);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => columnCount(links)).toBe(4);
  });

  test('unknown county and city slugs answer HTTP 404', async ({ request }) => {
    for (const path of [
      '/areas/no-such-county',
      '/areas/bergen-county/no-such-city',
      '/areas/hudson-county/fort-lee', // a real city under the wrong county
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
    }
  });

  test('an unknown county shows the not-found page in the browser', async ({ page }) => {
    allowConsoleError(page, /status of 404/);
    await page.goto('/areas/no-such-county');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('city page', () => {
  test('has breadcrumb with county link, four service blocks, four benefits, phone, contact and form', async ({
    page,
  }) => {
    await page.goto('/areas/bergen-county/fort-lee');
    await expect(page).toHaveTitle(/Fort Lee, NJ/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fort Lee, NJ');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/areas\/bergen-county\/fort-lee$/,
    );

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveCount(3);
    await expect(crumbs.getByRole('link', { name: 'Bergen County' })).toHaveAttribute(
      'href',
      '/areas/bergen-county',
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Fort Lee');

    const services = region(page, 'Home Exterior Services in Fort Lee');
    const blocks = services.getByRole('article');
    await expect(blocks).toHaveCount(4);
    for (const block of await blocks.all()) {
      await expect(block.getByRole('heading', { level: 3 })).toHaveCount(1);
      await expect(block.getByRole('listitem')).toHaveCount(4);
    }
    expect((await hrefs(services.getByRole('link'))).sort()).toEqual([
      '/doors',
      '/roofing',
      '/siding',
      '/windows',
    ]);

    const benefits = region(page, 'Why Fort Lee Homeowners Work With Us');
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveCount(4);

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: `Call ${BUSINESS.phone.display}` }).first()).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(region(page, 'Get a Free Estimate').getByLabel('Phone Number')).toBeVisible();
  });

  test('the county breadcrumb goes back to the county page', async ({ page }) => {
    await page.goto('/areas/ocean-county/toms-river');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Ocean County' })
      .click();
    await expect(page).toHaveURL(/\/areas\/ocean-county$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ocean County, NJ');
  });
});

test.describe('testimonials', () => {
  test('shows figures, six reviews, review sites, a new-tab review link, the promise and a form', async ({
    page,
  }) => {
    await page.goto('/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'What Our Customers Say' })).toBeVisible();
    const stats = region(page, 'Trusted by Thousands of Homeowners');
    await expect(stats.getByText('98%')).toBeVisible();

    const cards = region(page, 'Customer Reviews').getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img', { name: /^[1-5] out of 5 stars$/ })).toBeVisible();
      await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
    await expect(page.getByText('February 11, 2025')).toBeVisible();
    await expect(page.getByRole('img', { name: '4 out of 5 stars' })).toHaveCount(1);

    const platforms = region(page, 'Rated Highly on Review Sites');
    for (const [name, rating] of [
      ['Google', '4.9/5'],
      ['Facebook', '5.0/5'],
      ['Better Business Bureau', 'A+'],
    ]) {
      await expect(platforms.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(platforms.getByText(rating, { exact: true })).toBeVisible();
    }
    const review = page.getByRole('link', { name: /Write a Review/ });
    await expect(review).toHaveAttribute('target', '_blank');
    await expect(review).toHaveAttribute('rel', /noopener/);
    await expect(review).toHaveAttribute('href', /^https:\/\/www\.google\.com\/search\?q=/);

    await expect(page.getByRole('heading', { name: 'Our Satisfaction Promise' })).toBeVisible();
    await expect(region(page, 'Get a Free Estimate')).toBeVisible();
  });
});

test.describe('financing', () => {
  test('shows the offer, three plans, benefits, process, the two examples, questions and a call button', async ({
    page,
  }) => {
    await page.goto('/financing');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Up to 60 Months With No Interest and No Money Down' }),
    ).toBeVisible();
    await expect(page.getByText('Subject to credit approval.').first()).toBeVisible();
    await expect(region(page, 'Financing Plans').getByRole('article')).toHaveCount(3);
    await expect(region(page, 'Why Finance With Us').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(
      page.getByRole('heading', { name: 'Your Installer and Your Financing, in One Place' }),
    ).toBeVisible();
    await expect(region(page, 'How Financing Works').getByRole('listitem')).toHaveCount(4);

    const examples = region(page, 'Example Monthly Payments').getByRole('article');
    await expect(examples).toHaveCount(2);
    await expect(examples.nth(0)).toContainText('$15,000');
    await expect(examples.nth(0)).toContainText('$250');
    await expect(examples.nth(1)).toContainText('$25,000');
    await expect(examples.nth(1)).toContainText('$417');
    await expect(examples.nth(0)).toContainText('60 months');

    const faq = region(page, 'Financing Questions');
    await faq.getByRole('button', { name: 'Do I need to put any money down?' }).click();
    await expect(faq.getByText('Our 0% and same-as-cash plans require no money down.')).toBeVisible();

    await expect(page.getByRole('link', { name: `Call ${BUSINESS.phone.display}` }).first()).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(region(page, 'Get a Free Estimate')).toBeVisible();
  });
});

test.describe('warranties', () => {
  test('shows coverage types, a product table, claim steps, checklist, questions and a form', async ({
    page,
  }) => {
    await page.goto('/warranties');
    await expect(region(page, 'Three Layers of Coverage').getByRole('article')).toHaveCount(3);

    const table = page.getByRole('table');
    await expect(table.locator('caption')).toHaveText(/warranty by product/i);
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Product',
      'Manufacturer',
      'Material Warranty',
      'Installation Warranty',
      'Features',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(4);
    for (const product of ['Windows', 'Siding', 'Doors', 'Roofing']) {
      await expect(table.getByRole('rowheader', { name: product })).toBeVisible();
    }
    await expect(table.getByRole('row', { name: /Siding/ })).toContainText('50 years limited');

    await expect(region(page, 'How to Make a Warranty Claim').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Warranty Registration Checklist' })).toBeVisible();
    await expect(region(page, 'Warranty Questions').getByRole('button')).toHaveCount(4);
    await expect(region(page, 'Get a Free Estimate')).toBeVisible();
  });

  test('on a phone the table scrolls inside its own box, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/warranties');
    const scroller = region(page, 'Material and installation warranty by product');
    const widths = await scroller.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('partners', () => {
  test('shows every partner group, the benefits, a call button and a contact link', async ({ page }) => {
    await page.goto('/partners');
    for (const [group, count] of [
      ['Certifications & Associations', 4],
      ['Manufacturer Partners', 4],
      ['Service Partners', 3],
      ['Media & Community Partners', 3],
    ] as const) {
      const cards = region(page, group).getByRole('article');
      await expect(cards, group).toHaveCount(count);
      await expect(cards.first().getByRole('img')).toHaveAttribute('alt', /badge/);
    }
    await expect(
      region(page, 'What Our Partnerships Mean for You').getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: `Call ${BUSINESS.phone.display}` }).first()).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(main.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
  });
});

test.describe('FAQ', () => {
  const SECTIONS = ['general', 'windows', 'siding', 'doors', 'roofing', 'warranties'];

  test('links to the six sections and the contact anchor; a link lands on its section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'FAQ sections' });
    await expect(nav.getByRole('link')).toHaveCount(SECTIONS.length + 1);
    expect(await hrefs(nav.getByRole('link'))).toEqual([...SECTIONS.map((id) => `#${id}`), '#contact']);
    for (const id of [...SECTIONS, 'contact']) await expect(page.locator(`section#${id}`)).toHaveCount(1);

    await nav.locator('a[href="#windows"]').click();
    await expect(page).toHaveURL(/#windows$/);
    const heading = page.locator('#windows').getByRole('heading', { level: 2, name: 'Windows' });
    await expect(heading).toBeInViewport();
    // Not hidden under the fixed promo banner and header.
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(headerBottom);
  });

  test('each accordion opens at most one answer at a time', async ({ page }) => {
    await page.goto('/faq');
    const general = page.locator('#general');
    const first = general.getByRole('button', { name: 'How long have you been in business?' });
    const second = general.getByRole('button', { name: 'Are you licensed and insured?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(general.locator('[aria-expanded="true"]')).toHaveCount(1);
    await second.click();
    await expect(general.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('the contact anchor holds an estimate form with a message field', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('navigation', { name: 'FAQ sections' }).locator('a[href="#contact"]').click();
    const form = page.locator('#contact #faq-contact-form');
    await expect(form.getByRole('heading', { name: 'Get a Free Estimate' })).toBeInViewport();
    await expect(form.getByLabel('Additional Message (Optional)')).toBeVisible();
    await expect(form.getByLabel('Additional Message (Optional)')).toHaveAttribute('rows', '4');
  });
});

test('every page of this group fits a 360 px screen with one h1', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of [
    '/areas',
    '/areas/bergen-county',
    '/areas/staten-island/new-dorp',
    '/testimonials',
    '/financing',
    '/warranties',
    '/partners',
    '/faq',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow, path).toBeLessThanOrEqual(360);
  }
});
