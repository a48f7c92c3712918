import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags';

/** Port of the server the browser tests start (the real production server over the built site). */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The SMTP sink the app sends its email to (tests/e2e/smtp-sink.server.ts). */
const SMTP_PORT = PORT + 1;
export const E2E_ADMIN = { username: 'owner', password: 'e2e-Correct-Horse-42' };
/** Who the app notifies of each lead. */
export const E2E_NOTIFY_EMAIL = 'owner@liberty.test';
/** The app's mail transport, as the Settings page shows it. */
export const E2E_SMTP_HOST = `127.0.0.1:${SMTP_PORT}`;
// Where the sink saves each message. Set once in the main process; the test workers inherit it
// (and load this file again, keeping it).
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'lhe-e2e-mail-'));
/** A second app without SMTP_URL (email not configured), for the tests of that state. */
export const E2E_NO_MAIL_PORT = PORT + 2;
process.env.E2E_NO_MAIL_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lhe-e2e-no-mail-'));
/**
 * A third app for the specs that close time on the calendar (availability.spec.ts): a blocked day
 * on the shared app would take slots from every other booking spec running beside them.
 */
export const E2E_CALENDAR_PORT = PORT + 3;
/** With these set (tests/e2e/run-on-postgres.ts), the two servers keep their store in PostgreSQL. */
const onPostgres = (url: string | undefined): Record<string, string> => (url ? { DATABASE_URL: url } : {});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // On CI one retry absorbs a rare timing hiccup of the 2-core machine; a retried test is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // A budget against hangs, not a speed check (speed lives in npm run bench and npm run audit). CI's
  // 2-core runs take a test 1.1x the local time at the median and up to 2.3x: a 27 s journey went past 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
    trace: 'off',
    // Tests that exercise the service worker opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'browser', testIgnore: /\.timed\.spec\.ts$/ },
    // Tests that print a speed figure run alone, after the others (`npm run test:e2e` runs this
    // project on its own): a second worker's test would share the 2-core CPU and decide the figure.
    { name: 'timed', testMatch: /\.timed\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/smtp-sink.server.ts',
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_SINK_PORT: String(SMTP_PORT), E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      // As npm start runs it, without npm start's build check: the test command builds first.
      command: 'node dist-server/server.mjs',
      url: `http://localhost:${PORT}/api/auth/session`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'lhe-e2e-')),
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        RATE_LIMIT_PER_MINUTE: '1000',
        // The whole suite books from one address (127.0.0.1).
        MAX_UPCOMING_CALLS_PER_ADDRESS: '0',
        // Tests must not depend on the machine's free disk space.
        MIN_FREE_DISK_MB: '0',
        // The whole suite posts from one address: no per-client daily quota.
        DAILY_WRITE_QUOTA_PER_CLIENT: '0',
        LOG_REQUESTS: 'false',
        // Every lead's email goes to the sink, a real SMTP server (plain SMTP on loopback).
        SMTP_URL: `smtp://${E2E_SMTP_HOST}`,
        MAIL_FROM: '"Liberty Home Exteriors" <leads@liberty.test>',
        NOTIFY_EMAIL: E2E_NOTIFY_EMAIL,
        ...onPostgres(process.env.E2E_DATABASE_URL),
      },
    },
    {
      command: 'node dist-server/server.mjs',
      url: `http://localhost:${E2E_NO_MAIL_PORT}/api/auth/session`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_NO_MAIL_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_NO_MAIL_DATA_DIR,
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        MIN_FREE_DISK_MB: '0',
        // The whole suite posts from one address: no per-client daily quota.
        DAILY_WRITE_QUOTA_PER_CLIENT: '0',
        MAX_UPCOMING_CALLS_PER_ADDRESS: '0',
        LOG_REQUESTS: 'false',
        ...onPostgres(process.env.E2E_NO_MAIL_DATABASE_URL),
      },
    },
    {
      command: 'node dist-server/server.mjs',
      url: `http://localhost:${E2E_CALENDAR_PORT}/api/auth/session`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_CALENDAR_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'lhe-e2e-calendar-')),
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        RATE_LIMIT_PER_MINUTE: '1000',
        MIN_FREE_DISK_MB: '0',
        // The whole suite posts from one address: no per-client daily quota.
        DAILY_WRITE_QUOTA_PER_CLIENT: '0',
        MAX_UPCOMING_CALLS_PER_ADDRESS: '0',
        LOG_REQUESTS: 'false',
        ...onPostgres(process.env.E2E_CALENDAR_DATABASE_URL),
      },
    },
  ],
});
