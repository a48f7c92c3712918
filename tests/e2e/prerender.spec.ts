import { BUSINESS } from '#shared/business';
import { expect, test } from './fixtures';

/** The HTML a crawler or a visitor without JavaScript gets. */
async function fetchHtml(request: import('@playwright/test').APIRequestContext, path: string) {
  const res = await request.get(path);
  return { status: res.status(), html: await res.text(), headers: res.headers() };
}

test.describe('prerendered pages', () => {
  test('every kind of page arrives complete, with its head, before any script runs', async ({ request }) => {
    const cases = [
      { path: '/', h1: 'Replacement Windows' },
      { path: '/about', h1: 'About' },
      { path: '/areas/bergen-county', h1: 'Bergen County' },
      { path: '/areas/hudson-county/jersey-city', h1: 'Jersey City' },
      { path: '/window-installation/awning-windows', h1: 'Awning' },
      { path: '/catalog/siding/vinyl-siding', h1: 'Vinyl' },
    ];
    for (const c of cases) {
      const { status, html, headers } = await fetchHtml(request, c.path);
      expect(status, c.path).toBe(200);
      expect(headers['content-type']).toContain('text/html');
      expect(html).toMatch(new RegExp(`<title>[^<]+</title>`));
      expect(html).toContain(
        `<link rel="canonical" href="http://localhost:3000${c.path === '/' ? '/' : c.path}"`,
      );
      expect(html).toContain('<meta name="description"');
      expect(html).toContain('"@type":"HomeAndConstructionBusiness"');
      expect(html).toContain(BUSINESS.phone.display);
      expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${c.h1}`));
    }
  });

  test('service pages carry a Service record', async ({ request }) => {
    for (const path of ['/windows', '/siding', '/doors', '/roofing']) {
      const { html } = await fetchHtml(request, path);
      expect(html, path).toContain('"@type":"Service"');
    }
  });

  test('unknown county and city slugs answer 404 with the not-found page', async ({ request }) => {
    for (const path of ['/areas/atlantis-county', '/areas/bergen-county/atlantis']) {
      const { status, html } = await fetchHtml(request, path);
      expect(status, path).toBe(404);
      expect(html).toContain('404 Page Not Found');
    }
  });

  test('sitemap.xml and robots.txt are served', async ({ request }) => {
    const sitemap = await fetchHtml(request, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.html).toContain('<loc>http://localhost:3000/areas/bergen-county/fort-lee</loc>');
    const robots = await fetchHtml(request, '/robots.txt');
    expect(robots.html).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('runs without hydration warnings, and its links load the next page', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => (m.type() === 'warning' || m.type() === 'error') && warnings.push(m.text()));
    await page.goto('/areas/bergen-county');
    await page.getByRole('link', { name: 'Fort Lee' }).click();
    await expect(page).toHaveURL(/\/areas\/bergen-county\/fort-lee$/);
    await expect(page).toHaveTitle(/Fort Lee/);
    expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
  });
});
