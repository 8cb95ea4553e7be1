import { startedForTests } from './started-for-tests';
import { manualClock, testAccounts, testKeys } from './test-support';
import { startPaperVenue, type PaperVenueOptions } from './venue';

/**
 * A paper venue holding the test accounts, on a manual clock, started before a test file's tests
 * and closed after them; `venue` is there once started.
 */
export function paperVenueForTests(options: PaperVenueOptions = {}) {
  const clock = manualClock();
  const keys = testKeys();
  const running = startedForTests(
    async () => ({
      venue: await startPaperVenue({ now: clock.now, accounts: testAccounts(keys), ...options }),
    }),
    ({ venue }) => venue.close(),
  );
  return {
    clock,
    keys,
    get venue() {
      return running.venue;
    },
  };
}
