import { accountsFile } from '../accounts/accounts-file';
import { startedForTests } from '../started-for-tests';
import { manualClock } from '../test-support';
import { startPaperVenue } from '../venue';
import { futuresClients } from './ccxt-clients';

export const ALICE = { apiKey: 'aliceFuturesKey01', secret: 'aliceFuturesSecretForTests' };
export const BOB = { apiKey: 'bobFuturesKey0001', secret: 'bobFuturesSecretForTests01' };

/** A venue with two trading accounts (alice, bob), no spot store, on a clock the test moves. */
export async function futuresTestVenue(options: { fundingIntervalMs?: number } = {}) {
  const clock = manualClock(Date.parse('2026-03-02T10:00:00.000Z'));
  const accounts = accountsFile.parse({
    accounts: [
      {
        name: 'alice',
        permissions: ['SPOT'],
        balances: {},
        keys: [{ apiKey: ALICE.apiKey, type: 'HMAC', secret: ALICE.secret }],
      },
      {
        name: 'bob',
        permissions: ['SPOT'],
        balances: {},
        keys: [{ apiKey: BOB.apiKey, type: 'HMAC', secret: BOB.secret }],
      },
    ],
  });
  const venue = await startPaperVenue({
    accounts,
    now: clock.now,
    seed: 5,
    ...(options.fundingIntervalMs ? { fundingIntervalMs: options.fundingIntervalMs } : {}),
  });
  return { venue, clock };
}

/**
 * The futures test venue with alice's and bob's ccxt clients (USD-M and COIN-M markets loaded),
 * started before a test file's tests and closed after them.
 */
export function futuresTradersForTests() {
  return startedForTests(
    async () => {
      const { venue, clock } = await futuresTestVenue();
      const alice = futuresClients(venue.url, ALICE, clock.now);
      const bob = futuresClients(venue.url, BOB, clock.now);
      await Promise.all([alice.usdm.loadMarkets(), bob.usdm.loadMarkets(), alice.coinm.loadMarkets()]);
      return { venue, clock, alice, bob };
    },
    ({ venue }) => venue.close(),
  );
}
