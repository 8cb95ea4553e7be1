// The paper venue's spot symbols, one fixture for both sides: the venue lists them, and the renderer's
// test fakes and main's tests use the same definitions instead of copies.
import { orderType, selfTradePreventionMode, type SymbolStatus } from '../api/spot/enums';
import type { ExchangeFilter } from '../api/spot/filters';
import type { SymbolInfo } from '../api/spot/exchange-info';

/** The price and quantity bounds (PRICE_FILTER and LOT_SIZE) a paper symbol lists, spot or futures. */
export interface PriceAndLotBounds {
  readonly minPrice: string;
  readonly maxPrice: string;
  readonly tickSize: string;
  readonly minQty: string;
  readonly maxQty: string;
  readonly stepSize: string;
}

interface SymbolSpec extends PriceAndLotBounds {
  readonly symbol: string;
  readonly baseAsset: string;
  readonly quoteAsset: string;
  readonly status?: SymbolStatus;
  readonly marketMaxQty: string;
  readonly minNotional: string;
  readonly maxNotional: string;
  readonly permissionSets: string[][];
  readonly amendAllowed?: boolean;
  readonly decrementAllowed?: boolean;
}

const STP_MODES = selfTradePreventionMode.exclude(['DECREMENT', 'TRANSFER']).options;

/** A spot symbol with the filters and flags a live venue lists for a major pair. */
function spotSymbol(spec: SymbolSpec): SymbolInfo {
  return {
    symbol: spec.symbol,
    status: spec.status ?? 'TRADING',
    baseAsset: spec.baseAsset,
    baseAssetPrecision: 8,
    quoteAsset: spec.quoteAsset,
    quotePrecision: 8,
    quoteAssetPrecision: 8,
    baseCommissionPrecision: 8,
    quoteCommissionPrecision: 8,
    orderTypes: [...orderType.options],
    icebergAllowed: true,
    ocoAllowed: true,
    otoAllowed: true,
    quoteOrderQtyMarketAllowed: true,
    allowTrailingStop: true,
    cancelReplaceAllowed: true,
    amendAllowed: spec.amendAllowed ?? true,
    isSpotTradingAllowed: true,
    isMarginTradingAllowed: spec.permissionSets.some((set) => set.includes('MARGIN')),
    filters: [
      {
        filterType: 'PRICE_FILTER',
        minPrice: spec.minPrice,
        maxPrice: spec.maxPrice,
        tickSize: spec.tickSize,
      },
      { filterType: 'LOT_SIZE', minQty: spec.minQty, maxQty: spec.maxQty, stepSize: spec.stepSize },
      { filterType: 'ICEBERG_PARTS', limit: 100 },
      {
        filterType: 'MARKET_LOT_SIZE',
        minQty: '0.00000000',
        maxQty: spec.marketMaxQty,
        stepSize: '0.00000000',
      },
      {
        filterType: 'TRAILING_DELTA',
        minTrailingAboveDelta: 10,
        maxTrailingAboveDelta: 2000,
        minTrailingBelowDelta: 10,
        maxTrailingBelowDelta: 2000,
      },
      {
        filterType: 'PERCENT_PRICE_BY_SIDE',
        bidMultiplierUp: '5',
        bidMultiplierDown: '0.2',
        askMultiplierUp: '5',
        askMultiplierDown: '0.2',
        avgPriceMins: 5,
      },
      {
        filterType: 'NOTIONAL',
        minNotional: spec.minNotional,
        applyMinToMarket: true,
        maxNotional: spec.maxNotional,
        applyMaxToMarket: false,
        avgPriceMins: 5,
      },
      { filterType: 'MAX_NUM_ORDERS', maxNumOrders: 200 },
      { filterType: 'MAX_NUM_ALGO_ORDERS', maxNumAlgoOrders: 5 },
      { filterType: 'MAX_NUM_ORDER_LISTS', maxNumOrderLists: 20 },
      { filterType: 'MAX_NUM_ORDER_AMENDS', maxNumOrderAmends: 10 },
    ],
    // Live venues now publish permissions through permissionSets and leave this empty.
    permissions: [],
    permissionSets: spec.permissionSets,
    defaultSelfTradePreventionMode: 'EXPIRE_MAKER',
    allowedSelfTradePreventionModes:
      spec.decrementAllowed === false ? [...STP_MODES] : [...STP_MODES, 'DECREMENT'],
  };
}

const MAJOR = [['SPOT', 'MARGIN', 'TRD_GRP_004', 'TRD_GRP_005', 'TRD_GRP_006']];

/**
 * The paper venue's symbols. ETHBTC does not allow amend-keep-priority and BNBBTC has no
 * DECREMENT self-trade prevention, so clients can meet both refusals; XRPBTC is in BREAK and
 * only in a trading group, so the exchangeInfo filters have something to leave out.
 */
