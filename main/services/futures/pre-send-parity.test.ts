import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsdmOrderParams } from '@shared/api/futures/order-params';
import { checkFuturesOrder, type FuturesSymbolRules } from '@shared/api/futures/pre-send-checks';
import { dec } from '@shared/decimal/decimal';
import { marginRefusal, maxQuantity } from '@shared/api/futures/order-margin';
import { VenueError } from '../../venue/venue-error';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';

const accountFor = (name: string) => `parity-${name.replaceAll(' ', '-')}`;
let venue: LoopbackVenue;
let rules: FuturesSymbolRules;
beforeAll(async () => {
  venue = await startLoopbackVenue([
    'reader',
    accountFor('margin'),
    accountFor('position cap'),
    ...Object.keys(cases).map(accountFor),
  ]);
  const info = await venue.client('reader').futures.usdm!.exchangeInfo();
  rules = info.symbols.find((s) => s.symbol === 'BTCUSDT')!;
});
afterAll(() => venue.close());

const cases: Record<string, Record<string, string | boolean | number>> = {
  'on the tick': { type: 'LIMIT', timeInForce: 'GTC', price: '29000.0', quantity: '0.010' },
  'off the tick': { type: 'LIMIT', timeInForce: 'GTC', price: '29000.05', quantity: '0.010' },
  'below min price': { type: 'LIMIT', timeInForce: 'GTC', price: '500.0', quantity: '0.500' },
  'off the step': { type: 'LIMIT', timeInForce: 'GTC', price: '29000.0', quantity: '0.0105' },
  'above the cap': { type: 'LIMIT', timeInForce: 'GTC', price: '31500.1', quantity: '0.010' },
  'below min notional': { type: 'LIMIT', timeInForce: 'GTC', price: '29000.0', quantity: '0.001' },
  'market above market max': { type: 'MARKET', quantity: '120.001' },
  'one-way LONG': { type: 'MARKET', quantity: '0.010', positionSide: 'LONG' },
  'priceMatch with price': {
    type: 'LIMIT',
    timeInForce: 'GTC',
    price: '29000.0',
    priceMatch: 'QUEUE',
    quantity: '0.010',
  },
  'GTD too soon': { type: 'LIMIT', timeInForce: 'GTD', price: '29000.0', quantity: '0.010', goodTillDate: 1 },
};

describe('pre-send checks agree with the venue', () => {
  for (const [name, fields] of Object.entries(cases)) {
    it(name, async () => {
      const order = { symbol: 'BTCUSDT', side: 'BUY', ...fields } as const;
      const foreseen = checkFuturesOrder(rules, order as never, {
        hedge: false,
        now: Date.now(),
        markPrice: '30000',
      });
      const answer = await venue
        .client(accountFor(name))
        .futures.usdm!.newOrder(order as unknown as UsdmOrderParams)
        .then(
          () => 'ok' as const,
          (error: unknown) => (error instanceof VenueError ? error.code : 'other'),
        );
      expect(foreseen.ok ? 'ok' : foreseen.refusal.code).toBe(answer);
    });
  }
});

describe("the order form's margin rule agrees with the venue's -2019", () => {
  it('accepts the largest quantity the available balance carries at the leverage, and refuses one step more', async () => {
    const usdm = venue.client(accountFor('margin')).futures.usdm!;
    await usdm.setLeverage({ symbol: 'BTCUSDT', leverage: 2 });
    const [row] = await usdm.positionRisk({ symbol: 'BTCUSDT' });
    const { assets } = await usdm.account();
    const available = assets.find((a) => a.asset === 'USDT')!.availableBalance;
    // a buy resting well under the market: its margin is counted at its own price
    const price = dec(row!.markPrice).mul('0.97').toDecimalPlaces(1).toFixed(1);
    const terms = {
      side: 'BUY',
      positionSide: 'BOTH',
      reduceOnly: false,
      price,
      leverage: 2,
      held: '0',
      contractSize: null,
    } as const;
    const max = maxQuantity(terms, available, '0.001');
    const oneMore = max.plus('0.001').toFixed(3);
    expect(marginRefusal(terms, max.toFixed(3), available)).toBeNull();
    expect(marginRefusal(terms, oneMore, available)?.code).toBe(-2019);
    const send = (quantity: string) =>
      usdm
        .newOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', price, quantity })
        .then(
          () => 'ok' as const,
          (error: unknown) => (error instanceof VenueError ? error.code : 'other'),
        );
    expect(await send(oneMore)).toBe(-2019);
    expect(await send(max.toFixed(3))).toBe('ok');
  });

  it('caps the quantity where the position would outgrow what the leverage allows, as the venue does (-2027)', async () => {
    const usdm = venue.client(accountFor('position cap')).futures.usdm!;
    await usdm.setLeverage({ symbol: 'BTCUSDT', leverage: 125 });
    const [row] = await usdm.positionRisk({ symbol: 'BTCUSDT' });
    const { assets } = await usdm.account();
    const available = assets.find((a) => a.asset === 'USDT')!.availableBalance;
    const price = dec(row!.markPrice).mul('0.97').toDecimalPlaces(1).toFixed(1);
    const terms = {
      side: 'BUY',
      positionSide: 'BOTH',
      reduceOnly: false,
      price,
      leverage: 125,
      held: '0',
      contractSize: null,
      maxPosition: { limit: row!.maxNotionalValue, mark: row!.markPrice },
    } as const;
    const max = maxQuantity(terms, available, '0.001');
    const oneMore = max.plus('0.001').toFixed(3);
    // the cap binds before the margin does at this leverage
    expect(maxQuantity({ ...terms, maxPosition: undefined }, available, '0.001').gt(max)).toBe(true);
    expect(marginRefusal(terms, max.toFixed(3), available)).toBeNull();
    expect(marginRefusal(terms, oneMore, available)?.code).toBe(-2027);
    const send = (quantity: string) =>
      usdm
        .newOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', price, quantity })
        .then(
          () => 'ok' as const,
          (error: unknown) => (error instanceof VenueError ? error.code : 'other'),
        );
    expect(await send(oneMore)).toBe(-2027);
    expect(await send(max.toFixed(3))).toBe('ok');
  });
});
