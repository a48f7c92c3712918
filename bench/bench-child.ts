/**
 * The child side of processes.ts: listen on an ephemeral loopback port, tell the bench the port,
 * and answer its questions (RSS, CPU used so far) until it says stop.
 */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

export function serveForBench(
  handle: RequestListener,
  options: { info?: Record<string, unknown>; beforeExit?: () => Promise<void> } = {},
): void {
  const server = createServer(handle);
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.send!({ type: 'listening', port, ...options.info });
  });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'rss') process.send!({ type: 'rss', rss: process.memoryUsage.rss() });
    if (message.type === 'heap') process.send!({ type: 'heap', heapUsed: process.memoryUsage().heapUsed });
    if (message.type === 'live') {
      // The memory the server needs, apart from garbage not yet collected (--expose-gc, processes.ts).
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      process.send!({ type: 'live', live: { rss, heapUsed } });
    }
    if (message.type === 'cpu')
      process.send!({
        type: 'cpu',
        cpu: process.cpuUsage(),
        loop: performance.eventLoopUtilization().active,
      });
    if (message.type === 'stop') {
      server.closeAllConnections();
      server.close(async () => {
        await options.beforeExit?.();
        process.exit(0);
      });
    }
  });
}
