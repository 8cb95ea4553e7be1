import { describe, expect, it } from 'vitest';
import { order } from '../orders/fake-trading-terminal';
import { countOpenOrders } from './open-order-counts';

describe('countOpenOrders', () => {
  it('counts orders, stops and icebergs on the symbol and on the whole account, as the count filters do', () => {
    const orders = [
      order(),
      order({ type: 'STOP_LOSS_LIMIT', stopPrice: '59000.00' }),
      order({ icebergQty: '0.00100' }),
      order({ icebergQty: '0.00000' }),
      order({ symbol: 'ETHUSDT', type: 'TAKE_PROFIT' }),
    ];
    expect(countOpenOrders(orders, 'BTCUSDT')).toEqual({
      symbol: 4,
      symbolAlgo: 1,
      symbolIceberg: 1,
      exchange: 5,
      exchangeAlgo: 2,
      exchangeIceberg: 1,
    });
  });
});
