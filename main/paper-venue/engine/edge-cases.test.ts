import { describe, expect, it } from 'vitest';
import { testVenue } from './testkit';

describe('edge cases', () => {
  it("a FOK order does not count the account's own liquidity when STP is on", () => {
    const v = testVenue();
    v.limit('alice', 'SELL', '100', '1');
    v.limit('bob', 'SELL', '100', '1');
    const fok = v.limit('alice', 'BUY', '100', '2', {
      timeInForce: 'FOK',
      selfTradePreventionMode: 'EXPIRE_MAKER',
    });
    expect(fok.order).toMatchObject({ status: 'EXPIRED', executedQty: '0.00000000' });
    const fokNone = v.limit('alice', 'BUY', '100', '2', { timeInForce: 'FOK' });
    expect(fokNone.order.status).toBe('FILLED');
  });

  it('a quote-sized market buy skips its own orders under EXPIRE_MAKER and never overspends', () => {
    const v = testVenue();
    const own = v.limit('alice', 'SELL', '100', '1');
    v.limit('bob', 'SELL', '200', '1');
    const buy = v.place('alice', {
      side: 'BUY',
      type: 'MARKET',
      quoteOrderQty: '150',
      selfTradePreventionMode: 'EXPIRE_MAKER',
    });
    expect(v.queries.order('alice', 'BTCUSDT', { orderId: own.order.orderId }).status).toBe(
      'EXPIRED_IN_MATCH',
    );
    expect(buy.order).toMatchObject({
      status: 'FILLED',
      executedQty: '0.75000000',
      cummulativeQuoteQty: '150.00000000',
    });
    expect(v.balance('alice', 'USDT')).toEqual({
      asset: 'USDT',
      free: '999850.00000000',
      locked: '0.00000000',
    });
  });

  it('a triggered stop market buy tops up its lock when the price ran past the stop', () => {
    const v = testVenue();
    v.tradeAt('100');
    const stop = v.place('alice', { side: 'BUY', type: 'STOP_LOSS', quantity: '1', stopPrice: '110' });
    expect(v.balance('alice', 'USDT').locked).toBe('110.00000000');
    v.limit('carol', 'SELL', '150', '5');
    v.tradeAt('110');
    expect(v.queries.order('alice', 'BTCUSDT', { orderId: stop.order.orderId })).toMatchObject({
      status: 'FILLED',
      cummulativeQuoteQty: '150.00000000',
    });
    expect(v.balance('alice', 'USDT')).toEqual({
      asset: 'USDT',
      free: '999850.00000000',
      locked: '0.00000000',
    });
  });

  it("cancel events carry the cancel request's client id and the order's own id", () => {
    const v = testVenue();
    const order = v.limit('alice', 'BUY', '90', '1', { newClientOrderId: 'original' });
    v.events.length = 0;
    v.cancel('alice', { orderId: order.order.orderId, newClientOrderId: 'the-cancel' });
    const report = v.events.find((e) => e.type === 'executionReport');
    expect(report).toMatchObject({
      order: { clientOrderId: 'original', status: 'CANCELED' },
      execution: { executionType: 'CANCELED', cancelClientOrderId: 'the-cancel', isOnBook: false },
    });
    const position = v.events.find((e) => e.type === 'accountPosition');
    expect(position).toMatchObject({
      balances: [{ asset: 'USDT', free: '1000000.00000000', locked: '0.00000000' }],
    });
  });

  it('gives a cancel without a client id one the engine makes, the same in its answer and its event', () => {
    const v = testVenue();
    const first = v.limit('alice', 'BUY', '90', '1', { newClientOrderId: 'first' });
    const second = v.limit('alice', 'BUY', '89', '1', { newClientOrderId: 'second' });
    v.events.length = 0;
    const answers = [first, second].map((placed) => v.cancel('alice', { orderId: placed.order.orderId }));
    const ids = answers.map((answer) => answer.clientOrderId);
    expect(ids[0]).toMatch(/^cancel[0-9a-z]{6}$/);
    expect(ids[1]).toMatch(/^cancel[0-9a-z]{6}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(answers.map((answer) => answer.origClientOrderId)).toEqual(['first', 'second']);
    const reports = v.events.filter((e) => e.type === 'executionReport');
    expect(reports.map((r) => r.execution.cancelClientOrderId)).toEqual(ids);
    // Serialised, it is a plain object with the same fields.
    expect(JSON.parse(JSON.stringify(answers[0]))).toMatchObject({
      clientOrderId: ids[0],
      origClientOrderId: 'first',
      order: { status: 'CANCELED', clientOrderId: 'first' },
    });
  });

  it('refuses a quote-sized market sell the account cannot cover', () => {
    const v = testVenue();
    v.limit('alice', 'BUY', '1', '500');
    expect(() => v.place('bob', { side: 'SELL', type: 'MARKET', quoteOrderQty: '400' })).toThrow(
      'Account has insufficient balance for requested action.',
    );
  });

  it("keeps each symbol's book, ids and last price apart", () => {
    const v = testVenue();
    v.limit('alice', 'SELL', '100', '1');
    v.place('alice', {
      symbol: 'ETHBTC',
      side: 'SELL',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: '0.05',
      quantity: '2',
    });
    v.place('bob', { symbol: 'ETHBTC', side: 'BUY', type: 'MARKET', quantity: '1' });
    expect(v.queries.lastPrice('ETHBTC')).toBe('0.05000000');
    expect(v.queries.lastPrice('BTCUSDT')).toBeUndefined();
    expect(v.balance('bob', 'ETH').free).toBe('1001.00000000');
    expect(v.balance('bob', 'BTC').free).toBe('99.95000000');
    expect(v.queries.depth('BTCUSDT').asks).toEqual([['100.00000000', '1.00000000']]);
  });
});
