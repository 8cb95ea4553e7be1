import { describe, expect, it } from 'vitest';
import { testVenue } from './testkit';

describe('iceberg orders', () => {
  it('show one slice, refresh it at the back of the level, and keep the hidden rest', () => {
    const v = testVenue();
    const iceberg = v.limit('alice', 'SELL', '100', '5', { icebergQty: '1' });
    expect(v.queries.depth('BTCUSDT').asks).toEqual([['100.00000000', '1.00000000']]);
    const other = v.limit('bob', 'SELL', '100', '2');
    expect(v.queries.depth('BTCUSDT').asks).toEqual([['100.00000000', '3.00000000']]);

    // Takes alice's slice first, then bob (alice's refreshed slice went behind bob).
    const taker = v.limit('carol', 'BUY', '100', '2');
    expect(taker.fills.map((f) => f.qty)).toEqual(['1.00000000', '1.00000000']);
    expect(v.queries.order('bob', 'BTCUSDT', { orderId: other.order.orderId }).executedQty).toBe(
      '1.00000000',
    );
    expect(v.queries.depth('BTCUSDT').asks).toEqual([['100.00000000', '2.00000000']]);

    // One taker can eat through several slices.
    const sweep = v.limit('carol', 'BUY', '100', '5');
    expect(sweep.order.executedQty).toBe('5.00000000');
    expect(v.queries.order('alice', 'BTCUSDT', { orderId: iceberg.order.orderId })).toMatchObject({
      status: 'FILLED',
      icebergQty: '1.00000000',
    });
    expect(v.queries.depth('BTCUSDT').asks).toEqual([]);
  });
});
