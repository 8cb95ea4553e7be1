import { describe, expect, it } from 'vitest';
import { order } from '../panels/orders/fake-trading-terminal';
import { mergeOpenOrders } from './orders-queries';

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
