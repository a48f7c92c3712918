/**
 * A reference for the contact write: POST /api/contact through the app's own middleware (request
 * log off, security headers, error boundary, JSON body, rate limit off, the shared schema), building
 * the same record and answering it with 201, but storing nothing. Against it, the bench shows what
 * the stack costs before any storage and what the store adds.
 */
import Router from '@koa/router';
import Koa from 'koa';
import { ContactSchema } from '#shared/schemas/contact';
import { errorHandler } from '../backend/middlewares/errors';
import { jsonBody } from '../backend/middlewares/json-body';
import { createRateLimiter } from '../backend/middlewares/rate-limit';
import { requestLog } from '../backend/middlewares/request-log';
import { securityHeaders } from '../backend/middlewares/security-headers';
import { validate } from '../backend/middlewares/validate';
import { answerSaved } from '../backend/routes/create-answer';
import { toContactRecord } from '../backend/services/leads/create-estimate-request';
import { serveForBench } from './bench-child';

const app = new Koa();
app.use(requestLog({ enabled: false }));
app.use(securityHeaders({ mapsEnabled: false }));
app.use(errorHandler());
app.use(jsonBody());
const router = new Router({ prefix: '/api/contact' });
const rateLimit = createRateLimiter({ perMinute: 0, now: () => new Date() });
router.post('/', rateLimit('contact'), validate(ContactSchema), (ctx) => {
  answerSaved(ctx, { created: true, record: toContactRecord(ctx.state.input, new Date()) });
});
app.use(router.routes());
serveForBench(app.callback());
