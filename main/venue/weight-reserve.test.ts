import { describe, expect, it } from 'vitest';
import { rateLimitsOf, testAccounts, testKeys } from '../paper-venue/test-support';
import { startedForTests } from '../paper-venue/started-for-tests';
import { startPaperVenue } from '../paper-venue/venue';
import { tempDir } from '../settings/test-support/temp-dir';
import { createRateLimits } from './rate-limits';
import { createVenueClient } from './venue-client';
import { VenueError } from './venue-error';

const keys = testKeys();
const dataDir = tempDir('tt-weight-reserve-', 'file');
const WEIGHT_PER_MINUTE = 400;
const venue = startedForTests(
  () =>
    startPaperVenue({
      accounts: testAccounts(keys),
      dataDir: dataDir(),
      rateLimits: rateLimitsOf({ weightPerMinute: WEIGHT_PER_MINUTE, ordersPer10s: 100 }),
    }),
  (started) => started.close(),
);

describe('the weight kept for orders', () => {
  it('holds reads before the venue would refuse them, and still places an order', async () => {
    const limits = createRateLimits();
    const client = createVenueClient({
      baseUrls: { spot: venue.url },
      credentials: { apiKey: keys.hmac.apiKey, signingKey: { type: 'HMAC', secret: keys.hmac.secret } },
      limits,
      resyncMs: 0,
    });
    await client.spot.exchangeInfo();
    const weightUsed = () => limits.snapshot().readings.find((r) => r.kind === 'weight')?.used ?? 0;

    // Snapshots (weight 5 each) until the terminal itself holds the next one back.
    let held: VenueError | undefined;
    for (let reads = 0; reads < 2 * (WEIGHT_PER_MINUTE / 5) && !held; reads += 1) {
      const outcome = await client.spot.depth({ symbol: 'BTCUSDT', limit: 100 }).catch((e: unknown) => e);
      if (outcome instanceof VenueError) held = outcome;
      else expect(weightUsed()).toBeLessThanOrEqual(WEIGHT_PER_MINUTE);
    }
    expect(held?.kind).toBe('rate-limited');
    expect(held?.data).toMatchObject({ scope: 'reads' });
    expect(weightUsed()).toBeGreaterThanOrEqual(WEIGHT_PER_MINUTE * 0.9);

    const placed = await client.spot.newOrder({
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.01000',
      price: '1000.00',
    });
    expect(placed.status).toBe('NEW');
    expect(weightUsed()).toBeLessThanOrEqual(WEIGHT_PER_MINUTE);
    client.dispose();
  });
});
