import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Port of the server the browser tests start (the real production server over the built site). */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { username: 'owner', password: 'e2e-Correct-Horse-42' };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // On CI one retry absorbs a rare timing hiccup of the 2-core machine; a retried test is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    // Tests that exercise the service worker opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
  },
  webServer: {
    // As npm start runs it, without npm start's build check: the test command builds first.
    command: 'node --import tsx backend/server.ts',
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
      // Tests must not depend on the machine's free disk space.
      MIN_FREE_DISK_MB: '0',
      LOG_REQUESTS: 'false',
    },
  },
});
