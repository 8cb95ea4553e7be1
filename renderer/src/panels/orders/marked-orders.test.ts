import { describe, expect, it } from 'vitest';
import { order } from './fake-trading-terminal';
import { describeMarked, markOrders, moveTo } from './marked-orders';

describe('marked orders', () => {
  it('puts a limit at its price, a stop at its trigger, and leaves out what is not open', () => {
    const marked = markOrders(
      [
        order({ clientOrderId: 'a', price: '64000.00', origQty: '0.03', executedQty: '0.01' }),
        order({ clientOrderId: 'b', type: 'STOP_LOSS', price: '0', stopPrice: '60000.00', side: 'SELL' }),
        order({ clientOrderId: 'c', status: 'FILLED' }),
        order({ clientOrderId: 'd', symbol: 'ETHUSDT' }),
      ],
      'BTCUSDT',
    );
    expect(marked.map((m) => [m.id, m.kind, m.at, m.remaining])).toEqual([
      ['a', 'limit', '64000.00', '0.02'],
      ['b', 'stop', '60000.00', '0.01'],
    ]);
  });

  it('names the legs of a list: take profit, stop loss, pending', () => {
    const [tp, sl] = markOrders(
      [
        order({ clientOrderId: 'tp', orderListId: 7, type: 'LIMIT_MAKER', side: 'SELL', price: '70000.00' }),
        order({
          clientOrderId: 'sl',
          orderListId: 7,
          type: 'STOP_LOSS_LIMIT',
          side: 'SELL',
          price: '54900.00',
          stopPrice: '55000.00',
          status: 'PENDING_NEW',
        }),
      ],
      'BTCUSDT',
    );
    expect(describeMarked(tp!, '0.01')).toBe('Take profit · Sell 0.01');
    expect(describeMarked(sl!, '0.01')).toBe('Pending Stop loss · Sell 0.01');
  });

  it('moves a limit by its price, a stop market by its trigger, a stop limit by both', () => {
    const [limit, stopMarket, stopLimit] = markOrders(
      [
        order({ clientOrderId: 'l', price: '64000.00' }),
        order({ clientOrderId: 's', type: 'STOP_LOSS', price: '0', stopPrice: '60000.00' }),
        order({ clientOrderId: 'x', type: 'STOP_LOSS_LIMIT', price: '59900.00', stopPrice: '60000.00' }),
      ],
      'BTCUSDT',
    );
    expect(moveTo(limit!, '64100.00')).toEqual({ price: '64100.00' });
    expect(moveTo(stopMarket!, '61000.00')).toEqual({ stopPrice: '61000.00' });
    expect(moveTo(stopLimit!, '61000.00')).toEqual({ stopPrice: '61000.00', price: '60900' });
  });
});
