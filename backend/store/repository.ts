/**
 * The seam between routes and storage: every route and service talks to these interfaces only,
 * so another engine (PostgreSQL) can stand behind them. Every method is async; a write resolves
 * only once it is durable, and reads answer copies the caller may change freely. A check that
 * must be atomic with its write (duplicate id, taken slot, known address) is one method, so each
 * engine makes it atomic its own way. repository.contract.ts is the behaviour every engine passes.
 */
import type { BlockedDay, BlockedSlot, WeeklyHours } from '#shared/schemas/availability';
import type { BlogPost } from '#shared/schemas/blog';
import type { BookingRecord } from '#shared/schemas/booking';
import type { ContactRecord } from '#shared/schemas/contact';
import type { DeliveryRecord, DeliveryState } from '#shared/schemas/delivery';
import type { LeadKind } from '#shared/schemas/lead';
import type { EventSummary, InboxPage, LeadInboxQuery, Pipeline } from '#shared/schemas/inbox';
import type { LeadActivity, LeadStatus } from '#shared/schemas/lead-status';
import type { NewsletterRecord } from '#shared/schemas/newsletter';
import type { PhoneClickRecord } from '#shared/schemas/phone-click';
import type { UserRole } from '#shared/schemas/users';
import type { Schedule } from '#shared/booking-slot';

/** A page of a list; both optional (no limit: the whole list). */
export interface Page {
  limit?: number;
  offset?: number;
}

/** What every stored record has. */
export interface Entity {
  id: string;
  createdAt?: string;
}

/** The outcome of an insert that refuses a duplicate. */
export type InsertResult<T> = { created: true; record: T } | { created: false; existing: T };

export interface Repository<T extends Entity> {
  /** Newest first (createdAt descending, then latest inserted). */
  list(page?: Page): Promise<T[]>;
  count(): Promise<number>;
  findById(id: string): Promise<T | undefined>;
  /** The records with these ids, in the order asked; ids not stored are left out. */
  findByIds(ids: readonly string[]): Promise<T[]>;
  /** Store a record whose id is new; it is stored as its JSON form (no undefined keys, no Dates). */
  insert(record: T): Promise<T>;
  /** Insert unless a record with the same id exists; then answer that record once it is durable. */
  insertIfAbsent(record: T): Promise<InsertResult<T>>;
  /**
   * Change fields of a record; undefined when it is missing or `onlyIf` (checked in the same
   * atomic step as the write) refuses it.
   */
  update(id: string, patch: Partial<Omit<T, 'id'>>, onlyIf?: (before: T) => boolean): Promise<T | undefined>;
  remove(id: string): Promise<boolean>;
}

export interface ContactsRepository extends Repository<ContactRecord> {
  /**
   * insertIfAbsent, storing the lead's messages in the same durable write, each only if its id is
   * new (a replay adds what a crash left out); `messagesAdded` says whether any was new.
   */
  insertWithMessages(
    record: ContactRecord,
    messages: readonly DeliveryRecord[],
  ): Promise<InsertResult<ContactRecord> & { messagesAdded: boolean }>;
}

/** A booking as stored: a provisional lander-d booking also keeps the hash of its edit token. */
export interface StoredBooking extends BookingRecord {
  /** Hex SHA-256 of the edit token (services/leads/edit-token.ts); never answered to anyone. */
  editTokenHash?: string;
  /** Hex SHA-256 of the manage link's secret (lib/manage-token.ts); never answered to anyone. */
  manageTokenHash?: string;
  /** Hex SHA-256 of the booking client's address key (an IPv6 /64 as one): its per-address limit. */
  clientKeyHash?: string;
}

/** A move of a booking: its new schedule, and for a booked call's change its sequence and state. */
export type CallMove = Schedule & { updatedAt: string } & Partial<Pick<StoredBooking, 'sequence' | 'call'>>;

/** What a new booking is checked against (store/call-holds.ts); "upcoming" is judged at `now`. */
export interface BookingLimits {
  now: Date;
  /** A provisional (lander-d) booking counts while it is editable: created at or after this. */
  provisionalSince: Date;
  /** Upcoming calls one client address (clientKeyHash) may hold; 0: no limit. */
  maxPerClient: number;
  /** The placeholder this booking replaces (its edit token shown): it no longer counts. */
  replacing?: string;
}

