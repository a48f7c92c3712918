/**
 * The newsletter must not tell by its timing which addresses are subscribed: known and new
 * addresses, sent alternately to the real app, take the same time (medians within a tolerance a
 * skipped durable write would exceed).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildNewsletterSignup } from '../../../tests/factories/newsletter.factory';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const PAIRS = 60;
/** Medians this far apart (either way) would let a visitor tell the two apart. */
const TOLERANCE = 1.5;

async function timedSignup(email: string): Promise<number> {
  const started = performance.now();
  const res = await t.request('/api/newsletter', { method: 'POST', json: buildNewsletterSignup({ email }) });
  await res.text();
  const took = performance.now() - started;
  expect(res.status).toBe(201);
  return took;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

it('answers a known address in the time a new one takes', async () => {
  const known = Array.from({ length: PAIRS }, () => `known-${randomUUID()}@example.com`);
  for (const email of known) await timedSignup(email);
  const knownTimes: number[] = [];
  const newTimes: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    // Alternate which goes first, so a warm-up or a slow moment falls on both alike.
    const fresh = `new-${randomUUID()}@example.com`;
    if (i % 2) {
      knownTimes.push(await timedSignup(known[i]));
      newTimes.push(await timedSignup(fresh));
    } else {
      newTimes.push(await timedSignup(fresh));
      knownTimes.push(await timedSignup(known[i]));
    }
  }
  const ratio = median(newTimes) / median(knownTimes);
  console.info(
    `newsletter timing: new ${median(newTimes).toFixed(2)} ms, known ${median(knownTimes).toFixed(2)} ms, ratio ${ratio.toFixed(2)}`,
  );
  expect(ratio).toBeLessThan(TOLERANCE);
  expect(ratio).toBeGreaterThan(1 / TOLERANCE);
});
