import { describe, expect, it } from 'vitest';
import type { ExchangeFilter, SymbolFilter } from '../../api/spot/filters';
import { symbolFilter } from '../../api/spot/filters';
import type { FilterContext, ProspectiveOrder } from './order-check';
import { validateOrder } from './validate-order';

/** The docs' sample values, parsed by the same schema exchangeInfo uses. */
const filters: SymbolFilter[] = [
  { filterType: 'PRICE_FILTER', minPrice: '0.05', maxPrice: '100000.00000000', tickSize: '0.05' },
  { filterType: 'PERCENT_PRICE', multiplierUp: '1.3000', multiplierDown: '0.7000', avgPriceMins: 5 },
  {
    filterType: 'PERCENT_PRICE_BY_SIDE',
    bidMultiplierUp: '1.2',
    bidMultiplierDown: '0.2',
    askMultiplierUp: '5',
    askMultiplierDown: '0.8',
    avgPriceMins: 1,
  },
  { filterType: 'LOT_SIZE', minQty: '0.00100000', maxQty: '100000.00000000', stepSize: '0.00100000' },
  { filterType: 'MARKET_LOT_SIZE', minQty: '0.01', maxQty: '50', stepSize: '0.01' },
  { filterType: 'ICEBERG_PARTS', limit: 10 },
  {
    filterType: 'TRAILING_DELTA',
    minTrailingAboveDelta: 10,
    maxTrailingAboveDelta: 2000,
    minTrailingBelowDelta: 20,
    maxTrailingBelowDelta: 1000,
  },
  { filterType: 'MIN_NOTIONAL', minNotional: '1.00000000', applyToMarket: true, avgPriceMins: 5 },
  {
    filterType: 'NOTIONAL',
    minNotional: '10.00000000',
    applyMinToMarket: false,
    maxNotional: '10000.00000000',
    applyMaxToMarket: true,
    avgPriceMins: 5,
  },
  { filterType: 'MAX_NUM_ORDERS', maxNumOrders: 25 },
  { filterType: 'MAX_NUM_ALGO_ORDERS', maxNumAlgoOrders: 5 },
  { filterType: 'MAX_NUM_ICEBERG_ORDERS', maxNumIcebergOrders: 5 },
  { filterType: 'MAX_POSITION', maxPosition: '10.00000000' },
].map((f) => symbolFilter.parse(f));

const exchangeFilters: ExchangeFilter[] = [
  { filterType: 'EXCHANGE_MAX_NUM_ORDERS', maxNumOrders: 1000 },
  { filterType: 'EXCHANGE_MAX_NUM_ALGO_ORDERS', maxNumAlgoOrders: 200 },
  { filterType: 'EXCHANGE_MAX_NUM_ICEBERG_ORDERS', maxNumIcebergOrders: 10000 },
];

const context: FilterContext = {
  referencePrice: '100',
  openOrders: {
    symbol: 3,
    symbolAlgo: 1,
    symbolIceberg: 0,
    exchange: 3,
    exchangeAlgo: 1,
    exchangeIceberg: 0,
  },
  position: { baseBalance: '1', openBuyQty: '2' },
};

const limitBuy: ProspectiveOrder = { side: 'BUY', type: 'LIMIT', price: '100.05', quantity: '1.5' };

const failureOf = (order: ProspectiveOrder, ctx: FilterContext = context) => {
  const result = validateOrder(order, filters, exchangeFilters, ctx);
  return result.ok ? undefined : result.failure.msg;
};

