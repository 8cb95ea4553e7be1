import { describe, expect, it } from 'vitest';
import { symbolCatalog } from '../config/symbols';
import { ENDPOINT_RULES } from './endpoint-table';

const symbols = symbolCatalog();
const weightOf = (key: string, query = '') => {
  const rule = ENDPOINT_RULES[key];
  if (!rule) throw new Error(`no rule for ${key}`);
  return rule.weight(new Map(new URLSearchParams(query)), symbols);
};
const list = (count: number) => `symbols=${JSON.stringify(Array.from({ length: count }, (_, n) => `S${n}`))}`;

describe('endpoint weights', () => {
  it.each([
    ['GET /api/v3/depth', '', 5],
    ['GET /api/v3/depth', 'limit=100', 5],
    ['GET /api/v3/depth', 'limit=101', 25],
    ['GET /api/v3/depth', 'limit=500', 25],
    ['GET /api/v3/depth', 'limit=501', 50],
    ['GET /api/v3/depth', 'limit=1000', 50],
    ['GET /api/v3/depth', 'limit=1001', 250],
    ['GET /api/v3/depth', 'limit=9000', 250],
    ['GET /api/v3/openOrders', 'symbol=BTCUSDT', 6],
    ['GET /api/v3/openOrders', '', 80],
    ['GET /api/v3/myTrades', 'symbol=BTCUSDT', 20],
    ['GET /api/v3/myTrades', 'symbol=BTCUSDT&orderId=4', 5],
    ['GET /api/v3/ticker/24hr', 'symbol=BTCUSDT', 2],
    ['GET /api/v3/ticker/24hr', '', 80],
    ['GET /api/v3/ticker/24hr', list(20), 2],
    ['GET /api/v3/ticker/24hr', list(21), 40],
    ['GET /api/v3/ticker/24hr', list(100), 40],
    ['GET /api/v3/ticker/24hr', list(101), 80],
    ['GET /api/v3/ticker', 'symbol=BTCUSDT', 4],
    ['GET /api/v3/ticker', list(10), 40],
    ['GET /api/v3/ticker', list(60), 200],
    ['GET /api/v3/ticker/price', 'symbol=BTCUSDT', 2],
    ['GET /api/v3/ticker/price', '', 4],
    ['GET /api/v3/ticker/bookTicker', '', 4],
    ['POST /api/v3/order/test', '', 1],
    ['POST /api/v3/order/test', 'computeCommissionRates=true', 20],
    ['GET /api/v3/myPreventedMatches', 'symbol=NOPE&preventedMatchId=1', 2],
    ['GET /api/v3/myPreventedMatches', 'symbol=BTCUSDT&preventedMatchId=1', 2],
    ['GET /api/v3/myPreventedMatches', 'symbol=BTCUSDT&orderId=1', 20],
    ['GET /api/v3/exchangeInfo', '', 20],
    ['GET /api/v3/aggTrades', '', 4],
    ['PUT /api/v3/order/amend/keepPriority', '', 4],
    ['GET /api/v3/rateLimit/order', '', 40],
  ])('%s?%s weighs %i', (key, query, weight) => {
    expect(weightOf(key, query)).toBe(weight);
  });

  it('counts orders as the spec says: order 1, OCO 2, OTO 2, OTOCO 3, amend 0, test none', () => {
    expect(ENDPOINT_RULES['POST /api/v3/order']?.orders).toBe(1);
    expect(ENDPOINT_RULES['POST /api/v3/order/cancelReplace']?.orders).toBe(1);
    expect(ENDPOINT_RULES['POST /api/v3/orderList/oco']?.orders).toBe(2);
    expect(ENDPOINT_RULES['POST /api/v3/orderList/oto']?.orders).toBe(2);
    expect(ENDPOINT_RULES['POST /api/v3/orderList/otoco']?.orders).toBe(3);
    expect(ENDPOINT_RULES['PUT /api/v3/order/amend/keepPriority']?.orders).toBe(0);
    expect(ENDPOINT_RULES['POST /api/v3/order/test']?.orders).toBeUndefined();
  });

  it('makes the user-data-stream endpoints USER_STREAM and order placement TRADE', () => {
    expect(ENDPOINT_RULES['POST /api/v3/userDataStream']?.security).toBe('USER_STREAM');
    expect(ENDPOINT_RULES['POST /api/v3/order']?.security).toBe('TRADE');
    expect(ENDPOINT_RULES['GET /api/v3/account']?.security).toBe('USER_DATA');
    expect(ENDPOINT_RULES['GET /api/v3/depth']?.security).toBe('NONE');
  });
});
