import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsdmOrderParams } from '@shared/api/futures/order-params';
import { checkFuturesOrder, type FuturesSymbolRules } from '@shared/api/futures/pre-send-checks';
import { VenueError } from '../../venue/venue-error';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';

const accountFor = (name: string) => `parity-${name.replaceAll(' ', '-')}`;
let venue: LoopbackVenue;
let rules: FuturesSymbolRules;
beforeAll(async () => {
  venue = await startLoopbackVenue(['reader', ...Object.keys(cases).map(accountFor)]);
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
