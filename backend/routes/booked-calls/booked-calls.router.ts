/**
 * /api/booked-calls: lander-c/d bookings. Creates and reschedules check the server rules, then
 * claim the slot in one atomic repository call, so of two racing requests exactly one wins.
 * Only lander-d's provisional booking can be moved, once, or withdrawn (its visitor changed the
 * details and saved them again), by the holder of its edit token.
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { isProvisionalSchedule } from '#shared/booking-window';
import {
  BookingParamsSchema,
  BookingSchema,
  RescheduleSchema,
  type Booking,
  type Reschedule,
  type BookingRecord,
} from '#shared/schemas/booking';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { requireSession } from '../../middlewares/auth';
import {
  validate,
  validateParams,
  validateQuery,
  type InputState,
  type ParamsState,
} from '../../middlewares/validate';
import { slotKey } from '#shared/booking-slot';
import { EDIT_TOKEN_HEADER, issueEditToken, stillEditable, tokenMatches } from '../../services/edit-token';
import type { StoredBooking } from '../../store/repository';
import { answerCreated, answerReplay, isBot } from '../create-answer';
import { ListQuerySchema, answerLeadList, type ListState } from '../list-query';
import {
  SLOT_TAKEN_MESSAGE,
  assertBookable,
  dayKeyFromParam,
  plainDateAsBusinessDay,
} from './booked-calls.rules';
import { publicBooking, scheduleOf } from './booking-answers';

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

export const EDIT_REFUSED =
  'This booking cannot be changed: its edit token is missing, wrong or no longer valid';

export const BOOKING_NOT_FOUND = 'No booking has this id';

interface EditState {
  editToken: string;
}

export function createBookedCallsRouter(deps: AppDeps): Router {
  const { store, now, timeZone, rateLimit, sessions, delivery } = deps;
  const router = new Router({ prefix: '/api/booked-calls' });
  const sameDay = plainDateAsBusinessDay(timeZone);

  /**
   * A booking with a real slot tells the owner and confirms to the homeowner (lander-d's
   * placeholder waits for its step 2). Awaited: the messages are durable before the answer.
   */
  async function announceCall(booking: StoredBooking) {
    if (slotKey(booking, timeZone) !== null)
      await delivery.announce({ kind: 'booking', record: publicBooking(booking) });
  }

  /** A create whose id is stored: 200 for a faithful replay (422 otherwise), without secrets. */
  async function answerBookingReplay(
    ctx: Context,
    existing: StoredBooking,
    candidate: BookingRecord,
    at: Date,
  ) {
    // publicBooking() drops the token hash, so it never takes part in the comparison.
    answerReplay(ctx, publicBooking(existing), candidate, replayIgnores(existing));
    // A crash between the booking's write and its messages' leaves them to the replay.
    await announceCall(existing);
    // A client that lost the create's answer (an outbox retry) lost the token with it: while the
    // booking is still editable a replay gets a fresh one, and the old one stops working.
    if (!stillEditable(existing, at, timeZone)) return;
    const token = issueEditToken();
    const renewed = await store.bookings.update(existing.id, { editTokenHash: token.hash }, (b) =>
      stillEditable(b, at, timeZone),
    );
    if (renewed) ctx.body = { ...publicBooking(renewed), editToken: token.token };
  }

  /** Only the holder of the booking's edit token gets past; anyone else learns nothing. */
  const requireEditToken: Middleware<EditState> = async (ctx, next) => {
    const token = ctx.get(EDIT_TOKEN_HEADER);
    const booking = token ? await store.bookings.findById(ctx.params.id) : undefined;
    if (!booking || !tokenMatches(booking, token)) throw forbidden(EDIT_REFUSED);
    ctx.state.editToken = token;
    await next();
  };

  router.get('/date/:date', async (ctx) => {
    const day = dayKeyFromParam(ctx.params.date, timeZone);
    if (!day) throw badRequest('Invalid date');
    ctx.body = { bookedTimes: await store.bookings.bookedTimesOn(day) };
  });

  router.post('/', rateLimit('booked-calls'), sameDay, validate(BookingSchema), async (ctx) => {
    const input = ctx.state.input;
    const at = now();
    const record = toRecord(input, at);
    // lander-d's step 1: the answer carries the token its step 2 needs (lander-c's gets none).
    const provisional = isProvisionalSchedule(input.scheduledDate, input.scheduledTime, timeZone);
    if (isBot(input.website)) {
      const fake = provisional ? { editToken: issueEditToken().token } : {};
      // The client's id, as a real answer would carry it: an outbox takes only its own record.
      return answerCreated(ctx, { ...record, ...fake });
    }
    // A replay answers the stored record even if its day has since left the window.
    const known = input.id ? await store.bookings.findById(input.id) : undefined;
    if (known) return answerBookingReplay(ctx, known, record, at);

    assertBookable(input, at, timeZone);
    const token = provisional ? issueEditToken() : undefined;
    const result = await store.bookings.book(token ? { ...record, editTokenHash: token.hash } : record);
    if (result.status === 'slot-taken') throw conflict(SLOT_TAKEN_MESSAGE);
    if (result.status === 'exists') return answerBookingReplay(ctx, result.existing, record, at);
    await announceCall(result.record);
    answerCreated(ctx, { ...publicBooking(result.record), ...(token ? { editToken: token.token } : {}) });
  });

  router.patch<EditState & InputState<Reschedule>>(
    '/:id',
    rateLimit('booked-calls'),
    requireEditToken,
    sameDay,
    validate(RescheduleSchema),
    async (ctx) => {
      const { scheduledDate, scheduledTime } = ctx.state.input;
      const { id } = ctx.params;
      const at = now();
      assertBookable({ scheduledDate, scheduledTime }, at, timeZone, { placeholder: 'refuse' });
      const change = {
        scheduledDate: scheduledDate.toISOString(),
        scheduledTime,
        updatedAt: at.toISOString(),
      };
      // The token and the booking's state are checked again in the step that moves it: of two
      // racing moves with one token, only the first finds the booking still provisional.
      const token = ctx.state.editToken;
      const allowed = (b: StoredBooking) => tokenMatches(b, token) && stillEditable(b, at, timeZone);
      const result = await store.bookings.reschedule(id, change, allowed);
      if (result.status === 'slot-taken') throw conflict(SLOT_TAKEN_MESSAGE);
      if (result.status === 'updated') {
        await announceCall(result.record);
        ctx.body = scheduleOf(result.record);
        return;
      }
      // The same move sent again (an outbox that lost the answer) changes nothing and is not an error.
      const current = await store.bookings.findById(id);
      if (
        !current ||
        !tokenMatches(current, token) ||
        slotKey(current, timeZone) !== slotKey(change, timeZone)
      )
        throw forbidden(EDIT_REFUSED);
      await announceCall(current);
      ctx.body = scheduleOf(current);
    },
  );

  // Withdraw a provisional booking: the visitor went back and saved changed details as a new one.
  // A repeat finds nothing (the record is gone) and answers 404, as for an id never stored.
  router.delete<ParamsState<{ id: string }>>(
    '/:id',
    rateLimit('booked-calls'),
    validateParams(BookingParamsSchema),
    async (ctx) => {
      const { id } = ctx.state.params;
      const token = ctx.get(EDIT_TOKEN_HEADER);
      const booking = await store.bookings.findById(id);
      if (!booking) throw notFound(BOOKING_NOT_FOUND);
      if (!tokenMatches(booking, token)) throw forbidden(EDIT_REFUSED);
      // Checked again in the step that removes it: a move that won the race keeps its booking.
      const at = now();
      const result = await store.bookings.withdraw(
        id,
        (b) => tokenMatches(b, token) && stillEditable(b, at, timeZone),
      );
      if (result.status === 'not-found') throw notFound(BOOKING_NOT_FOUND);
      if (result.status === 'refused') throw forbidden(EDIT_REFUSED);
      ctx.status = 204;
    },
  );

  router.get<ListState>('/', requireSession(sessions), validateQuery(ListQuerySchema), async (ctx) => {
    const leads = { kind: 'booking' as const, repo: store.bookings, inbox: store.inbox };
    return answerLeadList(ctx, leads, ctx.state.query, { present: publicBooking });
  });

  return router;
}
