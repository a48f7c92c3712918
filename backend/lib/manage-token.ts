/**
 * The homeowner's manage link secret (decision 015). It is derived, not stored: the HMAC-SHA256
 * of the booking's id under the site's manage-link key, so the delivery worker can put the link
 * into any email at send time (a move the owner made, a reminder days later) while the booking
 * keeps only the secret's SHA-256, and a copy of the database alone opens no link.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PATHS } from '#shared/routes';

/** The key's file in DATA_DIR when MANAGE_LINK_SECRET is not set. */
export const MANAGE_KEY_FILE = 'manage-link.key';

/** The link's secret for a booking: 32 bytes, base64url. */
export const manageToken = (bookingId: string, key: string) =>
  createHmac('sha256', key).update(`manage-call:${bookingId}`).digest('base64url');

/** What the booking stores in place of the secret. */
export const manageTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one whose hash is `stored`, compared in constant time. */
export function manageTokenMatches(stored: string | undefined, token: string): boolean {
  if (!stored) return false;
  const [given, kept] = [Buffer.from(manageTokenHash(token), 'hex'), Buffer.from(stored, 'hex')];
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** The link itself: the secret rides in the fragment, so it never reaches a server log or a Referer. */
export const manageLink = (siteUrl: string, bookingId: string, key: string) =>
  `${new URL(PATHS.manageCall, siteUrl).href}#${manageToken(bookingId, key)}`;

/** A new random key (32 bytes, base64url). */
export const newManageKey = () => randomBytes(32).toString('base64url');

/**
 * The JSON store's key: DATA_DIR/manage-link.key, made at the first start (readable by the
 * server's user only). PostgreSQL keeps its key in the database instead (pg-store.ts).
 */
export async function manageKeyFile(dataDir: string): Promise<string> {
  const file = join(dataDir, MANAGE_KEY_FILE);
  if (!(await existingManageKeyFile(dataDir))) {
    // Written whole under a name of its own, then linked into place: a racing reader never sees half a key.
    const draft = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(draft, newManageKey(), { flag: 'wx', mode: 0o600 });
    try {
      await link(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await unlink(draft);
    }
  }
  return (await readFile(file, 'utf8')).trim();
}

/** DATA_DIR's key if one was made there (a server from before the key moved to the database). */
export async function existingManageKeyFile(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(join(dataDir, MANAGE_KEY_FILE), 'utf8')).trim() || undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
