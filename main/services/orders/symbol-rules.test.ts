import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { PAPER_VENUE_SYMBOLS } from '@shared/market/paper-symbols';
import { startPaperVenue, type PaperVenue } from '../../paper-venue/venue';
import { createVenueClient } from '../../venue/venue-client';
import { createSymbolRules } from './symbol-rules';

// Two venues listing BTCUSDT on different ticks, as two profiles' venues might.
const coarseTick: SymbolInfo[] = PAPER_VENUE_SYMBOLS.map((info) =>
  info.symbol !== 'BTCUSDT'
    ? info
    : {
        ...info,
        filters: info.filters.map((f) =>
          f.filterType === 'PRICE_FILTER' ? { ...f, tickSize: '0.10000000' } : f,
        ),
      },
);
let fine: PaperVenue;
let coarse: PaperVenue;
beforeAll(async () => {
  fine = await startPaperVenue();
  coarse = await startPaperVenue({ symbols: coarseTick });
});
afterAll(async () => {
  await fine.close();
  await coarse.close();
});

const spotOf = (venue: PaperVenue) => createVenueClient({ baseUrls: { spot: venue.url }, resyncMs: 0 }).spot;

describe("the symbols' filters main keeps", () => {
  it("gives the notices the active venue's tick once read, and reads the next profile's venue afresh", async () => {
    let active = spotOf(fine);
    const rules = createSymbolRules(async () => active, Date.now);
    // Not read yet: nothing to give, and the read starts.
    expect(rules.precisionOf('BTCUSDT')).toBeUndefined();
    await expect.poll(() => rules.precisionOf('BTCUSDT')?.tickSize).toBe('0.01000000');

    active = spotOf(coarse);
    rules.forget();
    expect(rules.precisionOf('BTCUSDT')).toBeUndefined();
    await expect.poll(() => rules.precisionOf('BTCUSDT')?.tickSize).toBe('0.10000000');
  });

  it('keeps what one client read apart from what another reads', async () => {
    let active = spotOf(fine);
    const rules = createSymbolRules(async () => active, Date.now);
    const first = await rules.rulesOf('BTCUSDT');
    active = spotOf(coarse);
    const second = await rules.rulesOf('BTCUSDT');
    const tick = (r: typeof first) => r?.info.filters.find((f) => f.filterType === 'PRICE_FILTER');
    expect(tick(first)).toMatchObject({ tickSize: '0.01000000' });
    expect(tick(second)).toMatchObject({ tickSize: '0.10000000' });
  });
});
