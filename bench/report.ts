/** The bench's targets, its table, and reports/bench.md. */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../backend/paths';
import {
  CASES,
  CEILING,
  INBOX_CASES,
  median,
  NO_STORE,
  NOT_SENDING,
  SLICES,
  SLICE_SECONDS,
  WARMUP_SECONDS,
  type CaseResult,
} from './cases';
import type { ExportResult } from './export-case';

export interface Memory {
  store: 'empty' | '5-year';
  atRest: number;
  atEnd: number;
  /** V8 heap in use at the end: tells live data from memory the process holds on to. */
  heapAtEnd: number;
  /** RSS and V8 heap right after a full GC at the end (measured after atEnd and heapAtEnd). */
  liveAtEnd: { rss: number; heapUsed: number };
  disk?: number;
  openMs: number;
}

/** Labels of the servers over PostgreSQL (run.ts, with DATABASE_URL or BENCH_POSTGRES=1). */
export const PG_EMPTY = 'empty (PostgreSQL)';
export const PG_FULL = '5-year (PostgreSQL)';
const PG_STORES = [PG_EMPTY, PG_FULL];

export interface TargetCheck {
  name: string;
  value: string;
  met: boolean;
}

const MB = 1024 * 1024;

const ratio = (part: number, whole: number) => `${(part / whole).toFixed(2)}×`;

const find = (results: CaseResult[], name: string, store: string, connections: number) => {
  const found = results.find((r) => r.name === name && r.store === store && r.connections === connections);
  if (!found) throw new Error(`no result for ${name} [${store}] c=${connections}`);
  return found;
};

export function checkTargets(
  results: CaseResult[],
  memory: Memory[],
  exports: ExportResult[],
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const e of exports) {
    checks.push({
      name: `CSV export of every estimate request [${e.store} store]: ≤ 5 s, server RSS grows < 50 MB`,
      value: `${e.seconds.toFixed(1)} s for ${e.lines} lines, RSS +${(e.rssGrowth / MB).toFixed(0)} MB`,
      met: e.seconds <= 5 && e.rssGrowth < 50 * MB && e.lines > 50_000,
    });
  }
  const reference = find(results, CASES.contact.name, NO_STORE, 32).rps;
  for (const store of ['empty', '5-year']) {
    const contact = find(results, CASES.contact.name, store, 32).rps;
    checks.push({
      name: `POST /api/contact [${store} store] at 32 connections ≥ 0.5× the no-store reference`,
      value: `${ratio(contact, reference)} (${contact.toFixed(0)} / ${reference.toFixed(0)} req/s)`,
      met: contact >= 0.5 * reference,
    });
  }
  const app = results.filter((r) => r.store !== CEILING && r.store !== NO_STORE);
  const inboxReads = INBOX_CASES.filter((def) => def !== CASES.statusChange).map((def) => def.name);
  // The inbox's reads and the reports have their own targets, below.
  const ownTargets = [...inboxReads, CASES.reports.name];
  const writesAndSiteReads = app.filter((r) => !ownTargets.includes(r.name));
  // One line per engine: a slow PostgreSQL case must not hide behind the JSON store's, or the reverse.
  const engines = [
    { label: 'JSON store', cases: writesAndSiteReads.filter((r) => !PG_STORES.includes(r.store)) },
    { label: 'PostgreSQL', cases: writesAndSiteReads.filter((r) => PG_STORES.includes(r.store)) },
  ];
  for (const { label, cases } of engines.filter((e) => e.cases.length > 0)) {
    const worst = cases.reduce((a, b) => (b.p99 > a.p99 ? b : a));
    checks.push({
      name: `p99 ≤ 50 ms, ${label} (every case of the real server but the inbox reads and the reports)`,
      value: `worst ${worst.p99} ms (${worst.name}, c=${worst.connections})`,
      met: worst.p99 <= 50,
    });
  }
  for (const connections of [1, 32]) {
    // Within the run's noise: the typical slice while sending is no worse than the slices of
    // the same server that only stores the messages.
    const sending = find(results, CASES.contact.name, 'empty', connections);
    const stored = find(results, CASES.contact.name, NOT_SENDING, connections);
    const typical = median(sending.sliceP99s);
    checks.push({
      name: `POST /api/contact c=${connections}: p99 while lead emails are sent within the slices of the same server not sending`,
      value: `median slice ${typical} ms (${sending.sliceP99s.join(', ')}) vs not sending ${stored.sliceP99s.join(', ')} ms`,
      met: typical <= Math.max(...stored.sliceP99s),
    });
  }
  checks.push(...storeChecks(results, 'empty', '5-year'));
  if (results.some((r) => r.store === PG_EMPTY)) {
    const ceiling = find(results, CASES.contact.name, CEILING, 32).rps;
    const contact = find(results, CASES.contact.name, PG_EMPTY, 32);
    checks.push({
      name: `POST /api/contact [${PG_EMPTY}] at 32 connections ≥ 0.30× the bare-Koa ceiling, p99 ≤ 50 ms`,
      value: `${ratio(contact.rps, ceiling)} (${contact.rps.toFixed(0)} / ${ceiling.toFixed(0)} req/s), p99 ${contact.p99} ms`,
      met: contact.rps >= 0.3 * ceiling && contact.p99 <= 50,
    });
    checks.push(...storeChecks(results, PG_EMPTY, PG_FULL));
  }
  const full = memory.find((m) => m.store === '5-year')!;
  const peak = Math.max(full.atRest, full.atEnd);
  checks.push({
    name: 'server RSS ≤ 250 MB with the 5-year store',
    value: `${(peak / MB).toFixed(0)} MB`,
    met: peak <= 250 * MB,
  });
  const errors = app.reduce((sum, r) => sum + r.errors, 0);
  checks.push({ name: 'no errors or non-2xx answers', value: String(errors), met: errors === 0 });
  return checks;
}

