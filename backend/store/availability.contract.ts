/**
 * The behaviour every engine shows for who may book when: the availability rules (weekly hours,
 * blocked days and slots, by day) and the booking limits book() applies atomically (one upcoming
 * call per phone number and email address, a few per client address). Called beside
 * describeRepositoryContract() with the same factory.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { PROVISIONAL_BOOKING } from '#shared/options';
import { DEFAULT_WEEKLY_HOURS } from '#shared/schemas/availability';
import type { AvailabilityRecord, BookingLimits } from './repository';
import { booking, type ContractStore } from './repository.contract';

const NOW = new Date('2030-01-10T12:00:00.000Z');
const limits = (maxPerClient = 3): BookingLimits => ({
  now: NOW,
  provisionalSince: new Date(NOW.getTime() - 3600_000),
  maxPerClient,
});
const person = (n: number) => ({
  phone: `(201) 555-01${String(n).padStart(2, '0')}`,
  email: `p${n}@example.com`,
});
const at = NOW.toISOString();

export function describeAvailabilityContract(engine: string, open: () => Promise<ContractStore>): void {
  let store: ContractStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });
  const repos = async () => (store = await open()).repos;

  describe(`${engine}: availability`, () => {
    it('answers the weekly hours and the blocks of a span of days, in day and slot order', async () => {
      const { availability } = await repos();
      expect(await availability.rulesBetween('2030-01-01', '2030-01-31')).toEqual({
        blockedDays: [],
        blockedSlots: [],
      });
      const hours = DEFAULT_WEEKLY_HOURS.map((d, i) => (i === 0 ? { ...d, open: false } : d));
      const records: AvailabilityRecord[] = [
        { id: 'weekly-hours', kind: 'weekly-hours', weeklyHours: hours, createdAt: at },
        { id: 'day|2030-01-20', kind: 'blocked-day', day: '2030-01-20', label: 'Holiday', createdAt: at },
        { id: 'day|2030-01-12', kind: 'blocked-day', day: '2030-01-12', createdAt: at },
        { id: 'day|2030-02-01', kind: 'blocked-day', day: '2030-02-01', createdAt: at },
        {
          id: 'slot|2030-01-15|3:00 PM',
          kind: 'blocked-slot',
          day: '2030-01-15',
          time: '3:00 PM',
          createdAt: at,
        },
        {
          id: 'slot|2030-01-15|9:00 AM',
          kind: 'blocked-slot',
          day: '2030-01-15',
          time: '9:00 AM',
          createdAt: at,
        },
        {
          id: 'slot|2029-12-31|9:00 AM',
          kind: 'blocked-slot',
          day: '2029-12-31',
          time: '9:00 AM',
          createdAt: at,
        },
      ];
      for (const record of records) expect((await availability.insertIfAbsent(record)).created).toBe(true);
      expect((await availability.insertIfAbsent(records[1])).created).toBe(false);
      expect(await availability.rulesBetween('2030-01-01', '2030-01-31')).toEqual({
        weeklyHours: hours,
        blockedDays: [{ day: '2030-01-12' }, { day: '2030-01-20', label: 'Holiday' }],
        blockedSlots: [
          { day: '2030-01-15', time: '9:00 AM' },
          { day: '2030-01-15', time: '3:00 PM' },
        ],
      });
      expect(await availability.rulesBetween('2030-01-15', '2030-01-15')).toMatchObject({
        blockedDays: [],
        blockedSlots: [{ time: '9:00 AM' }, { time: '3:00 PM' }],
      });
      expect(await availability.remove('day|2030-01-12')).toBe(true);
      await availability.update('weekly-hours', { weeklyHours: DEFAULT_WEEKLY_HOURS } as never);
      expect(await availability.rulesBetween('2030-01-12', '2030-01-12')).toEqual({
        weeklyHours: DEFAULT_WEEKLY_HOURS,
        blockedDays: [],
        blockedSlots: [],
      });
    });
  });

  describe(`${engine}: booking limits`, () => {
    it('refuses a second upcoming call for the same phone digits or the same email in any case', async () => {
      const { bookings } = await repos();
      const first = booking('2030-01-12', '9:00 AM', { ...person(1), phone: '201-555-0101' });
      expect((await bookings.book(first, limits())).status).toBe('created');
      const samePhone = booking('2030-01-12', '10:00 AM', { ...person(2), phone: '+1 (201) 555-0101' });
      const sameEmail = booking('2030-01-13', '10:00 AM', { ...person(3), email: 'P1@Example.COM' });
      expect(await bookings.book(samePhone, limits())).toEqual({
        status: 'refused',
        reason: 'contact-booked',
      });
      expect(await bookings.book(sameEmail, limits())).toEqual({
        status: 'refused',
        reason: 'contact-booked',
      });
      // Someone else books freely; the same id again is its replay, never refused.
      expect((await bookings.book(booking('2030-01-12', '11:00 AM', person(4)), limits())).status).toBe(
        'created',
      );
      expect(await bookings.book(first, limits())).toEqual({ status: 'exists', existing: first });
      // Without limits (stored data, copies) nothing is refused.
      expect((await bookings.book(samePhone)).status).toBe('created');
    });

    it('lets a person book again once the call has started or was cancelled', async () => {
      const { bookings } = await repos();
      const past = booking('2030-01-09', '9:00 AM', person(1));
      const cancelled = booking('2030-01-14', '9:00 AM', {
        ...person(2),
        call: { state: 'cancelled', by: 'owner', at },
      });
      await bookings.book(past);
      await bookings.book(cancelled);
      expect((await bookings.book(booking('2030-01-12', '9:00 AM', person(1)), limits())).status).toBe(
        'created',
      );
      expect((await bookings.book(booking('2030-01-12', '11:00 AM', person(2)), limits())).status).toBe(
        'created',
      );
    });

    it("counts lander-d's provisional booking while it is editable", async () => {
      const { bookings } = await repos();
      const provisional = (n: number, createdAt: string) =>
        booking('2030-01-12', PROVISIONAL_BOOKING.time, {
          ...person(n),
          scheduledDate: PROVISIONAL_BOOKING.date,
          createdAt,
        });
      await bookings.book(provisional(1, new Date(NOW.getTime() - 10 * 60_000).toISOString()));
      await bookings.book(provisional(2, new Date(NOW.getTime() - 2 * 3600_000).toISOString()));
      expect((await bookings.book(booking('2030-01-12', '9:00 AM', person(1)), limits())).status).toBe(
        'refused',
      );
      expect((await bookings.book(booking('2030-01-12', '9:00 AM', person(2)), limits())).status).toBe(
        'created',
      );
    });

    it('allows maxPerClient upcoming calls per client key (0: any number), and one of racing requests', async () => {
      const { bookings } = await repos();
      const client = randomUUID();
      const times = ['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM'];
      const byClient = (i: number) => ({
        ...booking('2030-01-15', times[i], person(10 + i)),
        clientKeyHash: client,
      });
      const results = await Promise.all([0, 1, 2, 3].map((i) => bookings.book(byClient(i), limits(3))));
      expect(results.filter((r) => r.status === 'created')).toHaveLength(3);
      expect(results.filter((r) => r.status === 'refused')).toEqual([
        { status: 'refused', reason: 'client-limit' },
      ]);
      expect((await bookings.book(booking('2030-01-15', '2:00 PM', person(20)), limits(3))).status).toBe(
        'created',
      );
      expect((await bookings.book(byClient(4), limits(0))).status).toBe('created');
    });

    it('gives one person one call of many racing requests', async () => {
      const { bookings } = await repos();
      const racing = ['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM'].map((t) =>
        booking('2030-01-16', t, person(5)),
      );
      const results = await Promise.all(racing.map((b) => bookings.book(b, limits())));
      expect(results.filter((r) => r.status === 'created')).toHaveLength(1);
    });

    it('lists the calls starting from an instant, earliest first, provisional ones left out', async () => {
      const { bookings } = await repos();
      const later = booking('2030-01-14', '9:00 AM', person(1));
      const sooner = booking('2030-01-12', '3:00 PM', person(2));
      await bookings.book(later);
      await bookings.book(sooner);
      await bookings.book(booking('2030-01-09', '9:00 AM', person(3)));
      await bookings.book(
        booking('2030-01-12', PROVISIONAL_BOOKING.time, {
          ...person(4),
          scheduledDate: PROVISIONAL_BOOKING.date,
        }),
      );
      expect((await bookings.callsFrom(NOW)).map((b) => b.id)).toEqual([sooner.id, later.id]);
    });
  });
}