/** Why a booking was refused by the limits: its phone or email has an upcoming call, or its address has too many. */
export type LimitRefusal = 'contact-booked' | 'client-limit';

export type BookResult =
  | { status: 'created'; record: StoredBooking }
  | { status: 'exists'; existing: StoredBooking }
  | { status: 'slot-taken' }
  | { status: 'refused'; reason: LimitRefusal };

export type RescheduleResult =
  | { status: 'updated'; record: StoredBooking }
  | { status: 'not-found' }
  | { status: 'slot-taken' }
  | { status: 'refused' };

/** A withdrawn booking's tombstone: its id, and when it was withdrawn. */
export type WithdrawnBooking = Required<Entity>;

/**
 * How long a tombstone is kept: past this, a create replayed from a device that was away this
 * long would bring back only a placeholder with no time (a lead the owner sees as provisional).
 */
export const WITHDRAWN_KEPT_DAYS = 90;

export type WithdrawResult = { status: 'withdrawn' } | { status: 'not-found' } | { status: 'refused' };

/**
 * A slot (day in the business zone + time) holds at most one booking; lander-d's provisional
 * placeholder (PROVISIONAL_BOOKING) holds no slot, so any number of bookings may carry it, and
 * a cancelled call (call.state 'cancelled') holds none: its slot is free again.
 */
export interface BookingsRepository extends Repository<StoredBooking> {
  /**
   * Insert unless the id exists (answers it), another booking holds the slot, or (with `limits`)
   * an upcoming booking has the same phone number or email address, or `limits.maxPerClient`
   * upcoming bookings have the same clientKeyHash: checked in the same atomic step as the insert.
   */
  book(record: StoredBooking, limits?: BookingLimits): Promise<BookResult>;
  /**
   * Move a booking to another schedule unless another booking holds that slot, or `onlyIf`
   * (checked in the same atomic step) refuses it: then 'refused'.
   */
  reschedule(
    id: string,
    schedule: CallMove,
    onlyIf?: (before: StoredBooking) => boolean,
  ): Promise<RescheduleResult>;
  /** The booking whose manage link's secret has this hash. */
  findByManageTokenHash(hash: string): Promise<StoredBooking | undefined>;
  /**
   * Remove a booking unless `onlyIf` (checked in the same atomic step as the removal) refuses
   * it: lander-d withdrawing a provisional booking its visitor replaced. Its id is kept (a
   * tombstone, durable no later than the removal), so a late create of it can be refused.
   */
  withdraw(id: string, onlyIf: (before: StoredBooking) => boolean): Promise<WithdrawResult>;
  /** Whether a booking with this id was withdrawn. */
  wasWithdrawn(id: string): Promise<boolean>;
  /** Every tombstone, oldest first (store:copy-to-postgres copies them). */
  withdrawals(): Promise<WithdrawnBooking[]>;
  /** Keep these tombstones too (the absent ones); answers how many were added. */
  keepWithdrawals(tombstones: readonly WithdrawnBooking[]): Promise<number>;
  /** Forget tombstones made before `before` (each withdrawal does, with WITHDRAWN_KEPT_DAYS); answers how many. */
  forgetWithdrawalsBefore(before: Date): Promise<number>;
  /** Slot labels taken on a day ('YYYY-MM-DD' in the business zone), in slot order. */
  bookedTimesOn(dayKey: string): Promise<string[]>;
  /** The bookings whose call starts at or after `from`, earliest first (provisional ones left out). */
  callsFrom(from: Date): Promise<StoredBooking[]>;
}

/**
 * availability: one record per rule, its id its key: WEEKLY_HOURS_ID for the weekly hours,
 * `day|YYYY-MM-DD` for a blocked day, `slot|YYYY-MM-DD|3:00 PM` for a blocked slot.
 */
export type AvailabilityRecord = { id: string; createdAt: string } & (
  | { kind: 'weekly-hours'; weeklyHours: WeeklyHours }
  | ({ kind: 'blocked-day' } & BlockedDay)
  | ({ kind: 'blocked-slot' } & BlockedSlot)
);

