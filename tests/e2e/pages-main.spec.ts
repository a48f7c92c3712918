/**
 * The main marketing pages (spec §2 'Page contents'): home, about, contact, the four service
 * pages, the window type pages and /lander. Each test checks a page's sections and counts as a
 * visitor sees them, its <title>, and that its call buttons dial the business number.
 */
import type { Locator, Page } from '@playwright/test';
import { BUSINESS, HOURS_ON_PAGE, TEL_HREF, formatAddressLine } from '#shared/business';
import { CONTACT_PAGE_COUNTIES } from '../../frontend/content/areas';
import { WINDOW_TYPES } from '../../frontend/content/window-types';
import { allowConsoleError, expect, test } from './fixtures';

const SUFFIX = ` | ${BUSINESS.name}`;
const CALL = `Call ${BUSINESS.phone.display}`;
const windowTypeHref = (slug: string) => `/window-installation/${slug}`;

/** A titled page section (a region named by its heading). */
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The hrefs of the links inside a locator, in order. */
const hrefs = (scope: Locator) =>
  scope.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

async function expectCanonical(page: Page, path: string) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^https?://[^/]+${path.replace(/[/-]/g, '\\$&')}$`),
  );
}

/** Every tel: link in the page body dials the business number. */
async function expectTelLinks(page: Page, min: number) {
  const links = page.getByRole('main').locator('a[href^="tel:"]');
  expect(await links.count()).toBeGreaterThanOrEqual(min);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toBe(TEL_HREF);
  }
}

test.describe('home page', () => {
  test('shows hero, partners, experience, services, window styles, projects, CTA and FAQ', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`${BUSINESS.name} | Windows, Siding, Doors & Roofing in NJ & NY`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Replacement Windows');
    await expect(
      page.getByRole('link', { name: `Free Estimate: ${BUSINESS.phone.display}` }),
    ).toHaveAttribute('href', TEL_HREF);
    await expect(page.getByRole('heading', { name: 'Get a Free Estimate' })).toBeVisible();
    await expect(page.getByLabel('Additional Message (Optional)')).toHaveCount(0);

    await expect(region(page, 'Certified, Accredited and Trusted').getByRole('img')).toHaveCount(10);

    const experience = region(page, `${BUSINESS.yearsOfExperience} Years of Experience`);
    for (const figure of ['46+', '10,000+', '98%', 'A+', '1978']) {
      await expect(experience).toContainText(figure);
    }

    const services = region(page, 'Our Services');
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Windows',
      'Siding',
      'Roofing',
      'Doors',
    ]);
    expect(await hrefs(services)).toEqual(['/windows', '/siding', '/roofing', '/doors']);

    await expect(region(page, 'Vinyl Siding Institute Certified Installers')).toBeVisible();

    const styles = region(page, 'Popular Window Styles');
    await expect(styles.getByRole('heading', { level: 3 })).toHaveCount(4);
    expect(await hrefs(styles)).toEqual([
      ...WINDOW_TYPES.slice(0, 4).map((t) => windowTypeHref(t.slug)),
      '/windows',
    ]);

    await expect(region(page, 'Recent Projects').getByRole('img')).toHaveCount(3);

    const cta = region(page, 'Ready to Transform Your Home?');
    await expect(cta.getByRole('link', { name: CALL })).toHaveAttribute('href', TEL_HREF);
    await expect(cta.getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute('href', '/contact');

    await expectTelLinks(page, 2);
  });

  test('FAQ has five questions and opens one at a time', async ({ page }) => {
    await page.goto('/');
    const questions = region(page, 'Frequently Asked Questions').getByRole('button');
    await expect(questions).toHaveCount(5);
    const [first, second] = [questions.nth(0), questions.nth(1)];
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Most window jobs take 1-2 days/)).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    for (let i = 0; i < 5; i++) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');
  });

  test('carries an FAQPage record for its questions', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('How long does installation take?');
  });
});

test('about page shows the story, three values, four certifications and contact buttons', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(`About Us${SUFFIX}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${BUSINESS.name}`);
  const story = region(page, 'Our Story');
  await expect(story).toContainText(`in ${BUSINESS.foundedYear}`);
  await expect(story).toContainText(`${BUSINESS.yearsOfExperience} years`);
  await expect(region(page, 'What We Stand For').getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(region(page, 'Certifications and Accreditations').getByRole('img')).toHaveCount(4);

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: CALL }).first()).toHaveAttribute('href', TEL_HREF);
  await expect(main.getByRole('link', { name: 'Contact Us', exact: true }).first()).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectTelLinks(page, 2);
});

