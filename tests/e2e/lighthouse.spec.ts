/**
 * The cheap CI slice of `npm run audit`: Lighthouse on Home and a city page. Scores that depend on
 * CPU time (Performance, LCP, TBT) are left to `npm run audit`, since CI runs this beside other
 * browser tests; what does not depend on load is held to the full budget here.
 */
import { budgetMisses, CITY_PAGE, runLighthouse } from '../../scripts/audit/lighthouse-run';
import { expect, test } from './fixtures';

test('Lighthouse: Home and a city page score 100 for Accessibility, Best Practices and SEO, CLS ≤ 0.02, JS and CSS within budget', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const scores = await runLighthouse(baseURL!, ['/', CITY_PAGE]);
  const misses = scores.flatMap((s) =>
    budgetMisses(s, ['accessibility', 'bestPractices', 'seo', 'cls', 'homeJsKb', 'cssKb']),
  );
  expect(misses, JSON.stringify(scores, null, 2)).toEqual([]);
});
