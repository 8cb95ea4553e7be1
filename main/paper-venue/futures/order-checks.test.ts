import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { checkPrice, checkQuantity } from './order-checks';
import { FAPI_SYMBOLS, type SymbolSpec } from './symbols';

/** A contract whose minimum is off the tick and step grid, so the futures rules differ from `% tick`. */
const offGrid: SymbolSpec = {
  ...FAPI_SYMBOLS[0]!,
  minPrice: '0.05',
  tickSize: '0.10',
  minQty: '0.5',
  stepSize: '1',
};

describe('futures filter rules', () => {
  it('checks the price as (price − minPrice) % tickSize', () => {
    expect(() => checkPrice(offGrid, new Dec('0.15'))).not.toThrow();
    expect(() => checkPrice(offGrid, new Dec('0.20'))).toThrow('Price not increased by tick size.');
  });

  it('checks the quantity as (qty − minQty) % stepSize', () => {
    expect(() => checkQuantity(offGrid, new Dec('2.5'), false)).not.toThrow();
    expect(() => checkQuantity(offGrid, new Dec('2'), false)).toThrow('Qty not increased by step size.');
    expect(() => checkQuantity(offGrid, new Dec('0.4'), false)).toThrow('Quantity less than min quantity.');
  });

  it('uses MARKET_LOT_SIZE for market orders', () => {
    const spec = FAPI_SYMBOLS[0]!;
    expect(() => checkQuantity(spec, new Dec('500'), false)).not.toThrow();
    expect(() => checkQuantity(spec, new Dec('500'), true)).toThrow('Quantity greater than max quantity.');
  });
});
