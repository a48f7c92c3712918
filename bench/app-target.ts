/** The benchmarked app as a bench target: started in its own process, with an admin signed in. */
import type { Target } from './cases';
import { startChild } from './processes';

const ADMIN_PASSWORD = 'bench-admin-password-1';

/** Sign the bench admin in and keep the session cookie on the target. */
export async function login(target: Target): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${target.server.port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`bench login failed: ${res.status}`);
  target.cookie = res.headers.getSetCookie()[0].split(';')[0];
}

/**
 * The real app over `dataDir` (app-server.ts), labelled `store` in the results. With `smtpUrl`
 * it sends every lead's owner notification there; without, it keeps them as .eml files. With
 * `sending` false its delivery worker is stopped: messages are stored, none is sent. With
 * `databaseUrl` the store is that PostgreSQL database (dataDir keeps only the server's own files).
 */
export async function startApp(
  dataDir: string,
  baseDay: string,
  store: string,
  smtpUrl?: string,
  sending = true,
  databaseUrl?: string,
): Promise<Target> {
  const server = await startChild('./app-server.ts', {
    ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    BENCH_DATA_DIR: dataDir,
    BENCH_BASE_DAY: baseDay,
    BENCH_ADMIN_PASSWORD: ADMIN_PASSWORD,
    ...(smtpUrl ? { BENCH_SMTP_URL: smtpUrl } : {}),
    ...(sending ? {} : { BENCH_SENDING: 'off' }),
  });
  const target: Target = { server, store, bookings: { next: 0, baseDay } };
  await login(target);
  return target;
}
