/**
 * createApp(): the whole server as a value. Opens the store (taking its lock), makes sure an
 * admin can sign in, and builds the Koa app; it never listens, so tests run the real app on
 * port 0 and server.ts decides where it listens.
 */
import Koa from 'koa';
import compose from 'koa-compose';
import { BUSINESS } from '#shared/business';
import type { AppDeps } from './deps';
import { startBackupSchedule, type BackupSchedule } from './services/backups/backup-schedule';
import { DEFAULT_BACKUP_KEEP, type BackupSettings } from './services/backups/backups';
import { APP_VERSION } from './lib/app-version';
import { LOOPBACK_PROXIES, forwardedOnlyFrom } from './middlewares/trusted-proxies';
import { errorHandler, logServerError } from './middlewares/errors';
import { warnOnUntrustedProxy } from './middlewares/proxy-check';
// Issue 45, request gate: cross-site writes refused, quotas per client, X-Forwarded-For untrusted.
import { refuseCrossSiteWrites } from './middlewares/cross-site-writes';
import { detectUntrustedForwarding } from './middlewares/proxy-check';
import { DEFAULT_DAILY_WRITE_CAP, DEFAULT_DAILY_WRITE_QUOTA_PER_CLIENT } from './middlewares/write-guard';
import { adminWarnings } from './services/system/admin-warnings';
import { writeLimitNotice } from './services/system/write-limit-notice';
import { createRateLimiter } from './middlewares/rate-limit';
import { requestLog } from './middlewares/request-log';
import { createWriteGuard } from './middlewares/write-guard';
import { securityHeaders } from './middlewares/security-headers';
import { staticSite } from './middlewares/static-site';
import { DEFAULT_BLOG_SEED_FILE } from './paths';
import { join } from 'node:path';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_NOTIFY_EMAILS,
  DEFAULT_REMINDER_BEFORE_MINUTES,
} from './delivery/delivery-config';
import { createLeadDelivery, type LeadDelivery } from './delivery/lead-delivery';
import { RequestLoad } from './lib/request-load';
import type { RetryPolicy } from './delivery/retry-policy';
import { createApi, type ApiRoute } from './routes/api.router';
import { ensureAdminAccount, type AdminBootstrapResult } from './services/admin-account';
import { HashSlots } from './services/hash-slots';
import { knownDeviceCookie } from './services/known-device';
import { recoverUpcomingCalls } from './services/leads';
import { LoginThrottle } from './services/login-throttle';
import { createSessionService } from './services/session.service';
import { openAnyStore } from './store/open-any-store';
import type { Store } from './store/store';
import { log } from './lib/log';

