/**
 * The server's health: what GET /api/health answers a monitor (ok, or what is wrong, with no
 * secret and no lead data) and the detail the admin's System page shows. Cheap enough for a
 * call every 30 seconds: a small probe write, a free-space reading, the queue's pending messages
 * and the backups folder's listing.
 */
import { PENDING_STATES, type DeliveryRecord } from '#shared/schemas/delivery';
import { HEALTH_PROBLEMS, type SystemView } from '#shared/schemas/system';
import { listBackups } from '../backups/backups';
import type { AppDeps } from '../../deps';

/** A message waiting longer than this means sending has stopped. */
export const MAX_PENDING_MS = 15 * 60_000;
/** A daily backup older than this means backups have stopped. */
export const MAX_BACKUP_AGE_MS = 36 * 60 * 60_000;
/** Pending messages read to find the oldest (the queue is short when sending works). */
const PENDING_SCAN = 500;

/** Since when a pending message has been due: a reminder from its sendAt, anything else from its creation. */
const dueSince = (m: DeliveryRecord) => Math.max(Date.parse(m.createdAt), Date.parse(m.sendAt ?? '') || 0);

async function oldestDue(deps: AppDeps, now: number): Promise<number | undefined> {
  const { deliveries } = deps.store;
  const first = await deliveries.listInStates(PENDING_STATES, { limit: PENDING_SCAN });
  // Newest first: past one page, the oldest are on the last one.
  const { items } =
    first.total > PENDING_SCAN
      ? await deliveries.listInStates(PENDING_STATES, {
          limit: PENDING_SCAN,
          offset: first.total - PENDING_SCAN,
        })
      : first;
  const due = items.map(dueSince).filter((t) => t <= now);
  return due.length > 0 ? Math.min(...due) : undefined;
}

/** Everything the System page shows, with the problems /api/health reports. */
export async function systemView(deps: AppDeps): Promise<SystemView> {
  const { store, system, backups } = deps;
  const now = deps.now().getTime();
  const [writable, disk, counts, oldest, backupFiles, storeBytes] = await Promise.all([
    store.checkWritable().then(
      () => true,
      () => false,
    ),
    system.checkDisk(),
    store.deliveries.countByState(),
    oldestDue(deps, now),
    listBackups(backups.settings.dir),
    store.sizeBytes(backups.settings.dir),
  ]);
  const lastBackupAt = backupFiles[0]?.createdAt;
  const problems: string[] = [];
  if (!writable) problems.push(HEALTH_PROBLEMS.storeWrite);
  if (disk.low) problems.push(HEALTH_PROBLEMS.diskLow);
  if (oldest !== undefined && now - oldest > MAX_PENDING_MS) problems.push(HEALTH_PROBLEMS.mailStuck);
  // Only a server that makes its own backups can say they stopped (tests and tools make none).
  if (system.backupsDaily) {
    if (!lastBackupAt) problems.push(HEALTH_PROBLEMS.noBackup);
    else if (now - Date.parse(lastBackupAt) > MAX_BACKUP_AGE_MS) problems.push(HEALTH_PROBLEMS.backupOld);
  }
  return {
    problems,
    engine: store.engine,
    version: system.version,
    startedAt: system.startedAt.toISOString(),
    uptimeSeconds: Math.round((now - system.startedAt.getTime()) / 1000),
    disk: { freeBytes: disk.freeBytes, floorBytes: system.minFreeBytes },
    storeBytes,
    queue: {
      pending: counts.queued + counts.retrying,
      failed: counts.failed,
      oldestPendingAt: oldest !== undefined ? new Date(oldest).toISOString() : undefined,
    },
    backups: {
      dir: backups.settings.dir,
      keep: backups.settings.keep,
      lastAt: lastBackupAt,
      files: backupFiles,
    },
  };
}
