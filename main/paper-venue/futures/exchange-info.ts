import type { FuturesState } from './state';
import { DAPI_SYMBOLS, FAPI_SYMBOLS, ORDER_TYPES, PERPETUAL_DELIVERY, type SymbolSpec } from './symbols';

/** The order limiters every futures response counts against (spec: REQUEST_WEIGHT and ORDERS). */
export const FUTURES_RATE_LIMITS = [
  { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 2400 },
  { rateLimitType: 'ORDERS', interval: 'MINUTE', intervalNum: 1, limit: 1200 },
  { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: 300 },
] as const;

/** The IP request weight each futures family counts on its own, apart from spot's and the other family's. */
export const FUTURES_REQUEST_WEIGHT = FUTURES_RATE_LIMITS.filter((l) => l.rateLimitType === 'REQUEST_WEIGHT');

function filters(spec: SymbolSpec) {
  return [
    { filterType: 'PRICE_FILTER', minPrice: spec.minPrice, maxPrice: spec.maxPrice, tickSize: spec.tickSize },
    { filterType: 'LOT_SIZE', minQty: spec.minQty, maxQty: spec.maxQty, stepSize: spec.stepSize },
    {
      filterType: 'MARKET_LOT_SIZE',
      minQty: spec.marketMinQty,
      maxQty: spec.marketMaxQty,
      stepSize: spec.marketStepSize,
    },
    { filterType: 'MAX_NUM_ORDERS', limit: spec.maxNumOrders },
    { filterType: 'MAX_NUM_ALGO_ORDERS', limit: spec.maxNumAlgoOrders },
    ...(spec.minNotional ? [{ filterType: 'MIN_NOTIONAL', notional: spec.minNotional }] : []),
    {
      filterType: 'PERCENT_PRICE',
      multiplierUp: spec.multiplierUp,
      multiplierDown: spec.multiplierDown,
      multiplierDecimal: spec.multiplierDecimal,
    },
  ];
}

function symbolInfo(spec: SymbolSpec) {
  const common = {
    symbol: spec.symbol,
    pair: spec.pair,
    contractType: 'PERPETUAL',
    deliveryDate: PERPETUAL_DELIVERY,
    onboardDate: spec.onboardDate,
    maintMarginPercent: '2.5000',
    requiredMarginPercent: '5.0000',
    baseAsset: spec.baseAsset,
    quoteAsset: spec.quoteAsset,
    marginAsset: spec.marginAsset,
    pricePrecision: spec.pricePrecision,
    quantityPrecision: spec.quantityPrecision,
    baseAssetPrecision: 8,
    quotePrecision: 8,
    underlyingType: 'COIN',
    underlyingSubType: ['PoW'],
    triggerProtect: spec.triggerProtect,
    liquidationFee: spec.liquidationFee,
    marketTakeBound: spec.marketTakeBound,
    filters: filters(spec),
    orderTypes: [...ORDER_TYPES],
  };
  if (spec.family === 'fapi') {
    return { ...common, status: 'TRADING', settlePlan: 0, timeInForce: ['GTC', 'IOC', 'FOK', 'GTX', 'GTD'] };
  }
  return {
    ...common,
    contractStatus: 'TRADING',
    contractSize: Number(spec.contractSize),
    equalQtyPrecision: 4,
    timeInForce: ['GTC', 'IOC', 'FOK', 'GTX'],
  };
}

const ORDER_LIMITS = FUTURES_RATE_LIMITS.filter((l) => l.rateLimitType === 'ORDERS');

/** GET /fapi/v1/exchangeInfo in the spec's quote-settled shape; its request weight is the venue's own. */
export function fapiExchangeInfo(state: FuturesState, now: number) {
  return {
    timezone: 'UTC',
    serverTime: now,
    futuresType: 'U_MARGINED',
    rateLimits: [...state.requestWeight, ...ORDER_LIMITS],
    exchangeFilters: [],
    assets: [
      { asset: 'USDT', marginAvailable: true, autoAssetExchange: '-10000' },
      { asset: 'BTC', marginAvailable: true, autoAssetExchange: null },
      { asset: 'ETH', marginAvailable: true, autoAssetExchange: null },
    ],
    symbols: FAPI_SYMBOLS.map(symbolInfo),
  };
}

/** GET /dapi/v1/exchangeInfo: the same idea for contract-quantity symbols (beyond the spec). */
export function dapiExchangeInfo(state: FuturesState, now: number) {
  return {
    timezone: 'UTC',
    serverTime: now,
    rateLimits: [...state.requestWeight, ...ORDER_LIMITS.filter((l) => l.interval === 'MINUTE')],
    exchangeFilters: [],
    symbols: DAPI_SYMBOLS.map((spec) => ({
      ...symbolInfo(spec),
      orderTypes: state.algoMigrated.has(spec.symbol) ? ['LIMIT', 'MARKET'] : [...ORDER_TYPES],
    })),
  };
}