export interface CreateAppOptions {
  /** Folder of the JSON store (with PostgreSQL: of this instance's own files); created if missing. */
  dataDir: string;
  /** PostgreSQL holds the store instead of the JSON files (DATABASE_URL). */
  databaseUrl?: string;
  /** Built site to serve outside /api; omit for an API-only app. */
  staticDir?: string;
  /** Business time zone for bookings. Default BUSINESS.timeZone (America/New_York). */
  timeZone?: string;
  /** Upcoming calls one client address (an IPv6 /64 as one) may book; 0 disables. Default 3. */
  maxUpcomingCallsPerAddress?: number;
  /** Public write requests per IP and minute per endpoint group; 0 disables. Default 30. */
  rateLimitPerMinute?: number;
  /** Records stored per UTC day and public write group (phone clicks 4×); 0 disables every cap and quota. Default 20000. */
  dailyWriteCap?: number;
  /** Issue 45: records one client (an IPv6 /64 as one) may store per UTC day and group; 0 disables. Default 50. */
  dailyWriteQuotaPerClient?: number;
  /** Issue 45: trusted proxies in front of the app (TRUST_PROXY_HOPS); the client is the entry before them. Default 1. */
  proxyHops?: number;
  /** Public writes are refused (503) below this much free disk space. Default 200 MB. */
  minFreeDiskBytes?: number;
  /** The public URL of the site (SITE_URL); an https one makes the session cookie Secure. */
  siteUrl?: string;
  /** Admin account to create or update at start (username defaults to 'admin'). */
  adminUsername?: string;
  adminPassword?: string;
  /**
   * Trust X-Forwarded-* from one reverse proxy (client IP for limits: the last X-Forwarded-For
   * entry; HTTPS for Secure cookies). Default false.
   */
  trustProxy?: boolean;
  /** The proxies' addresses whose X-Forwarded-* headers are believed (TRUSTED_PROXIES); default loopback. */
  trustedProxies?: readonly string[];
  /** One log line per request. Default true. */
  logRequests?: boolean;
  /** Clock; default the real one. */
  now?: () => Date;
  /** Allow the Google Maps origins in the CSP. Default false. */
  mapsEnabled?: boolean;
  /** Blog posts for an empty blog collection; default data/seed/blog.json; null seeds nothing. */
  blogSeedFile?: string | null;
  /** BACKUP_DIR (default DATA_DIR/backups) and BACKUP_KEEP (default 14); daily: back up at start and every day. */
  backups?: Partial<BackupSettings> & { daily?: boolean };
  /** Lead delivery (SMTP_URL, MAIL_FROM, NOTIFY_EMAIL, WEBHOOK_*); without SMTP, .eml files in DATA_DIR/mail. */
  delivery?: {
    smtpUrl?: string;
    mailFrom?: string;
    notifyEmails?: string[];
    webhookUrl?: string;
    webhookSecret?: string;
    /** REMINDER_BEFORE_MINUTES; default a day, 0 sends no reminders. */
    reminderBeforeMinutes?: number;
    /** MANAGE_LINK_SECRET; default the store's key (a file in dataDir, or a row in PostgreSQL). */
    manageLinkSecret?: string;
    /** Tests shorten the retry schedule. */
    retryPolicy?: RetryPolicy;
  };
}

export interface CreatedApp {
  app: Koa;
  store: Store;
  /** What the start did about the admin account (server.ts prints a generated password once). */
  admin: AdminBootstrapResult;
  /** The lead delivery queue and its worker (running). */
  delivery: LeadDelivery;
  /** Backups: one now on demand, and (with backups.daily) one at start and one a day. */
  backups: BackupSchedule;
  /** Every API route (method and path pattern). */
  apiRoutes: readonly ApiRoute[];
  /** Stop the delivery worker, wait for store writes and release the store lock. Does not close any HTTP server. */
  close(): Promise<void>;
}

