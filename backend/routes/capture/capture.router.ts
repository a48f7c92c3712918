/**
 * /api/capture/leads: leads a canvasser takes at an event. Needs a session (a canvasser's or an
 * admin's): the outbox keeps a lead whose sync meets 401 until the canvasser signs in again.
 * Stored with the estimate requests, idempotent by the client's id, announced like any lead.
 */
import Router from '@koa/router';
import { LEAD_SOURCES } from '#shared/options';
import { CaptureLeadSchema, type CaptureLeadSubmission } from '#shared/schemas/capture';
import type { ContactRecord } from '#shared/schemas/contact';
import { USER_ROLES } from '#shared/schemas/users';
import type { AppDeps } from '../../deps';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, type InputState } from '../../middlewares/validate';
import { answerCreated, answerReplay } from '../create-answer';

/** The stored record: the server's received time and who was signed in, whatever the body says. */
export function toEventLead(input: CaptureLeadSubmission, capturedBy: string, now: Date): ContactRecord {
  return {
    ...input,
    source: LEAD_SOURCES.event,
    capturedBy,
    createdAt: now.toISOString(),
  };
}

export function createCaptureRouter(deps: AppDeps): Router {
  const { now, rateLimit, sessions, delivery } = deps;
  const router = new Router({ prefix: '/api/capture' });

  router.post<UserState & InputState<CaptureLeadSubmission>>(
    '/leads',
    requireSession(sessions, { roles: USER_ROLES }),
    rateLimit('capture'),
    validate(CaptureLeadSchema),
    async (ctx) => {
      const record = toEventLead(ctx.state.input, ctx.state.user.username, now());
      const result = await delivery.storeContact(record);
      if (result.created) answerCreated(ctx, result.record);
      else answerReplay(ctx, result.existing, record);
    },
  );

  return router;
}
