import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import type { TwapView } from '@shared/ipc/twap';
import { paperMarketService } from '../market/test-support';
import type { MarketService } from '../market/market-service';
import { refusal } from '../test-support/refusal';
import { createOrderManager, type OrderManager } from './order-manager';
import { sliceOf, spotTwapsOver } from './spot-twap';
import { btcLimit } from './test-support/btc-limit';
import { orderViewFixture } from './test-support/order-view-fixture';
import { recordedEvents } from './test-support/recorded-events';
import { startTradingVenue, type TradingVenue } from './test-support/trading-venue';

/** Spot TWAPs against the paper venue's real engine: alice slices, bob's resting sells take them. */
let v: TradingVenue;
let orders: OrderManager | undefined;
let market: MarketService;
const context = { sessionId: 'test' };

beforeAll(async () => {
  v = await startTradingVenue();
  market = paperMarketService(v.venue.url);
});
afterAll(async () => {
  orders?.dispose();
  market.dispose();
  await v.stop();
});

/** Alice's TWAPs over the order manager; resolves with the first push that matches. */
function aliceTwaps() {
  const recorded = recordedEvents();
  const waiting: { match: (t: TwapView) => boolean; resolve: (t: TwapView) => void }[] = [];
  // One order manager at a time: the one before is let go.
  orders?.dispose();
  orders = createOrderManager({
    spot: async () => v.alice.spot,
    emit: recorded.emit,
    sleep: () => Promise.resolve(),
  });
  const twaps = spotTwapsOver(
    orders,
    market,
    (name, payload) => {
      if (name !== 'tt:orders:twapUpdated') return;
      const { twap } = payload as { twap: TwapView };
      for (const w of waiting.filter((w) => w.match(twap))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(twap);
      }
    },
    { secondMs: 50 },
  );
  const pushed = (match: (t: TwapView) => boolean) =>
    new Promise<TwapView>((resolve) => waiting.push({ match, resolve }));
  return { h: twaps.handlers, pushed, twaps };
}

describe('a spot TWAP over the paper venue', () => {
  it("buys in market slices that take the book, and says their average as the venue's fills make it", async () => {
    await v.bob.spot.newOrder(btcLimit('SELL', '0.002', '60000'));
    await v.bob.spot.newOrder(btcLimit('SELL', '0.010', '60010'));
    const { h, pushed } = aliceTwaps();
    const started = await h['tt:orders:twap'](
      { symbol: 'BTCUSDT', side: 'BUY', quantity: '0.003', slices: 3, durationSeconds: 2 },
      context,
    );
    expect(started).toMatchObject({ family: 'spot', sent: 1, state: 'running', executedQty: '0.00100' });
    const done = await pushed((t) => t.id === started.id && t.state === 'done');
    expect(done).toMatchObject({ sent: 3, executedQty: '0.00300' });
    // Two slices at 60,000, the third at 60,010: the venue's own record
    const mine = (await v.aliceDirect.spot.allOrders({ symbol: 'BTCUSDT' })).filter(
      (o) => o.type === 'MARKET',
    );
    expect(mine.map((o) => [o.side, o.status, dec(o.executedQty).toFixed()])).toEqual([
      ['BUY', 'FILLED', '0.001'],
      ['BUY', 'FILLED', '0.001'],
      ['BUY', 'FILLED', '0.001'],
    ]);
    const quote = mine.reduce((sum, o) => sum.plus(o.cummulativeQuoteQty), dec('0'));
    expect(dec(done.avgPrice!).eq(quote.div('0.003').toDecimalPlaces(8))).toBe(true);
    expect(done.avgPrice).toBe('60003.33333333');
  });

  it('refuses before sending what the venue would refuse, or a limit the market is past', async () => {
    const { h } = aliceTwaps();
    const before = (await v.aliceDirect.spot.allOrders({ symbol: 'BTCUSDT' })).length;
    // A slice of 0.00001 BTC is worth 0.60 USDT, under the symbol's minimum notional
    const tooSmall = await refusal(
      h['tt:orders:twap'](
        { symbol: 'BTCUSDT', side: 'BUY', quantity: '0.00002', slices: 2, durationSeconds: 10 },
        context,
      ),
    );
    expect(tooSmall.code).toBe(-1013);
    expect(tooSmall.message).toMatch(/NOTIONAL/);
    const offStep = await refusal(
      h['tt:orders:twap'](
        { symbol: 'BTCUSDT', side: 'BUY', quantity: '0.0030001', slices: 2, durationSeconds: 10 },
        context,
      ),
    );
    expect([offStep.code, offStep.message]).toEqual([-1013, 'POST /api/v3/order: Filter failure: LOT_SIZE']);
    // The best ask is 60,010: a buy no higher than 60,000 would skip at once
    const pastLimit = await refusal(
      h['tt:orders:twap'](
        {
          symbol: 'BTCUSDT',
          side: 'BUY',
          quantity: '0.002',
          slices: 2,
          durationSeconds: 10,
          limitPrice: '60000',
        },
        context,
      ),
    );
    expect(pastLimit.message).toMatch(
      /Nothing was sent: the best ask 60,?010\.00 was above the limit 60,?000\.00\.$/,
    );
    expect((await v.aliceDirect.spot.allOrders({ symbol: 'BTCUSDT' })).length).toBe(before);
  });
});

describe('sliceOf', () => {
  it("is a spot order's fill, its average its quote over its size", () => {
    expect(
      sliceOf(
        orderViewFixture({
          clientOrderId: 'a',
          executedQty: '0.00300000',
          cummulativeQuoteQty: '180.01000000',
        }),
      ),
    ).toEqual({ family: 'spot', clientOrderId: 'a', executedQty: '0.00300000', avgPrice: '60003.33333333' });
    expect(sliceOf(orderViewFixture({ clientOrderId: 'b' })).avgPrice).toBeNull();
  });
});
