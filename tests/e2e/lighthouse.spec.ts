/**
 * The cheap CI slice of `npm run audit`: Lighthouse on Home and a city page. Scores that depend on
 * CPU time (Performance, LCP) are left to `npm run audit`, since CI runs this beside other
 * browser tests; what does not depend on load is held to the full budget here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { launchChrome } from '../../scripts/audit/launch-chrome';
import { budgetMisses, CHROME_FLAGS, CITY_PAGE, runLighthouse } from '../../scripts/audit/lighthouse-run';
import { expect, test } from './fixtures';

test('Lighthouse: Home and a city page score 100 for Accessibility, Best Practices and SEO, CLS ≤ 0.02, JS within budget', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const scores = await runLighthouse(baseURL!, ['/', CITY_PAGE]);
  const misses = scores.flatMap((s) =>
    budgetMisses(s, ['accessibility', 'bestPractices', 'seo', 'cls', 'jsKb']),
  );
  expect(misses, JSON.stringify(scores, null, 2)).toEqual([]);
});

/** Every thread of every process under `root`: its process type, effective uid, nice value and name. */
function threadsUnder(root: number): { type: string; uid: number; nice: number; name: string }[] {
  const stat = (path: string) => {
    const text = readFileSync(path, 'utf8');
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    // Fields after the name: state (field 3), ppid (4), ... nice (19).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { name, ppid: Number(fields[1]), nice: Number(fields[16]) };
  };
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), stat(`/proc/${entry}/stat`).ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const isUnder = (pid: number): boolean => {
    for (let p: number | undefined = pid; p; p = parents.get(p)) if (p === root) return true;
    return false;
  };
  const threads = [];
  for (const pid of [...parents.keys()].filter(isUnder)) {
    try {
      const uid = Number(/^Uid:\s+\d+\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
      const type = /--type=([a-z-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1] ?? 'browser';
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const { name, nice } = stat(`/proc/${pid}/task/${tid}/stat`);
        threads.push({ type, uid, nice, name });
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return threads;
}

test("Lighthouse's Chromium runs as a user's does: not as root, no thread's priority raised or lowered", async ({
  baseURL,
}) => {
  test.skip(process.platform !== 'linux', 'reads /proc');
  const chrome = await launchChrome(CHROME_FLAGS);
  try {
    const opened = await fetch(`http://127.0.0.1:${chrome.port}/json/new?${baseURL}/`, { method: 'PUT' });
    expect(opened.ok).toBe(true);
    await expect.poll(() => threadsUnder(chrome.pid).some((t) => t.type === 'renderer')).toBe(true);
    // As root, Chromium lowers the page's renderer within 200 ms and its browser threads at once;
    // watch for two seconds.
    const ours = getPriority(); // Chromium starts at the test runner's own nice value
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      for (const t of threadsUnder(chrome.pid)) {
        if (t.uid === 0) seen.add(`${t.type} ${t.name}: uid 0`);
        if (t.nice !== ours) seen.add(`${t.type} ${t.name}: nice ${t.nice}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect([...seen]).toEqual([]);
  } finally {
    chrome.kill();
  }
});