/** One engine's own targets: the 5-year store against the empty one, the inbox and the reports. */
function storeChecks(results: CaseResult[], emptyStore: string, fullStore: string): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const inboxReads = INBOX_CASES.filter((def) => def !== CASES.statusChange).map((def) => def.name);
  for (const def of [CASES.contact, CASES.phoneClick, CASES.booking]) {
    for (const connections of [1, 32]) {
      const empty = find(results, def.name, emptyStore, connections).rps;
      const full = find(results, def.name, fullStore, connections).rps;
      checks.push({
        name: `${def.name} c=${connections}: ${fullStore} store ≥ 80% of the ${emptyStore} store`,
        value: `${((100 * full) / empty).toFixed(0)}% (${full.toFixed(0)} / ${empty.toFixed(0)} req/s)`,
        met: full >= 0.8 * empty,
      });
    }
  }
  for (const name of inboxReads) {
    const result = find(results, name, fullStore, 4);
    checks.push({
      name: `${name} [${fullStore} store] at 4 connections: p95 ≤ 150 ms (shown: the worst slice's p97.5)`,
      value: `${result.p975} ms`,
      met: result.p975 <= 150,
    });
  }
  const status = find(results, CASES.statusChange.name, fullStore, 4);
  checks.push({
    name: `${CASES.statusChange.name} [${fullStore} store] at 4 connections: p99 ≤ 50 ms`,
    value: `${status.p99} ms`,
    met: status.p99 <= 50,
  });
  const reports = find(results, CASES.reports.name, fullStore, 1);
  checks.push({
    name: `Reports for 90 days [${fullStore} store]: ≤ 500 ms (shown: the worst slice's p99 at 1 connection)`,
    value: `${reports.p99} ms`,
    met: reports.p99 <= 500,
  });
  return checks;
}

/**
 * Where the contact write's time goes, from the same run: ceiling → reference is the app's
 * middleware and schema, reference → store is the durable write. The ceiling ratio is reported only.
 */
function contactBounds(results: CaseResult[]): string {
  const ceiling = find(results, CASES.contact.name, CEILING, 32);
  const reference = find(results, CASES.contact.name, NO_STORE, 32);
  const stored = find(results, CASES.contact.name, 'empty', 32);
  const loop = (r: CaseResult) => `${r.loopPerRequest.toFixed(0)} µs`;
  return [
    '## Where POST /api/contact spends its time at 32 connections',
    '',
    `- Ceiling (bench/bare-koa.ts: Koa and koa-bodyparser, answers 201): ${ceiling.rps.toFixed(0)} req/s, ` +
      `${loop(ceiling)} of event loop per request.`,
    `- No-store reference (bench/contact-without-store.ts: the app's middleware and shared schema, builds the ` +
      `record, stores nothing): ${reference.rps.toFixed(0)} req/s, ${ratio(reference.rps, ceiling.rps)} the ceiling, ` +
      `${loop(reference)} per request.`,
    `- The real server, empty store: ${stored.rps.toFixed(0)} req/s, ${ratio(stored.rps, reference.rps)} the ` +
      `reference and ${ratio(stored.rps, ceiling.rps)} the ceiling, ${loop(stored)} per request.`,
  ].join('\n');
}

