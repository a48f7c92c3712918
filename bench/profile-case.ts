/**
 * One bench case against a fresh server, for profiling:
 *   BENCH_PROFILE_DIR=/tmp/prof npx tsx bench/profile-case.ts contact 32
 * prints the case's result and each server's RSS after it; with BENCH_PROFILE_DIR the server writes a V8 CPU profile there.
 * With BENCH_REFERENCE=1 (contact only) the no-store reference runs interleaved with it and the ratio is printed;
 * with BENCH_FIVE_YEARS=1 a server over a prefilled 5-year store does, and its ratio to the empty
 * store is printed. With BENCH_POSTGRES=1 the servers keep their store in PostgreSQL (a throwaway
 * server; the 5-year store is copied in and compared first, as in npm run bench).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUSINESS } from '#shared/business';
import { benchBaseDay } from './bench-clock';
import { CASES, NO_STORE, runInterleaved, type Target } from './cases';
import { startApp } from './app-target';
import { copyAndCompare } from './bench-postgres';
import { prefillFiveYears } from './prefill';
import { startChild } from './processes';
import { startPgCluster } from '../backend/testing/pg-cluster';
const which = process.argv[2] as keyof typeof CASES;
const conns = Number(process.argv[3] ?? 32);
const baseDay = benchBaseDay(BUSINESS.timeZone);
// Lead emails go to a real SMTP server, as in npm run bench.
const sink = await startChild('./smtp-sink.ts');
const smtpUrl = `smtp://127.0.0.1:${sink.port}`;
const cluster = process.env.BENCH_POSTGRES ? await startPgCluster() : undefined;
async function startOn(store: string, prefill: boolean): Promise<Target> {
  const dir = await mkdtemp(join(tmpdir(), 'prof-'));
  if (prefill) await prefillFiveYears(dir, baseDay);
  if (!cluster) return startApp(dir, baseDay, store, smtpUrl);
  const databaseUrl = await cluster.createDatabase('bench');
  if (prefill) console.log(`copied ${(await copyAndCompare(dir, databaseUrl)).copied} records`);
  return startApp(dir, baseDay, `${store} (PostgreSQL)`, smtpUrl, true, databaseUrl);
}

const target = await startOn('empty', false);
const runs = [{ target, def: CASES[which] }];
const full = process.env.BENCH_FIVE_YEARS ? await startOn('5-year', true) : undefined;
if (full) runs.push({ target: full, def: CASES[which] });
const reference = process.env.BENCH_REFERENCE ? await startChild('./contact-without-store.ts') : undefined;
if (reference)
  runs.unshift({
    target: { server: reference, store: NO_STORE, bookings: target.bookings },
    def: CASES.contact,
  });
const results = await runInterleaved(runs, conns);
for (const r of results) console.log(r);
const app = reference ? 1 : 0;
if (reference) console.log(`ratio to the reference ${(results[app].rps / results[0].rps).toFixed(2)}`);
if (full) console.log(`5-year / empty ${((results[app + 1].rps / results[app].rps) * 100).toFixed(1)}%`);
for (const [name, t] of Object.entries({ empty: target, '5-year': full }))
  if (t) console.log(`RSS after the case (${name}): ${Math.round((await t.server.rss()) / 2 ** 20)} MB`);
await reference?.stop();
await target.server.stop();
await full?.server.stop();
await sink.stop();
await cluster?.stop();
