import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BUSINESS } from '#shared/business';
import { sidingTypePath } from '#shared/routes';
import type { BlogPost } from '#shared/schemas/blog';
import { GALLERY_CATEGORIES, galleryProjectsFor } from '../../frontend/content/gallery';
import { BLOG_FALLBACK_IMAGE, BLOG_HERO_IMAGE } from '../../frontend/content/images';
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from '../../frontend/content/legal';
import { SIDING_CATEGORIES } from '../../frontend/content/siding-catalog';
import { SIDING_TYPES } from '../../frontend/content/siding-types';
import { EXTERNAL_RESOURCES } from '../../frontend/content/sitemap';
import { THANK_YOU, THANK_YOU_STEPS } from '../../frontend/content/thank-you';
import { allowConsoleError, expect, test } from './fixtures';

const usLongDate = (d: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(d);

/** The seeded posts, newest first (what GET /api/blog answers on a fresh store). */
const SEED_POSTS = (JSON.parse(readFileSync('data/seed/blog.json', 'utf8')) as BlogPost[]).sort((a, b) =>
  (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
);

test.describe('gallery', () => {
  /** Open the gallery and wait until React runs it (the estimate form's Send button is enabled then). */
  const openGallery = async (page: import('@playwright/test').Page) => {
    await page.goto('/gallery');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  };
  const tiles = (page: import('@playwright/test').Page) =>
    page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
  const filter = (page: import('@playwright/test').Page, label: string) =>
    page
      .getByRole('group', { name: 'Filter projects by category' })
      .getByRole('button', { name: label, exact: true });

  test('shows all nine projects first and each filter only its category', async ({ page }) => {
    await openGallery(page);
    await expect(tiles(page)).toHaveCount(9);
    await expect(filter(page, GALLERY_CATEGORIES[0].label)).toHaveAttribute('aria-pressed', 'true');
    for (const category of GALLERY_CATEGORIES.slice(1)) {
      await filter(page, category.label).click();
      await expect(filter(page, category.label)).toHaveAttribute('aria-pressed', 'true');
      await expect(filter(page, GALLERY_CATEGORIES[0].label)).toHaveAttribute('aria-pressed', 'false');
      const expected = galleryProjectsFor(category.value);
      await expect(tiles(page)).toHaveCount(expected.length);
      for (const project of expected) {
        await expect(tiles(page).getByRole('button', { name: project.title })).toBeVisible();
      }
    }
    await filter(page, GALLERY_CATEGORIES[0].label).click();
    await expect(tiles(page)).toHaveCount(9);
  });

  test('the lightbox wraps at both ends, moves by arrow keys and closes by Escape', async ({ page }) => {
    const all = galleryProjectsFor('all');
    const first = all[0];
    const last = all[all.length - 1];
    await openGallery(page);

    const lastTile = page.getByRole('button', { name: last.title });
    await lastTile.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(last.title);
    await expect(dialog.getByRole('img', { name: last.alt })).toBeVisible();
    await expect(dialog).toContainText(last.location);
    await expect(dialog).toContainText(last.description);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toHaveAccessibleName(first.title);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog).toHaveAccessibleName(last.title);

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(first.title);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(all[1].title);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(last.title);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(lastTile).toBeFocused();

    const firstTile = page.getByRole('button', { name: first.title });
    await firstTile.click();
    await expect(dialog).toHaveAccessibleName(first.title);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog).toHaveAccessibleName(last.title);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(firstTile).toBeFocused();
  });

  test('previous and next stay within the chosen filter', async ({ page }) => {
    const doors = galleryProjectsFor('doors');
    expect(doors.length).toBeGreaterThan(1);
    await openGallery(page);
    await page.getByRole('button', { name: 'Doors', exact: true }).click();
    await page.getByRole('button', { name: doors[0].title }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`1 of ${doors.length}`);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog).toHaveAccessibleName(doors[doors.length - 1].title);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toHaveAccessibleName(doors[0].title);
  });
});

