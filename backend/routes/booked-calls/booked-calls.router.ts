/**
 * /api/booked-calls: lander-c/d bookings (create; the admin's list). The rules (slots, limits,
 * replays, edit tokens) live in services/leads; lander-d's move and withdrawal of its placeholder
 * in placeholder-edits.router.ts; a day's taken times in booked-times.router.ts.
 */
import Router from '@koa/router';
import { EDIT_TOKEN_HEADER } from '#shared/api-headers';
import {
  BookingCreateQuerySchema,
  BookingSchema,
  type Booking,
  type BookingCreateQuery,
} from '#shared/schemas/booking';
import type { AppDeps } from '../../deps';
import { clientKey } from '../../lib/client-key';
import { requireSession } from '../../middlewares/auth';
import { validate, validateQuery, type InputState, type QueryState } from '../../middlewares/validate';
import { bookingAnswer, publicBooking } from '../../presenters/booking.presenter';
import * as leads from '../../services/leads';
import { answerSaved } from '../create-answer';
import { ListQuerySchema, answerLeadList, type ListState } from '../list-query';
import { plainDateAsBusinessDay } from './booked-calls.params';

export function createBookedCallsRouter(deps: AppDeps): Router {
  const { store, timeZone, rateLimit, sessions } = deps;
  const router = new Router({ prefix: '/api/booked-calls' });
  router.post<InputState<Booking> & QueryState<BookingCreateQuery>>(
    '/',
    rateLimit('booked-calls'),
    validateQuery(BookingCreateQuerySchema),
    plainDateAsBusinessDay(timeZone),
    validate(BookingSchema),
    async (ctx) => {
      const { replaces } = ctx.state.query;
      const replaced = replaces ? { id: replaces, token: ctx.get(EDIT_TOKEN_HEADER) } : undefined;
      const booked = await leads.bookCall(deps, ctx.state.input, clientKey(ctx.ip), replaced);
      answerSaved(ctx, { created: booked.created, record: bookingAnswer(booked) });
    },
  );

  router.get<ListState>('/', requireSession(sessions), validateQuery(ListQuerySchema), async (ctx) => {
    const leadList = { kind: 'booking' as const, repo: store.bookings, inbox: store.inbox };
    return answerLeadList(ctx, leadList, ctx.state.query, { present: publicBooking });
  });

  return router;
}