/** The rules stored (weekly hours absent while never set). */
export interface StoredAvailability {
  weeklyHours?: WeeklyHours;
  blockedDays: BlockedDay[];
  blockedSlots: BlockedSlot[];
}

export interface AvailabilityRepository extends Repository<AvailabilityRecord> {
  /** The weekly hours and the blocks of days from `fromDay` through `toDay` (inclusive), in day then slot order. */
  rulesBetween(fromDay: string, toDay: string): Promise<StoredAvailability>;
}

/** Counts and latest clicks for the dashboard. */
export interface PhoneClickStats {
  total: number;
  header: number;
  recent: PhoneClickRecord[];
  /** Clicks on one page (the dashboard asks for /lander-p). */
  page: { total: number; recent: PhoneClickRecord[] };
}

export interface PhoneClicksRepository extends Repository<PhoneClickRecord> {
  stats(options: { recent: number; page: string; pageRecent: number }): Promise<PhoneClickStats>;
}

export interface NewsletterRepository extends Repository<NewsletterRecord> {
  /**
   * Insert unless the address is already stored (any case); then answer the stored subscriber,
   * written again unchanged: both ways wait for one durable write, so the time tells nothing.
   */
  subscribe(record: NewsletterRecord): Promise<InsertResult<NewsletterRecord>>;
}

export interface BlogRepository extends Repository<BlogPost> {
  findBySlug(slug: string): Promise<BlogPost | undefined>;
  /** Store the seed posts if the collection is empty; answers how many were added. */
  seedIfEmpty(posts: readonly BlogPost[]): Promise<number>;
}

/** The messages leads cause (shared/schemas/delivery.ts), sent by the delivery worker. */
export interface DeliveriesRepository extends Repository<DeliveryRecord> {
  /** Up to `limit` messages (queued or retrying) whose next attempt is due by `until`, longest pending first. */
  due(until: Date, limit: number): Promise<DeliveryRecord[]>;
  /**
   * Take a due message for one attempt, so that of several servers sharing the store only one
   * sends it: false when it changed since `message` was read (another server took it, or it was
   * sent). The taker's attempt is then due again at `leaseUntil` should it never report back.
   */
  claim(message: DeliveryRecord, leaseUntil: Date): Promise<boolean>;
  /** When the earliest pending message is due; undefined when none is pending. */
  nextDueAt(): Promise<Date | undefined>;
  /**
   * Remove a message that is still pending (a reminder of a call since moved or cancelled), in
   * one step with the check; false when it is gone or was already sent (it then stays, as history).
   */
  withdrawPending(id: string): Promise<boolean>;
  /** Newest first, only messages in one of the states. */
  listInStates(
    states: readonly DeliveryState[],
    page?: Page,
  ): Promise<{ items: DeliveryRecord[]; total: number }>;
  /** How many messages are in each state. */
  countByState(): Promise<Record<DeliveryState, number>>;
}

/** How a lead is worked (status, history, notes), stored once someone first works it. */
export interface StoredActivity extends LeadActivity {
  /** The lead's id. */
  id: string;
  leadKind: LeadKind;
  /** The lead's own createdAt, so the record sits in the lead's month. */
  createdAt: string;
  updatedAt: string;
}

export type LeadActivityRepository = Repository<StoredActivity>;

/** The admin's inbox over estimate requests and bookings, with each lead's status. */
export interface LeadInboxRepository {
  query(query: LeadInboxQuery): Promise<InboxPage>;
  /** Speed to lead over the 30 days before `now`, and New leads received before `waitingSince`. */
  pipeline(now: Date, waitingSince: Date): Promise<Pipeline>;
  /** How many estimate requests and bookings are marked Spam (left out of the dashboard's counts). */
  spamCounts(): Promise<Record<LeadKind, number>>;
  /**
   * A page of one kind's lead ids, Spam left out, in the order of the kind's plain list (newest
   * first, then latest inserted); with `text`, only leads whose name, phone, email or city
   * contains it (any case), and phones by their digits ('973-555-0123' finds '(973) 555-0123').
   */
  leadIds(kind: LeadKind, page?: Page, text?: string): Promise<{ ids: string[]; total: number }>;
  /** Leads taken at events (/capture), per event and staff member, Spam left out. */
  events(): Promise<EventSummary[]>;
  /** Leads received in [from, to), oldest first, each with its status (Spam included). */
  receivedBetween(from: Date, to: Date): Promise<ReportedLead[]>;
}

