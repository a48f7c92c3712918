/**
 * The benchmarked server, in its own process so that its memory is its own: the real app
 * (createApp) over BENCH_DATA_DIR (or the PostgreSQL database BENCH_DATABASE_URL), on an ephemeral loopback port, rate limits off, with the
 * bench clock (bench-clock.ts). Lead notifications go to BENCH_SMTP_URL (the bench's SMTP sink);
 * with BENCH_SENDING=off the delivery worker is stopped, so messages are stored but not sent.
 */
import { BUSINESS } from '#shared/business';
import { createApp } from '../backend/app';
import { serveForBench } from './bench-child';
import { BENCH_DAY_HEADER, createBenchClock } from './bench-clock';

const clock = createBenchClock(process.env.BENCH_BASE_DAY!, BUSINESS.timeZone);
const started = performance.now();
const { app, close, delivery } = await createApp({
  dataDir: process.env.BENCH_DATA_DIR!,
  databaseUrl: process.env.BENCH_DATABASE_URL,
  rateLimitPerMinute: 0,
  dailyWriteCap: 0,
  // The load comes from one address.
  maxUpcomingCallsPerAddress: 0,
  logRequests: false,
  blogSeedFile: null,
  adminUsername: 'bench',
  adminPassword: process.env.BENCH_ADMIN_PASSWORD!,
  now: clock.now,
  delivery: { smtpUrl: process.env.BENCH_SMTP_URL, notifyEmails: ['owner@bench.test'] },
});
const openMs = performance.now() - started;
// The comparison server: leads and their messages are stored as always, nothing is sent.
if (process.env.BENCH_SENDING === 'off') await delivery.stop();
const handle = app.callback();
serveForBench((req, res) => clock.run(req.headers[BENCH_DAY_HEADER], () => void handle(req, res)), {
  info: { openMs },
  beforeExit: close,
});
