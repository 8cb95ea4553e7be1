import { describe, expect, it } from 'vitest';
import type { SelfTradePreventionMode } from './types';
import { testVenue } from './testkit';

function setup(mode: SelfTradePreventionMode, makerQty = '1', takerQty = '1') {
  const v = testVenue();
  const maker = v.limit('alice', 'SELL', '100', makerQty);
  const taker = v.limit('alice', 'BUY', '100', takerQty, { selfTradePreventionMode: mode });
  const makerNow = v.queries.order('alice', 'BTCUSDT', { orderId: maker.order.orderId });
  return { v, maker: makerNow, taker: taker.order };
}

describe('self-trade prevention', () => {
  it('NONE lets an account trade with itself', () => {
    const { v, maker, taker } = setup('NONE');
    expect([maker.status, taker.status]).toEqual(['FILLED', 'FILLED']);
    expect(v.queries.myTrades('alice', 'BTCUSDT', {})).toHaveLength(2);
  });

  it('EXPIRE_TAKER expires the taker and records the prevented match', () => {
    const { v, maker, taker } = setup('EXPIRE_TAKER');
    expect(taker).toMatchObject({
      status: 'EXPIRED_IN_MATCH',
      preventedMatchId: 1,
      preventedQuantity: '1.00000000',
    });
    expect(maker.status).toBe('NEW');
    expect(v.queries.preventedMatches('alice', 'BTCUSDT', { preventedMatchId: 1 })).toEqual([
      {
        symbol: 'BTCUSDT',
        preventedMatchId: 1,
        takerOrderId: taker.orderId,
        makerSymbol: 'BTCUSDT',
        makerOrderId: maker.orderId,
        tradeGroupId: 1,
        selfTradePreventionMode: 'EXPIRE_TAKER',
        price: '100.00000000',
        makerPreventedQuantity: '1.00000000',
        transactTime: taker.updateTime,
      },
    ]);
    expect(v.balance('alice', 'USDT').locked).toBe('0.00000000');
  });

  it('EXPIRE_MAKER expires the maker and lets the taker go on to other liquidity', () => {
    const v = testVenue();
    const own = v.limit('alice', 'SELL', '100', '1');
    v.limit('bob', 'SELL', '100', '1');
    const taker = v.limit('alice', 'BUY', '100', '1', { selfTradePreventionMode: 'EXPIRE_MAKER' });
    expect(taker.order.status).toBe('FILLED');
    expect(v.queries.order('alice', 'BTCUSDT', { orderId: own.order.orderId })).toMatchObject({
      status: 'EXPIRED_IN_MATCH',
      preventedQuantity: '1.00000000',
    });
    expect(v.balance('alice', 'BTC')).toEqual({ asset: 'BTC', free: '101.00000000', locked: '0.00000000' });
  });

  it('EXPIRE_BOTH expires both orders', () => {
    const { maker, taker } = setup('EXPIRE_BOTH');
    expect([maker.status, taker.status]).toEqual(['EXPIRED_IN_MATCH', 'EXPIRED_IN_MATCH']);
  });

  it('DECREMENT reduces both by the overlap and expires the smaller one', () => {
    const { v, maker, taker } = setup('DECREMENT', '3', '1');
    expect(taker).toMatchObject({ status: 'EXPIRED_IN_MATCH', preventedQuantity: '1.00000000' });
    expect(maker).toMatchObject({
      status: 'NEW',
      preventedQuantity: '1.00000000',
      executedQty: '0.00000000',
    });
    expect(v.queries.depth('BTCUSDT').asks).toEqual([['100.00000000', '2.00000000']]);
    expect(v.balance('alice', 'BTC').locked).toBe('2.00000000');
    expect(v.queries.preventedMatches('alice', 'BTCUSDT', { orderId: maker.orderId })[0]).toMatchObject({
      selfTradePreventionMode: 'DECREMENT',
      makerPreventedQuantity: '1.00000000',
    });
  });

  it('emits TRADE_PREVENTION execution reports', () => {
    const { v, taker } = setup('EXPIRE_TAKER');
    const report = v.events.find(
      (e) => e.type === 'executionReport' && e.execution.executionType === 'TRADE_PREVENTION',
    );
    expect(report).toMatchObject({
      order: { orderId: taker.orderId, status: 'EXPIRED_IN_MATCH' },
      execution: { preventedMatchId: 1 },
    });
  });
});
