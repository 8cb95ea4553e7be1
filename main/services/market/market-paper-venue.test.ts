import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPaperVenue, type PaperVenue } from '../../paper-venue/venue';
import { createSpotClient } from '../../venue/spot-client';
import { createMarketStream } from '../../venue/streams/market-stream';
import { ManualTimers } from '../../venue/streams/test-support/manual-timers';
import { createMarketService, type MarketService } from './market-service';

/** What the embedded paper venue already serves over real loopback HTTP (its streams come later). */
describe('market service against the paper venue', () => {
  let venue: PaperVenue;
  let service: MarketService;

  beforeEach(async () => {
    venue = await startPaperVenue({ host: '127.0.0.1', port: 0 });
    const timers = new ManualTimers();
    service = createMarketService({
      client: createSpotClient({ baseUrl: venue.url }),
      stream: createMarketStream({ url: venue.url, timers, now: timers.clock }),
      emit: () => undefined,
      timers,
      now: timers.clock,
    });
  });

  afterEach(async () => {
    service.dispose();
    await venue.close();
  });

  it('lists the venue’s symbols with their filters', async () => {
    const symbols = await service.handlers['tt:market:symbols'](undefined, { sessionId: 's' });
    const btc = symbols.find((s) => s.symbol === 'BTCUSDT');
    expect(btc?.filters.find((f) => f.filterType === 'PRICE_FILTER')).toMatchObject({
      tickSize: '0.01000000',
    });
  });

  it('checks a book watch’s step against the venue’s tick before opening any stream', async () => {
    await expect(
      service.handlers['tt:market:watchBook'](
        { symbol: 'BTCUSDT', group: '0.001', levels: 5 },
        { sessionId: 's' },
      ),
    ).rejects.toThrow("The price step 0.001 is not a positive multiple of BTCUSDT's tick size 0.01000000.");
    expect(service.feedCount()).toBe(0);
  });
});
