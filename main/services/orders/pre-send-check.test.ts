import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTerminalError } from '@shared/ipc/errors';
import { toErrorPayload } from '../../ipc/error-payload';
import { startPaperVenue, type PaperVenue } from '../../paper-venue/venue';
import { createVenueClient } from '../../venue/venue-client';
import { createOrderManager } from './order-manager';
import { recordedEvents } from './test-support/recorded-events';
import { startRecordingProxy } from './test-support/recording-proxy';
import { btcLimit } from './test-support/btc-limit';
import { PAPER_VENUE_SYMBOLS } from '@shared/market/paper-symbols';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';

let venue: PaperVenue;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
beforeAll(async () => {
  venue = await startPaperVenue();
  proxy = await startRecordingProxy(venue.url);
});
afterAll(async () => {
  await proxy.close();
  await venue.close();
});

function manager() {
  const client = createVenueClient({
    baseUrls: { spot: proxy.url },
    credentials: { apiKey: 'anyKey', sign: () => 'not-used' },
    resyncMs: 0,
  });
  const recorded = recordedEvents();
  return { orders: createOrderManager({ spot: async () => client.spot, emit: recorded.emit }), recorded };
}

describe('pre-send filter check', () => {
  it("refuses an order that breaks LOT_SIZE with the venue's own code and message, sending nothing", async () => {
    const { orders, recorded } = manager();
    proxy.seen.length = 0;
    const refusal = await orders.place(btcLimit('BUY', '0.000015', '50000')).then(
      () => undefined,
      (error: unknown) => toErrorPayload(error),
    );
    expect(isTerminalError(refusal)).toBe(true);
    expect(refusal).toMatchObject({
      kind: 'venue',
      code: -1013,
      message: 'POST /api/v3/order: Filter failure: LOT_SIZE',
    });
    expect(refusal?.data).toMatchObject({ checkedBy: 'terminal', sent: false });
    expect(proxy.seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v3/exchangeInfo']);
    expect(recorded.events).toEqual([]);
    expect(orders.open()).toEqual([]);
  });

  it('refuses a PRICE_FILTER breach of an OCO leg before the list is sent', async () => {
    const { orders } = manager();
    proxy.seen.length = 0;
    const refusal = await orders
      .placeOco({
        symbol: 'BTCUSDT',
        side: 'SELL',
        quantity: '0.001',
        above: { type: 'LIMIT_MAKER', price: '60000.005' },
        below: { type: 'STOP_LOSS', stopPrice: '40000' },
      })
      .then(
        () => undefined,
        (error: unknown) => toErrorPayload(error),
      );
    expect(refusal).toMatchObject({
      code: -1013,
      message: 'POST /api/v3/orderList/oco: Filter failure: PRICE_FILTER',
    });
    expect(proxy.seen.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("checks a profile on another venue with that venue's filters, not the last venue's", async () => {
    // The same symbol listed in whole hundredths of a coin, as another venue might list it.
    const coarse: SymbolInfo[] = PAPER_VENUE_SYMBOLS.map((info) =>
      info.symbol !== 'BTCUSDT'
        ? info
        : {
            ...info,
            filters: info.filters.map((f) =>
              f.filterType === 'LOT_SIZE' ? { ...f, minQty: '0.01000000', stepSize: '0.01000000' } : f,
            ),
          },
    );
    const other = await startPaperVenue({ symbols: coarse });
    const otherProxy = await startRecordingProxy(other.url);
    try {
      const clientOf = (url: string) =>
        createVenueClient({
          baseUrls: { spot: url },
          credentials: { apiKey: 'anyKey', sign: () => 'not-used' },
          resyncMs: 0,
        }).spot;
      const first = clientOf(proxy.url);
      const second = clientOf(otherProxy.url);
      let active = first;
      const orders = createOrderManager({ spot: async () => active, emit: recordedEvents().emit });
      const order = btcLimit('BUY', '0.001', '50000');
      // The first venue's step admits 0.001: the order is sent (and refused there for its signature).
      proxy.seen.length = 0;
      const sent = await orders.place(order).then(
        () => undefined,
        (error: unknown) => toErrorPayload(error),
      );
      expect(sent?.data).not.toMatchObject({ checkedBy: 'terminal' });
      expect(proxy.seen.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/v3/order');

      active = second;
      const refusal = await orders.place(order).then(
        () => undefined,
        (error: unknown) => toErrorPayload(error),
      );
      expect(refusal).toMatchObject({ code: -1013, message: 'POST /api/v3/order: Filter failure: LOT_SIZE' });
      expect(refusal?.data).toMatchObject({ checkedBy: 'terminal', sent: false });
      expect(otherProxy.seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v3/exchangeInfo']);
    } finally {
      await otherProxy.close();
      await other.close();
    }
  });
});
