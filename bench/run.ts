/**
 * `npm run bench`: in one run on this machine, the ceiling (bare Koa reading the same JSON body),
 * the contact write without a store (contact-without-store.ts) and the real server over an empty
 * and a 5-year store (each in its own process, on loopback, sending lead emails to an SMTP sink),
 * at 1 and 32 connections. Prints the table and the targets, writes reports/bench.md, and exits 1
 * if a target is missed. Ratios are taken within the run, between interleaved slices (cases.ts).
 * With DATABASE_URL (or BENCH_POSTGRES=1, a throwaway server) the same app over PostgreSQL runs
 * beside them, empty and with the 5-year store copied in (bench-postgres.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUSINESS } from '#shared/business';
import { benchBaseDay } from './bench-clock';
import { durableReplaceMs } from './disk-floor';
import {
  CASES,
  CEILING,
  NO_STORE,
  INBOX_CASES,
  NOT_SENDING,
  runInterleaved,
  type CaseDefinition,
  type CaseResult,
  type Target,
} from './cases';
import { login, startApp } from './app-target';
import { FIVE_YEARS, prefillFiveYears } from './prefill';
import { startChild, type Child } from './processes';
import { benchPostgres, copyAndCompare, explainInbox } from './bench-postgres';
import { measureExport, type ExportResult } from './export-case';
import { checkTargets, PG_EMPTY, PG_FULL, writeReport, type Memory } from './report';
import { PROJECT_ROOT } from '../backend/paths';

const log = (line: string) => console.log(line);
const diskBytes = (dir: string) =>
  Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function print(result: CaseResult): void {
  log(
    `  ${`${result.name} [${result.store}]`.padEnd(56)} c=${String(result.connections).padStart(2)} ` +
      `${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  ` +
      `errors ${result.errors}  server ${result.cpuPerRequest.toFixed(0)} µs CPU/req, ` +
      `${result.loopPerRequest.toFixed(0)} µs event loop/req`,
  );
}

/** How many emails bench/smtp-sink.ts has accepted so far. */
function emailsAccepted(sink: Child): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: { type: string; count: number }) => {
      if (m.type !== 'count') return;
      sink.process.off('message', onMessage);
      resolve(m.count);
    };
    sink.process.on('message', onMessage);
    sink.process.send({ type: 'count' });
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const baseDay = benchBaseDay(BUSINESS.timeZone);
  const root = await mkdtemp(join(tmpdir(), 'lhe-bench-'));
  const emptyDir = join(root, 'empty');
  const fullDir = join(root, 'five-years');
  const notSendingDir = join(root, 'empty-not-sending');
  const results: CaseResult[] = [];
  const children: Child[] = [];
  const postgres = await benchPostgres();
  try {
    log(
      `Prefilling the 5-year store (${FIVE_YEARS.contacts} leads, ${FIVE_YEARS.bookings} bookings, ${FIVE_YEARS.phoneClicks} clicks)...`,
    );
    const diskMs = durableReplaceMs(root);
    log(`  this disk: one durable replace of a 32 KB segment takes ${diskMs.toFixed(2)} ms`);
    const prefillStart = Date.now();
    const { files } = await prefillFiveYears(fullDir, baseDay);
    log(
      `  ${files} segment files, ${(diskBytes(fullDir) / 1e6).toFixed(0)} MB, in ${seconds(Date.now() - prefillStart)}`,
    );

    // The same app over PostgreSQL, empty and with the 5-year store copied in (before the JSON
    // store's own server takes its lock), checked record by record.
    let pgFullUrl = '';
    if (postgres) {
      log(
        `PostgreSQL: ${postgres.label}. Copying the 5-year store in (npm run store:copy-to-postgres's code)...`,
      );
      pgFullUrl = await postgres.createDatabase('five_years');
      const copy = await copyAndCompare(fullDir, pgFullUrl);
      log(
        `  copied ${copy.copied} records in ${copy.seconds.toFixed(0)} s; every collection has equal records`,
      );
    }

    const smtpSink = await startChild('./smtp-sink.ts');
    children.push(smtpSink);
    const smtpUrl = `smtp://127.0.0.1:${smtpSink.port}`;
    const bare = await startChild('./bare-koa.ts');
    children.push(bare);
    const ceiling: Target = { server: bare, store: CEILING, bookings: { next: 0, baseDay } };
    const reference = await startChild('./contact-without-store.ts');
    children.push(reference);
    const noStore: Target = { server: reference, store: NO_STORE, bookings: { next: 0, baseDay } };
    const empty = await startApp(emptyDir, baseDay, 'empty', smtpUrl);
    children.push(empty.server);
    const full = await startApp(fullDir, baseDay, '5-year', smtpUrl);
    children.push(full.server);
    const notSending = await startApp(notSendingDir, baseDay, NOT_SENDING, smtpUrl, false);
    children.push(notSending.server);
    log(
      `  the 5-year store opened (every file read and indexed) in ${seconds(Number(full.server.info.openMs))}`,
    );
    const pgServers: Target[] = [];
    if (postgres) {
      const pgEmptyUrl = await postgres.createDatabase('empty');
      for (const [label, url] of [
        [PG_EMPTY, pgEmptyUrl],
        [PG_FULL, pgFullUrl],
      ]) {
        const target = await startApp(
          join(root, label.replace(/\W+/g, '-')),
          baseDay,
          label,
          smtpUrl,
          true,
          url,
        );
        children.push(target.server);
        pgServers.push(target);
      }
    }
    const withPg = (def: CaseDefinition) => pgServers.map((target) => ({ target, def }));
    const atRest = { empty: await empty.server.rss(), full: await full.server.rss() };

    const groups: { runs: { target: Target; def: CaseDefinition }[]; connections?: number[] }[] = [
      {
        runs: [
          { target: ceiling, def: CASES.contact },
          { target: noStore, def: CASES.contact },
          { target: empty, def: CASES.contact },
          { target: notSending, def: CASES.contact },
          { target: full, def: CASES.contact },
          ...withPg(CASES.contact),
        ],
      },
      // Bookings last: their clock (bench-clock.ts) turns on async context tracking in the
      // server, which would slow every case after them.
      ...[CASES.phoneClick, CASES.bookedTimes, CASES.adminContacts].map((def) => ({
        runs: [{ target: empty, def }, { target: full, def }, ...withPg(def)],
      })),
      // The owner's inbox: a few people at once, as the issue's targets say (4 connections).
      ...INBOX_CASES.map((def) => ({
        runs: [{ target: empty, def }, { target: full, def }, ...withPg(def)],
        connections: [4],
      })),
      // The reports: one owner opening the page.
      {
        runs: [
          { target: empty, def: CASES.reports },
          { target: full, def: CASES.reports },
          ...withPg(CASES.reports),
        ],
        connections: [1],
      },
      {
        runs: [
          { target: empty, def: CASES.booking },
          { target: full, def: CASES.booking },
          ...withPg(CASES.booking),
        ],
      },
    ];
    for (const group of groups) {
      for (const run of group.runs) if (run.def.admin) await login(run.target);
      for (const connections of group.connections ?? [1, 32]) {
        for (const result of await runInterleaved(group.runs, connections)) {
          print(result);
          results.push(result);
        }
      }
    }

    // The owner's CSV export of all 50,000 estimate requests, on each 5-year store.
    const exports: ExportResult[] = [];
    for (const target of [full, ...pgServers.filter((t) => t.store === PG_FULL)]) {
      // The bookings' bench clock (bench-clock.ts) moved the server's days past the session's life.
      await login(target);
      const result = await measureExport(target);
      log(
        `  CSV export [${target.store}]: ${result.lines} lines, ${(result.bytes / 1e6).toFixed(1)} MB in ` +
          `${result.seconds.toFixed(1)} s, RSS +${(result.rssGrowth / 1024 / 1024).toFixed(0)} MB`,
      );
      exports.push(result);
    }

    const memory: Memory[] = [
      {
        store: 'empty',
        atRest: atRest.empty,
        atEnd: await empty.server.rss(),
        heapAtEnd: await empty.server.heapUsed(),
        liveAtEnd: await empty.server.live(),
        openMs: Number(empty.server.info.openMs),
      },
      {
        store: '5-year',
        atRest: atRest.full,
        atEnd: await full.server.rss(),
        heapAtEnd: await full.server.heapUsed(),
        liveAtEnd: await full.server.live(),
        openMs: Number(full.server.info.openMs),
      },
    ];
    const emails = await emailsAccepted(smtpSink);
    log(`  the SMTP sink accepted ${emails} emails from the servers' delivery workers`);
    for (const child of children.splice(0)) await child.stop();
    memory[0].disk = diskBytes(emptyDir);
    memory[1].disk = diskBytes(fullDir);

    if (postgres) await writeExplain(results, pgFullUrl);
    const targets = checkTargets(results, memory, exports);
    const report = await writeReport(results, memory, targets, (Date.now() - started) / 1000, diskMs, emails);
    log('');
    log(report.table);
    log('');
    log(report.targets);
    log('');
    log(report.bounds);
    process.exitCode = targets.every((t) => t.met) ? 0 : 1;
  } finally {
    for (const child of children) await child.stop();
    await postgres?.stop();
    await rm(root, { recursive: true, force: true });
  }
}

