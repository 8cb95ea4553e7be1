import { describe, expect, it } from 'vitest';
import { testVenue } from './testkit';

describe('order book', () => {
  it('keeps price-time priority: best price first, then oldest first', () => {
    const v = testVenue();
    const first = v.limit('alice', 'SELL', '101', '1');
    const second = v.limit('bob', 'SELL', '100', '1');
    const third = v.limit('carol', 'SELL', '100', '1');
    const taker = v.limit('alice', 'BUY', '101', '2.5');
    expect(taker.fills.map((f) => [f.price, f.qty])).toEqual([
      ['100.00000000', '1.00000000'],
      ['100.00000000', '1.00000000'],
      ['101.00000000', '0.50000000'],
    ]);
    expect(v.queries.order('bob', 'BTCUSDT', { orderId: second.order.orderId }).status).toBe('FILLED');
    expect(v.queries.order('carol', 'BTCUSDT', { orderId: third.order.orderId }).status).toBe('FILLED');
    expect(v.queries.order('alice', 'BTCUSDT', { orderId: first.order.orderId }).status).toBe(
      'PARTIALLY_FILLED',
    );
    expect(taker.order.status).toBe('FILLED');
  });

  it('shows levels sorted with visible quantities and a lastUpdateId that grows per change', () => {
    const v = testVenue();
    v.limit('alice', 'BUY', '99', '1');
    v.limit('alice', 'BUY', '98.5', '2');
    v.limit('bob', 'BUY', '99', '0.5');
    v.limit('bob', 'SELL', '102', '3');
    v.limit('bob', 'SELL', '101', '1');
    const depth = v.queries.depth('BTCUSDT', 10);
    expect(depth.bids).toEqual([
      ['99.00000000', '1.50000000'],
      ['98.50000000', '2.00000000'],
    ]);
    expect(depth.asks).toEqual([
      ['101.00000000', '1.00000000'],
      ['102.00000000', '3.00000000'],
    ]);
    expect(depth.lastUpdateId).toBe(5);
    expect(v.queries.depth('BTCUSDT', 1).bids).toHaveLength(1);
  });

  it('cancels from the middle of a queue without disturbing the others', () => {
    const v = testVenue();
    const a = v.limit('alice', 'SELL', '100', '1');
    const b = v.limit('bob', 'SELL', '100', '2');
    const c = v.limit('carol', 'SELL', '100', '3');
    v.cancel('bob', { orderId: b.order.orderId });
    expect(v.queries.depth('BTCUSDT').asks).toEqual([['100.00000000', '4.00000000']]);
    const taker = v.limit('bob', 'BUY', '100', '4');
    expect(taker.fills.map((f) => f.qty)).toEqual(['1.00000000', '3.00000000']);
    expect(v.queries.isOpen('BTCUSDT', a.order.orderId)).toBe(false);
    expect(v.queries.isOpen('BTCUSDT', c.order.orderId)).toBe(false);
    expect(v.queries.depth('BTCUSDT').asks).toEqual([]);
  });
});
