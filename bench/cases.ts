/**
 * The benchmark cases, and how they are measured. Cases that are compared with each other (the
 * ceiling, the reference and POST /api/contact; the empty and the 5-year store) run interleaved in short
 * slices, A B A B ..., so that a change in the machine's load hits both alike.
 */
import autocannon from 'autocannon';
import { startOfDayInZone } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { TIME_SLOTS } from '#shared/options';
import { buildBooking } from '../tests/factories/booking.factory';
import { buildContact } from '../tests/factories/contact.factory';
import { buildPhoneClick } from '../tests/factories/phone-click.factory';
import { BENCH_DAY_HEADER, benchDay } from './bench-clock';
import type { Child } from './processes';

/** Label of the no-store reference server (contact-without-store.ts): not the real server. */
export const NO_STORE = 'none (reference)';

/** Label of the ceiling (bare-koa.ts): Koa and koa-bodyparser alone. */
export const CEILING = 'bare Koa (ceiling)';

/** Label of the real server over an empty store whose delivery worker is stopped: it stores each lead's messages, sends none. */
export const NOT_SENDING = 'empty, not sending';

export const WARMUP_SECONDS = 1;
export const SLICES = 3;
export const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 2);

export interface CaseResult {
  name: string;
  store: string;
  connections: number;
  rps: number;
  /** Median of the slices' p50. */
  p50: number;
  /** Worst of the slices' p99. */
  p99: number;
  /** Each slice's p99, in order. */
  sliceP99s: number[];
  /** Worst of the slices' p97.5 (autocannon has no p95). */
  p975: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
  /** Server CPU time (user + system, all threads) per request, in microseconds. */
  cpuPerRequest: number;
  /** Server event-loop (main thread) busy time per request, in microseconds. */
  loopPerRequest: number;
}

export interface Target {
  server: Child;
  /** Label of the server: CEILING, NO_STORE, 'empty', '5-year'. */
  store: string;
  /** Cookie of a signed-in admin, for the admin list. */
  cookie?: string;
  /** Bookings made so far on this server: each takes the next slot of the bench days. */
  bookings: { next: number; baseDay: string };
  /** New leads whose status the status-change case moves, one each. */
  newLeads?: string[];
}

type Request = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };

export interface CaseDefinition {
  name: string;
  request: (target: Target) => Request | (() => Request);
  /** Needs a signed-in admin (target.cookie). */
  admin?: boolean;
  /** Run before each measurement of the case on a target. */
  prepare?: (target: Target) => Promise<void>;
}

/** A read of the admin API, signed in. */
const adminGet = (name: string, path: string): CaseDefinition => ({
  name,
  admin: true,
  request: (target) => ({ method: 'GET', path, headers: { cookie: target.cookie ?? '' } }),
});

/** An inbox read (GET /api/admin/leads) with a query. */
const inbox = (label: string, query: string) =>
  adminGet(`GET /api/admin/leads ${label}`, `/api/admin/leads${query}`);

/**
 * Ids of leads still New, read through the inbox, for the status-change case: one per request,
 * and a fast server makes ~5,000 a second over the case's 7 seconds.
 */
async function collectNewLeads(target: Target): Promise<void> {
  const ids: string[] = [];
  for (let page = 1; page <= 500; page++) {
    const res = await fetch(
      `http://127.0.0.1:${target.server.port}/api/admin/leads?status=new&pageSize=100&page=${page}`,
      { headers: { cookie: target.cookie ?? '' } },
    );
    const { items } = (await res.json()) as { items: { id: string }[] };
    ids.push(...items.map((item) => item.id));
    if (items.length < 100) break;
  }
  target.newLeads = ids;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const post = (path: string, body: object): Request => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: JSON_HEADERS,
});

