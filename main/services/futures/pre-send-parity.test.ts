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

/** 'ok' when the venue accepts, else its refusal's code. */
const venueAnswer = (sent: Promise<unknown>) =>
  sent.then(
    () => 'ok' as const,
    (error: unknown) => (error instanceof VenueError ? error.code : 'other'),
  );

describe('pre-send checks agree with the venue', () => {
  for (const [name, fields] of Object.entries(cases)) {
    it(name, async () => {
      const order = { symbol: 'BTCUSDT', side: 'BUY', ...fields } as const;
      const foreseen = checkFuturesOrder(rules, order as never, {
        hedge: false,
        now: Date.now(),
        markPrice: '30000',
      });
      const answer = await venueAnswer(
        venue.client(accountFor(name)).futures.usdm!.newOrder(order as unknown as UsdmOrderParams),
      );
      expect(foreseen.ok ? 'ok' : foreseen.refusal.code).toBe(answer);
    });
  }
});

/**
 * One account's BTCUSDT at `leverage`: the margin terms of a buy resting well under the market (its
 * margin is counted at its own price), with the position cap or without, the Max they give, one step
 * more, and a way to send a buy of that size to the venue.
 */
async function boundaryAt(account: string, leverage: number, capped: boolean) {
  const usdm = venue.client(accountFor(account)).futures.usdm!;
  await usdm.setLeverage({ symbol: 'BTCUSDT', leverage });
  const [row] = await usdm.positionRisk({ symbol: 'BTCUSDT' });
  const { assets } = await usdm.account();
  const available = assets.find((a) => a.asset === 'USDT')!.availableBalance;
  const price = dec(row!.markPrice).mul('0.97').toDecimalPlaces(1).toFixed(1);
  const terms = {
    side: 'BUY',
    positionSide: 'BOTH',
    reduceOnly: false,
    price,
    leverage,
    held: '0',
    contractSize: null,
    ...(capped ? { maxPosition: { limit: row!.maxNotionalValue, mark: row!.markPrice } } : {}),
  } as const;
  const max = maxQuantity(terms, available, '0.001');
  const send = (quantity: string) =>
    venueAnswer(
      usdm.newOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', price, quantity }),
    );
  return { terms, available, max: max.toFixed(3), oneMore: max.plus('0.001').toFixed(3), send };
}

describe("the order form's margin rule agrees with the venue's -2019 and -2027", () => {
  it('accepts the largest quantity the available balance carries at the leverage, and refuses one step more', async () => {
    const { terms, available, max, oneMore, send } = await boundaryAt('margin', 2, false);
    expect(marginRefusal(terms, max, available)).toBeNull();
    expect(marginRefusal(terms, oneMore, available)?.code).toBe(-2019);
    expect(await send(oneMore)).toBe(-2019);
    expect(await send(max)).toBe('ok');
  });

  it('caps the quantity where the position would outgrow what the leverage allows, as the venue does (-2027)', async () => {
    const { terms, available, max, oneMore, send } = await boundaryAt('position cap', 125, true);
    // the cap binds before the margin does at this leverage
    const { maxPosition: _cap, ...uncapped } = terms;
    expect(maxQuantity(uncapped, available, '0.001').gt(max)).toBe(true);
    expect(marginRefusal(terms, max, available)).toBeNull();
    expect(marginRefusal(terms, oneMore, available)?.code).toBe(-2027);
    expect(await send(oneMore)).toBe(-2027);
    expect(await send(max)).toBe('ok');
  });
});
