import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTerminalError } from '@shared/ipc/errors';
import { toErrorPayload } from '../../ipc/error-payload';
import { startPaperVenue, type PaperVenue } from '../../paper-venue/venue';
import { createVenueClient } from '../../venue/venue-client';
import { createOrderManager } from './order-manager';
import { recordedEvents } from './test-support/recorded-events';
import { startRecordingProxy } from './test-support/recording-proxy';
import { btcLimit } from './test-support/btc-limit';

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
});
