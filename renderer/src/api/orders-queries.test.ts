import { describe, expect, it } from 'vitest';
import { order } from '../panels/orders/fake-trading-terminal';
import { mergeOpenOrders, mergeOrderHistory } from './orders-queries';

describe('mergeOpenOrders', () => {
  it('replaces orders by client id, keeps UNKNOWN ones, and drops closed ones', () => {
    const current = [
      order({ clientOrderId: 'a' }),
      order({ clientOrderId: 'b', status: 'UNKNOWN', orderId: null }),
    ];
    const merged = mergeOpenOrders(current, [
      order({ clientOrderId: 'a', status: 'PARTIALLY_FILLED' }),
      order({ clientOrderId: 'c', status: 'SENDING', orderId: null }),
      order({ clientOrderId: 'd', status: 'FILLED' }),
    ]);
    expect(merged.map((o) => [o.clientOrderId, o.status])).toEqual([
      ['a', 'PARTIALLY_FILLED'],
      ['b', 'UNKNOWN'],
      ['c', 'SENDING'],
    ]);
    expect(
      mergeOpenOrders(merged, [order({ clientOrderId: 'b', status: 'CANCELED' })]).map(
        (o) => o.clientOrderId,
      ),
    ).toEqual(['a', 'c']);
  });
});

describe('mergeOrderHistory', () => {
  const window = { symbol: 'BTCUSDT', startTime: 1_000, endTime: 2_000 };
  const history = [
    order({ clientOrderId: 'a', orderId: 1, time: 1_100, status: 'FILLED' }),
    order({ clientOrderId: 'b', orderId: 2, time: 1_200 }),
  ];

  it('replaces an order by its id and appends one the venue numbered since, oldest first', () => {
    const merged = mergeOrderHistory(
      history,
      [
        order({ clientOrderId: 'b', orderId: 2, time: 1_200, status: 'CANCELED' }),
        order({ clientOrderId: 'c', orderId: 3, time: 2_500, status: 'EXPIRED' }),
      ],
      window,
    );
    expect(merged.map((o) => [o.orderId, o.status])).toEqual([
      [1, 'FILLED'],
      [2, 'CANCELED'],
      [3, 'EXPIRED'],
    ]);
    expect(merged[0]).toBe(history[0]);
  });

  it('leaves out what the venue would not list there: unnumbered, other symbols, before the window, past the limit', () => {
    const unchanged = mergeOrderHistory(
      history,
      [
        order({ clientOrderId: 'd', orderId: null, status: 'SENDING', time: 1_500 }),
        order({ clientOrderId: 'e', orderId: 5, symbol: 'ETHUSDT', time: 1_500 }),
        order({ clientOrderId: 'f', orderId: 6, time: 900 }),
      ],
      window,
    );
    expect(unchanged).toBe(history);
    expect(
      mergeOrderHistory(history, [order({ clientOrderId: 'g', orderId: 7, time: 1_500 })], {
        ...window,
        limit: 2,
      }),
    ).toBe(history);
  });
});