export const PAPER_SYMBOLS: readonly SymbolInfo[] = [
  spotSymbol({
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    minPrice: '0.01000000',
    maxPrice: '1000000.00000000',
    tickSize: '0.01000000',
    minQty: '0.00001000',
    maxQty: '9000.00000000',
    stepSize: '0.00001000',
    marketMaxQty: '120.00000000',
    minNotional: '5.00000000',
    maxNotional: '9000000.00000000',
    permissionSets: MAJOR,
  }),
  spotSymbol({
    symbol: 'ETHUSDT',
    baseAsset: 'ETH',
    quoteAsset: 'USDT',
    minPrice: '0.01000000',
    maxPrice: '1000000.00000000',
    tickSize: '0.01000000',
    minQty: '0.00010000',
    maxQty: '9000.00000000',
    stepSize: '0.00010000',
    marketMaxQty: '2500.00000000',
    minNotional: '5.00000000',
    maxNotional: '9000000.00000000',
    permissionSets: MAJOR,
  }),
  spotSymbol({
    symbol: 'BNBUSDT',
    baseAsset: 'BNB',
    quoteAsset: 'USDT',
    minPrice: '0.01000000',
    maxPrice: '100000.00000000',
    tickSize: '0.01000000',
    minQty: '0.00100000',
    maxQty: '9000.00000000',
    stepSize: '0.00100000',
    marketMaxQty: '5000.00000000',
    minNotional: '5.00000000',
    maxNotional: '9000000.00000000',
    permissionSets: MAJOR,
  }),
  spotSymbol({
    symbol: 'SOLUSDT',
    baseAsset: 'SOL',
    quoteAsset: 'USDT',
    minPrice: '0.01000000',
    maxPrice: '10000.00000000',
    tickSize: '0.01000000',
    minQty: '0.00100000',
    maxQty: '9000.00000000',
    stepSize: '0.00100000',
    marketMaxQty: '30000.00000000',
    minNotional: '5.00000000',
    maxNotional: '9000000.00000000',
    permissionSets: MAJOR,
  }),
  spotSymbol({
    symbol: 'ETHBTC',
    baseAsset: 'ETH',
    quoteAsset: 'BTC',
    minPrice: '0.00001000',
    maxPrice: '922327.00000000',
    tickSize: '0.00001000',
    minQty: '0.00010000',
    maxQty: '100000.00000000',
    stepSize: '0.00010000',
    marketMaxQty: '1500.00000000',
    minNotional: '0.00010000',
    maxNotional: '9000000.00000000',
    permissionSets: [['SPOT', 'MARGIN']],
    amendAllowed: false,
  }),
  spotSymbol({
    symbol: 'BNBBTC',
    baseAsset: 'BNB',
    quoteAsset: 'BTC',
    minPrice: '0.00000100',
    maxPrice: '100000.00000000',
    tickSize: '0.00000100',
    minQty: '0.00100000',
    maxQty: '100000.00000000',
    stepSize: '0.00100000',
    marketMaxQty: '2000.00000000',
    minNotional: '0.00010000',
    maxNotional: '9000000.00000000',
    permissionSets: [['SPOT']],
    decrementAllowed: false,
  }),
  spotSymbol({
    symbol: 'XRPBTC',
    baseAsset: 'XRP',
    quoteAsset: 'BTC',
    status: 'BREAK',
    minPrice: '0.00000001',
    maxPrice: '1000.00000000',
    tickSize: '0.00000001',
    minQty: '1.00000000',
    maxQty: '90000000.00000000',
    stepSize: '1.00000000',
    marketMaxQty: '1000000.00000000',
    minNotional: '0.00010000',
    maxNotional: '9000000.00000000',
    permissionSets: [['TRD_GRP_002']],
  }),
];

/** A USDT pair of the venue's wider list: plausible filters for its price, scaled from its tick and step. */
function usdtPair(base: string, tickSize: string, stepSize: string, maxPrice: string): SymbolInfo {
  const coarse = Number(stepSize) >= 0.1;
  return spotSymbol({
    symbol: `${base}USDT`,
    baseAsset: base,
    quoteAsset: 'USDT',
    minPrice: tickSize,
    maxPrice,
    tickSize,
    minQty: stepSize,
    maxQty: coarse ? '90000000.00000000' : '9000000.00000000',
    stepSize,
    marketMaxQty: coarse ? '5000000.00000000' : '50000.00000000',
    minNotional: '5.00000000',
    maxNotional: '9000000.00000000',
    permissionSets: [['SPOT', 'MARGIN']],
  });
}

/**
 * The rest of what the venue lists, so a watchlist has a market's breadth: USDT pairs whose simulated
 * market is light (a short ladder, a step every few seconds). Tests that need the core pairs only
 * keep using PAPER_SYMBOLS.
 */
export const PAPER_MORE_SYMBOLS: readonly SymbolInfo[] = [
  usdtPair('XRP', '0.00010000', '0.10000000', '10000.00000000'),
  usdtPair('ADA', '0.00010000', '0.10000000', '10000.00000000'),
  usdtPair('DOGE', '0.00001000', '1.00000000', '1000.00000000'),
  usdtPair('TRX', '0.00001000', '0.10000000', '1000.00000000'),
  usdtPair('DOT', '0.00100000', '0.01000000', '10000.00000000'),
  usdtPair('LINK', '0.01000000', '0.01000000', '100000.00000000'),
  usdtPair('LTC', '0.01000000', '0.00100000', '100000.00000000'),
  usdtPair('AVAX', '0.01000000', '0.01000000', '100000.00000000'),
  usdtPair('ATOM', '0.00100000', '0.01000000', '10000.00000000'),
  usdtPair('UNI', '0.00100000', '0.01000000', '10000.00000000'),
  usdtPair('NEAR', '0.00100000', '0.10000000', '10000.00000000'),
  usdtPair('BCH', '0.10000000', '0.00100000', '1000000.00000000'),
  usdtPair('FIL', '0.00100000', '0.01000000', '10000.00000000'),
  usdtPair('APT', '0.00100000', '0.01000000', '10000.00000000'),
];

/** Everything the paper venue lists by default: the core pairs, then the wider list. */
export const PAPER_VENUE_SYMBOLS: readonly SymbolInfo[] = [...PAPER_SYMBOLS, ...PAPER_MORE_SYMBOLS];

export const PAPER_EXCHANGE_FILTERS: readonly ExchangeFilter[] = [
  { filterType: 'EXCHANGE_MAX_NUM_ORDERS', maxNumOrders: 1000 },
  { filterType: 'EXCHANGE_MAX_NUM_ALGO_ORDERS', maxNumAlgoOrders: 200 },
];
