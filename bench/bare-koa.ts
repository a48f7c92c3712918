/**
 * The ceiling: a bare Koa server that reads the same JSON body with koa-bodyparser and answers
 * 201, run by the bench in its own process on loopback. It validates and stores nothing.
 */
import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { serveForBench } from './bench-child';

const app = new Koa();
app.use(bodyParser({ enableTypes: ['json'] }));
app.use((ctx) => {
  ctx.status = 201;
  ctx.body = { received: ctx.request.body !== undefined };
});
serveForBench(app.callback());
