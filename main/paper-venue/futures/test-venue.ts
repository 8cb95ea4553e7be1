import { accountsFile } from '../accounts/accounts-file';
import { manualClock } from '../test-support';
import { startPaperVenue } from '../venue';

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
