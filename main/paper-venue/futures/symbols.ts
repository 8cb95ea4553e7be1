import type { PriceAndLotBounds } from '@shared/market/paper-symbols';

/**
 * The futures contracts the paper venue lists. Numbers are realistic defaults from the live venue's
 * (BTCUSDT live captures) and the spec's filter shapes; `contractSize` marks a contract-quantity
 * (coin-margined, inverse) contract whose quantity counts contracts of that many USD.
 */
export type Family = 'fapi' | 'dapi';

export interface MarketMakerShape {
  /** Price levels quoted on each side. */
  readonly levels: number;
  /** Distance between levels, in ticks; the best bid and ask sit one gap from the mark. */
  readonly gapTicks: number;
  /** Quantity per level: a seeded whole number of steps in [minSteps, maxSteps]. */
  readonly minSteps: number;
  readonly maxSteps: number;
}

export interface SymbolSpec extends PriceAndLotBounds {
  readonly family: Family;
  readonly symbol: string;
  readonly pair: string;
  readonly baseAsset: string;
  readonly quoteAsset: string;
  readonly marginAsset: string;
  readonly contractSize?: string;
  readonly onboardDate: number;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
  readonly marketMinQty: string;
  readonly marketMaxQty: string;
  readonly marketStepSize: string;
  readonly maxNumOrders: number;
  readonly maxNumAlgoOrders: number;
  /** MIN_NOTIONAL (quote-settled family only). */
  readonly minNotional?: string;
  readonly multiplierUp: string;
  readonly multiplierDown: string;
  readonly multiplierDecimal: string;
  readonly triggerProtect: string;
  readonly liquidationFee: string;
  readonly marketTakeBound: string;
  readonly maintMarginRate: string;
  readonly maxLeverage: number;
  /** The mark before any price is set, and where there is no spot market to follow. */
  readonly initialMark: string;
  /** The spot symbol whose price is the contract's index (the paper venue's spot market). */
  readonly indexSymbol: string;
  readonly marketMaker: MarketMakerShape;
}

const PERPETUAL_DELIVERY = 4133404800000;
export { PERPETUAL_DELIVERY };

/** The order, price-band and liquidation rules every quote-settled symbol here shares. */
const USDM_RULES = {
  maxNumOrders: 200,
  maxNumAlgoOrders: 10,
  multiplierUp: '1.0500',
  multiplierDown: '0.9500',
  multiplierDecimal: '4',
  triggerProtect: '0.0500',
  liquidationFee: '0.012500',
  marketTakeBound: '0.05',
} as const;

export const FAPI_SYMBOLS: readonly SymbolSpec[] = [
  {
    family: 'fapi',
    symbol: 'BTCUSDT',
    pair: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marginAsset: 'USDT',
    onboardDate: 1569398400000,
    pricePrecision: 2,
    quantityPrecision: 3,
    minPrice: '556.80',
    maxPrice: '4529764',
    tickSize: '0.10',
    minQty: '0.001',
    maxQty: '1000',
    stepSize: '0.001',
    marketMinQty: '0.001',
    marketMaxQty: '120',
    marketStepSize: '0.001',
    ...USDM_RULES,
    minNotional: '100',
    maintMarginRate: '0.004',
    maxLeverage: 125,
    initialMark: '30000.00',
    indexSymbol: 'BTCUSDT',
    marketMaker: { levels: 20, gapTicks: 5, minSteps: 50, maxSteps: 2000 },
  },
  {
    family: 'fapi',
    symbol: 'ETHUSDT',
    pair: 'ETHUSDT',
    baseAsset: 'ETH',
    quoteAsset: 'USDT',
    marginAsset: 'USDT',
    onboardDate: 1569398400000,
    pricePrecision: 2,
    quantityPrecision: 3,
    minPrice: '39.86',
    maxPrice: '306177',
    tickSize: '0.01',
    minQty: '0.001',
    maxQty: '10000',
    stepSize: '0.001',
    marketMinQty: '0.001',
    marketMaxQty: '2000',
    marketStepSize: '0.001',
    ...USDM_RULES,
    minNotional: '20',
    maintMarginRate: '0.005',
    maxLeverage: 100,
    initialMark: '2000.00',
    indexSymbol: 'ETHUSDT',
    marketMaker: { levels: 20, gapTicks: 5, minSteps: 500, maxSteps: 20000 },
  },
];

export const DAPI_SYMBOLS: readonly SymbolSpec[] = [
  {
    family: 'dapi',
    symbol: 'BTCUSD_PERP',
    pair: 'BTCUSD',
    baseAsset: 'BTC',
    quoteAsset: 'USD',
    marginAsset: 'BTC',
    contractSize: '100',
    onboardDate: 1597042800000,
    pricePrecision: 1,
    quantityPrecision: 0,
    minPrice: '1000',
    maxPrice: '4520958',
    tickSize: '0.1',
    minQty: '1',
    maxQty: '1000000',
    stepSize: '1',
    marketMinQty: '1',
    marketMaxQty: '60000',
    marketStepSize: '1',
    maxNumOrders: 200,
    maxNumAlgoOrders: 20,
    multiplierUp: '1.0500',
    multiplierDown: '0.9500',
    multiplierDecimal: '4',
    triggerProtect: '0.0500',
    liquidationFee: '0.010000',
    marketTakeBound: '0.05',
    maintMarginRate: '0.004',
    maxLeverage: 125,
    initialMark: '30000.0',
    // USD index: the BTC/USDT spot price stands in for BTC/USD
    indexSymbol: 'BTCUSDT',
    marketMaker: { levels: 20, gapTicks: 5, minSteps: 10, maxSteps: 500 },
  },
];

/** Conditional order types; the quote-settled family refuses them on /order (-4120). */
export const CONDITIONAL_TYPES = [
  'STOP',
  'STOP_MARKET',
  'TAKE_PROFIT',
  'TAKE_PROFIT_MARKET',
  'TRAILING_STOP_MARKET',
] as const;
export const ORDER_TYPES = ['LIMIT', 'MARKET', ...CONDITIONAL_TYPES] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export type ConditionalType = (typeof CONDITIONAL_TYPES)[number];

export function isConditional(type: OrderType): type is ConditionalType {
  return (CONDITIONAL_TYPES as readonly string[]).includes(type);
}
