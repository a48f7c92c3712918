/**
 * /api/capture/leads: leads a canvasser takes at an event. Needs a session (a canvasser's or an
 * admin's): the outbox keeps a lead whose sync meets 401 until the canvasser signs in again.
 */
import Router from '@koa/router';
import { CaptureLeadSchema, type CaptureLeadSubmission } from '#shared/schemas/capture';
import { USER_ROLES } from '#shared/schemas/users';
import type { AppDeps } from '../../deps';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, type InputState } from '../../middlewares/validate';
import { captureLead } from '../../services/leads';
import { answerSaved } from '../create-answer';

export function createCaptureRouter(deps: AppDeps): Router {
  const { rateLimit, sessions } = deps;
  const router = new Router({ prefix: '/api/capture' });

  router.post<UserState & InputState<CaptureLeadSubmission>>(
    '/leads',
    requireSession(sessions, { roles: USER_ROLES }),
    rateLimit('capture'),
    validate(CaptureLeadSchema),
    async (ctx) => {
      answerSaved(ctx, await captureLead(deps, ctx.state.input, ctx.state.user.username));
    },
  );

  return router;
}