function table(results: CaseResult[], memory: Memory[]): string {
  const rows = [
    '| case | store | conns | req/s | p50 ms | p99 ms | errors | server CPU µs/req |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.store} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ` +
        `${r.cpuPerRequest.toFixed(0)} |`,
    ),
  ];
  const mem = [
    '| server | RSS at rest | RSS at end | V8 heap used at end | RSS at end after a full GC | V8 heap live at end | store on disk | store open time |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...memory.map(
      (m) =>
        `| ${m.store} store | ${(m.atRest / MB).toFixed(0)} MB | ${(m.atEnd / MB).toFixed(0)} MB | ` +
        `${(m.heapAtEnd / MB).toFixed(0)} MB | ${(m.liveAtEnd.rss / MB).toFixed(0)} MB | ` +
        `${(m.liveAtEnd.heapUsed / MB).toFixed(0)} MB | ` +
        `${((m.disk ?? 0) / 1e6).toFixed(1)} MB | ${(m.openMs / 1000).toFixed(1)} s |`,
    ),
  ];
  return `${rows.join('\n')}\n\n${mem.join('\n')}`;
}

export async function writeReport(
  results: CaseResult[],
  memory: Memory[],
  checks: TargetCheck[],
  seconds: number,
  diskMs: number,
  /** Emails the bench's SMTP sink accepted from both servers during the run. */
  emails: number,
) {
  const tableText = table(results, memory);
  const bounds = contactBounds(results);
  const targets = [
    '| target | result | met |',
    '| --- | --- | :---: |',
    ...checks.map((c) => `| ${c.name} | ${c.value} | ${c.met ? 'yes' : '**NO**'} |`),
  ].join('\n');
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}`;
  const text = [
    '# Benchmark (`npm run bench`)',
    '',
    `Generated ${new Date().toISOString()} on ${machine}; ${seconds.toFixed(0)} s in all.`,
    '',
    `Each case: autocannon on loopback, ${WARMUP_SECONDS} s warm-up, then ${SLICES} slices of ${SLICE_SECONDS} s, interleaved`,
    'with the cases it is compared with (ceiling / reference / empty store / empty store not sending / 5-year store), so load from other processes',
    'hits them alike; req/s over all slices, p50 the median slice, p99 the worst slice. Client and servers share',
    'the machine. The servers are the real app (createApp) in their own processes, compiled as npm start runs it, rate limiting off, except',
    `the ceiling "${CEILING}" and the reference "${NO_STORE}" (see the last section).`,
    'Bookings run last: each one sets the server clock to its own bench day (bench/bench-clock.ts) through',
    'AsyncLocalStorage, whose promise tracking slows those requests a little and would slow every case after them.',
    '',
    `This disk: one durable replace of a 32 KB segment (temp file written with O_DSYNC, rename, directory fsync) takes ` +
      `${diskMs.toFixed(2)} ms (bench/disk-floor.ts). A write is answered only once it is durable, so at one ` +
      `connection a write endpoint cannot pass ${(1000 / diskMs).toFixed(0)} requests/s; at 32 connections the ` +
      'store batches the writes that arrive during one replace into the next.',
    '',
    `Lead delivery was on: every estimate request and booking stored its messages with the lead and the ` +
      `servers' delivery workers sent the owner notifications and confirmations over SMTP to the bench's sink ` +
      `(bench/smtp-sink.ts), which accepted ${emails} emails during the run. The server "${NOT_SENDING}" ` +
      'stores the same messages with its worker stopped: interleaved with the empty store, it shows what sending costs ' +
      'the contact write.',
    '',
    ...(results.some((r) => r.store === PG_EMPTY)
      ? [
          `"${PG_EMPTY}" and "${PG_FULL}" are the same app with DATABASE_URL set: its store is a PostgreSQL ` +
            'database on the same machine (fsync on), empty or with the 5-year store copied in by ' +
            "store:copy-to-postgres's code; they run interleaved with the JSON-store servers. The plan of " +
            'the slowest inbox read on PostgreSQL is in reports/postgres-inbox-plan.md.',
          '',
        ]
      : []),
    tableText,
    '',
    '## Targets',
    '',
    targets,
    '',
    bounds,
    '',
  ].join('\n');
  await mkdir(join(PROJECT_ROOT, 'reports'), { recursive: true });
  await writeFile(join(PROJECT_ROOT, 'reports', 'bench.md'), text);
  return { table: tableText, targets, bounds };
}
