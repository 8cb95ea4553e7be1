import { describe, expect, it } from 'vitest';
import { futuresOrderType } from '@shared/api/futures/enums';
import { futuresUnderTest } from './testing';

type Row = Record<string, unknown>;

describe('GET /fapi/v1/exchangeInfo', () => {
  const venue = futuresUnderTest();
  const info = venue.ok<{ symbols: Row[]; rateLimits: Row[]; assets: Row[] } & Row>(
    'GET /fapi/v1/exchangeInfo',
  );

  it('has the spec top level: timezone, serverTime, rateLimits with ORDERS 10 s and 1 min, assets', () => {
    expect(info).toMatchObject({ timezone: 'UTC', serverTime: venue.clock.now, exchangeFilters: [] });
    expect(info.rateLimits).toEqual(
      expect.arrayContaining([
        { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 2400 },
        { rateLimitType: 'ORDERS', interval: 'MINUTE', intervalNum: 1, limit: 1200 },
        { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: 300 },
      ]),
    );
    expect(info.assets).toContainEqual({ asset: 'USDT', marginAvailable: true, autoAssetExchange: '-10000' });
    expect(info.assets).toContainEqual({ asset: 'BTC', marginAvailable: true, autoAssetExchange: null });
  });

  it('lists BTCUSDT and ETHUSDT perpetuals with every symbol field of the spec', () => {
    expect(info.symbols.map((s) => s.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    const fields = [
      'symbol',
      'pair',
      'contractType',
      'deliveryDate',
      'onboardDate',
      'status',
      'maintMarginPercent',
      'requiredMarginPercent',
      'baseAsset',
      'quoteAsset',
      'marginAsset',
      'pricePrecision',
      'quantityPrecision',
      'baseAssetPrecision',
      'quotePrecision',
      'underlyingType',
      'underlyingSubType',
      'settlePlan',
      'triggerProtect',
      'filters',
      'orderTypes',
      'timeInForce',
      'liquidationFee',
      'marketTakeBound',
    ];
    for (const symbol of info.symbols) {
      for (const field of fields) expect(symbol).toHaveProperty(field);
      expect(symbol).toMatchObject({ contractType: 'PERPETUAL', status: 'TRADING', marginAsset: 'USDT' });
      expect(symbol.timeInForce).toEqual(['GTC', 'IOC', 'FOK', 'GTX', 'GTD']);
      expect(symbol.orderTypes).toEqual(futuresOrderType.options);
    }
  });

  it('gives BTCUSDT the futures filters with string values (limit as a number)', () => {
    const btc = info.symbols[0]!;
    expect(btc).toMatchObject({
      triggerProtect: '0.0500',
      marketTakeBound: '0.05',
      liquidationFee: '0.012500',
    });
    expect(btc.filters).toEqual([
      { filterType: 'PRICE_FILTER', minPrice: '556.80', maxPrice: '4529764', tickSize: '0.10' },
      { filterType: 'LOT_SIZE', minQty: '0.001', maxQty: '1000', stepSize: '0.001' },
      { filterType: 'MARKET_LOT_SIZE', minQty: '0.001', maxQty: '120', stepSize: '0.001' },
      { filterType: 'MAX_NUM_ORDERS', limit: 200 },
      { filterType: 'MAX_NUM_ALGO_ORDERS', limit: 10 },
      { filterType: 'MIN_NOTIONAL', notional: '100' },
      {
        filterType: 'PERCENT_PRICE',
        multiplierUp: '1.0500',
        multiplierDown: '0.9500',
        multiplierDecimal: '4',
      },
    ]);
  });
});

describe('time and ping', () => {
  it('answers the injected server time and an empty ping, for both families', () => {
    const venue = futuresUnderTest();
    venue.clock.now = 1_765_000_000_123;
    expect(venue.ok('GET /fapi/v1/time')).toEqual({ serverTime: 1_765_000_000_123 });
    expect(venue.ok('GET /dapi/v1/time')).toEqual({ serverTime: 1_765_000_000_123 });
    expect(venue.ok('GET /fapi/v1/ping')).toEqual({});
  });
});

describe('GET /dapi/v1/exchangeInfo', () => {
  it('lists BTCUSD_PERP with its contract size and no GTD', () => {
    const info = futuresUnderTest().ok<{ symbols: Row[] }>('GET /dapi/v1/exchangeInfo');
    expect(info.symbols[0]).toMatchObject({
      symbol: 'BTCUSD_PERP',
      pair: 'BTCUSD',
      contractSize: 100,
      marginAsset: 'BTC',
      timeInForce: ['GTC', 'IOC', 'FOK', 'GTX'],
    });
  });
});
