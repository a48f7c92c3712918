/**
 * Runs the real app on an ephemeral port over a fresh temp store, for route tests. A fresh
 * store gets TEST_ADMIN with a precomputed hash, so starting an app costs no password hashing
 * (each hash takes ~0.3 s); signing in still runs one real scrypt.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { BUSINESS } from '#shared/business';
import { createApp, type CreateAppOptions, type CreatedApp } from '../app';
import { openPgStore } from '../store/postgres/pg-store';
import type { UserRecord } from '../store/repository';
import { setTestDatabase, testDatabaseOf } from './test-databases';

export const TEST_ADMIN = { username: 'owner', password: 'test-Correct-Horse-42' } as const;

/** hashPassword(TEST_ADMIN.password), computed once with the real parameters. */
const TEST_ADMIN_HASH =
  'scrypt$17$8$1$8lh1QWBDgVuJZu1Xb0Dm5A==$Niw25mpFVJb6PA3g0b4kOB4RGi5bzhOWG8ad91ljnfVCs59Sx9IDS9mHOD3g2umjqM07o5LAtNqizE5QqsRt7A==';

/**
 * Store TEST_ADMIN in a store folder that has no users yet, as accounts were stored before roles
 * existed (no role): every route test also proves such an account still works as an admin.
 */
export async function seedTestAdmin(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, 'users.json');
  if (existsSync(file)) return;
  // As the store writes its own files: readable by the owner only.
  await writeFile(file, JSON.stringify([testAdminRecord()], null, 2), { mode: 0o600 });
}

/** TEST_ADMIN as stored, without a role as accounts were before roles existed. */
function testAdminRecord(): UserRecord {
  const at = '2026-01-01T00:00:00.000Z';
  const user = {
    id: randomUUID(),
    username: TEST_ADMIN.username,
    passwordHash: TEST_ADMIN_HASH,
    passwordChangedAt: at,
    createdAt: at,
  };
  return user as UserRecord;
}

export interface TestApp extends CreatedApp {
  baseUrl: string;
  dataDir: string;
  /** fetch() against the app: a path plus init; JSON bodies are serialised for you. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /** Sign in and answer the Cookie header value for later requests. */
  login(credentials?: { username: string; password: string }): Promise<string>;
  stop(): Promise<void>;
}

export interface TestRequestInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
}

const tempDirs: string[] = [];

/** A fresh folder under the OS temp dir, removed after the test file. */
export async function makeTempDir(prefix = 'lhe-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

// Registered while the test file is collected, so every file that uses this helper cleans up.
afterAll(() => Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * Start the app. Unless the options name an admin password themselves, TEST_ADMIN is stored
 * first (in a store without users).
 */
export async function startTestApp(options: Partial<CreateAppOptions> = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await makeTempDir());
  const seedAdmin = !('adminPassword' in options);
  // On the PostgreSQL run (vitest.pg.config.ts) each data folder has a database of its own.
  const databaseUrl = options.databaseUrl ?? (await testDatabaseFor(dataDir, seedAdmin));
  if (!databaseUrl && seedAdmin) await seedTestAdmin(dataDir);
  const created = await createApp({
    rateLimitPerMinute: 0,
    // Route tests book many calls from one address (127.0.0.1); the limit's own tests set it.
    maxUpcomingCallsPerAddress: 0,
    // Route tests post many leads from that one address too; the quota's own tests set it.
    dailyWriteQuotaPerClient: 0,
    minFreeDiskBytes: 0,
    logRequests: false,
    blogSeedFile: null,
    ...options,
    dataDir,
    databaseUrl,
  });
  const server: Server = createServer(created.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const request = (path: string, init: TestRequestInit = {}) => {
    const { json, cookie, headers, ...rest } = init;
    const h = new Headers(headers);
    if (json !== undefined) h.set('content-type', 'application/json');
    if (cookie) h.set('cookie', cookie);
    return fetch(baseUrl + path, {
      ...rest,
      headers: h,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  };

  return {
    ...created,
    baseUrl,
    dataDir,
    request,
    async login(credentials = TEST_ADMIN) {
      const res = await request('/api/auth/login', { method: 'POST', json: credentials });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return sessionCookie(res);
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await created.close();
    },
  };
}

/**
 * createApp's store options for a data folder in tests that call createApp themselves: on the
 * PostgreSQL run, with the folder's database (made empty, without TEST_ADMIN, the first time).
 */
export async function testStore(dataDir: string): Promise<{ dataDir: string; databaseUrl?: string }> {
  return { dataDir, databaseUrl: await testDatabaseFor(dataDir, false) };
}

/**
 * On the PostgreSQL run: the database of a data folder (new and empty the first time, with
 * TEST_ADMIN when asked, stored as seedTestAdmin stores it); undefined on the JSON store's run.
 */
async function testDatabaseFor(dataDir: string, seedAdmin: boolean): Promise<string | undefined> {
  const server = inject('pgServerUrl');
  if (!server) return undefined;
  const known = testDatabaseOf(dataDir);
  if (known) return known;
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  setTestDatabase(dataDir, url.href);
  if (seedAdmin) {
    const store = await openPgStore({ databaseUrl: url.href, dataDir, timeZone: BUSINESS.timeZone });
    try {
      await store.users.insert(testAdminRecord());
    } finally {
      await store.close();
    }
  }
  return url.href;
}

/** The `name=value` of the session cookie a response sets. */
export function sessionCookie(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => /^(__Host-)?lhe_session=/.test(c));
  if (!header) throw new Error('no session cookie set');
  return header.split(';')[0];
}

/** A mutable clock for createApp({ now }). */
export function testClock(start: string | Date) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(to: string | Date) {
      current = new Date(to);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}