/** A lead as the reports count it: the inbox's kind, source and campaign, its landing page and status. */
export interface ReportedLead {
  kind: LeadKind;
  receivedMs: number;
  source: string;
  campaign?: string;
  landingPath?: string;
  /** A booked call's start; none for an estimate request or a booking with no time chosen yet. */
  callMs?: number;
  status: LeadStatus;
}

/** An account (admin or canvasser). Only password hashes are stored. */
export interface UserRecord {
  id: string;
  username: string;
  /** Read as DEFAULT_ROLE ('admin') when absent: accounts stored before roles existed. */
  role: UserRole;
  /** scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64> (services/password-hash.ts). */
  passwordHash: string;
  passwordChangedAt: string;
  createdAt: string;
  /** Hash of the ADMIN_PASSWORD last applied at a start, so a later start applies only a new one. */
  envPasswordHash?: string;
  /** Signed in with a generated password: nothing but a password change is allowed until then. */
  mustChangePassword?: boolean;
  /** Locked out by an admin: no sign-in, and every open session refused. */
  disabled?: boolean;
}

/** The outcome of UsersRepository.updateKeepingAnAdmin. */
export type AdminKeptChange =
  { status: 'updated'; record: UserRecord } | { status: 'not-found' } | { status: 'last-admin' };

export interface UsersRepository extends Repository<UserRecord> {
  /** Usernames match case-insensitively. */
  findByUsername(username: string): Promise<UserRecord | undefined>;
  /** Insert unless the username is taken (any case); then answer the account that has it. */
  create(record: UserRecord): Promise<InsertResult<UserRecord>>;
  /**
   * Change an account unless that leaves no enabled admin (a disable or demotion of the last
   * one): 'last-admin' then, with nothing written. The check and the write are one atomic step
   * across every instance, so two admins disabling each other cannot both succeed.
   */
  updateKeepingAnAdmin(id: string, patch: Partial<Omit<UserRecord, 'id'>>): Promise<AdminKeptChange>;
}

/** A signed-in session (its lifetime depends on the account's role: services/session.service.ts). */
export interface SessionRecord {
  /** Hex SHA-256 of the session token; the token itself is never stored. */
  id: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
}

export interface SessionsRepository extends Repository<SessionRecord> {
  /** End every session of a user (e.g. after a password change). */
  removeByUser(userId: string): Promise<number>;
  /** End the sessions `ended` picks (those expired, at start); answers how many. */
  removeMatching(ended: (session: SessionRecord) => boolean): Promise<number>;
}

/**
 * Failed sign-ins by key (a username with a client, or a client), for the sign-in throttle
 * (services/login-throttle.ts). Times are milliseconds.
 */
export interface LoginFailuresRepository {
  /** The failures under `key` after `since`, oldest first. */
  since(key: string, since: number): Promise<number[]>;
  /** One failure at `at` under each key. */
  add(keys: readonly string[], at: number): Promise<void>;
  /** Take back one failure at `at` under `key` (an attempt that succeeded). */
  takeBack(key: string, at: number): Promise<void>;
  clear(key: string): Promise<void>;
  /** Forget the failures at or before `before`. */
  prune(before: number): Promise<void>;
}

/** Every collection of the site. */
export interface Repositories {
  readonly contacts: ContactsRepository;
  readonly bookings: BookingsRepository;
  readonly availability: AvailabilityRepository;
  readonly phoneClicks: PhoneClicksRepository;
  readonly newsletter: NewsletterRepository;
  readonly blog: BlogRepository;
  readonly users: UsersRepository;
  readonly sessions: SessionsRepository;
  readonly deliveries: DeliveriesRepository;
  readonly leadActivity: LeadActivityRepository;
  readonly inbox: LeadInboxRepository;
  readonly loginFailures: LoginFailuresRepository;
}
