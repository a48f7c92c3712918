/**
 * The production entry point: reads the environment, builds the app, listens, and shuts down
 * cleanly on SIGTERM/SIGINT (stop accepting, finish in-flight requests, flush the store,
 * release its lock, exit 0).
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createApp, type CreatedApp } from './app';
import { EnvError, parseEnv, type Env } from './env';
import { StoreError } from './store/store-error';

const DRAIN_TIMEOUT_MS = 10_000;

function fail(message: string): never {
  console.error(message);
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
  let created: CreatedApp;
  try {
    created = await createApp({
      dataDir: env.DATA_DIR,
      staticDir: env.STATIC_DIR,
      timeZone: env.BUSINESS_TIMEZONE,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      siteUrl: env.SITE_URL,
      adminUsername: env.ADMIN_USERNAME,
      adminPassword: env.ADMIN_PASSWORD,
      trustProxy: env.TRUST_PROXY,
      logRequests: env.LOG_REQUESTS,
      mapsEnabled: Boolean(env.VITE_GOOGLE_MAPS_API_KEY),
    });
  } catch (err) {
    if (err instanceof StoreError) fail(`Cannot start: ${err.message}`);
    throw err;
  }
  const { app, admin, close } = created;

  if (!existsSync(env.STATIC_DIR)) {
    console.warn(
      `Static site folder ${env.STATIC_DIR} does not exist: pages answer 404 (run npm run build).`,
    );
  }

  const server = createServer(app.callback());
  server.on('error', async (err) => {
    await close();
    fail(`Cannot listen on ${env.HOST}:${env.PORT}: ${err.message}`);
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    console.log(`Server listening on http://localhost:${port}`);
    if (admin.generatedPassword) {
      console.log(
        `Admin account created: username "${admin.username}", password "${admin.generatedPassword}" ` +
          '(shown once; set ADMIN_PASSWORD to change it)',
      );
    } else if (admin.action === 'created' || admin.action === 'updated') {
      console.log(`Admin account "${admin.username}" ${admin.action} from ADMIN_PASSWORD.`);
    }
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests...`);
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      await close();
      console.log('Store flushed and unlocked. Bye.');
      process.exit(0);
    });
    // Idle keep-alive connections would otherwise hold close() open.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await start();
