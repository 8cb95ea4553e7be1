import { describe, expect, it } from 'vitest';
import { checkFuturesOrder, type FuturesSymbolRules, type ProspectiveFuturesOrder } from './pre-send-checks';

const btcusdt: FuturesSymbolRules = {
  symbol: 'BTCUSDT',
  pricePrecision: 2,
  quantityPrecision: 3,
  orderTypes: ['LIMIT', 'MARKET'],
  filters: [
    { filterType: 'PRICE_FILTER', minPrice: '556.80', maxPrice: '4529764', tickSize: '0.10' },
    { filterType: 'LOT_SIZE', minQty: '0.001', maxQty: '1000', stepSize: '0.001' },
    { filterType: 'MARKET_LOT_SIZE', minQty: '0.001', maxQty: '120', stepSize: '0.001' },
    { filterType: 'MIN_NOTIONAL', notional: '100' },
    { filterType: 'PERCENT_PRICE', multiplierUp: '1.0500', multiplierDown: '0.9500', multiplierDecimal: '4' },
  ],
};
const now = 1_760_000_000_000;
const oneWay = { hedge: false, now, markPrice: '30000' };
const limit = (o: Partial<ProspectiveFuturesOrder>): ProspectiveFuturesOrder => ({
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: 'GTC',
  quantity: '0.010',
  price: '29000.0',
  ...o,
});
const codeOf = (order: ProspectiveFuturesOrder, context = oneWay, rules = btcusdt) => {
  const check = checkFuturesOrder(rules, order, context);
  return check.ok ? 'ok' : check.refusal.code;
};

