/**
 * The behaviour every storage engine shows behind repository.ts. An engine's test file calls
 * describeRepositoryContract() with a factory of fresh, empty repositories; engine-specific
 * matters (files, restarts, connections) are tested beside the engine.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startOfDayInZone } from '#shared/booking-window';
import { PROVISIONAL_BOOKING, TIME_SLOTS } from '#shared/options';
import { PATHS } from '#shared/routes';
import type { BlogPost } from '#shared/schemas/blog';
import type { BookingRecord } from '#shared/schemas/booking';
import type { ContactRecord } from '#shared/schemas/contact';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import type { LeadKind } from '#shared/schemas/lead';
import type { LeadStatus } from '#shared/schemas/lead-status';
import type { PhoneClickRecord } from '#shared/schemas/phone-click';
import type { Entity, Repositories, Repository } from './repository';

/** Fresh, empty repositories and how to let them go. */
export interface ContractStore {
  repos: Repositories;
  close(): Promise<void>;
}

/** Bookings are placed in this zone; the factory must open the engine with it. */
export const CONTRACT_TIME_ZONE = 'America/New_York';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

export const contact = (createdAt: string, overrides: Partial<ContactRecord> = {}): ContactRecord => ({
  id: randomUUID(),
  name: 'Jane Homeowner',
  phone: '201-555-0100',
  email: 'jane@example.com',
  address: '1 Main St',
  city: 'Hoboken',
  state: 'NJ',
  service: 'siding',
  homeowner: true,
  source: 'website',
  createdAt,
  ...overrides,
});

export const booking = (
  day: string,
  time: string,
  overrides: Partial<BookingRecord> = {},
): BookingRecord => ({
  id: randomUUID(),
  scheduledDate: startOfDayInZone(day, CONTRACT_TIME_ZONE).toISOString(),
  scheduledTime: time,
  name: 'Caller',
  phone: '201-555-0123',
  email: 'caller@example.com',
  address: '45 Grand Street, Hoboken, NJ',
  zipcode: '07030',
  willShowUp: true,
  service: 'Vinyl Siding',
  referrer: 'lander-c',
  createdAt: at(0),
  ...overrides,
});

export const click = (createdAt: string, page: string, isHeader = false): PhoneClickRecord => ({
  id: randomUUID(),
  page,
  element: isHeader ? 'header-phone' : 'hero-cta',
  isHeader,
  createdAt,
});

const post = (i: number): BlogPost => ({
  id: randomUUID(),
  title: `Post ${i}`,
  slug: `post-${i}`,
  content: 'Text',
  createdAt: at(i),
});

type AnyRecord = Entity & Record<string, unknown>;

/** How each collection makes a record with a given createdAt (the i-th of a test), and a patch. */
const COLLECTIONS: {
  name: keyof Repositories;
  make(i: number, createdAt: string): Entity;
  patch: Record<string, unknown>;
}[] = [
  { name: 'contacts', make: (i, t) => contact(t, { name: `Person ${i}` }), patch: { city: 'Fort Lee' } },
  {
    name: 'bookings',
    make: (i, t) => booking('2030-01-15', TIME_SLOTS[i % 13], { createdAt: t, name: `C${i}` }),
    patch: { name: 'Renamed' },
  },
  {
    name: 'phoneClicks',
    make: (i, t) => ({ ...click(t, PATHS.home), element: `e${i}` }),
    patch: { element: 'footer' },
  },
  {
    name: 'newsletter',
    make: (i, t) => ({ id: randomUUID(), email: `n${i}@example.com`, source: 'blog', createdAt: t }),
    patch: { source: 'footer' },
  },
  {
    name: 'blog',
    make: (i, t) => ({ ...post(i), slug: `p-${i}-${randomUUID()}`, createdAt: t }),
    patch: { title: 'Retitled' },
  },
  {
    name: 'users',
    make: (i, t) => ({
      id: randomUUID(),
      username: `user${i}`,
      role: 'canvasser',
      passwordHash: 'x',
      passwordChangedAt: t,
      createdAt: t,
    }),
    patch: { passwordHash: 'y' },
  },
  {
    name: 'sessions',
    make: (i, t) => ({ id: randomUUID(), userId: `u${i}`, createdAt: t, lastSeenAt: t }),
    patch: { lastSeenAt: at(99) },
  },
  { name: 'deliveries', make: (i, t) => delivery(t, { to: [`o${i}@example.com`] }), patch: { attempts: 3 } },
];

