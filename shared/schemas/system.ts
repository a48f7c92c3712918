/** GET /api/health and the admin's System page (GET /api/admin/system). */

/** What /api/health names when something is wrong (the System page shows the same words). */
export const HEALTH_PROBLEMS = {
  storeWrite: 'The store cannot write',
  diskLow: 'Free disk space is below the floor (MIN_FREE_DISK_MB)',
  mailStuck: 'A message has waited more than 15 minutes to be sent',
  backupOld: 'The last backup is older than 36 hours',
  noBackup: 'No backup has been made',
} as const;

/**
 * What the admin's banner says on every page: the site still works, but something needs the
 * owner. Not health problems: /api/health stays 200, so a monitor or proxy keeps the site up.
 */
export const ADMIN_WARNINGS = {
  untrustedProxy:
    'Requests arrive with X-Forwarded-For but TRUST_PROXY is off. If the site is behind a proxy, ' +
    'every visitor shares its address, so one visitor can use up the limits and sign-in tries of all. ' +
    'Set TRUST_PROXY=true (see docs/deploy.md).',
  dailyCap:
    'The daily cap on stored form posts (DAILY_WRITE_CAP) was reached today: new requests are ' +
    'refused until midnight UTC, and visitors are asked to call.',
  clientQuota:
    'Some visitors reached their daily quota of form posts (DAILY_WRITE_QUOTA_PER_CLIENT) today: ' +
    'only their own further posts are refused, until midnight UTC.',
} as const;

/** GET /api/admin/system/warnings: the banner's lines, none when all is well. */
export interface AdminWarningsView {
  warnings: string[];
}

/** GET /api/health: 200 { status: 'ok' }, or 503 with what is wrong. */
export type HealthAnswer = { status: 'ok' } | { status: 'unavailable'; problems: string[] };

export interface BackupFileView {
  name: string;
  bytes: number;
  createdAt: string;
}

/** GET /api/admin/system (and POST /api/admin/system/backups' answer). */
export interface SystemView {
  /** What /api/health reports; empty when all is well. */
  problems: string[];
  engine: 'json' | 'postgresql';
  version: string;
  startedAt: string;
  uptimeSeconds: number;
  disk: { freeBytes: number; floorBytes: number };
  storeBytes: number;
  queue: { pending: number; failed: number; oldestPendingAt?: string };
  backups: { dir: string; keep: number; lastAt?: string; files: BackupFileView[] };
}