test.describe('contact page', () => {
  test('shows phone, address, email note, hours, counties, form, map and CTA', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(`Contact Us${SUFFIX}`);
    const reach = region(page, 'How to Reach Us');
    await expect(reach.getByRole('link', { name: BUSINESS.phone.display, exact: true })).toHaveAttribute(
      'href',
      TEL_HREF,
    );
    await expect(reach).toContainText(BUSINESS.address.street);
    await expect(reach).toContainText(`${BUSINESS.address.city}, ${BUSINESS.address.state}`);
    await expect(
      reach.getByText('For the fastest response, please use the form below instead of email.'),
    ).toBeVisible();
    for (const line of HOURS_ON_PAGE) {
      await expect(reach.getByText(line.days, { exact: true })).toBeVisible();
      await expect(reach.getByText(line.hours, { exact: true })).toBeVisible();
    }
    await expect(reach).toContainText('8:00 AM-6:00 PM');
    await expect(reach).toContainText('9:00 AM-4:00 PM');

    const counties = page.getByRole('list', { name: 'Counties we serve' }).getByRole('listitem');
    await expect(counties).toHaveCount(10);
    await expect(counties).toHaveText([...CONTACT_PAGE_COUNTIES]);

    const form = page.locator('#contact-form');
    await expect(form.getByRole('heading', { name: 'Get a Free Estimate' })).toBeVisible();
    await expect(form.getByLabel('Additional Message (Optional)')).toBeVisible();

    const map = page.getByTitle('Map to our office');
    await expect(map).toHaveAttribute('src', '/map/office.html');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await map.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[title="Map to our office"]').locator('body')).toContainText(
      BUSINESS.address.street,
    );

    const cta = region(page, 'Ready for Your Free Estimate?');
    await expect(cta.getByRole('link', { name: CALL })).toHaveAttribute('href', TEL_HREF);
    const toForm = cta.getByRole('link', { name: 'Fill In the Form' });
    await expect(toForm).toHaveAttribute('href', '#contact-form');
    await toForm.click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(form).toBeInViewport();
    await expectTelLinks(page, 2);
  });

  test('the map page is self-contained: no scripts and nothing loaded from elsewhere', async ({
    request,
  }) => {
    const res = await request.get('/map/office.html');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\s(src|href)=/i);
    expect(html).not.toMatch(/url\(/i);
    expect(html).toContain(BUSINESS.name);
    expect(html).toContain(BUSINESS.address.street);
    expect(html).toContain(`${BUSINESS.address.city}, ${BUSINESS.address.state} ${BUSINESS.address.zip}`);
  });
});

test('windows page lists five styles, four benefits, four steps, projects and the form', async ({ page }) => {
  await page.goto('/windows');
  await expect(page).toHaveTitle(`Replacement Windows in NJ & NY${SUFFIX}`);
  await expect(page.getByRole('main').getByRole('link', { name: CALL }).first()).toHaveAttribute(
    'href',
    TEL_HREF,
  );
  await expect(page.getByRole('main')).toContainText('1-2 days');
  const styles = region(page, 'Window Styles We Install');
  await expect(styles.getByRole('heading', { level: 3 })).toHaveText(WINDOW_TYPES.map((t) => t.title));
  expect(await hrefs(styles)).toEqual(WINDOW_TYPES.map((t) => windowTypeHref(t.slug)));
  await expect(region(page, 'Why Replace Your Windows').getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(region(page, 'Our Window Replacement Process').getByRole('listitem')).toHaveCount(4);
  expect(await region(page, 'Recent Window Projects').getByRole('img').count()).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Get a Free Estimate' })).toBeVisible();
  const records = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type']),
    );
  expect(records).toContain('Service');
  await expectTelLinks(page, 2);
});

