/**
 * vitest.pg.config.ts's global setup: one throwaway PostgreSQL server for the whole run; each test
 * app gets a database of its own on it (test-app.ts).
 */
import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pg-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test server's `postgres` database, from which test databases are made. */
    pgServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  project.provide('pgServerUrl', cluster.url('postgres'));
  return () => cluster.stop();
}
