/**
 * What a visitor does before the page's script has run (a slow phone, a slow network) must not be
 * lost: the prerendered page is on screen and usable as far as it can be without JavaScript.
 * Each test holds every script back until it has acted, then lets the page hydrate.
 */
import type { Page } from '@playwright/test';
import { galleryProjectsFor } from '../../frontend/content/gallery';
import { allowConsoleError, expect, test } from './fixtures';
import { keepTelClicksOnPage } from './keep-tel-clicks-on-page';
import { storedLeads } from './stored-leads';

/** Hold the site's scripts (or those matching `pattern`) until the returned function is called. */
async function holdScripts(page: Page, pattern: string | RegExp = '**/assets/*.js'): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('before the page has hydrated', () => {
  test('an estimate typed in before the form runs is kept, and a Send tapped then is sent once it does', async ({
    page,
    request,
  }) => {
    const email = `early-${Date.now().toString(36)}@example.com`;
    // The page's own script runs; React, which the form's island needs, is held.
    const release = await holdScripts(page, /\/assets\/react-dom-[^/]+\.js$/);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.locator('#contact-form');
    await form.getByLabel('Name').fill('Early Bird');
    await form.getByLabel('Phone Number').fill('(201) 555-0133');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Address').fill('7 Early Lane');
    await form.getByLabel('City').fill('Hoboken');
    await form.getByLabel('State').selectOption('NJ');
    await form.getByLabel('Service').selectOption('doors');
    await form.getByLabel('I am a Homeowner').check();
    // The tap is held (no native submit: the details never reach a URL) and replayed once the
    // form runs.
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    release();
    await expect(page).toHaveURL(/\/thank-you$/);
    const [lead] = await storedLeads(request, email);
    expect(lead).toMatchObject({ name: 'Early Bird', city: 'Hoboken', state: 'NJ', homeowner: true });
  });

  test('a newsletter address typed in is kept', async ({ page }) => {
    allowConsoleError(page, /status of 400/); // the server refuses the address, as it should
    const release = await holdScripts(page);
    await page.goto('/blog', { waitUntil: 'commit' });
    const input = page.getByLabel('Email address');
    await input.fill('not-an-email');
    release();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(input).toHaveValue('not-an-email');
  });

  test('an FAQ question tapped before its island runs opens once it does', async ({ page }) => {
    // The page's own script runs; React, which every island needs, is held.
    const release = await holdScripts(page, /\/assets\/react-dom-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const question = page
      .getByRole('region', { name: 'Frequently Asked Questions', exact: true })
      .getByRole('button')
      .first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('the phone menu tapped before its island runs opens once it does', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page, /\/assets\/react-dom-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Windows' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('taps held while an island loads are replayed in order: a gallery filter, then a tile of it', async ({
    page,
  }) => {
    const doors = galleryProjectsFor('doors');
    const release = await holdScripts(page, /\/assets\/react-dom-[^/]+\.js$/);
    await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Doors', exact: true }).click();
    await page.getByRole('button', { name: doors[0].title }).click();
    release();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(doors[0].title);
    await expect(dialog).toContainText(`1 of ${doors.length}`);
  });

  test('a call button tapped before the script ran is still tracked', async ({ page }) => {
    await keepTelClicksOnPage(page);
    // Hold the page's own chunk: start.ts runs (with the tracker), the app waits for the page's code.
    const release = await holdScripts(page, /\/assets\/lander-p\.page-.*\.js$/);
    await page.goto('/lander-p', { waitUntil: 'domcontentloaded' });
    const tracked = page.waitForRequest(
      (r) => r.url().endsWith('/api/phone-clicks') && r.method() === 'POST',
    );
    await page.locator('a[data-phone-element="lander-p-main-cta"]').click();
    expect((await tracked).postDataJSON()).toMatchObject({ page: '/lander-p', element: 'lander-p-main-cta' });
    release();
  });

  test('an #anchor followed before anything has run lands on its section and keeps the page', async ({
    page,
  }) => {
    // An islands page is its HTML: with React held, the anchor is the browser's own jump.
    const release = await holdScripts(page, /\/assets\/react-dom-[^/]+\.js$/);
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    await page.getByRole('navigation', { name: 'FAQ sections' }).locator('a[href="#contact"]').click();
    const heading = page.locator('#contact').getByRole('heading', { name: 'Get a Free Estimate' });
    await expect(heading).toBeInViewport();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeAttached();
    await expect(heading).toBeInViewport();
  });

  test('a page that boots as islands fetches no React before an interaction; taps are tracked from the start', async ({
    page,
  }) => {
    // Run as a script, not the lowest-priority prefetch every page makes of the form's code.
    const react: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && /\/assets\/react-dom-[^/]+\.js$/.test(r.url()))
        react.push(r.url());
    });
    await keepTelClicksOnPage(page);
    await page.goto('/');
    const tracked = page.waitForRequest(
      (r) => r.url().endsWith('/api/phone-clicks') && r.method() === 'POST',
    );
    await page.getByRole('banner').locator('a[href^="tel:"]').first().click();
    expect((await tracked).postDataJSON()).toMatchObject({ page: '/', isHeader: true });
    await page.waitForLoadState('networkidle');
    expect(react).toEqual([]);
    // The first interaction with an island brings it.
    await page.locator('#home-estimate').getByLabel('Name').focus();
    await expect.poll(() => react.length).toBe(1);
  });

  test('a page the app hydrates fetches the app only after it has painted, while taps are tracked from the start', async ({
    page,
  }) => {
    // Hold the app: the page's one script (start.ts) has run, main.tsx has not.
    const release = await holdScripts(page, /\/assets\/main-[^/]+\.js$/);
    await keepTelClicksOnPage(page);
    await page.goto('/sitemap');
    const tracked = page.waitForRequest(
      (r) => r.url().endsWith('/api/phone-clicks') && r.method() === 'POST',
    );
    await page.getByRole('banner').locator('a[href^="tel:"]').first().click();
    expect((await tracked).postDataJSON()).toMatchObject({ page: '/sitemap', isHeader: true });
    release();
    // The first paint waits for the stylesheet; a script named in the HTML would be fetched
    // beside it. (Paint entries carry the frame's presentation time, a little after the frame.)
    const timing = await page.waitForFunction(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const css = resources.find((e) => /\/assets\/style-[^/]+\.css$/.test(e.name));
      const app = resources.find((e) => /\/assets\/main-[^/]+\.js$/.test(e.name));
      return css && app ? { stylesheetLoaded: css.responseEnd, app: app.startTime } : undefined;
    });
    const { stylesheetLoaded, app } = (await timing.jsonValue())!;
    expect(app).toBeGreaterThan(stylesheetLoaded);
  });
});