export const CASES = {
  contact: { name: 'POST /api/contact', request: () => post('/api/contact', buildContact()) },
  phoneClick: { name: 'POST /api/phone-clicks', request: () => post('/api/phone-clicks', buildPhoneClick()) },
  booking: {
    name: 'POST /api/booked-calls',
    // Distinct slots: request k books slot k % 13 of bench day 1 + k / 13 (see bench-clock.ts).
    request: (target) => () => {
      const k = target.bookings.next++;
      const day = 1 + Math.floor(k / TIME_SLOTS.length);
      const scheduledDate = startOfDayInZone(benchDay(target.bookings.baseDay, day), BUSINESS.timeZone);
      const request = post(
        '/api/booked-calls',
        buildBooking({
          scheduledDate: scheduledDate.toISOString(),
          scheduledTime: TIME_SLOTS[k % TIME_SLOTS.length],
        }),
      );
      return { ...request, headers: { ...request.headers, [BENCH_DAY_HEADER]: String(day) } };
    },
  },
  bookedTimes: {
    name: 'GET /api/booked-calls/date/:date',
    request: (target) => ({
      method: 'GET',
      path: `/api/booked-calls/date/${benchDay(target.bookings.baseDay, 2)}`,
    }),
  },
  inboxFirstPage: inbox('(first page)', ''),
  inboxStatus: inbox('(status filter)', '?status=contacted'),
  inboxSearch: inbox('(text search)', '?q=rivera'),
  inboxCallSort: inbox('(by call time)', '?sort=call'),
  reports: adminGet('GET /api/admin/reports?days=90', '/api/admin/reports?days=90'),
  statusChange: {
    name: 'POST /api/admin/leads/:id/status',
    admin: true,
    prepare: collectNewLeads,
    request: (target) => () => {
      const request = post(`/api/admin/leads/${target.newLeads?.pop() ?? 'none'}/status`, {
        status: 'contacted',
        version: 0,
      });
      return { ...request, headers: { ...request.headers, cookie: target.cookie ?? '' } };
    },
  },
  adminContacts: {
    name: 'GET /api/contact (admin, 1st page of 50)',
    admin: true,
    request: (target) => ({
      method: 'GET',
      path: '/api/contact?limit=50',
      headers: { cookie: target.cookie ?? '' },
    }),
  },
} satisfies Record<string, CaseDefinition>;

function fire(target: Target, def: CaseDefinition, connections: number, seconds: number) {
  const made = def.request(target);
  const base = `http://127.0.0.1:${target.server.port}`;
  if (typeof made !== 'function') {
    const { path, ...rest } = made;
    return autocannon({ url: base + path, connections, duration: seconds, ...rest });
  }
  const first = made();
  return autocannon({
    url: base + first.path,
    connections,
    duration: seconds,
    method: first.method,
    requests: [{ setupRequest: (req) => ({ ...req, ...made() }) }],
  });
}

interface Run {
  target: Target;
  def: CaseDefinition;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A server counts as idle once it used under 5% of a core for a quarter second. */
const IDLE_SHARE = 0.05;
const IDLE_PROBE_MS = 250;
const SETTLE_LIMIT_MS = 60_000;

/**
 * Wait until every server is idle: a server's background work after a slice (its delivery
 * worker sending the slice's emails) must not land on the next server's slice.
 */
async function settle(targets: Target[]): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (const target of new Set(targets)) {
    for (;;) {
      const before = await target.server.cpu();
      await new Promise((resolve) => setTimeout(resolve, IDLE_PROBE_MS));
      const used = (await target.server.cpu()).all - before.all;
      if (used < IDLE_SHARE * IDLE_PROBE_MS * 1000 || Date.now() > deadline) break;
    }
  }
}

/** Measure runs that are compared with each other, interleaved slice by slice, each from idle. */
export async function runInterleaved(runs: Run[], connections: number): Promise<CaseResult[]> {
  const targets = runs.map((run) => run.target);
  for (const run of runs) await run.def.prepare?.(run.target);
  for (const run of runs) await fire(run.target, run.def, connections, WARMUP_SECONDS);
  await settle(targets);
  const slices = runs.map(() => [] as autocannon.Result[]);
  const cpu = runs.map(() => ({ all: 0, loop: 0 }));
  for (let s = 0; s < SLICES; s++) {
    for (const [i, run] of runs.entries()) {
      const before = await run.target.server.cpu();
      slices[i].push(await fire(run.target, run.def, connections, SLICE_SECONDS));
      await settle(targets);
      const after = await run.target.server.cpu();
      cpu[i].all += after.all - before.all;
      cpu[i].loop += after.loop - before.loop;
    }
  }
  return runs.map((run, i) => {
    const results = slices[i];
    const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
    return {
      name: run.def.name,
      store: run.target.store,
      connections,
      rps: requests / results.reduce((sum, r) => sum + r.duration, 0),
      p50: median(results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      sliceP99s: results.map((r) => r.latency.p99),
      p975: Math.max(...results.map((r) => r.latency.p97_5)),
      errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
      requests,
      cpuPerRequest: cpu[i].all / Math.max(1, requests),
      loopPerRequest: cpu[i].loop / Math.max(1, requests),
    };
  });
}

/** The inbox reads and the status change, measured at 4 connections. */
export const INBOX_CASES: CaseDefinition[] = [
  CASES.inboxFirstPage,
  CASES.inboxStatus,
  CASES.inboxSearch,
  CASES.inboxCallSort,
  CASES.statusChange,
];
