/**
 * The accessibility check shared by tests/e2e/accessibility.spec.ts and `npm run audit`:
 * axe-core with the WCAG 2.2 A/AA rules (target-size included) over hydrated pages, at a phone and a desktop width.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { prerenderPaths } from '../../frontend/app/route-paths';
import { PATHS } from '#shared/routes';

/** The axe rule tags that make up WCAG 2.2 levels A and AA (wcag22aa brings target-size). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Phone and desktop viewports every page is checked at. */
export const AXE_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** One rule broken on one page: rule id, impact and the selectors of the offending nodes. */
export interface AxeFinding {
  path: string;
  width: number;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Every public route (the prerendered paths, blog posts from the seed) minus the admin pages,
 * which are checked signed in (accessibility.spec.ts, admin-delivery.spec.ts).
 */
export function publicRoutes(): string[] {
  const blogSlugs = (JSON.parse(readFileSync('data/seed/blog.json', 'utf8')) as { slug: string }[]).map(
    (p) => p.slug,
  );
  return prerenderPaths({ blogSlugs }).filter((p) => p !== PATHS.admin && !p.startsWith(`${PATHS.admin}/`));
}

/** Split a list into `count` interleaved chunks of about equal size. */
export function chunk<T>(items: readonly T[], count: number): T[][] {
  const chunks: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, i) => chunks[i % count].push(item));
  return chunks.filter((c) => c.length > 0);
}

/** Run axe on the page as it is now (the caller has navigated and waited). */
export async function axeFindings(page: Page, path: string): Promise<AxeFinding[]> {
  // Legacy mode runs axe.run in the page itself; the default mode opens an extra blank page per
  // analysis to merge frame results, doubling the cost. The site has no iframes, so it sees all.
  // options() replaces the whole options object, so it comes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  const width = page.viewportSize()?.width ?? 0;
  return results.violations.map((v) => ({
    path,
    width,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/**
 * Open a path at the phone width, wait until it has hydrated and gone quiet (`networkidle` covers
 * the lazy page chunk and the first API calls), run axe; then widen the same page to the desktop
 * width and run axe again. Resizing instead of reloading halves the cost; media queries and
 * Mantine's `useMediaQuery` react to the resize just as to a desktop load.
 */
export async function checkPath(page: Page, path: string): Promise<AxeFinding[]> {
  const [phone, ...others] = AXE_VIEWPORTS;
  await page.setViewportSize(phone);
  await page.goto(path, { waitUntil: 'networkidle' });
  const findings = await axeFindings(page, path);
  for (const viewport of others) {
    await page.setViewportSize(viewport);
    await settle(page);
    findings.push(...(await axeFindings(page, path)));
  }
  return findings;
}

/**
 * Let layout, re-renders after a resize and short transitions finish: two frames, or one second
 * if no frame comes. (Headless Chromium has now and then produced no frame at all after a
 * resize, and the test then waited out its two minutes; axe reads layout, not frames.)
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        setTimeout(resolve, 1000);
      }),
  );
}

/** Human-readable lines: one per broken rule, with the selectors of the offending nodes. */
export function formatFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (f) => `${f.path} @${f.width}px  ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.join('\n    ')}`,
    )
    .join('\n');
}