describe('checkFuturesOrder', () => {
  it('passes an order within every filter', () => {
    expect(checkFuturesOrder(btcusdt, limit({}), oneWay)).toEqual({ ok: true, unchecked: [] });
  });

  it('measures the tick from minPrice, as the futures filter does', () => {
    // 556.80 + k × 0.10: 600.00 is on the tick, 600.05 is not
    expect(codeOf(limit({ price: '600.00', quantity: '0.200' }), { ...oneWay, markPrice: '600' })).toBe('ok');
    expect(codeOf(limit({ price: '600.05', quantity: '0.200' }), { ...oneWay, markPrice: '600' })).toBe(
      -4014,
    );
    expect(codeOf(limit({ price: '500.0' }))).toBe(-4013);
    expect(codeOf(limit({ price: '4529764.1' }))).toBe(-4002);
  });

  it('uses MARKET_LOT_SIZE for market orders and LOT_SIZE for limits', () => {
    const market = { side: 'BUY', type: 'MARKET', quantity: '200.000' } as const;
    expect(codeOf(market)).toBe(-4005);
    expect(codeOf(limit({ quantity: '200.000', price: '30000.0' }))).toBe('ok');
    expect(codeOf(limit({ quantity: '0' }))).toBe(-4003);
    expect(codeOf(limit({ quantity: '1001' }))).toBe(-4005);
  });

  it('applies PERCENT_PRICE per side and reports it unchecked without a mark', () => {
    expect(codeOf(limit({ price: '31500.0' }))).toBe('ok');
    expect(codeOf(limit({ price: '31500.1' }))).toBe(-4016);
    expect(codeOf(limit({ side: 'SELL', price: '28499.9' }))).toBe(-4024);
    const blind = checkFuturesOrder(
      btcusdt,
      { side: 'BUY', type: 'MARKET', quantity: '0.010' },
      { hedge: false, now },
    );
    expect(blind).toEqual({ ok: true, unchecked: ['MIN_NOTIONAL'] });
  });

  it('exempts reduce-only orders from MIN_NOTIONAL', () => {
    expect(codeOf(limit({ quantity: '0.001' }))).toBe(-4164);
    expect(codeOf(limit({ quantity: '0.001', reduceOnly: true }))).toBe('ok');
  });

  it('checks the position side against the mode, and reduceOnly in hedge mode', () => {
    const hedge = { ...oneWay, hedge: true };
    expect(codeOf(limit({ positionSide: 'LONG' }))).toBe(-4061);
    expect(codeOf(limit({}), hedge)).toBe(-4061);
    expect(codeOf(limit({ positionSide: 'BOTH' }), hedge)).toBe(-4061);
    expect(codeOf(limit({ positionSide: 'SHORT' }), hedge)).toBe('ok');
    expect(codeOf(limit({ positionSide: 'LONG', reduceOnly: false }), hedge)).toBe(-1106);
  });

  it('checks goodTillDate against the venue time', () => {
    expect(codeOf(limit({ timeInForce: 'GTD' }))).toBe(-1102);
    expect(codeOf(limit({ timeInForce: 'GTD', goodTillDate: now + 600_000 }))).toBe(-1130);
    expect(codeOf(limit({ timeInForce: 'GTD', goodTillDate: now + 601_000 }))).toBe('ok');
    expect(codeOf(limit({ timeInForce: 'GTD', goodTillDate: 253402300799000 }))).toBe(-1130);
  });

  it('refuses priceMatch with a price, too many decimals, and conditional types the symbol does not take', () => {
    expect(codeOf(limit({ priceMatch: 'OPPONENT' }))).toBe(-1106);
    expect(codeOf(limit({ price: '29000.001' }))).toBe(-1111);
    expect(codeOf({ side: 'SELL', type: 'STOP_MARKET', stopPrice: '29000.0', closePosition: true })).toBe(
      -4120,
    );
  });

  it('checks closePosition and callbackRate on contract-quantity stop types', () => {
    const dapi = { ...btcusdt, orderTypes: ['LIMIT', 'MARKET', 'STOP_MARKET', 'TRAILING_STOP_MARKET'] };
    const close = { side: 'SELL', type: 'STOP_MARKET', stopPrice: '29000.0', closePosition: true } as const;
    expect(codeOf(close, oneWay, dapi)).toBe('ok');
    expect(codeOf({ ...close, quantity: '1' }, oneWay, dapi)).toBe(-4137);
    expect(codeOf({ ...close, reduceOnly: true }, oneWay, dapi)).toBe(-4138);
    expect(codeOf({ ...close, positionSide: 'SHORT' }, { ...oneWay, hedge: true }, dapi)).toBe(-2022);
    const trailing = { side: 'SELL', type: 'TRAILING_STOP_MARKET', quantity: '1', reduceOnly: true } as const;
    expect(codeOf({ ...trailing, callbackRate: '10' }, oneWay, dapi)).toBe('ok');
    expect(codeOf({ ...trailing, callbackRate: '10.1' }, oneWay, dapi)).toBe(-1130);
    expect(codeOf({ ...trailing, callbackRate: '0.09' }, oneWay, dapi)).toBe(-1130);
  });

  describe('conditional orders: a trigger already reached (-2021)', () => {
    const all = {
      ...btcusdt,
      orderTypes: ['LIMIT', 'MARKET', 'STOP_MARKET', 'TAKE_PROFIT_MARKET', 'TRAILING_STOP_MARKET'],
    };
    const context = { hedge: false, now, markPrice: '30000', lastPrice: '30100' };
    const stop = (o: Partial<ProspectiveFuturesOrder>): ProspectiveFuturesOrder => ({
      side: 'SELL',
      type: 'STOP_MARKET',
      quantity: '0.010',
      stopPrice: '29500.0',
      ...o,
    });
    const check = (order: ProspectiveFuturesOrder, c: typeof context | typeof oneWay = context) =>
      checkFuturesOrder(all, order, c);

    it('refuses a sell stop at or above the watched price, on the mark or the contract price', () => {
      expect(check(stop({ stopPrice: '30050.0', workingType: 'MARK_PRICE' }))).toEqual({
        ok: false,
        refusal: { code: -2021, msg: 'Order would immediately trigger.' },
      });
      // below the contract price (30100) but above the mark: only a mark-price stop has fired
      expect(check(stop({ stopPrice: '30050.0' })).ok).toBe(true);
      expect(check(stop({ stopPrice: '29500.0', workingType: 'MARK_PRICE' })).ok).toBe(true);
    });

    it('refuses a take-profit on the wrong side, and a trailing stop activated beyond the price', () => {
      const tp = stop({ type: 'TAKE_PROFIT_MARKET', stopPrice: '29000.0' });
      expect(codeOf(tp, context, all)).toBe(-2021);
      expect(codeOf({ ...tp, stopPrice: '31000.0' }, context, all)).toBe('ok');
      const trail = stop({
        type: 'TRAILING_STOP_MARKET',
        stopPrice: undefined,
        callbackRate: '1',
        activationPrice: '30000.0',
      });
      expect(codeOf(trail, context, all)).toBe(-2021);
      expect(codeOf({ ...trail, activationPrice: '30200.0' }, context, all)).toBe('ok');
    });

    it('reports the trigger unchecked when the watched price is not known', () => {
      expect(check(stop({}), oneWay)).toEqual({ ok: true, unchecked: ['TRIGGER'] });
    });
  });
});
