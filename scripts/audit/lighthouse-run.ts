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
import { type PageResult, type PageScores, summarizeRuns } from './page-scores';

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

// The CI spec imports these from here.
export { BUDGETS, budgetMisses } from './budgets';
export type { PageResult, PageScores } from './page-scores';

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  sessionTargetType?: string;
}

/** One row of mainthread-work-breakdown: a kind of main-thread work and its (simulated) time. */
interface WorkItem {
  group: string;
  duration: number;
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
  const { categories, audits, runtimeError, environment } = runner.lhr;
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
  const work = (audits['mainthread-work-breakdown']?.details as { items?: WorkItem[] } | undefined)?.items;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Infinity,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Infinity,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    scriptEvalMs: work?.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0,
    jsKb: kb(await gzipBytes(scripts.map((r) => r.url))),
    jsSentKb: kb(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)),
    cssKb: kb(await gzipBytes(styles.map((r) => r.url))),
    benchmarkIndex: environment.benchmarkIndex,
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

/**
 * Run Lighthouse on each path of one or more running servers, one Chromium for all, one page
 * after another. With `runs` > 1 each page is measured that many times on each server and its
 * median run is reported: on a shared 2-core machine one run's TBT can differ by a factor of two
 * from the next. The servers take turns run by run (A, B, A, B...), so that a slow spell of the
 * machine falls on both builds alike. The results come per server, in the order given.
 */
export async function runLighthouseAlternating(
  baseUrls: readonly string[],
  paths: readonly string[],
  { runs = 1, onPage }: { runs?: number; onPage?: (path: string) => void } = {},
): Promise<PageResult[][]> {
  const chrome = await launchChrome(CHROME_FLAGS);
  try {
    const results: PageResult[][] = baseUrls.map(() => []);
    for (const path of paths) {
      onPage?.(path);
      const pageRuns: PageScores[][] = baseUrls.map(() => []);
      for (let i = 0; i < runs; i++) {
        for (const [k, baseUrl] of baseUrls.entries()) {
          pageRuns[k].push(await runUnbroken(chrome.port, baseUrl, path));
        }
      }
      pageRuns.forEach((serverRuns, k) => results[k].push(summarizeRuns(serverRuns)));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse on each path of one running server (runLighthouseAlternating with one server). */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  options: { runs?: number } = {},
): Promise<PageResult[]> {
  const [results] = await runLighthouseAlternating([baseUrl], paths, options);
  return results;
}
