/**
 * Lighthouse over the built site: mobile emulation and default (simulated) throttling, driving the
 * system Chromium as an ordinary user (launch-chrome.ts). Shared by `npm run audit` (full budget,
 * 8 pages) and the CI spec tests/e2e/lighthouse.spec.ts (Home and a city page).
 */
import lighthouse from 'lighthouse';
import { SERVICE_AREAS } from '../../frontend/content/areas';
import { cityPath, PATHS } from '#shared/routes';
import { CHROMIUM_FLAGS } from '../chromium-flags';
import { launchChrome } from './launch-chrome';

/** The flags the Playwright tests launch Chromium with, headless. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const firstArea = SERVICE_AREAS[0];
/** A city page: the template every ~100 city routes share. */
export const CITY_PAGE = cityPath(firstArea.slug, firstArea.cities[0].slug);

/** The pages the issue names for Lighthouse. */
export const LIGHTHOUSE_PAGES: readonly string[] = [
  PATHS.home,
  PATHS.windows,
  CITY_PAGE,
  PATHS.contact,
  PATHS.lander,
  PATHS.landerC,
  PATHS.gallery,
  PATHS.blog,
];

/** What one page scored: category scores 0–100, metrics in ms (CLS unitless), JS in KB. */
export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts loaded before any interaction: the gzip size of their bodies, as the budget counts. */
  jsKb: number;
  /** The same scripts as they crossed the wire here (brotli, with the response headers). */
  jsSentKb: number;
  /** Stylesheets loaded, gzip size. */
  cssKb: number;
  /** Ids of the scored Accessibility, Best Practices and SEO audits that did not pass. */
  failing: string[];
}

/** The page budgets. TBT has none of its own: it counts within Performance. */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  /** On Home only (the budget names Home). */
  homeJsKb: 170,
} as const;

/** Which budgets a page missed, as readable strings; `only` narrows the check (the CI subset). */
export function budgetMisses(s: PageScores, only?: readonly (keyof typeof BUDGETS)[]): string[] {
  const why = s.failing.length > 0 ? ` (failing: ${s.failing.join(', ')})` : '';
  const b = BUDGETS;
  const checks: Record<keyof typeof BUDGETS, [boolean, string]> = {
    performance: [s.performance >= b.performance, `Performance ${s.performance} < ${b.performance}`],
    accessibility: [s.accessibility >= b.accessibility, `Accessibility ${s.accessibility} < 100${why}`],
    bestPractices: [s.bestPractices >= b.bestPractices, `Best Practices ${s.bestPractices} < 100${why}`],
    seo: [s.seo >= b.seo, `SEO ${s.seo} < 100${why}`],
    lcpMs: [s.lcpMs <= b.lcpMs, `LCP ${Math.round(s.lcpMs)} ms > ${b.lcpMs} ms`],
    cls: [s.cls <= b.cls, `CLS ${s.cls.toFixed(3)} > ${b.cls}`],
    homeJsKb: [s.path !== PATHS.home || s.jsKb <= b.homeJsKb, `JS ${s.jsKb} KB gzip > ${b.homeJsKb} KB`],
  };
  return Object.entries(checks)
    .filter(([key, [ok]]) => !ok && (!only || only.includes(key as keyof typeof BUDGETS)))
    .map(([, [, msg]]) => `${s.path}: ${msg}`);
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  sessionTargetType?: string;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The gzip size of each URL's body as this server sends it to a client that asks for gzip (the
 * Content-Length of a HEAD answer: the build's precompressed copy). Lighthouse's Chromium is sent
 * brotli, smaller still; the budget is stated in gzip.
 */
async function gzipBytes(urls: readonly string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const res = await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
      const length = Number(res.headers.get('content-length'));
      if (!res.ok || !Number.isFinite(length) || length <= 0) {
        throw new Error(`No size for ${url} (HTTP ${res.status})`);
      }
      return length;
    }),
  );
  return sizes.reduce((sum, n) => sum + n, 0);
}

/**
 * An audit's id with what it found first (a console message, a URL, an element), so that a
 * failure seen once on a loaded machine can still be traced.
 */
