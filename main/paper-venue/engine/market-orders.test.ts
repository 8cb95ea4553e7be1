import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { testVenue } from './testkit';

describe('MARKET orders', () => {
  it('by quantity sweeps levels and fills', () => {
    const v = testVenue();
    v.limit('alice', 'SELL', '100', '1');
    v.limit('alice', 'SELL', '101', '1');
    const buy = v.place('bob', { side: 'BUY', type: 'MARKET', quantity: '1.5' });
    expect(buy.order).toMatchObject({
      status: 'FILLED',
      executedQty: '1.50000000',
      cummulativeQuoteQty: '150.50000000',
    });
    expect(buy.order.timeInForce).toBe('GTC');
    expect(v.balance('bob', 'USDT')).toEqual({
      asset: 'USDT',
      free: '999849.50000000',
      locked: '0.00000000',
    });
  });

  it('runs out of liquidity and ends EXPIRED with its partial fill kept', () => {
    const v = testVenue();
    v.limit('alice', 'BUY', '100', '1');
    const sell = v.place('bob', { side: 'SELL', type: 'MARKET', quantity: '3' });
    expect(sell.order).toMatchObject({ status: 'EXPIRED', executedQty: '1.00000000' });
    expect(v.balance('bob', 'BTC')).toEqual({ asset: 'BTC', free: '99.00000000', locked: '0.00000000' });
    const empty = v.place('bob', { side: 'SELL', type: 'MARKET', quantity: '1' });
    expect(empty.order).toMatchObject({ status: 'EXPIRED', executedQty: '0.00000000' });
  });

  it('by quoteOrderQty spends at most the quote amount in whole steps', () => {
    const v = testVenue();
    v.limit('alice', 'SELL', '30000', '1');
    const buy = v.place('bob', { side: 'BUY', type: 'MARKET', quoteOrderQty: '100' });
    expect(buy.order).toMatchObject({
      status: 'FILLED',
      origQuoteOrderQty: '100.00000000',
      executedQty: '0.00333000',
      origQty: '0.00333000',
      cummulativeQuoteQty: '99.90000000',
    });
    expect(v.balance('bob', 'USDT')).toEqual({
      asset: 'USDT',
      free: '999900.10000000',
      locked: '0.00000000',
    });

    v.limit('alice', 'BUY', '20000', '1');
    const sell = v.place('bob', { side: 'SELL', type: 'MARKET', quoteOrderQty: '50' });
    expect(sell.order).toMatchObject({
      status: 'FILLED',
      executedQty: '0.00250000',
      cummulativeQuoteQty: '50.00000000',
    });
    expect(v.balance('bob', 'BTC').locked).toBe('0.00000000');
  });

  it('by quoteOrderQty is refused against an empty book', () => {
    const v = testVenue();
    expect(() => v.place('bob', { side: 'BUY', type: 'MARKET', quoteOrderQty: '100' })).toThrow(
      new EngineError(-2010, 'Order book liquidity is less than LOT_SIZE filter minimum quantity.'),
    );
  });

  it('refuses a market buy the account cannot pay for', () => {
    const v = testVenue();
    v.limit('alice', 'SELL', '30000', '50');
    expect(() => v.place('bob', { side: 'BUY', type: 'MARKET', quantity: '40' })).toThrow(
      'Account has insufficient balance for requested action.',
    );
    expect(v.balance('bob', 'USDT')).toEqual({
      asset: 'USDT',
      free: '1000000.00000000',
      locked: '0.00000000',
    });
  });
});