test.describe('site map', () => {
  test('links every page, the outside resources, popular searches and contact', async ({ page }) => {
    await page.goto('/sitemap');
    const main = page.getByRole('main');
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/areas',
      '/testimonials',
      '/partners',
      '/warranties',
      '/financing',
      '/gallery',
      '/faq',
      '/blog',
      '/windows',
      '/window-installation/double-hung-windows',
      '/window-installation/bay-and-bow-window-replacements',
      '/window-installation/sliding-window-replacements',
      '/window-installation/casement-window-replacements',
      '/window-installation/awning-windows',
      '/siding',
      '/vinyl-siding',
      '/doors',
      '/entry-doors',
      '/roofing',
    ]) {
      await expect(main.locator(`a[href="${path}"]`).first(), path).toBeAttached();
      await expect(main.getByText(path, { exact: true }).first(), path).toBeVisible();
    }
    for (const resource of EXTERNAL_RESOURCES) {
      const link = main.getByRole('link', { name: resource.name });
      await expect(link).toHaveAttribute('href', resource.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    for (const search of [
      'window replacement cost',
      'vinyl siding installation',
      'entry door styles',
      'roof replacement timeline',
      'financing options',
      'service areas',
    ]) {
      await expect(main.getByRole('link', { name: search, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: BUSINESS.phone.display })).toHaveAttribute(
      'href',
      `tel:${BUSINESS.phone.e164}`,
    );
    await expect(main).toContainText(BUSINESS.address.street);
    await expect(main.getByRole('link', { name: 'Report a broken link' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main).toContainText(`Last updated: ${usLongDate(new Date())}`);
  });

  test("the last-updated date is the browser's today, not the build day", async ({ page }) => {
    const browserToday = new Date(2031, 2, 4, 12, 0, 0);
    await page.clock.setFixedTime(browserToday);
    await page.goto('/sitemap');
    await expect(page.getByRole('main')).toContainText('Last updated: March 4, 2031');
  });
});

test.describe('legal pages', () => {
  for (const { path, sections } of [
    { path: '/privacy', sections: PRIVACY_SECTIONS },
    { path: '/terms', sections: TERMS_SECTIONS },
  ]) {
    test(`${path} shows its date and every section`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toContainText('Last updated: January 1, 2025');
      for (const section of sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.title, exact: true })).toBeVisible();
      }
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: `Call ${BUSINESS.phone.display}` })).toHaveAttribute(
        'href',
        `tel:${BUSINESS.phone.e164}`,
      );
    });
  }

  test('privacy has ten sections and a contact link; terms fourteen and Get Free Estimate', async ({
    page,
  }) => {
    expect(PRIVACY_SECTIONS).toHaveLength(10);
    expect(TERMS_SECTIONS).toHaveLength(14);
    await page.goto('/privacy');
    await expect(
      page.getByRole('main').locator('a[href="/contact"]', { hasText: 'Contact Us' }),
    ).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('thank-you pages', () => {
  test('/thank-you confirms, promises contact within 24 hours and lists the next steps', async ({ page }) => {
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU.title);
    await expect(page.getByRole('main')).toContainText('within 24 hours');
    await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
    for (const step of THANK_YOU_STEPS) {
      await expect(page.getByRole('heading', { name: step.title })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('/booked-call-thank-you confirms without header or footer', async ({ page }) => {
    await page.goto('/booked-call-thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call Booked Successfully!');
    await expect(page.getByRole('main')).toContainText('confirmation email');
    await expect(page.getByRole('main').getByRole('img', { name: `${BUSINESS.name} logo` })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book Another Call' })).toHaveAttribute('href', '/lander-c');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

test.describe('siding catalog', () => {
  test('lists six categories linking to their type pages and a help block', async ({ page }) => {
    await page.goto('/catalog/siding');
    const main = page.getByRole('main');
    expect(SIDING_CATEGORIES).toHaveLength(6);
    for (const category of SIDING_CATEGORIES) {
      await expect(main.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        sidingTypePath(category.id),
      );
    }
    await expect(main.getByRole('heading', { name: 'Need Help Choosing?' })).toBeVisible();
    await expect(main.locator('#help-choosing a[href="/contact"]')).toBeVisible();
  });

  const shown = {
    'vinyl-siding': 5,
    'aluminum-siding': 3,
    'fiber-cement-engineered-wood-siding': 5,
    'decorative-stone-siding': 4,
    'steel-siding': 2,
    'siding-trims-accessories': 2,
  } as const;

  for (const [id, count] of Object.entries(shown)) {
    test(`${id} shows its photos, benefits, brands, styles and the closing call to action`, async ({
      page,
    }) => {
      const type = SIDING_TYPES[id as keyof typeof SIDING_TYPES];
      await page.goto(sidingTypePath(id));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(type.name);
      await expect(page.getByRole('link', { name: 'Back to Catalog' })).toHaveAttribute(
        'href',
        '/catalog/siding',
      );
      await expect(page.getByRole('region', { name: `${type.name} photos` }).getByRole('img')).toHaveCount(
        count,
      );

      const benefits = page.getByRole('region', { name: 'Key Benefits' });
      await expect(benefits.getByRole('listitem')).toHaveCount(6);
      const brands = page.getByRole('region', { name: 'Featured Brands' });
      await expect(brands.getByRole('heading', { level: 3 })).toHaveCount(type.brands.length);

      const styles = page.getByRole('region', { name: 'Available Styles' });
      if (type.stylesChart) {
        await expect(styles.getByRole('img', { name: type.stylesChart.alt })).toBeVisible();
      } else {
        await expect(styles.getByRole('img')).toHaveCount(0);
        await expect(styles.getByRole('listitem')).toHaveCount(type.styles.length);
      }

      const cta = page.getByRole('region', { name: 'Ready to Get Started?' });
      await expect(cta).toContainText(
        'Schedule a free consultation with our siding experts to discuss your project',
      );
      await expect(cta.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact');
      await expect(cta.getByRole('link', { name: `Call: ${BUSINESS.phone.display}` })).toHaveAttribute(
        'href',
        `tel:${BUSINESS.phone.e164}`,
      );
    });
  }

  test('an unknown type says so and links back to the catalog', async ({ page }) => {
    allowConsoleError(page, /status of 404/);
    const res = await page.goto('/catalog/siding/no-such-siding');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Siding Type Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Catalog' })).toHaveAttribute(
      'href',
      '/catalog/siding',
    );
  });
});

test.describe('blog', () => {
  test('features the newest post and lists the rest under Recent Articles', async ({ page }) => {
    await page.goto('/blog');
    const [featured, ...rest] = SEED_POSTS;
    await expect(page.getByRole('heading', { level: 2, name: featured.title })).toBeVisible();
    await expect(page.getByRole('link', { name: featured.title, exact: true })).toHaveAttribute(
      'href',
      `/blog/${featured.slug}`,
    );
    await expect(page.getByRole('link', { name: `Read More: ${featured.title}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Articles' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent Articles' });
    await expect(recent.getByRole('heading', { level: 3 })).toHaveCount(rest.length);
    for (const [label, path] of [
      ['Windows', '/windows'],
      ['Siding', '/siding'],
      ['Doors', '/doors'],
      ['Roofing', '/roofing'],
      ['Financing', '/financing'],
    ]) {
      await expect(
        page.getByRole('navigation', { name: 'Popular Topics' }).getByRole('link', { name: label }),
      ).toHaveAttribute('href', path);
    }
    await expect(
      page.getByRole('main').getByRole('link', { name: `Call ${BUSINESS.phone.display}` }),
    ).toBeVisible();
  });

  test('a returning visitor whose connection fails reads the list kept from the last visit', async ({
    page,
  }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    const featured = page.getByRole('heading', { level: 2, name: SEED_POSTS[0].title });
    await page.goto('/blog');
    await expect(featured).toBeVisible();
    await page.route('**/api/blog', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(featured).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent Articles' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(SEED_POSTS.length - 1);
    await expect(page.getByRole('heading', { name: 'Unable to load blog posts' })).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the largest paint is the prerendered hero picture, not a post arriving later`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 840 });
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 2, name: SEED_POSTS[0].title })).toBeVisible();
      await expect(page.getByRole('article').first().getByRole('img')).toHaveJSProperty('complete', true);
      // The browser's own LCP record once the posts and their pictures are on screen: a post's
      // picture larger than the hero's would become the page's LCP only after the API call.
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            // Two frames: the last picture decoded has been painted, and its entry recorded.
            requestAnimationFrame(() => requestAnimationFrame(() => observe()));
            const observe = () =>
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
                resolve(entries.at(-1)?.element?.getAttribute('src') ?? 'none');
              }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest).toBe(BLOG_HERO_IMAGE.src);
    });
  }

  test('shows the loading state while the list is on its way', async ({ page }) => {
    // The list is held back until the loading state has been seen (a fixed delay raced a slow load).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/blog', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/blog');
    await expect(page.getByText('Loading blog posts...')).toBeVisible();
    answer();
    await expect(page.getByRole('heading', { name: 'Recent Articles' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Loading blog posts...')).toBeHidden();
  });

  test('draws any list the server answers: a post with no date, author, excerpt or picture, and an empty blog', async ({
    page,
  }) => {
    const bare = { id: 'bare', slug: 'bare-post', title: 'A Bare Post' };
    const dated = { ...SEED_POSTS[1], id: 'dated' };
    let answer: unknown[] = [bare, dated];
    await page.route('**/api/blog', (route) => route.fulfill({ json: answer }));
    await page.goto('/blog');
    const featured = page.getByRole('article').first();
    await expect(featured.getByRole('link', { name: 'A Bare Post', exact: true })).toHaveAttribute(
      'href',
      '/blog/bare-post',
    );
    await expect(featured.getByText('Recent', { exact: true })).toBeVisible();
    await expect(featured.getByRole('img')).toHaveAttribute('src', BLOG_FALLBACK_IMAGE.src);
    await expect(featured.getByRole('link', { name: 'Read More: A Bare Post' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent Articles' }).getByRole('article');
    await expect(recent).toHaveCount(1);
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText(dated.title);
    await expect(recent.locator('time')).toHaveAttribute('datetime', dated.createdAt!.slice(0, 10));
    await expect(recent.getByRole('img')).toHaveAttribute('src', dated.image!);

    answer = [];
    await page.reload();
    await expect(page.getByText('New articles are on the way. Check back soon.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('shows the error view when the list cannot be loaded', async ({ page }) => {
    allowConsoleError(page, /status of 500/);
    await page.route('**/api/blog', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Unable to load blog posts' })).toBeVisible();
    await expect(page.getByText('Please try again later or contact us for assistance.')).toBeVisible();
  });

  test('a post page is an article with its title as h1', async ({ page }) => {
    const post = SEED_POSTS[1];
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('article')).toContainText(post.author ?? '');
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  test('an unknown post answers 404', async ({ page }) => {
    allowConsoleError(page, /status of 404/);
    const res = await page.goto('/blog/no-such-post');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('the newsletter subscribes, answers a repeat address alike and shows validation errors', async ({
    page,
  }) => {
    allowConsoleError(page, /status of 400/);
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/blog');
    const input = page.getByLabel('Email address');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });

    await input.fill('not-an-email');
    await subscribe.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(input).toHaveValue('not-an-email');

    await input.fill(email);
    await subscribe.click();
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    await expect(input).toHaveValue('');

    // A known address gets the same answer, so the form tells nobody who is subscribed.
    await input.fill(email);
    await subscribe.click();
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    await expect(page.getByText('You are already subscribed.')).toHaveCount(0);
  });
});
