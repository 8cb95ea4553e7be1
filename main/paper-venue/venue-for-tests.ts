import { afterAll, beforeAll } from 'vitest';
import { manualClock, testAccounts, testKeys } from './test-support';
import { startPaperVenue, type PaperVenue, type PaperVenueOptions } from './venue';

/**
 * A paper venue holding the test accounts, on a manual clock, started before a test file's tests
 * and closed after them; `venue` is there once started.
 */
export function paperVenueForTests(options: PaperVenueOptions = {}) {
  const clock = manualClock();
  const keys = testKeys();
  let started: PaperVenue | undefined;
  beforeAll(async () => {
    started = await startPaperVenue({ now: clock.now, accounts: testAccounts(keys), ...options });
  });
  afterAll(() => started?.close());
  return {
    clock,
    keys,
    get venue(): PaperVenue {
      if (!started) throw new Error('the paper venue starts before the tests');
      return started;
    },
  };
}
