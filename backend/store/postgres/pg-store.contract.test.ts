/** The repository contract on a real PostgreSQL server, a fresh database for each test. */
import { afterAll, beforeAll } from 'vitest';
import { startPgCluster, type PgCluster } from '../../testing/pg-cluster';
import { makeTempDir } from '../../testing/test-app';
import { describeAvailabilityContract } from '../availability.contract';
import { CONTRACT_TIME_ZONE, describeRepositoryContract } from '../repository.contract';
import { openPgStore } from './pg-store';

let cluster: PgCluster;
beforeAll(async () => {
  cluster = await startPgCluster();
}, 120_000);
afterAll(() => cluster?.stop());

const openStore = async () => {
  const store = await openPgStore({
    databaseUrl: await cluster.createDatabase(),
    dataDir: await makeTempDir('lhe-pg-contract-'),
    timeZone: CONTRACT_TIME_ZONE,
  });
  return { repos: store, close: () => store.close() };
};
describeRepositoryContract('postgres', openStore);
describeAvailabilityContract('postgres', openStore);
