import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { testVenue } from './testkit';

describe('LIMIT orders', () => {
  it('rest as NEW, fill partially then fully, and move balances with commissions in the asset received', () => {
    const v = testVenue({ commission: '0.001' });
    const maker = v.limit('alice', 'SELL', '30000', '0.5');
    expect(maker.order.status).toBe('NEW');
    expect(v.balance('alice', 'BTC')).toEqual({ asset: 'BTC', free: '99.50000000', locked: '0.50000000' });

    const taker = v.limit('bob', 'BUY', '30000', '0.2');
    expect(taker.order.status).toBe('FILLED');
    expect(taker.fills).toEqual([
      {
        price: '30000.00000000',
        qty: '0.20000000',
        commission: '0.00020000',
        commissionAsset: 'BTC',
        tradeId: 1,
      },
    ]);
    expect(v.queries.order('alice', 'BTCUSDT', { orderId: maker.order.orderId })).toMatchObject({
      status: 'PARTIALLY_FILLED',
      executedQty: '0.20000000',
      cummulativeQuoteQty: '6000.00000000',
    });
    expect(v.balance('bob', 'BTC').free).toBe('100.19980000');
    expect(v.balance('bob', 'USDT')).toMatchObject({ free: '994000.00000000', locked: '0.00000000' });
    expect(v.balance('alice', 'USDT').free).toBe('1005994.00000000');
    expect(v.balance('alice', 'BTC')).toMatchObject({ free: '99.50000000', locked: '0.30000000' });

    v.limit('bob', 'BUY', '30000', '0.3');
    expect(v.queries.order('alice', 'BTCUSDT', { orderId: maker.order.orderId }).status).toBe('FILLED');
    expect(v.balance('alice', 'BTC').locked).toBe('0.00000000');
  });

  it('a buy that fills below its limit gets the unused lock back', () => {
    const v = testVenue();
    v.limit('alice', 'SELL', '100', '1');
    const taker = v.limit('bob', 'BUY', '110', '2');
    expect(taker.order.status).toBe('PARTIALLY_FILLED');
    // 1 filled at 100; 1 still resting at 110 keeps 110 locked.
    expect(v.balance('bob', 'USDT')).toEqual({
      asset: 'USDT',
      free: '999790.00000000',
      locked: '110.00000000',
    });
  });

  it('IOC expires the unfilled rest; FOK expires untouched when it cannot fill completely', () => {
    const v = testVenue();
    v.limit('alice', 'SELL', '100', '1');
    const ioc = v.limit('bob', 'BUY', '100', '3', { timeInForce: 'IOC' });
    expect(ioc.order).toMatchObject({
      status: 'EXPIRED',
      executedQty: '1.00000000',
      expiryReason: 'UNFILLED_IOC_QUANTITY_EXPIRED',
    });
    expect(v.balance('bob', 'USDT').locked).toBe('0.00000000');

    v.limit('alice', 'SELL', '100', '1');
    const fok = v.limit('bob', 'BUY', '100', '2', { timeInForce: 'FOK' });
    expect(fok.order).toMatchObject({
      status: 'EXPIRED',
      executedQty: '0.00000000',
      expiryReason: 'UNFILLED_FOK_ORDER_EXPIRED',
    });
    expect(fok.fills).toEqual([]);
    const fokOk = v.limit('bob', 'BUY', '100', '1', { timeInForce: 'FOK' });
    expect(fokOk.order.status).toBe('FILLED');
  });

  it('refuses an order the account cannot pay for, and a duplicate open client order id', () => {
    const v = testVenue();
    expect(() => v.limit('alice', 'BUY', '1000000', '2')).toThrow(
      new EngineError(-2010, 'Account has insufficient balance for requested action.'),
    );
    v.limit('alice', 'BUY', '1', '1', { newClientOrderId: 'mine' });
    expect(() => v.limit('alice', 'BUY', '1', '1', { newClientOrderId: 'mine' })).toThrow(
      'Duplicate order sent.',
    );
    // Another account may use the same id.
    expect(v.limit('bob', 'BUY', '1', '1', { newClientOrderId: 'mine' }).order.clientOrderId).toBe('mine');
  });

  it('accepts a reused client order id once the previous order is closed', () => {
    const v = testVenue();
    const first = v.limit('alice', 'BUY', '1', '1', { newClientOrderId: 'again' });
    v.cancel('alice', { orderId: first.order.orderId });
    const second = v.limit('alice', 'BUY', '1', '1', { newClientOrderId: 'again' });
    expect(second.order.orderId).toBeGreaterThan(first.order.orderId);
    expect(v.queries.order('alice', 'BTCUSDT', { origClientOrderId: 'again' }).orderId).toBe(
      second.order.orderId,
    );
  });

  it('LIMIT_MAKER rests when passive and is refused when it would take', () => {
    const v = testVenue();
    v.limit('alice', 'SELL', '100', '1');
    expect(() => v.place('bob', { side: 'BUY', type: 'LIMIT_MAKER', price: '100', quantity: '1' })).toThrow(
      new EngineError(-2010, 'Order would immediately match and take.'),
    );
    const maker = v.place('bob', { side: 'BUY', type: 'LIMIT_MAKER', price: '99.99', quantity: '1' });
    expect(maker.order.status).toBe('NEW');
    expect(v.balance('bob', 'USDT').locked).toBe('99.99000000');
  });

  it('gives increasing order ids and trade ids per symbol', () => {
    const v = testVenue();
    const a = v.limit('alice', 'SELL', '100', '1');
    const b = v.limit('bob', 'BUY', '100', '1');
    const c = v.place('alice', {
      symbol: 'ETHBTC',
      side: 'SELL',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: '0.05',
      quantity: '1',
    });
    expect([a.order.orderId, b.order.orderId, c.order.orderId]).toEqual([1, 2, 1]);
    expect(v.queries.recentTrades('BTCUSDT').map((t) => t.id)).toEqual([1]);
  });
});
