/** What the routers need, built once by createApp. */
import type { LeadDelivery } from './delivery/lead-delivery';
import type { RateLimiter } from './middlewares/rate-limit';
import type { BackupSchedule } from './services/backups/backup-schedule';
import type { KnownDeviceCookie } from './services/known-device';
import type { HashSlots } from './services/hash-slots';
import type { LoginThrottle } from './services/login-throttle';
import type { SessionService } from './services/session.service';
import type { Store } from './store/store';

export interface SystemFacts {
  version: string;
  startedAt: Date;
  /** MIN_FREE_DISK_MB in bytes, and a reading of the free space on DATA_DIR's disk. */
  minFreeBytes: number;
  checkDisk(): Promise<{ freeBytes: number; low: boolean }>;
  /** Whether this server makes daily backups (a missing or old one is then a problem). */
  backupsDaily: boolean;
  /** Issue 45: what the admin's banner says (a cap or quota bit today, an untrusted proxy). */
  warnings(): string[];
}

export interface AppDeps {
  store: Store;
  /** The store's backups (BACKUP_DIR): made on demand, and daily by the server. */
  backups: BackupSchedule;
  /** What the health check reads besides the store. */
  system: SystemFacts;
  /** The clock; tests inject their own. */
  now: () => Date;
  /** The business time zone (bookings). */
  timeZone: string;
  /** Upcoming calls one client address may book (MAX_UPCOMING_CALLS_PER_ADDRESS); 0: no limit. */
  maxCallsPerAddress: number;
  /** A public write group's per-client rate limit, daily cap and disk floor. */
  rateLimit: RateLimiter;
  sessions: SessionService;
  loginThrottle: LoginThrottle;
  /** Password checks running at once (sign-in). */
  hashSlots: HashSlots;
  /** The cookie of a device an account signed in from before: its sign-ins get a slot of their own. */
  knownDevice: KnownDeviceCookie;
  /** Owner emails, homeowner confirmations and webhooks of new leads. */
  delivery: LeadDelivery;
  /** The key the homeowners' manage-link secrets are derived with (lib/manage-token.ts). */
  manageKey: string;
}
