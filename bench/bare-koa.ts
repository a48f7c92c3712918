/** The ceiling: a bare Koa hello-world, run by the bench in its own process on loopback. */
import Koa from 'koa';
import { serveForBench } from './bench-child';

const app = new Koa();
app.use((ctx) => {
  ctx.body = 'Hello World';
});
serveForBench(app.callback());
