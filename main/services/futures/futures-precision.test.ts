import { describe, expect, it } from 'vitest';
import type { FuturesSymbolRules } from '@shared/api/futures/pre-send-checks';
import type { FuturesFamily } from '@shared/ipc/futures';
import { createFuturesPrecision } from './futures-precision';

const contract = (tickSize: string): FuturesSymbolRules => ({
  symbol: 'BTCUSDT',
  pricePrecision: 2,
  quantityPrecision: 3,
  orderTypes: ['LIMIT', 'MARKET'],
  filters: [
    { filterType: 'PRICE_FILTER', minPrice: '0.1', maxPrice: '1000000', tickSize },
    { filterType: 'LOT_SIZE', minQty: '0.001', maxQty: '1000', stepSize: '0.001' },
  ],
});

describe("the contracts' ticks and steps for the notices", () => {
  it('reads a family once for a contract it does not know, and again after a profile switch', async () => {
    const reads: FuturesFamily[] = [];
    let venueTick = '0.10';
    const precision = createFuturesPrecision(async (family) => {
      reads.push(family);
      await null; // the venue answers later, as over the network
      precision.remember(family, [contract(venueTick)]);
    });
    const of = precision.of('usdm');
    expect(of('BTCUSDT')).toBeUndefined();
    expect(of('BTCUSDT')).toBeUndefined(); // the read under way is not asked for twice
    await expect.poll(() => of('BTCUSDT')?.tickSize).toBe('0.10');
    expect(reads).toEqual(['usdm']);

    venueTick = '0.01';
    precision.forget();
    expect(of('BTCUSDT')).toBeUndefined();
    await expect.poll(() => of('BTCUSDT')?.tickSize).toBe('0.01');
    expect(reads).toEqual(['usdm', 'usdm']);
  });
});
