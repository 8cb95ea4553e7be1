import type { SymbolCatalog } from '../config/symbols';

/** Who may call an endpoint. */
export type SecurityType = 'NONE' | 'TRADE' | 'USER_DATA' | 'USER_STREAM';

/** Sizes a request before it is validated, from its leniently read parameters. */
export type WeightRule = (params: ReadonlyMap<string, string>, symbols: SymbolCatalog) => number;

export interface EndpointRules {
  readonly security: SecurityType;
  readonly weight: WeightRule;
  /** New orders it adds to the ORDERS limits (and X-MBX-ORDER-COUNT-* on its answers). */
  readonly orders?: number;
  /** The route checks and counts its orders itself (cancelReplace's orderRateLimitExceededMode). */
  readonly countsOwnOrders?: boolean;
}

const fixed =
  (weight: number): WeightRule =>
  () =>
    weight;

const withOrWithout =
  (name: string, present: number, absent: number): WeightRule =>
  (params) =>
    params.has(name) ? present : absent;

/** How many symbols `symbols=["A","B"]` names (0 when absent or unreadable). */
function symbolCount(params: ReadonlyMap<string, string>): number {
  const text = params.get('symbols');
  if (text === undefined) return 0;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.length : 1;
  } catch {
    return 1;
  }
}

/** Depth: 1–100 → 5, 101–500 → 25, 501–1000 → 50, 1001–5000 (and above, truncated) → 250. */
export const depthWeight: WeightRule = (params) => {
  const limit = Number(params.get('limit') ?? '100');
  if (!Number.isFinite(limit) || limit <= 100) return 5;
  if (limit <= 500) return 25;
  if (limit <= 1000) return 50;
  return 250;
};

/** ticker/24hr: symbol 2; none 80; symbols 1–20 → 2, 21–100 → 40, more → 80. */
export const ticker24hrWeight: WeightRule = (params) => {
  if (params.has('symbol')) return 2;
  if (!params.has('symbols')) return 80;
  const count = symbolCount(params);
  if (count <= 20) return 2;
  if (count <= 100) return 40;
  return 80;
};

/** Rolling-window and trading-day tickers: 4 per symbol, capped at 200. */
export const perSymbolTickerWeight: WeightRule = (params) =>
  Math.min(4 * Math.max(1, params.has('symbol') ? 1 : symbolCount(params)), 200);

/** myPreventedMatches: 2 for an invalid symbol or a preventedMatchId lookup, 20 by orderId. */
export const preventedMatchesWeight: WeightRule = (params, symbols) => {
  const symbol = params.get('symbol');
  if (symbol === undefined || !symbols.get(symbol)) return 2;
  return params.has('preventedMatchId') ? 2 : 20;
};

/** Every spot endpoint's security type, weight and order count. */
export const ENDPOINT_RULES: Readonly<Record<string, EndpointRules>> = {
  'GET /api/v3/ping': { security: 'NONE', weight: fixed(1) },
  'GET /api/v3/time': { security: 'NONE', weight: fixed(1) },
  'GET /api/v3/exchangeInfo': { security: 'NONE', weight: fixed(20) },
  'GET /api/v3/depth': { security: 'NONE', weight: depthWeight },
  'GET /api/v3/trades': { security: 'NONE', weight: fixed(25) },
  'GET /api/v3/historicalTrades': { security: 'NONE', weight: fixed(25) },
  'GET /api/v3/aggTrades': { security: 'NONE', weight: fixed(4) },
  'GET /api/v3/klines': { security: 'NONE', weight: fixed(2) },
  'GET /api/v3/uiKlines': { security: 'NONE', weight: fixed(2) },
  'GET /api/v3/avgPrice': { security: 'NONE', weight: fixed(2) },
  'GET /api/v3/ticker/24hr': { security: 'NONE', weight: ticker24hrWeight },
  'GET /api/v3/ticker/tradingDay': { security: 'NONE', weight: perSymbolTickerWeight },
  'GET /api/v3/ticker': { security: 'NONE', weight: perSymbolTickerWeight },
  'GET /api/v3/ticker/price': { security: 'NONE', weight: withOrWithout('symbol', 2, 4) },
  'GET /api/v3/ticker/bookTicker': { security: 'NONE', weight: withOrWithout('symbol', 2, 4) },

  'POST /api/v3/order': { security: 'TRADE', weight: fixed(1), orders: 1 },
  'POST /api/v3/order/test': {
    security: 'TRADE',
    weight: (params) => (params.get('computeCommissionRates')?.toLowerCase() === 'true' ? 20 : 1),
  },
  'GET /api/v3/order': { security: 'USER_DATA', weight: fixed(4) },
  'DELETE /api/v3/order': { security: 'TRADE', weight: fixed(1) },
  'DELETE /api/v3/openOrders': { security: 'TRADE', weight: fixed(1) },
  'POST /api/v3/order/cancelReplace': {
    security: 'TRADE',
    weight: fixed(1),
    orders: 1,
    countsOwnOrders: true,
  },
  'PUT /api/v3/order/amend/keepPriority': { security: 'TRADE', weight: fixed(4), orders: 0 },
  'GET /api/v3/order/amendments': { security: 'USER_DATA', weight: fixed(4) },
  'GET /api/v3/openOrders': { security: 'USER_DATA', weight: withOrWithout('symbol', 6, 80) },
  'GET /api/v3/allOrders': { security: 'USER_DATA', weight: fixed(20) },

  'POST /api/v3/orderList/oco': { security: 'TRADE', weight: fixed(1), orders: 2 },
  /** Deprecated, beyond the spec: some maintained clients still call it as their only OCO method. */
  'POST /api/v3/order/oco': { security: 'TRADE', weight: fixed(1), orders: 2 },
  'POST /api/v3/orderList/oto': { security: 'TRADE', weight: fixed(1), orders: 2 },
  'POST /api/v3/orderList/otoco': { security: 'TRADE', weight: fixed(1), orders: 3 },
  'DELETE /api/v3/orderList': { security: 'TRADE', weight: fixed(1) },
  'GET /api/v3/orderList': { security: 'USER_DATA', weight: fixed(4) },
  'GET /api/v3/allOrderList': { security: 'USER_DATA', weight: fixed(20) },
  'GET /api/v3/openOrderList': { security: 'USER_DATA', weight: fixed(6) },

  'GET /api/v3/account': { security: 'USER_DATA', weight: fixed(20) },
  'GET /api/v3/myTrades': { security: 'USER_DATA', weight: withOrWithout('orderId', 5, 20) },
  'GET /api/v3/rateLimit/order': { security: 'USER_DATA', weight: fixed(40) },
  'GET /api/v3/myPreventedMatches': { security: 'USER_DATA', weight: preventedMatchesWeight },
  'GET /api/v3/myAllocations': { security: 'USER_DATA', weight: fixed(20) },
  'GET /api/v3/account/commission': { security: 'USER_DATA', weight: fixed(20) },

  'POST /api/v3/userDataStream': { security: 'USER_STREAM', weight: fixed(2) },
  'PUT /api/v3/userDataStream': { security: 'USER_STREAM', weight: fixed(2) },
  'DELETE /api/v3/userDataStream': { security: 'USER_STREAM', weight: fixed(2) },
};

/** Weight charged for a path the venue does not serve. */
export const UNKNOWN_ENDPOINT_WEIGHT = 1;
