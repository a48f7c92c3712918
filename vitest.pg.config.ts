/**
 * The API tests again, on PostgreSQL (`npm run test:pg`): every test app's store is a fresh
 * database on one throwaway server instead of JSON files. Tests of the JSON files themselves
 * stay in the main run.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'backend/routes/**/*.test.ts',
      'backend/delivery/lead-delivery.test.ts',
      'backend/delivery/booked-call-changes.test.ts',
      'backend/delivery/call-reminder.test.ts',
      'backend/delivery/call-recovery.test.ts',
      'backend/app.test.ts',
      // Hostile and random input against the real app: PostgreSQL refuses what JSON files accept.
      'backend/hostile-input.test.ts',
      'backend/middlewares/static-site.fuzz.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['backend/testing/pg-global-setup.ts'],
  },
});