/** reports/postgres-inbox-plan.md: the plan of the inbox read that was slowest on PostgreSQL. */
async function writeExplain(results: CaseResult[], databaseUrl: string): Promise<void> {
  const reads = INBOX_CASES.filter((def) => def !== CASES.statusChange);
  const slowest = reads
    .map((def) => ({ def, result: results.find((r) => r.name === def.name && r.store === PG_FULL)! }))
    .reduce((a, b) => (b.result.p975 > a.result.p975 ? b : a));
  const path = slowest.def.request({} as Target);
  const search = new URL(('path' in path ? path : path()).path, 'http://bench').search;
  const text = [
    '# The slowest inbox read on PostgreSQL (`npm run bench` with DATABASE_URL)',
    '',
    `Generated ${new Date().toISOString()}. Case: ${slowest.def.name} over the 5-year store, p97.5 ` +
      `${slowest.result.p975} ms at 4 connections. Each statement the inbox ran for it, with EXPLAIN (ANALYZE, BUFFERS):`,
    '',
    await explainInbox(databaseUrl, search),
    '',
  ].join('\n');
  await writeFile(join(PROJECT_ROOT, 'reports', 'postgres-inbox-plan.md'), text);
  log(`  the slowest inbox read's plan: reports/postgres-inbox-plan.md (${slowest.def.name})`);
}

await main();