test.describe('window type pages', () => {
  test('/window-installation shows the default type under its own canonical', async ({ page }) => {
    await page.goto('/window-installation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Double-Hung Windows');
    await expect(page).toHaveTitle(`Double-Hung Windows Replacement & Installation in NJ & NY${SUFFIX}`);
    await expectCanonical(page, '/window-installation');
    await expect(region(page, 'About Double-Hung Windows').getByRole('listitem')).toHaveCount(6);
    await expect(
      region(page, 'Benefits of Double-Hung Windows').getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
    const related = await hrefs(region(page, 'Other Window Styles'));
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related).not.toContain(windowTypeHref('double-hung-windows'));
    await expect(region(page, 'Our Installation Process').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('main').getByRole('link', { name: CALL }).first()).toHaveAttribute(
      'href',
      TEL_HREF,
    );
  });

  test('each type links to at most four others, never itself', async ({ page }) => {
    for (const type of WINDOW_TYPES) {
      const path = windowTypeHref(type.slug);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(type.title);
      await expectCanonical(page, path);
      const related = await hrefs(region(page, 'Other Window Styles'));
      expect(related.length, path).toBeLessThanOrEqual(4);
      expect(related, path).not.toContain(path);
      await expect(region(page, `About ${type.title}`).getByRole('listitem')).toHaveCount(6);
    }
  });

  test('an unknown type says so and links back to /windows', async ({ page }) => {
    allowConsoleError(page, /status of 404/);
    const res = await page.goto('/window-installation/garage-windows', { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Window Type Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Windows' }).click();
    await expect(page).toHaveURL(/\/windows$/);
  });
});

test('siding page serves /siding and /vinyl-siding with two options, four benefits and five steps', async ({
  page,
}) => {
  const h1s: string[] = [];
  for (const path of ['/siding', '/vinyl-siding']) {
    await page.goto(path);
    await expect(page).toHaveTitle(`Vinyl & James Hardie Siding Installation in NJ & NY${SUFFIX}`);
    await expectCanonical(page, path);
    h1s.push(await page.getByRole('heading', { level: 1 }).innerText());
    await expect(region(page, 'Choose Your Siding').getByRole('heading', { level: 3 })).toHaveText([
      'Vinyl Siding',
      'James Hardie Fiber Cement Siding',
    ]);
    await expect(
      region(page, 'Why Homeowners Choose New Siding').getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
    await expect(region(page, 'Our Siding Installation Process').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('main')).toContainText('3-7 days');
    await expect(page.getByRole('heading', { name: 'Get a Free Estimate' })).toBeVisible();
    await expectTelLinks(page, 2);
  }
  expect(h1s[0]).toBe(h1s[1]);
});

test('doors page serves /doors and /entry-doors with doors, materials, security and energy', async ({
  page,
}) => {
  const h1s: string[] = [];
  for (const path of ['/doors', '/entry-doors']) {
    await page.goto(path);
    await expect(page).toHaveTitle(`Entry & Patio Doors in NJ & NY${SUFFIX}`);
    await expectCanonical(page, path);
    h1s.push(await page.getByRole('heading', { level: 1 }).innerText());
    await expect(page.getByRole('main').getByRole('link', { name: CALL }).first()).toHaveAttribute(
      'href',
      TEL_HREF,
    );
    await expect(region(page, 'Entry Doors and Patio Doors').getByRole('heading', { level: 3 })).toHaveText([
      'Entry Doors',
      'Patio Doors',
    ]);
    await expect(region(page, 'Door Materials').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(region(page, 'Security You Can Feel')).toBeVisible();
    await expect(region(page, 'Energy Efficiency')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('1 day');
    await expect(page.getByRole('heading', { name: 'Get a Free Estimate' })).toBeVisible();
    await expectTelLinks(page, 2);
  }
  expect(h1s[0]).toBe(h1s[1]);
});

test('roofing page shows three services, four materials, six steps and 24/7 emergency service', async ({
  page,
}) => {
  await page.goto('/roofing');
  await expect(page).toHaveTitle(`Roof Replacement & Repair in NJ & NY${SUFFIX}`);
  await expect(page.getByRole('main').getByRole('link', { name: CALL }).first()).toHaveAttribute(
    'href',
    TEL_HREF,
  );
  await expect(region(page, 'Our Roofing Services').getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(region(page, 'Roofing Materials').getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(region(page, 'Our Roof Replacement Process').getByRole('listitem')).toHaveCount(6);
  const emergency = region(page, '24/7 Emergency Roofing');
  await expect(emergency).toBeVisible();
  await expect(emergency.locator('a[href^="tel:"]')).toHaveAttribute('href', TEL_HREF);
  await expect(page.getByRole('main')).toContainText('1-3 days');
  await expect(page.getByRole('heading', { name: 'Get a Free Estimate' })).toBeVisible();
  await expectTelLinks(page, 3);
});

test.describe('/lander', () => {
  test('shows logo, benefits, a form without message, four services and the address footer', async ({
    page,
  }) => {
    await page.goto('/lander');
    await expect(page).toHaveTitle(`Free In-Home Estimate${SUFFIX}`);
    // Indexable, so a search for the offer can land here too (and Lighthouse's SEO audit passes).
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('img', { name: BUSINESS.name, exact: true })).toBeVisible();
    await expect(page.getByText('Free in-home estimate with no obligation')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get a Free Estimate' })).toBeVisible();
    await expect(page.getByLabel('Additional Message (Optional)')).toHaveCount(0);

    const services = region(page, 'What We Install');
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Windows',
      'Siding',
      'Doors',
      'Roofing',
    ]);

    const footer = page.locator('main footer');
    await expect(footer).toContainText(BUSINESS.name);
    await expect(footer).toContainText(formatAddressLine());
    await expect(footer.getByRole('link', { name: BUSINESS.phone.display })).toHaveAttribute(
      'href',
      TEL_HREF,
    );
  });

  test('the form sends its lead with source "lander"', async ({ page }) => {
    // Type only once the page has hydrated: the form sets its empty defaults when it mounts.
    await page.goto('/lander', { waitUntil: 'networkidle' });
    const form = page.locator('#lander-form');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Lana Lander');
    await form.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('(201) 555-0188');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('lana.lander@example.com');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('44 Hudson Street');
    await form.getByRole('textbox', { name: 'City', exact: true }).fill('Hoboken');
    await form.getByRole('combobox', { name: 'State', exact: true }).selectOption('NJ');
    await form.getByRole('combobox', { name: 'Service', exact: true }).selectOption('windows');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Send' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ source: 'lander', name: 'Lana Lander', service: 'windows' });
    await expect(page).toHaveURL(/\/thank-you$/);
  });
});
