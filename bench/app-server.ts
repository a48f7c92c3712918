/**
 * The benchmarked server, in its own process so that its memory is its own: the real app
 * (createApp) over BENCH_DATA_DIR, on an ephemeral loopback port, rate limits off, with the
 * bench clock (bench-clock.ts). Reports its port, and its RSS when asked.
 */
import { performance as perf } from 'node:perf_hooks';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BUSINESS } from '../shared/business';
import { createApp } from '../backend/app';
import { BENCH_DAY_HEADER, createBenchClock } from './bench-clock';

const dataDir = process.env.BENCH_DATA_DIR!;
const baseDay = process.env.BENCH_BASE_DAY!;
const clock = createBenchClock(baseDay, BUSINESS.timeZone);
const started = performance.now();
const { app, close } = await createApp({
  dataDir,
  rateLimitPerMinute: 0,
  logRequests: false,
  blogSeedFile: null,
  adminUsername: 'bench',
  adminPassword: process.env.BENCH_ADMIN_PASSWORD!,
  now: clock.now,
});
const openMs = performance.now() - started;
const handle = app.callback();
const server = createServer((req, res) => {
  clock.run(req.headers[BENCH_DAY_HEADER], () => void handle(req, res));
});
server.listen(0, '127.0.0.1', () => {
  process.send!({ type: 'listening', port: (server.address() as AddressInfo).port, openMs });
});
process.on('message', async (message: { type: string }) => {
  if (message.type === 'rss') process.send!({ type: 'rss', rss: process.memoryUsage.rss() });
  if (message.type === 'snapshot') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send!({
      type: 'snapshot',
      file: (await import('node:v8')).writeHeapSnapshot('/tmp/app.heapsnapshot'),
    });
  }
  if (message.type === 'mem') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send!({ type: 'mem', mem: process.memoryUsage() });
  }
  if (message.type === 'cpu')
    process.send!({ type: 'cpu', cpu: process.cpuUsage(), loop: perf.eventLoopUtilization().active });
  if (message.type === 'stop') {
    server.closeAllConnections();
    server.close(async () => {
      await close();
      process.exit(0);
    });
  }
});