export function withFirstFinding(id: string, details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items;
  const first = items?.[0];
  if (!first) return id;
  const node = first.node as { snippet?: unknown } | undefined;
  const found = [first.description, first.url, first.source, node?.snippet].find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  if (!found) return id;
  const more = items.length > 1 ? ` and ${items.length - 1} more` : '';
  return `${id}: ${found.length > 120 ? `${found.slice(0, 117)}...` : found}${more}`;
}

/** A Lighthouse run that measured nothing; worth running again. */
export class LighthouseRunError extends Error {}

/** One Lighthouse run of one page in an open Chromium. */
async function runOnce(port: number, baseUrl: string, path: string): Promise<PageScores> {
  const runner = await lighthouse(new URL(path, baseUrl).href, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits, runtimeError } = runner.lhr;
  // A run that broke (a protocol timeout on a loaded machine...) measured nothing: its null scores
  // would read as 0.
  const scored = new Set([
    'network-requests',
    ...Object.values(categories).flatMap((c) => c.auditRefs.map((r) => r.id)),
  ]);
  const broken = Object.values(audits).filter((a) => scored.has(a.id) && a.scoreDisplayMode === 'error');
  if (runtimeError || broken.length > 0) {
    const why = runtimeError?.code ?? broken.map((a) => `${a.id}: ${a.errorMessage ?? 'error'}`).join('; ');
    throw new LighthouseRunError(`Lighthouse run of ${path} failed: ${why}`);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => withFirstFinding(ref.id, audits[ref.id]?.details)),
  );
  // What the page loads before any interaction (the run never interacts): its own requests, not
  // the service worker's precache.
  const requests = (
    ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
      []) as NetworkItem[]
  ).filter((r) => (r.sessionTargetType ?? 'page') === 'page');
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const styles = requests.filter((r) => r.resourceType === 'Stylesheet');
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Infinity,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Infinity,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    jsKb: kb(await gzipBytes(scripts.map((r) => r.url))),
    jsSentKb: kb(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)),
    cssKb: kb(await gzipBytes(styles.map((r) => r.url))),
    failing,
  };
}

/** One run of a page; a run that broke is run again, twice at most. */
async function runUnbroken(port: number, baseUrl: string, path: string): Promise<PageScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(port, baseUrl, path);
    } catch (err) {
      if (!(err instanceof LighthouseRunError) || attempt === 3) throw err;
      console.warn(`${(err as Error).message}; running it again`);
    }
  }
}

/** The run with the median Performance score (Lighthouse's own advice for noisy machines). */
export function medianRun(runs: readonly PageScores[]): PageScores {
  const sorted = [...runs].sort((x, y) => x.performance - y.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** A page's median run, with the Total Blocking Time of each of its runs. */
export interface PageResult extends PageScores {
  /** TBT of every run of the page, lowest first: how far one run can be from the next here. */
  tbtRunsMs: number[];
}

export function summarizeRuns(runs: readonly PageScores[]): PageResult {
  return {
    ...medianRun(runs),
    tbtRunsMs: runs.map((r) => Math.round(r.tbtMs)).sort((x, y) => x - y),
  };
}

/**
 * Run Lighthouse on each path of a running server, one Chromium for all, one page after another.
 * With `runs` > 1 each page is measured that many times and its median run is reported: on a
 * shared 2-core machine one run's TBT can differ by a factor of two from the next.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  { runs = 1 }: { runs?: number } = {},
): Promise<PageResult[]> {
  const chrome = await launchChrome(CHROME_FLAGS);
  try {
    const results: PageResult[] = [];
    for (const path of paths) {
      const pageRuns: PageScores[] = [];
      for (let i = 0; i < runs; i++) pageRuns.push(await runUnbroken(chrome.port, baseUrl, path));
      results.push(summarizeRuns(pageRuns));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** The Markdown table of the results. */
export function scoresTable(rows: readonly PageResult[]): string {
  const head =
    '| Page | Perf | A11y | Best Pr. | SEO | LCP (s) | TBT (ms) | TBT of each run (ms) | CLS | JS (KB gzip) | JS sent (KB) | CSS (KB gzip) |';
  const sep = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} | ${Math.round(r.tbtMs)} | ${r.tbtRunsMs.join(', ')} | ${r.cls.toFixed(3)} | ${r.jsKb} | ${r.jsSentKb} | ${r.cssKb} |`,
  );
  return [head, sep, ...lines].join('\n');
}
