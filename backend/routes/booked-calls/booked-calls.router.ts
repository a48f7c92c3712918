/**
 * /api/booked-calls: lander-c/d bookings. Creates and reschedules check the server rules, then
 * claim the slot in one atomic repository call, so of two racing requests exactly one wins.
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  BookingSchema,
  RescheduleSchema,
  type Booking,
  type BookingRecord,
} from '../../../shared/schemas/booking';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { requireSession } from '../../middlewares/auth';
import { validate, validateQuery } from '../../middlewares/validate';
import { answerCreated, answerReplay, isBot } from '../create-answer';
import { ListQuerySchema, answerList, type ListState } from '../list-query';
import {
  SLOT_TAKEN_MESSAGE,
  assertBookable,
  dayKeyFromParam,
  plainDateAsBusinessDay,
} from './booked-calls.rules';

function toRecord(input: Booking, now: Date): BookingRecord {
  const { id, website: _honeypot, scheduledDate, ...fields } = input;
  return {
    id: id ?? randomUUID(),
    ...fields,
    scheduledDate: scheduledDate.toISOString(),
    createdAt: now.toISOString(),
  };
}

/** A booking rescheduled since its create may be replayed with its original schedule. */
const replayIgnores = (existing: BookingRecord) =>
  existing.updatedAt ? ['scheduledDate', 'scheduledTime'] : [];

export function createBookedCallsRouter(deps: AppDeps): Router {
  const { store, now, timeZone, rateLimit, sessions } = deps;
  const router = new Router({ prefix: '/api/booked-calls' });
  const sameDay = plainDateAsBusinessDay(timeZone);

  router.get('/date/:date', async (ctx) => {
    const day = dayKeyFromParam(ctx.params.date, timeZone);
    if (!day) throw badRequest('Invalid date');
    ctx.body = { bookedTimes: await store.bookings.bookedTimesOn(day) };
  });

  router.post('/', rateLimit('booked-calls'), sameDay, validate(BookingSchema), async (ctx) => {
    const input = ctx.state.input;
    const at = now();
    const record = toRecord(input, at);
    if (isBot(input.website)) return answerCreated(ctx, { ...record, id: randomUUID() });
    // A replay answers the stored record even if its day has since left the window.
    const known = input.id ? await store.bookings.findById(input.id) : undefined;
    if (known) return answerReplay(ctx, known, record, replayIgnores(known));

    assertBookable(input, at, timeZone);
    const result = await store.bookings.book(record);
    if (result.status === 'slot-taken') throw conflict(SLOT_TAKEN_MESSAGE);
    if (result.status === 'exists')
      return answerReplay(ctx, result.existing, record, replayIgnores(result.existing));
    answerCreated(ctx, result.record);
  });

  router.patch('/:id', rateLimit('booked-calls'), sameDay, validate(RescheduleSchema), async (ctx) => {
    const { scheduledDate, scheduledTime } = ctx.state.input;
    const at = now();
    if (!(await store.bookings.findById(ctx.params.id))) throw notFound('Booking not found');
    assertBookable({ scheduledDate, scheduledTime }, at, timeZone);
    const result = await store.bookings.reschedule(ctx.params.id, {
      scheduledDate: scheduledDate.toISOString(),
      scheduledTime,
      updatedAt: at.toISOString(),
    });
    if (result.status === 'not-found') throw notFound('Booking not found');
    if (result.status === 'slot-taken') throw conflict(SLOT_TAKEN_MESSAGE);
    ctx.body = result.record;
  });

  router.get<ListState>('/', requireSession(sessions), validateQuery(ListQuerySchema), (ctx) =>
    answerList(ctx, store.bookings, ctx.state.query),
  );

  return router;
}
