import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'backend/**/*.test.ts',
      'frontend/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'deploy/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
});