export const delivery = (createdAt: string, overrides: Partial<DeliveryRecord> = {}): DeliveryRecord => {
  const leadId = randomUUID();
  return {
    id: `${leadId}.owner-email`,
    leadId,
    leadKind: 'contact',
    event: 'lead.created',
    channel: 'owner-email',
    to: ['owner@example.com'],
    state: 'queued',
    attempts: 0,
    createdAt,
    nextAttemptAt: createdAt,
    ...overrides,
  };
};

export function describeRepositoryContract(engine: string, open: () => Promise<ContractStore>): void {
  let store: ContractStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });
  const repos = async () => (store = await open()).repos;

  describe(`${engine}: every collection`, () => {
    describe.each(COLLECTIONS)('$name', ({ name, make: build, patch }) => {
      const make = (i: number, createdAt: string) => build(i, createdAt) as AnyRecord;
      const repoOf = async () => (await repos())[name] as unknown as Repository<AnyRecord>;

      it('inserts, counts, finds by id, updates and removes', async () => {
        const repo = await repoOf();
        const [a, b] = [make(1, at(1)), make(2, at(2))];
        expect(await repo.insert(a)).toEqual(a);
        await repo.insert(b);
        expect(await repo.count()).toBe(2);
        expect(await repo.findById(a.id)).toEqual(a);
        expect(await repo.findById(randomUUID())).toBeUndefined();
        expect(await repo.findByIds([b.id, randomUUID(), a.id])).toEqual([b, a]);
        expect(await repo.findByIds([])).toEqual([]);
        expect(await repo.update(a.id, patch)).toEqual({ ...a, ...patch });
        expect(await repo.findById(a.id)).toEqual({ ...a, ...patch });
        expect(await repo.update(randomUUID(), patch)).toBeUndefined();
        expect(await repo.update(b.id, patch, (before) => before.id !== b.id)).toBeUndefined();
        expect(await repo.findById(b.id)).toEqual(b);
        expect(await repo.remove(a.id)).toBe(true);
        expect(await repo.remove(a.id)).toBe(false);
        expect(await repo.findById(a.id)).toBeUndefined();
        expect(await repo.count()).toBe(1);
        await expect(repo.insert(b)).rejects.toThrow();
      });

      it('lists newest first (equal times: latest inserted first), in pages', async () => {
        const repo = await repoOf();
        const records = [make(1, at(5)), make(2, at(1)), make(3, at(5)), make(4, at(3)), make(5, '')];
        for (const r of records) await repo.insert(r);
        const expected = [records[2], records[0], records[3], records[1], records[4]].map((r) => r.id);
        expect((await repo.list()).map((r) => r.id)).toEqual(expected);
        expect((await repo.list({ offset: 1, limit: 2 })).map((r) => r.id)).toEqual(expected.slice(1, 3));
        expect((await repo.list({ offset: 4 })).map((r) => r.id)).toEqual(expected.slice(4));
        expect(await repo.list({ offset: 9, limit: 3 })).toEqual([]);
      });

      it('answers an existing id with the stored record, and stores one of concurrent duplicates', async () => {
        const repo = await repoOf();
        const record = make(1, at(1));
        const results = await Promise.all(
          Array.from({ length: 5 }, (_, i) => repo.insertIfAbsent({ ...record, ...(i > 0 ? patch : {}) })),
        );
        expect(results.filter((r) => r.created)).toHaveLength(1);
        const stored = await repo.findById(record.id);
        for (const r of results) expect(r.created ? r.record : r.existing).toEqual(stored);
        expect(await repo.count()).toBe(1);
      });

      it('stores the JSON form of a record and shares no object with callers', async () => {
        const repo = await repoOf();
        const record = { ...make(1, at(1)), extra: { list: [1] }, gone: undefined, when: new Date(0) };
        const answered = await repo.insert(record);
        const json = JSON.parse(JSON.stringify(record));
        expect(answered).toStrictEqual(json);
        record.extra.list.push(2);
        answered.extra = 'changed';
        (await repo.findById(record.id))!.extra = 'changed too';
        (await repo.list())[0].extra = 'and again';
        expect(await repo.findById(record.id)).toStrictEqual(json);
      });

      it('refuses what JSON cannot hold, storing nothing', async () => {
        const repo = await repoOf();
        const cyclic = make(1, at(1));
        cyclic.self = cyclic;
        await expect(repo.insert(cyclic)).rejects.toThrow(TypeError);
        await expect(repo.insert({ ...make(2, at(2)), n: 1n })).rejects.toThrow(TypeError);
        expect(await repo.count()).toBe(0);
      });
    });
  });

  describe(`${engine}: contacts`, () => {
    it('is searched by name, phone, email and city in any case, and phones by their digits', async () => {
      const { contacts, inbox } = await repos();
      for (let m = 1; m <= 6; m++) {
        await contacts.insert(
          contact(`2026-0${m}-01T00:00:00Z`, {
            city: m % 2 ? 'Hoboken' : 'Fort Lee',
            phone: `(973) 555-010${m}`,
            email: `p${m}@example.com`,
          }),
        );
      }
      const search = async (text: string, page = {}) => {
        const { ids, total } = await inbox.leadIds('contact', page, text);
        return { items: await contacts.findByIds(ids), total };
      };
      const found = await search('HOBOKEN', { limit: 2 });
      expect(found.total).toBe(3);
      expect(found.items.map((c) => c.createdAt.slice(0, 7))).toEqual(['2026-05', '2026-03']);
      expect((await search('hoboken', { offset: 2 })).items.map((c) => c.createdAt.slice(0, 7))).toEqual([
        '2026-01',
      ]);
      expect((await search('973-555-0104')).items.map((c) => c.phone)).toEqual(['(973) 555-0104']);
      expect((await search('p4@EXAMPLE')).items.map((c) => c.email)).toEqual(['p4@example.com']);
      expect(await search('nobody')).toEqual({ items: [], total: 0 });
    });

    it('stores a request with its messages, and a replay adds only the messages it lacks', async () => {
      const { contacts, deliveries } = await repos();
      const lead = contact(at(1));
      const messages = ['owner-email', 'webhook'].map((channel) =>
        delivery(at(1), { id: `${lead.id}.${channel}`, leadId: lead.id, channel: channel as 'webhook' }),
      );
      expect(await contacts.insertWithMessages(lead, messages)).toEqual({
        created: true,
        record: lead,
        messagesAdded: true,
      });
      expect(await deliveries.count()).toBe(2);
      expect(await contacts.insertWithMessages({ ...lead, name: 'Other' }, messages)).toEqual({
        created: false,
        existing: lead,
        messagesAdded: false,
      });
      // A crash left one message out: the replay stores it, and nothing else twice.
      await deliveries.remove(messages[1].id);
      const replay = await contacts.insertWithMessages(lead, messages);
      expect(replay).toMatchObject({ created: false, messagesAdded: true });
      expect((await deliveries.list()).map((m) => m.id).sort()).toEqual(messages.map((m) => m.id).sort());
      expect(await contacts.count()).toBe(1);
      const alone = contact(at(2));
      expect(await contacts.insertWithMessages(alone, [])).toEqual({
        created: true,
        record: alone,
        messagesAdded: false,
      });
    });
  });

  describe(`${engine}: bookings`, () => {
    it('gives a slot to exactly one of many concurrent requests', async () => {
      const { bookings } = await repos();
      const racing = Array.from({ length: 10 }, () => booking('2030-01-15', '3:00 PM'));
      const results = await Promise.all(racing.map((b) => bookings.book(b)));
      expect(results.filter((r) => r.status === 'created')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'slot-taken')).toHaveLength(9);
      expect(await bookings.count()).toBe(1);
      expect(await bookings.bookedTimesOn('2030-01-15')).toEqual(['3:00 PM']);
    });

    it('answers a repeated id with the stored booking, even when its slot is taken', async () => {
      const { bookings } = await repos();
      const first = booking('2030-01-15', '9:00 AM');
      expect(await bookings.book(first)).toEqual({ status: 'created', record: first });
      expect(await bookings.book({ ...first, name: 'Again' })).toEqual({ status: 'exists', existing: first });
    });

    it("lets any number of bookings hold lander-d's provisional placeholder", async () => {
      const { bookings } = await repos();
      const placeholder = () =>
        booking('2030-01-15', PROVISIONAL_BOOKING.time, {
          scheduledDate: PROVISIONAL_BOOKING.date,
          referrer: 'lander-d',
        });
      const results = await Promise.all(
        [placeholder(), placeholder(), placeholder()].map((b) => bookings.book(b)),
      );
      expect(results.map((r) => r.status)).toEqual(['created', 'created', 'created']);
      expect(await bookings.bookedTimesOn(PROVISIONAL_BOOKING.date)).toEqual([]);
    });

    it('lists the taken slots of a day in slot order', async () => {
      const { bookings } = await repos();
      for (const time of ['3:00 PM', '9:00 AM', '11:00 AM']) await bookings.book(booking('2030-01-15', time));
      await bookings.book(booking('2030-01-16', '10:00 AM'));
      expect(await bookings.bookedTimesOn('2030-01-15')).toEqual(['9:00 AM', '11:00 AM', '3:00 PM']);
      expect(await bookings.bookedTimesOn('2030-01-17')).toEqual([]);
    });

    it('reschedules into a free slot only, freeing the old one', async () => {
      const { bookings } = await repos();
      const [a, b] = [booking('2030-01-15', '9:00 AM'), booking('2030-01-15', '10:00 AM')];
      await bookings.book(a);
      await bookings.book(b);
      const updatedAt = at(30);
      const move = (time: string) => ({ scheduledDate: a.scheduledDate, scheduledTime: time, updatedAt });
      expect(await bookings.reschedule(a.id, move('10:00 AM'))).toEqual({ status: 'slot-taken' });
      expect(await bookings.reschedule(a.id, move('9:00 AM'))).toMatchObject({ status: 'updated' });
      expect(await bookings.reschedule(a.id, move('1:00 PM'))).toEqual({
        status: 'updated',
        record: { ...a, scheduledTime: '1:00 PM', updatedAt },
      });
      expect(await bookings.bookedTimesOn('2030-01-15')).toEqual(['10:00 AM', '1:00 PM']);
      expect(await bookings.reschedule(randomUUID(), move('2:00 PM'))).toEqual({ status: 'not-found' });
      // A refusing condition wins over a free slot and leaves everything as it was.
      expect(await bookings.reschedule(a.id, move('2:00 PM'), (before) => before.id !== a.id)).toEqual({
        status: 'refused',
      });
      expect((await bookings.findById(a.id))?.scheduledTime).toBe('1:00 PM');
      await bookings.remove(b.id);
      expect(await bookings.bookedTimesOn('2030-01-15')).toEqual(['1:00 PM']);
      expect((await bookings.book(booking('2030-01-15', '10:00 AM'))).status).toBe('created');
    });

    it('withdraws a booking only when the condition, checked in the same step, allows it', async () => {
      const { bookings } = await repos();
      const [a, b] = [booking('2030-01-16', '9:00 AM'), booking('2030-01-16', '10:00 AM')];
      await bookings.book(a);
      await bookings.book(b);
      expect(await bookings.withdraw(a.id, () => false)).toEqual({ status: 'refused' });
      expect(await bookings.findById(a.id)).toEqual(a);
      expect(await bookings.wasWithdrawn(a.id)).toBe(false);
      expect(await bookings.withdraw(a.id, (before) => before.id === a.id)).toEqual({ status: 'withdrawn' });
      expect(await bookings.findById(a.id)).toBeUndefined();
      expect(await bookings.wasWithdrawn(a.id)).toBe(true);
      expect(await bookings.wasWithdrawn(b.id)).toBe(false);
      expect(await bookings.withdraw(a.id, () => true)).toEqual({ status: 'not-found' });
      expect(await bookings.bookedTimesOn('2030-01-16')).toEqual(['10:00 AM']);
      // Of two racing withdrawals, one removes and the other finds nothing.
      const results = await Promise.all([
        bookings.withdraw(b.id, () => true),
        bookings.withdraw(b.id, () => true),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['not-found', 'withdrawn']);
      expect(await bookings.wasWithdrawn(b.id)).toBe(true);
      expect(await bookings.count()).toBe(0);
    });

    it('keeps tombstones for WITHDRAWN_KEPT_DAYS: a withdrawal forgets older ones, and they can be copied in', async () => {
      const { bookings } = await repos();
      const old = { id: randomUUID(), createdAt: new Date(Date.now() - 91 * 86_400_000).toISOString() };
      const recent = { id: randomUUID(), createdAt: new Date(Date.now() - 89 * 86_400_000).toISOString() };
      expect(await bookings.keepWithdrawals([old, recent])).toBe(2);
      expect(await bookings.keepWithdrawals([old])).toBe(0);
      expect(await bookings.withdrawals()).toEqual([old, recent]);
      expect(await bookings.wasWithdrawn(old.id)).toBe(true);
      const a = booking('2030-01-18', '9:00 AM');
      await bookings.book(a);
      expect(await bookings.withdraw(a.id, () => true)).toEqual({ status: 'withdrawn' });
      expect(await bookings.wasWithdrawn(old.id)).toBe(false);
      expect(await bookings.wasWithdrawn(recent.id)).toBe(true);
      expect((await bookings.withdrawals()).map((t) => t.id)).toEqual([recent.id, a.id]);
      expect(await bookings.forgetWithdrawalsBefore(new Date(Date.now() + 1000))).toBe(2);
      expect(await bookings.withdrawals()).toEqual([]);
    });

    it('frees the slot of a cancelled call at once, and keeps the booking', async () => {
      const { bookings } = await repos();
      const a = booking('2030-01-17', '9:00 AM');
      await bookings.book(a);
      const call = { state: 'cancelled' as const, by: 'owner', at: at(40) };
      expect(await bookings.update(a.id, { call, sequence: 1, updatedAt: at(40) })).toMatchObject({ call });
      expect(await bookings.bookedTimesOn('2030-01-17')).toEqual([]);
      expect((await bookings.book(booking('2030-01-17', '9:00 AM'))).status).toBe('created');
      expect(await bookings.findById(a.id)).toMatchObject({ call, sequence: 1 });
      // A cancelled call cannot be moved back into a taken slot either.
      const back = { scheduledDate: a.scheduledDate, scheduledTime: '9:00 AM', updatedAt: at(41) };
      expect(await bookings.reschedule(a.id, { ...back, call: undefined })).toEqual({ status: 'slot-taken' });
    });

    it('lets exactly one of two moves racing for one slot win', async () => {
      const { bookings } = await repos();
      const [a, b] = [booking('2030-01-18', '9:00 AM'), booking('2030-01-18', '10:00 AM')];
      await bookings.book(a);
      await bookings.book(b);
      const move = {
        scheduledDate: a.scheduledDate,
        scheduledTime: '2:00 PM',
        updatedAt: at(42),
        sequence: 1,
      };
      const results = await Promise.all([bookings.reschedule(a.id, move), bookings.reschedule(b.id, move)]);
      expect(results.map((r) => r.status).sort()).toEqual(['slot-taken', 'updated']);
      expect(await bookings.bookedTimesOn('2030-01-18')).toHaveLength(2);
      expect(await bookings.bookedTimesOn('2030-01-18')).toContain('2:00 PM');
    });

    it("finds a booking by its manage link's hash, and nothing for another", async () => {
      const { bookings } = await repos();
      const a = { ...booking('2030-01-19', '9:00 AM'), manageTokenHash: 'a'.repeat(64) };
      await bookings.book(a);
      await bookings.book(booking('2030-01-19', '10:00 AM'));
      expect(await bookings.findByManageTokenHash('a'.repeat(64))).toEqual(a);
      expect(await bookings.findByManageTokenHash('b'.repeat(64))).toBeUndefined();
      await bookings.remove(a.id);
      expect(await bookings.findByManageTokenHash('a'.repeat(64))).toBeUndefined();
    });
  });

  describe(`${engine}: lead inbox`, () => {
    const markAs = (lead: Entity & { createdAt: string }, leadKind: LeadKind, status: LeadStatus) => ({
      id: lead.id,
      leadKind,
      createdAt: lead.createdAt,
      updatedAt: at(50),
      status,
      version: 1,
      history: [],
      notes: [],
    });

    it("pages one kind's lead ids in its list's order, Spam left out, and searches them", async () => {
      const { contacts, bookings, leadActivity, inbox } = await repos();
      const leads = [
        contact(at(5), { city: 'Fort Lee' }),
        contact(at(1)),
        contact(at(5), { phone: '(973) 555-0142' }),
        contact(at(3)),
      ];
      for (const c of leads) await contacts.insert(c);
      await bookings.book(booking('2030-01-15', '9:00 AM', { createdAt: at(4) }));
      const spam = leads[2];
      await leadActivity.insert(markAs(spam, 'contact', 'spam'));
      const listed = (await contacts.list()).map((c) => c.id);
      const kept = listed.filter((id) => id !== spam.id);
      expect(await inbox.leadIds('contact')).toEqual({ ids: kept, total: 3 });
      expect(await inbox.leadIds('contact', { offset: 1, limit: 1 })).toEqual({ ids: [kept[1]], total: 3 });
      expect(await inbox.leadIds('contact', { offset: 5 })).toEqual({ ids: [], total: 3 });
      expect(await inbox.leadIds('contact', {}, 'HOBOKEN')).toEqual({
        ids: [leads[3].id, leads[1].id],
        total: 2,
      });
      expect(await inbox.leadIds('contact', {}, '973-555-0142')).toEqual({ ids: [], total: 0 });
      expect((await inbox.leadIds('booking')).total).toBe(1);
      await leadActivity.update(spam.id, { status: 'new' });
      expect(await inbox.leadIds('contact')).toEqual({ ids: listed, total: 4 });
      expect(await inbox.leadIds('contact', {}, '973-555-0142')).toEqual({ ids: [spam.id], total: 1 });
    });

    it('keeps an updated lead in its place among leads received at the same time', async () => {
      const { bookings, leadActivity, inbox } = await repos();
      const calls = ['9:00 AM', '10:00 AM', '11:00 AM'].map((time) => booking('2030-01-15', time));
      for (const b of calls) await bookings.book(b);
      await bookings.update(calls[0].id, { name: 'Renamed' });
      await leadActivity.insert(markAs(calls[1], 'booking', 'spam'));
      const listed = (await bookings.list()).map((b) => b.id).filter((id) => id !== calls[1].id);
      expect(await inbox.leadIds('booking')).toEqual({ ids: listed, total: 2 });
    });
  });

  describe(`${engine}: phone clicks`, () => {
    it('counts all clicks, header clicks and the clicks of one page, with the latest of each', async () => {
      const { phoneClicks } = await repos();
      const clicks = Array.from({ length: 30 }, (_, i) =>
        click(at(i % 7), i % 3 ? PATHS.windows : PATHS.landerP, i % 2 === 0),
      );
      for (const c of clicks) await phoneClicks.insert(c);
      for (const c of clicks.filter((_, i) => i % 5 === 0)) await phoneClicks.remove(c.id);
      const stored = await phoneClicks.list();
      for (const page of [PATHS.landerP, PATHS.windows]) {
        const onPage = stored.filter((c) => c.page === page);
        expect(await phoneClicks.stats({ recent: 10, page, pageRecent: 5 })).toEqual({
          total: 24,
          header: stored.filter((c) => c.isHeader).length,
          recent: stored.slice(0, 10),
          page: { total: onPage.length, recent: onPage.slice(0, 5) },
        });
      }
    });
  });

  describe(`${engine}: deliveries`, () => {
    it('answers the due messages longest pending first, lists by state and counts each state', async () => {
      const { deliveries } = await repos();
      const [a, b, c, d] = [
        delivery(at(1)),
        delivery(at(2), { state: 'retrying', attempts: 1 }),
        delivery(at(3), { state: 'sent', attempts: 1 }),
        delivery(at(4), { state: 'failed', attempts: 1 }),
      ];
      for (const m of [c, b, d, a]) await deliveries.insert(m);
      const ids = async (until: string, limit = 10) =>
        (await deliveries.due(new Date(until), limit)).map((m) => m.id);
      // Inserted c, b, d, a: b has waited longest of the two pending ones.
      expect(await ids(at(9))).toEqual([b.id, a.id]);
      expect(await ids(at(9), 1)).toEqual([b.id]);
      expect(await ids(at(1))).toEqual([a.id]);
      expect(await deliveries.nextDueAt()).toEqual(new Date(at(1)));
      await deliveries.update(a.id, { state: 'sent', attempts: 1 });
      await deliveries.update(b.id, { nextAttemptAt: at(30) });
      expect(await ids(at(9))).toEqual([]);
      expect(await ids(at(30))).toEqual([b.id]);
      expect(await deliveries.nextDueAt()).toEqual(new Date(at(30)));
      const listed = await deliveries.listInStates(['failed', 'retrying']);
      const moved = { ...b, nextAttemptAt: at(30) };
      expect(listed).toEqual({ items: [d, moved], total: 2 });
      // A state named twice counts once.
      expect(await deliveries.listInStates(['failed', 'retrying', 'failed'])).toEqual(listed);
      expect(await deliveries.listInStates(['failed', 'retrying'], { offset: 1, limit: 5 })).toEqual({
        items: [moved],
        total: 2,
      });
      expect(await deliveries.countByState()).toEqual({
        queued: 0,
        sent: 2,
        retrying: 1,
        failed: 1,
        kept: 0,
      });
    });

    it('lets a message read as due be taken while it is unchanged, and never a stale read', async () => {
      const { deliveries } = await repos();
      const [a, b] = [delivery(at(1)), delivery(at(2))];
      for (const m of [a, b]) await deliveries.insert(m);
      expect(await deliveries.claim(a, new Date(at(60)))).toBe(true);
      // b's attempt was recorded after it was read: that read may not take it again.
      await deliveries.update(b.id, { state: 'sent', attempts: 1 });
      expect(await deliveries.claim(b, new Date(at(60)))).toBe(false);
      expect(await deliveries.claim(delivery(at(3)), new Date(at(60)))).toBe(false);
    });

    it('withdraws a pending message, never one already sent', async () => {
      const { deliveries } = await repos();
      const [pending, sent] = [delivery(at(1)), delivery(at(2), { state: 'sent', attempts: 1 })];
      for (const m of [pending, sent]) await deliveries.insert(m);
      expect(await deliveries.withdrawPending(pending.id)).toBe(true);
      expect(await deliveries.findById(pending.id)).toBeUndefined();
      expect(await deliveries.withdrawPending(pending.id)).toBe(false);
      expect(await deliveries.withdrawPending(sent.id)).toBe(false);
      expect(await deliveries.findById(sent.id)).toEqual(sent);
      expect(await deliveries.due(new Date(at(9)), 10)).toEqual([]);
      expect((await deliveries.countByState()).queued).toBe(0);
    });
  });

  describe(`${engine}: newsletter, users, sessions, blog`, () => {
    it('subscribes an address once, in any case', async () => {
      const { newsletter } = await repos();
      const first = { id: randomUUID(), email: 'Ann@Example.com', source: 'blog', createdAt: at(1) };
      expect(await newsletter.subscribe(first)).toEqual({ created: true, record: first });
      const again = await newsletter.subscribe({ ...first, id: randomUUID(), email: 'ann@example.COM' });
      expect(again).toEqual({ created: false, existing: first });
      expect(await newsletter.count()).toBe(1);
    });

    it('finds a user by username in any case', async () => {
      const { users } = await repos();
      const user = {
        id: randomUUID(),
        username: 'Owner',
        role: 'admin' as const,
        passwordHash: 'h',
        passwordChangedAt: at(0),
        createdAt: at(0),
      };
      await users.insert(user);
      expect(await users.findByUsername('oWNER')).toEqual(user);
      expect(await users.findByUsername('other')).toBeUndefined();
    });

    it('creates a user unless the username is taken in any case, even by a racing create', async () => {
      const { users } = await repos();
      const user = (username: string) => ({
        id: randomUUID(),
        username,
        role: 'canvasser' as const,
        passwordHash: 'h',
        passwordChangedAt: at(0),
        createdAt: at(0),
      });
      const first = user('Kim');
      expect(await users.create(first)).toEqual({ created: true, record: first });
      expect(await users.create(user('kIM'))).toEqual({ created: false, existing: first });
      const racing = await Promise.all([users.create(user('Lee')), users.create(user('LEE'))]);
      expect(racing.map((r) => r.created).sort()).toEqual([false, true]);
      expect(await users.count()).toBe(2);
    });

    it('never disables or demotes the last enabled admin, even in a race', async () => {
      const { users } = await repos();
      const account = (username: string, role: 'admin' | 'canvasser') => ({
        id: randomUUID(),
        username,
        role,
        passwordHash: 'h',
        passwordChangedAt: at(0),
        createdAt: at(0),
      });
      const [ann, bob, kim] = [account('ann', 'admin'), account('bob', 'admin'), account('kim', 'canvasser')];
      for (const u of [ann, bob, kim]) await users.insert(u);
      // Two admins disabling each other at once: one wins, the other is refused.
      const racing = await Promise.all([
        users.updateKeepingAnAdmin(ann.id, { disabled: true }),
        users.updateKeepingAnAdmin(bob.id, { disabled: true }),
      ]);
      expect(racing.map((r) => r.status).sort()).toEqual(['last-admin', 'updated']);
      const left = racing[0].status === 'updated' ? bob : ann;
      expect(await users.updateKeepingAnAdmin(left.id, { role: 'canvasser' })).toEqual({
        status: 'last-admin',
      });
      expect(await users.updateKeepingAnAdmin(left.id, { disabled: true })).toEqual({ status: 'last-admin' });
      expect((await users.findById(left.id))?.role).toBe('admin');
      // A canvasser is disabled freely; a second enabled admin frees the first.
      expect(await users.updateKeepingAnAdmin(kim.id, { disabled: true })).toMatchObject({
        status: 'updated',
        record: { disabled: true },
      });
      await users.updateKeepingAnAdmin(kim.id, { role: 'admin', disabled: false });
      expect(await users.updateKeepingAnAdmin(left.id, { role: 'canvasser' })).toMatchObject({
        status: 'updated',
        record: { role: 'canvasser' },
      });
      expect(await users.updateKeepingAnAdmin(randomUUID(), { disabled: true })).toEqual({
        status: 'not-found',
      });
    });

    it("ends a user's sessions, and the sessions a check picks", async () => {
      const { sessions } = await repos();
      const session = (userId: string, lastSeenAt: string) => ({
        id: randomUUID(),
        userId,
        createdAt: at(0),
        lastSeenAt,
      });
      for (const s of [session('a', at(1)), session('a', at(9)), session('b', at(2)), session('b', at(8))]) {
        await sessions.insert(s);
      }
      expect(await sessions.removeByUser('a')).toBe(2);
      expect(await sessions.removeMatching((s) => s.lastSeenAt < at(5))).toBe(1);
      expect((await sessions.list()).map((s) => s.lastSeenAt)).toEqual([at(8)]);
    });

    it('seeds an empty blog once and finds posts by slug', async () => {
      const { blog } = await repos();
      expect(await blog.seedIfEmpty([post(1), post(2)])).toBe(2);
      expect(await blog.seedIfEmpty([post(3)])).toBe(0);
      expect((await blog.list()).map((p) => p.slug)).toEqual(['post-2', 'post-1']);
      expect((await blog.findBySlug('post-1'))?.title).toBe('Post 1');
      expect(await blog.findBySlug('post-3')).toBeUndefined();
    });
  });
}
