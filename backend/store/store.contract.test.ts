import { makeTempDir } from '../testing/test-app';
import { describeAvailabilityContract } from './availability.contract';
import { CONTRACT_TIME_ZONE, describeRepositoryContract } from './repository.contract';
import { openStore } from './store';

const lowdb = (cacheChars?: number) => async () => {
  const store = await openStore({
    dataDir: await makeTempDir('lhe-contract-'),
    timeZone: CONTRACT_TIME_ZONE,
    cacheChars,
  });
  return { repos: store, close: () => store.close() };
};

describeRepositoryContract('lowdb', lowdb());
describeAvailabilityContract('lowdb', lowdb());
describeAvailabilityContract('lowdb without a segment cache', lowdb(0));
// No segment stays in memory once an operation is done with it: every read goes to the files.
describeRepositoryContract('lowdb without a segment cache', lowdb(0));
