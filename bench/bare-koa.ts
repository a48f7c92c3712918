/** The ceiling: a bare Koa hello-world, run by the bench in its own process on loopback. */
import { performance as perf } from 'node:perf_hooks';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = 'Hello World';
});
const server = createServer(app.callback());
server.listen(0, '127.0.0.1', () => {
  process.send!({ type: 'listening', port: (server.address() as AddressInfo).port });
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'rss') process.send!({ type: 'rss', rss: process.memoryUsage.rss() });
  if (message.type === 'cpu')
    process.send!({ type: 'cpu', cpu: process.cpuUsage(), loop: perf.eventLoopUtilization().active });
  if (message.type === 'stop') server.close(() => process.exit(0));
});
