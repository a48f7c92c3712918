/**
 * /api/booked-calls: lander-c/d bookings (create, move, withdraw; the admin's list). The rules (slots,
 * limits, replays, edit tokens) live in services/leads; a day's taken times in booked-times.router.ts.
 */
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { EDIT_TOKEN_HEADER } from '#shared/api-headers';
import {
  BookingCreateQuerySchema,
  BookingParamsSchema,
  BookingSchema,
  RescheduleSchema,
  type Booking,
  type BookingCreateQuery,
  type Reschedule,
} from '#shared/schemas/booking';
import type { AppDeps } from '../../deps';
import { clientKey } from '../../lib/client-key';
import { requireSession } from '../../middlewares/auth';
import {
  validate,
  validateParams,
  validateQuery,
  type InputState,
  type ParamsState,
  type QueryState,
} from '../../middlewares/validate';
import { bookingAnswer, publicBooking, scheduleOf } from '../../presenters/booking.presenter';
import * as leads from '../../services/leads';
import { answerSaved } from '../create-answer';
import { ListQuerySchema, answerLeadList, type ListState } from '../list-query';
import { plainDateAsBusinessDay } from './booked-calls.params';

interface EditState {
  editToken: string;
}

export function createBookedCallsRouter(deps: AppDeps): Router {
  const { store, timeZone, rateLimit, sessions } = deps;
  const router = new Router({ prefix: '/api/booked-calls' });
  const sameDay = plainDateAsBusinessDay(timeZone);

  /** Checked before the body is: only the holder of the booking's edit token gets that far. */
  const requireEditToken: Middleware<EditState> = async (ctx, next) => {
    const token = ctx.get(EDIT_TOKEN_HEADER);
    await leads.checkEditToken(deps, ctx.params.id, token);
    ctx.state.editToken = token;
    await next();
  };

  router.post<InputState<Booking> & QueryState<BookingCreateQuery>>(
    '/',
    rateLimit('booked-calls'),
    validateQuery(BookingCreateQuerySchema),
    sameDay,
    validate(BookingSchema),
    async (ctx) => {
      const { replaces } = ctx.state.query;
      const replaced = replaces ? { id: replaces, token: ctx.get(EDIT_TOKEN_HEADER) } : undefined;
      const booked = await leads.bookCall(deps, ctx.state.input, clientKey(ctx.ip), replaced);
      answerSaved(ctx, { created: booked.created, record: bookingAnswer(booked) });
    },
  );

  router.patch<EditState & InputState<Reschedule>>(
    '/:id',
    rateLimit('booked-calls'),
    requireEditToken,
    sameDay,
    validate(RescheduleSchema),
    async (ctx) => {
      const moved = await leads.rescheduleCall(deps, ctx.params.id, ctx.state.editToken, ctx.state.input);
      ctx.body = scheduleOf(moved);
    },
  );

  router.delete<ParamsState<{ id: string }>>(
    '/:id',
    rateLimit('booked-calls'),
    validateParams(BookingParamsSchema),
    async (ctx) => {
      await leads.withdrawCall(deps, ctx.state.params.id, ctx.get(EDIT_TOKEN_HEADER));
      ctx.status = 204;
    },
  );

  router.get<ListState>('/', requireSession(sessions), validateQuery(ListQuerySchema), async (ctx) => {
    const leadList = { kind: 'booking' as const, repo: store.bookings, inbox: store.inbox };
    return answerLeadList(ctx, leadList, ctx.state.query, { present: publicBooking });
  });

  return router;
}
