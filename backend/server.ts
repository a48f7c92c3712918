/**
 * The production entry point: reads the environment, builds the app, listens, and shuts down
 * cleanly on SIGTERM/SIGINT: stop accepting, finish in-flight requests (their writes are durable
 * before they answer), flush the store, release its lock, exit 0.
 *
 * A client gets REQUEST_TIMEOUT_MS (default 30 s) to send a whole request and at most 20 s for
 * its headers, so slow-body and slow-header (slowloris) connections are cut with a 408.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { createApp, type CreatedApp } from './app';
import { EnvError, parseEnv, type Env } from './env';
import { builtOrigin, siteUrlWarnings } from './lib/site-url-check';
import { StoreError } from './store/store-error';
import { errorSummary } from './lib/error-summary';
import { log, setLogFormat } from './lib/log';

const DRAIN_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const MAX_HEADERS_TIMEOUT_MS = 20_000;

/** Requests Node refuses before the app sees them (bad syntax, huge headers, too slow). */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Request timeout'],
};

/** Answer such a request with the API's JSON error shape instead of Node's empty body. */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Bad Request', 'Bad request'];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function fail(message: string): never {
  log.error(message);
  process.exit(1);
}

function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (err) {
    if (err instanceof EnvError) fail(err.message);
    throw err;
  }
}

async function start(): Promise<void> {
  const env = readEnv();
  setLogFormat(env.LOG_FORMAT);
  let created: CreatedApp;
  try {
    created = await createApp({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      staticDir: env.STATIC_DIR,
      timeZone: env.BUSINESS_TIMEZONE,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      dailyWriteCap: env.DAILY_WRITE_CAP,
      dailyWriteQuotaPerClient: env.DAILY_WRITE_QUOTA_PER_CLIENT,
      proxyHops: env.TRUST_PROXY_HOPS,
      maxUpcomingCallsPerAddress: env.MAX_UPCOMING_CALLS_PER_ADDRESS,
      minFreeDiskBytes: env.MIN_FREE_DISK_MB * 1024 * 1024,
      siteUrl: env.SITE_URL,
      adminUsername: env.ADMIN_USERNAME,
      adminPassword: env.ADMIN_PASSWORD,
      trustProxy: env.TRUST_PROXY,
      trustedProxies: env.TRUSTED_PROXIES,
      logRequests: env.LOG_REQUESTS,
      backups: { dir: env.BACKUP_DIR, keep: env.BACKUP_KEEP, daily: true },
      mapsEnabled: Boolean(env.VITE_GOOGLE_MAPS_API_KEY),
      delivery: {
        smtpUrl: env.SMTP_URL,
        mailFrom: env.MAIL_FROM,
        notifyEmails: env.NOTIFY_EMAIL,
        webhookUrl: env.WEBHOOK_URL,
        webhookSecret: env.WEBHOOK_SECRET,
        reminderBeforeMinutes: env.REMINDER_BEFORE_MINUTES,
        manageLinkSecret: env.MANAGE_LINK_SECRET,
      },
    });
  } catch (err) {
    if (err instanceof StoreError) fail(`Cannot start: ${err.message}`);
    throw err;
  }
  const { app, admin, close } = created;
  if (!env.SMTP_URL) {
    log.warn(
      `SMTP_URL is not set: lead emails are kept as .eml files in ${join(env.DATA_DIR, 'mail')}, not sent.`,
    );
  }
  if (env.DATABASE_URL && !env.MANAGE_LINK_SECRET) {
    log.warn(
      'MANAGE_LINK_SECRET is not set: the manage links in emails use a key kept in the database ' +
        '(site_keys), shared by every server; a copy of the database then opens every link. ' +
        'Set MANAGE_LINK_SECRET on every server to keep the key out of the database.',
    );
  }

  if (!existsSync(env.STATIC_DIR)) {
    log.warn(`Static site folder ${env.STATIC_DIR} does not exist: pages answer 404 (run npm run build).`);
  }
  const sitemap = join(env.STATIC_DIR, 'sitemap.xml');
  const built = existsSync(sitemap) ? builtOrigin(readFileSync(sitemap, 'utf8')) : undefined;
  for (const warning of siteUrlWarnings({ siteUrl: env.SITE_URL, host: env.HOST, builtOrigin: built })) {
    log.warn(warning);
  }

  const requestTimeout = env.REQUEST_TIMEOUT_MS ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const server = createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, MAX_HEADERS_TIMEOUT_MS),
      // How often Node checks those timeouts (default 30 s, too coarse for short limits).
      connectionsCheckingInterval: Math.min(Math.max(Math.round(requestTimeout / 4), 100), 5_000),
    },
    app.callback(),
  );
  server.on('clientError', answerClientError);
  server.on('error', async (err) => {
    await close();
    fail(`Cannot listen on ${env.HOST}:${env.PORT}: ${err.message}`);
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    // The admin line comes first: whoever waits for "Server listening" has read it by then.
    if (admin.passwordFile) {
      log.info(
        `Admin account "${admin.username}" created with a generated password, written to ` +
          `${admin.passwordFile} (readable by this user only). Sign in with it at /admin and choose ` +
          'a new one; the file is then deleted.',
      );
    } else if (admin.action === 'created' || admin.action === 'updated') {
      log.info(`Admin account "${admin.username}" ${admin.action} from ADMIN_PASSWORD.`);
    }
    log.info(`Server listening on http://localhost:${port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests...`);
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
    force.unref();
    // A keep-alive connection turns idle when its in-flight request is answered; close it then
    // rather than waiting for its keep-alive timeout.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(async () => {
      clearInterval(idle);
      await close();
      log.info('Store flushed and unlocked. Bye.');
      process.exit(0);
    });
  };
  // `npm run backup` beside a running server asks it for the backup: only it can read the JSON
  // store between its writes.
  process.on('SIGUSR2', () => {
    created.backups.now().catch((err: unknown) => log.error('Backup failed', errorSummary(err)));
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await start();