export async function createApp(options: CreateAppOptions): Promise<CreatedApp> {
  const now = options.now ?? (() => new Date());
  const timeZone = options.timeZone ?? BUSINESS.timeZone;
  const blogSeedFile = options.blogSeedFile === undefined ? DEFAULT_BLOG_SEED_FILE : options.blogSeedFile;
  const store = await openAnyStore({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    timeZone,
    blogSeedFile: blogSeedFile ?? undefined,
  });

  try {
    const siteUrl = options.siteUrl ?? 'http://localhost:3000';
    const sessions = createSessionService(store, now, siteUrl);
    await sessions.purgeExpired();
    const admin = await ensureAdminAccount(
      store,
      { username: options.adminUsername, password: options.adminPassword },
      now(),
    );

    const minFreeBytes = options.minFreeDiskBytes ?? 200 * 1024 * 1024;
    const perClient = createRateLimiter({ perMinute: options.rateLimitPerMinute ?? 30, now });
    const writeGuard = createWriteGuard({
      perDay: options.dailyWriteCap ?? DEFAULT_DAILY_WRITE_CAP,
      minFreeBytes,
      dataDir: options.dataDir,
      now,
      perClient: options.dailyWriteQuotaPerClient ?? DEFAULT_DAILY_WRITE_QUOTA_PER_CLIENT,
      // The owner hears of it once a day; the email carries no lead data and never waits a request.
      onFirstBite: (bites) => {
        const { subject, text } = writeLimitNotice(bites, now());
        delivery
          .ownerNotice(subject, text)
          .catch((err: unknown) => log.error('Daily-limit email failed', err));
      },
    });
    const forwardingCheck = detectUntrustedForwarding({ trustProxy: options.trustProxy ?? false });
    const disk = await writeGuard.checkDisk();
    if (disk.low) {
      log.warn(
        `Only ${Math.floor(disk.freeBytes / 1024 / 1024)} MB free on the disk of ${options.dataDir}: ` +
          'public forms answer 503 until space is freed (MIN_FREE_DISK_MB).',
      );
    }

    const manageKey = options.delivery?.manageLinkSecret ?? (await store.manageLinkKey());
    const load = new RequestLoad();
    const delivery = createLeadDelivery(
      store,
      {
        smtpUrl: options.delivery?.smtpUrl,
        mailFrom: options.delivery?.mailFrom ?? DEFAULT_MAIL_FROM,
        notifyEmails: options.delivery?.notifyEmails ?? DEFAULT_NOTIFY_EMAILS,
        webhookUrl: options.delivery?.webhookUrl,
        webhookSecret: options.delivery?.webhookSecret,
        siteUrl,
        timeZone,
        mailDir: join(options.dataDir, 'mail'),
        reminderBeforeMinutes: options.delivery?.reminderBeforeMinutes ?? DEFAULT_REMINDER_BEFORE_MINUTES,
        manageKey,
      },
      { now, policy: options.delivery?.retryPolicy, quiet: () => load.quiet() },
    );

    const backups = startBackupSchedule(
      store,
      {
        dir: options.backups?.dir ?? join(options.dataDir, 'backups'),
        keep: options.backups?.keep ?? DEFAULT_BACKUP_KEEP,
      },
      now,
      { daily: options.backups?.daily ?? false },
    );

    const deps: AppDeps = {
      store,
      backups,
      system: {
        version: APP_VERSION,
        startedAt: now(),
        minFreeBytes,
        checkDisk: () => writeGuard.checkDisk(),
        backupsDaily: options.backups?.daily ?? false,
        warnings: () =>
          adminWarnings({ bites: writeGuard.bitesToday(), forwardedUntrusted: forwardingCheck.seen() }),
      },
      now,
      timeZone,
      maxCallsPerAddress: options.maxUpcomingCallsPerAddress ?? 3,
      sessions,
      rateLimit: (group) => compose([perClient(group), writeGuard(group)]),
      loginThrottle: new LoginThrottle({ now, failures: store.loginFailures }),
      hashSlots: new HashSlots(),
      knownDevice: knownDeviceCookie(siteUrl, manageKey),
      delivery,
      manageKey,
    };

    // Behind a proxy, trust only the address it appended (the last X-Forwarded-For entry): the
    // entries before it are whatever the client sent and would let it dodge the rate limits.
    // Behind two proxies (proxyHops 2), the address the outer one appended, one entry earlier.
    const trustProxy = options.trustProxy ?? false;
    const app = new Koa({ proxy: trustProxy, maxIpsCount: trustProxy ? (options.proxyHops ?? 1) : 0 });
    app.on('error', logServerError);
    if (trustProxy) app.use(forwardedOnlyFrom(options.trustedProxies ?? LOOPBACK_PROXIES));
    app.use(load.middleware);
    app.use(requestLog({ enabled: options.logRequests ?? true }));
    app.use(warnOnUntrustedProxy({ siteUrl, trustProxy }));
    app.use(securityHeaders({ mapsEnabled: options.mapsEnabled ?? false }));
    app.use(errorHandler());
    app.use(forwardingCheck);
    app.use(refuseCrossSiteWrites({ siteUrl }));
    const api = createApi(deps);
    app.use(api.middleware);
    if (options.staticDir) app.use(staticSite({ root: options.staticDir }));

    // What an older version or a crash left out of upcoming calls, queued before the worker runs.
    await recoverUpcomingCalls(deps);
    delivery.start();
    const close = async () => {
      await backups.stop();
      await delivery.stop();
      await store.close();
    };
    return { app, store, admin, delivery, backups, apiRoutes: api.routes, close };
  } catch (err) {
    await store.close();
    throw err;
  }
}
