import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { markOrders } from '../orders/marked-orders';
import { order } from '../orders/fake-trading-terminal';
import {
  bookSidesOf,
  depthWidth,
  groupStep,
  ordersBeyond,
  ordersByLevel,
  spreadMeasures,
  spreadPercent,
} from './ladder-math';

describe('ladder math', () => {
  it('builds grouping steps exactly, without exponent notation', () => {
    expect(groupStep('0.00000100', 1)).toBe('0.000001');
    expect(groupStep('0.00000100', 1000)).toBe('0.001');
    expect(groupStep('0.01000000', 100)).toBe('1');
  });

  it('turns the cumulative ratio into a two-place percentage', () => {
    expect(depthWidth('1', new Decimal('3'))).toBe('33.33%');
    expect(depthWidth('0.00000001', new Decimal('0.00000003'))).toBe('33.33%');
    expect(depthWidth('5', new Decimal(0))).toBe('0%');
  });

  it('places bids down and asks up to their group', () => {
    const marked = markOrders(
      [
        order({ clientOrderId: 'a', side: 'BUY', price: '100.37', origQty: '1', executedQty: '0' }),
        order({ clientOrderId: 'b', side: 'SELL', price: '100.31', origQty: '2', executedQty: '0' }),
        order({ clientOrderId: 'c', side: 'SELL', price: '100.40', origQty: '0.5', executedQty: '0' }),
      ],
      'BTCUSDT',
    );
    const { bids, asks } = ordersByLevel(marked, '0.1');
    const ids = (level: { orders: readonly { id: string }[] } | undefined) => level?.orders.map((o) => o.id);
    expect([...bids.keys()]).toEqual(['100.3']);
    expect([bids.get('100.3')?.remaining, ids(bids.get('100.3'))]).toEqual(['1', ['a']]);
    expect([...asks.keys()]).toEqual(['100.4']);
    expect([asks.get('100.4')?.remaining, ids(asks.get('100.4'))]).toEqual(['2.5', ['b', 'c']]);
  });

  it("puts a stop at its trigger's side of the market: a buy stop above it among the asks, a sell stop below among the bids", () => {
    const stop = (clientOrderId: string, side: 'BUY' | 'SELL', stopPrice: string) =>
      order({
        clientOrderId,
        side,
        type: 'STOP_LOSS_LIMIT',
        price: stopPrice,
        stopPrice,
        origQty: '1',
        executedQty: '0',
      });
    const marked = markOrders(
      [
        stop('buy-stop', 'BUY', '100.23'),
        stop('sell-stop', 'SELL', '99.87'),
        stop('buy-dip', 'BUY', '99.81'),
      ],
      'BTCUSDT',
    );
    const { bids, asks } = ordersByLevel(marked, '0.1', bookSidesOf(marked, '100.00'));
    const ids = (side: ReadonlyMap<string, { orders: readonly { id: string }[] }>) =>
      [...side].map(([level, { orders }]) => [level, orders.map((o) => o.id)]);
    expect(ids(asks)).toEqual([['100.3', ['buy-stop']]]);
    expect(ids(bids)).toEqual([['99.8', ['sell-stop', 'buy-dip']]]);
    // Shown at those levels, none is beyond them.
    const levels = (...prices: string[]) => prices.map((price) => ({ price }));
    expect(
      ordersBeyond(marked, '0.1', levels('100.0', '99.9', '99.8'), levels('100.1', '100.2', '100.3')),
    ).toEqual([]);
    // Without a book to place them by, each sits on its own side.
    expect([...ordersByLevel(marked, '0.1').asks.keys()]).toEqual(['99.9']);
  });

  it('finds the orders no level shown carries: past the farthest level, or between two', () => {
    const marked = markOrders(
      [
        order({ clientOrderId: 'shown', side: 'BUY', price: '99.90', origQty: '1', executedQty: '0' }),
        order({ clientOrderId: 'low', side: 'BUY', price: '98.00', origQty: '1', executedQty: '0' }),
        order({ clientOrderId: 'gap', side: 'BUY', price: '99.85', origQty: '1', executedQty: '0' }),
        order({ clientOrderId: 'high', side: 'SELL', price: '104.00', origQty: '1', executedQty: '0' }),
        order({ clientOrderId: 'ask', side: 'SELL', price: '100.10', origQty: '1', executedQty: '0' }),
      ],
      'BTCUSDT',
    );
    const bids = [{ price: '100.00' }, { price: '99.90' }, { price: '99.80' }];
    const asks = [{ price: '100.10' }, { price: '100.20' }];
    expect(ordersBeyond(marked, '0.01', bids, asks).map(({ order, where }) => [order.id, where])).toEqual([
      ['low', 'below'],
      ['gap', 'between levels'],
      ['high', 'above'],
    ]);
    expect(ordersBeyond(marked, '0.01', [], [])).toEqual([]);
  });

  it('gives the spread in ticks and basis points of the mid', () => {
    expect(spreadMeasures('0.03', '64000.005', '0.01')).toEqual({ ticks: '3', bps: '0.00' });
    expect(spreadMeasures('1', '200', '0.5')).toEqual({ ticks: '2', bps: '50.00' });
    expect(spreadMeasures(null, '200', '0.5')).toBeNull();
  });

  it('gives the spread relative to the mid', () => {
    expect(spreadPercent('1', '200')).toBe('0.50');
    expect(spreadPercent(null, '200')).toBeNull();
  });
});
