import { readFileSync } from 'node:fs';
import { prerenderPaths } from '../../frontend/app/route-paths';
import { expect, test } from './fixtures';

const blogSlugs = (JSON.parse(readFileSync('data/seed/blog.json', 'utf8')) as { slug: string }[]).map(
  (p) => p.slug,
);
const paths = prerenderPaths({ blogSlugs });

test('every route of the route table answers 200 with one h1 and its own canonical', async ({ request }) => {
  expect(paths.length).toBeGreaterThan(100);
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html.match(/<h1[\s>]/g)?.length ?? 0, `${path} has one h1`).toBe(1);
    if (path !== '/catalog') {
      expect(html, path).toContain(`<link rel="canonical" href="http://localhost:3000${path}"`);
    }
  }
});

test('a sample of routes renders in the browser without console errors', async ({ page }) => {
  for (const path of [
    '/',
    '/contact',
    '/windows',
    '/window-installation',
    '/siding',
    '/vinyl-siding',
    '/entry-doors',
    '/roofing',
    '/areas',
    '/gallery',
    '/faq',
    '/sitemap',
    '/blog',
    '/catalog/siding',
    '/admin',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  }
});
