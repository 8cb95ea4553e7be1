import { describe, expect, it } from 'vitest';
import { testVenue } from './testkit';

describe('event log', () => {
  it('emits numbered executionReport, trade, accountPosition and depth events for a fill', () => {
    const v = testVenue();
    v.events.length = 0;
    v.limit('alice', 'SELL', '100', '1');
    v.limit('bob', 'BUY', '100', '0.4');
    const seqs = v.events.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    const kinds = v.events.map((e) =>
      e.type === 'executionReport' ? `${e.accountId}:${e.execution.executionType}:${e.order.status}` : e.type,
    );
    expect(kinds).toEqual([
      'alice:NEW:NEW',
      'accountPosition',
      'depth',
      'bob:NEW:NEW',
      'trade',
      'alice:TRADE:PARTIALLY_FILLED',
      'bob:TRADE:FILLED',
      'accountPosition',
      'accountPosition',
      'depth',
    ]);
    const trade = v.events.find((e) => e.type === 'trade');
    expect(trade).toMatchObject({
      trade: { id: 1, price: '100.00000000', qty: '0.40000000', isBuyerMaker: false },
    });
    const makerFill = v.events.find(
      (e) => e.type === 'executionReport' && e.execution.executionType === 'TRADE',
    );
    expect(makerFill).toMatchObject({
      execution: { isMaker: true, lastQty: '0.40000000', tradeId: 1, isOnBook: true },
    });
    const depths = v.events.filter((e) => e.type === 'depth');
    expect(depths.map((d) => [d.firstUpdateId, d.lastUpdateId, d.asks])).toEqual([
      [1, 1, [['100.00000000', '1.00000000']]],
      [2, 2, [['100.00000000', '0.60000000']]],
    ]);
    expect(v.queries.depth('BTCUSDT').lastUpdateId).toBe(2);
  });

  it('emits listStatus events for order lists', () => {
    const v = testVenue();
    v.placeOto('alice', {
      working: { type: 'LIMIT', side: 'BUY', price: '100', quantity: '1', timeInForce: 'GTC' },
      pending: { type: 'LIMIT', side: 'SELL', price: '120', quantity: '1', timeInForce: 'GTC' },
    });
    const lists = v.events.filter((e) => e.type === 'listStatus');
    expect(lists.map((e) => e.list.listStatusType)).toEqual(['EXEC_STARTED']);
  });
});

describe('queries', () => {
  it('pages trades and account trades', () => {
    const v = testVenue();
    v.limit('alice', 'SELL', '100', '1');
    v.limit('alice', 'SELL', '100', '1');
    v.limit('alice', 'SELL', '101', '1');
    const taker = v.limit('bob', 'BUY', '101', '3');
    v.limit('carol', 'SELL', '99', '1');
    v.limit('bob', 'BUY', '99', '1');
    expect(v.queries.recentTrades('BTCUSDT', 2).map((t) => t.id)).toEqual([3, 4]);
    expect(v.queries.historicalTrades('BTCUSDT', { fromId: 2, limit: 2 }).map((t) => t.id)).toEqual([2, 3]);
    const bobTrades = v.queries.myTrades('bob', 'BTCUSDT', { orderId: taker.order.orderId });
    expect(bobTrades.map((t) => [t.id, t.isBuyer, t.isMaker])).toEqual([
      [1, true, false],
      [2, true, false],
      [3, true, false],
    ]);
    expect(v.queries.myTrades('bob', 'BTCUSDT', { fromId: 3 }).map((t) => t.id)).toEqual([3, 4]);
    expect(v.queries.myTrades('alice', 'BTCUSDT', { limit: 2 }).map((t) => t.id)).toEqual([2, 3]);
  });

  it('lists all orders by id and by time, and counts open orders for the filters', () => {
    const v = testVenue();
    const a = v.limit('alice', 'BUY', '90', '1');
    const b = v.limit('alice', 'BUY', '91', '1', { icebergQty: '0.5' });
    v.place('alice', { side: 'SELL', type: 'STOP_LOSS', quantity: '1', stopPrice: '50' });
    expect(
      v.queries.allOrders('alice', 'BTCUSDT', { orderId: b.order.orderId }).map((o) => o.orderId),
    ).toEqual([2, 3]);
    expect(
      v.queries
        .allOrders('alice', 'BTCUSDT', { startTime: a.order.time, endTime: b.order.time })
        .map((o) => o.orderId),
    ).toEqual([1, 2]);
    expect(v.queries.allOrders('alice', 'BTCUSDT', { limit: 1 }).map((o) => o.orderId)).toEqual([3]);
    expect(v.queries.openCounts('alice', 'BTCUSDT')).toEqual({
      orders: 3,
      algoOrders: 1,
      icebergOrders: 1,
      orderLists: 0,
    });
    expect(() => v.queries.order('bob', 'BTCUSDT', { orderId: a.order.orderId })).toThrow(
      'Order does not exist.',
    );
  });

  it("tells where an account's open orders on a symbol rest, as their views do", () => {
    const v = testVenue();
    v.limit('alice', 'BUY', '99.5', '1');
    v.limit('alice', 'SELL', '101', '1');
    v.limit('bob', 'BUY', '99', '1');
    const canceled = v.limit('alice', 'BUY', '98', '1');
    v.cancel('alice', { orderId: canceled.order.orderId });
    expect(v.queries.openOrderPrices('alice', 'BTCUSDT')).toEqual(
      v.queries.openOrders('alice', 'BTCUSDT').map(({ orderId, side, price }) => ({ orderId, side, price })),
    );
    expect(v.queries.openOrderPrices('alice', 'BTCUSDT').map((o) => o.price)).toEqual([
      '99.50000000',
      '101.00000000',
    ]);
    expect(v.queries.openOrderPrices('alice', 'BTCUSDT').map((o) => o.orderId)).not.toContain(
      canceled.order.orderId,
    );
  });

  it('reports the account with and without zero balances', () => {
    const v = testVenue();
    v.engine.execute({
      kind: 'openAccount',
      at: v.at(),
      account: {
        accountId: 'dave',
        balances: { USDT: '10', BTC: '0' },
        commission: { maker: '0.001', taker: '0.002' },
      },
    });
    expect(v.queries.account('dave', { omitZeroBalances: true }).balances).toEqual([
      { asset: 'USDT', free: '10.00000000', locked: '0.00000000' },
    ]);
    expect(v.queries.account('dave').balances).toHaveLength(2);
    expect(v.queries.account('dave').commission).toEqual({ maker: '0.001', taker: '0.002' });
  });
});