describe('validateOrder', () => {
  it('passes a well-formed order and reports no unchecked filter when the context is complete', () => {
    expect(validateOrder(limitBuy, filters, exchangeFilters, context)).toEqual({ ok: true, unchecked: [] });
  });

  it('answers with the venue’s own body', () => {
    const result = validateOrder({ ...limitBuy, quantity: '1.5005' }, filters, exchangeFilters, context);
    expect(result).toEqual({
      ok: false,
      failure: { code: -1013, msg: 'Filter failure: LOT_SIZE', filterType: 'LOT_SIZE' },
    });
  });

  it('PRICE_FILTER: tick of 0.05, bounds, and stopPrice', () => {
    expect(failureOf({ ...limitBuy, price: '100.07' })).toBe('Filter failure: PRICE_FILTER');
    expect(failureOf({ ...limitBuy, price: '0.00' })).toBe('Filter failure: PRICE_FILTER');
    expect(
      failureOf({ side: 'SELL', type: 'STOP_LOSS_LIMIT', price: '100', stopPrice: '99.99', quantity: '1' }),
    ).toBe('Filter failure: PRICE_FILTER');
  });

  it('PERCENT_PRICE: within 0.7 to 1.3 of the reference price', () => {
    expect(failureOf({ ...limitBuy, price: '130.05' })).toBe('Filter failure: PERCENT_PRICE');
    expect(failureOf({ ...limitBuy, side: 'SELL', price: '69.95' })).toBe('Filter failure: PERCENT_PRICE');
  });

  it('PERCENT_PRICE_BY_SIDE: the bid band for BUY, the ask band for SELL', () => {
    expect(failureOf({ ...limitBuy, price: '125' })).toBe('Filter failure: PERCENT_PRICE_BY_SIDE');
    expect(failureOf({ ...limitBuy, side: 'SELL', price: '125' })).toBeUndefined();
    expect(failureOf({ ...limitBuy, side: 'SELL', price: '75' })).toBe(
      'Filter failure: PERCENT_PRICE_BY_SIDE',
    );
  });

  it('LOT_SIZE: quantity and icebergQty on the step and within bounds', () => {
    expect(failureOf({ ...limitBuy, quantity: '0.0005' })).toBe('Filter failure: LOT_SIZE');
    expect(failureOf({ ...limitBuy, quantity: '2', icebergQty: '0.2005' })).toBe('Filter failure: LOT_SIZE');
  });

  it('MARKET_LOT_SIZE applies to MARKET orders by quantity only', () => {
    const market: ProspectiveOrder = { side: 'SELL', type: 'MARKET', quantity: '0.005' };
    expect(failureOf(market)).toBe('Filter failure: MARKET_LOT_SIZE');
    expect(failureOf({ side: 'SELL', type: 'MARKET', quoteOrderQty: '50' })).toBeUndefined();
  });

  it('ICEBERG_PARTS: CEIL(qty / icebergQty) at most the limit', () => {
    expect(failureOf({ ...limitBuy, quantity: '2', icebergQty: '0.2' })).toBeUndefined();
    expect(failureOf({ ...limitBuy, quantity: '2', icebergQty: '0.199' })).toBe(
      'Filter failure: ICEBERG_PARTS',
    );
  });

  it('TRAILING_DELTA: above bounds for STOP_LOSS BUY, below bounds for STOP_LOSS SELL', () => {
    const stop = { type: 'STOP_LOSS', quantity: '1' } as const;
    expect(failureOf({ ...stop, side: 'BUY', trailingDelta: 1500 })).toBeUndefined();
    expect(failureOf({ ...stop, side: 'SELL', trailingDelta: 1500 })).toBe('Filter failure: TRAILING_DELTA');
    expect(failureOf({ ...stop, side: 'BUY', trailingDelta: 5 })).toBe('Filter failure: TRAILING_DELTA');
  });

  it('MIN_NOTIONAL and NOTIONAL, with the reference price for MARKET orders', () => {
    expect(failureOf({ ...limitBuy, price: '100', quantity: '0.009' })).toBe('Filter failure: MIN_NOTIONAL');
    expect(failureOf({ ...limitBuy, price: '100', quantity: '0.05' })).toBe('Filter failure: NOTIONAL');
    // MARKET: min not applied to market, max is: 100 × 0.05 = 5 passes, 100 × 120 = 12000 does not
    expect(failureOf({ side: 'SELL', type: 'MARKET', quantity: '0.05' })).toBeUndefined();
    expect(failureOf({ side: 'SELL', type: 'MARKET', quoteOrderQty: '10000.01' })).toBe(
      'Filter failure: NOTIONAL',
    );
  });

  it('MAX_NUM_ORDERS, MAX_NUM_ALGO_ORDERS, MAX_NUM_ICEBERG_ORDERS count the open orders plus this one', () => {
    const counts = context.openOrders!;
    expect(failureOf(limitBuy, { ...context, openOrders: { ...counts, symbol: 25 } })).toBe(
      'Filter failure: MAX_NUM_ORDERS',
    );
    expect(failureOf(limitBuy, { ...context, openOrders: { ...counts, symbol: 23 }, ordersAdded: 3 })).toBe(
      'Filter failure: MAX_NUM_ORDERS',
    );
    const stop: ProspectiveOrder = { side: 'SELL', type: 'STOP_LOSS', stopPrice: '90', quantity: '1' };
    expect(failureOf(stop, { ...context, openOrders: { ...counts, symbolAlgo: 5 } })).toBe(
      'Filter failure: MAX_NUM_ALGO_ORDERS',
    );
    expect(failureOf(limitBuy, { ...context, openOrders: { ...counts, symbolAlgo: 5 } })).toBeUndefined();
    const iceberg = { ...limitBuy, quantity: '2', icebergQty: '1' };
    expect(failureOf(iceberg, { ...context, openOrders: { ...counts, symbolIceberg: 5 } })).toBe(
      'Filter failure: MAX_NUM_ICEBERG_ORDERS',
    );
  });

  it('MAX_POSITION: balance plus open BUY quantity plus this BUY', () => {
    expect(failureOf({ ...limitBuy, quantity: '7' })).toBeUndefined();
    expect(failureOf({ ...limitBuy, quantity: '7.001' })).toBe('Filter failure: MAX_POSITION');
    expect(failureOf({ ...limitBuy, side: 'SELL', price: '100', quantity: '50' })).toBeUndefined();
    const over = { ...context, position: { baseBalance: '10.5', openBuyQty: '0' } };
    expect(failureOf({ ...limitBuy, quantity: '0.1' }, over)).toBe('Filter failure: MAX_POSITION');
  });

  it('exchange filters count across the exchange', () => {
    const counts = context.openOrders!;
    expect(failureOf(limitBuy, { ...context, openOrders: { ...counts, exchange: 1000 } })).toBe(
      'Filter failure: EXCHANGE_MAX_NUM_ORDERS',
    );
    const stop: ProspectiveOrder = { side: 'SELL', type: 'STOP_LOSS', stopPrice: '90', quantity: '1' };
    expect(failureOf(stop, { ...context, openOrders: { ...counts, exchangeAlgo: 200 } })).toBe(
      'Filter failure: EXCHANGE_MAX_NUM_ALGO_ORDERS',
    );
  });

  it('reports the filters it could not check instead of passing them silently', () => {
    const result = validateOrder(limitBuy, filters, exchangeFilters, {});
    expect(result).toEqual({
      ok: true,
      unchecked: [
        'PERCENT_PRICE',
        'PERCENT_PRICE_BY_SIDE',
        'MAX_NUM_ORDERS',
        'MAX_POSITION',
        'EXCHANGE_MAX_NUM_ORDERS',
      ],
    });
  });
});
