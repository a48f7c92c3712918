/** GET /api/health and the admin's System page (GET /api/admin/system). */

/** What /api/health names when something is wrong (the System page shows the same words). */
export const HEALTH_PROBLEMS = {
  storeWrite: 'The store cannot write',
  diskLow: 'Free disk space is below the floor (MIN_FREE_DISK_MB)',
  mailStuck: 'A message has waited more than 15 minutes to be sent',
  backupOld: 'The last backup is older than 36 hours',
  noBackup: 'No backup has been made',
} as const;

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
