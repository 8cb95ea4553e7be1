import { describe, expect, it } from 'vitest';
import { Engine } from './engine';
import { EngineError } from './errors';
import { EngineQueries } from './queries';
import { btcusdt } from './testkit';
import type { EngineCommand } from './commands';

const FREE = ['maker', 'taker'];

/**
 * A market made by two history-free accounts (a maker re-quoting a ladder, a taker sweeping it) with
 * a user, alice, trading in it: the same commands for every engine, so two engines can be compared.
 */
function session(rounds: number): EngineCommand[] {
  const commands: EngineCommand[] = [];
  let at = 1_700_000_000_000;
  const balances = { USDT: '100000000', BTC: '100000' };
  for (const accountId of ['maker', 'taker', 'alice']) {
    commands.push({
      kind: 'openAccount',
      at: (at += 1),
      // The simulated market pays no fees; alice does.
      account: {
        accountId,
        balances,
        commission: accountId === 'alice' ? { maker: '0.001', taker: '0.001' } : { maker: '0', taker: '0' },
      },
    });
  }
  let orders = 0;
  const place = (
    accountId: string,
    order: Omit<Extract<EngineCommand, { kind: 'placeOrder' }>['order'], 'symbol'>,
  ): number => {
    commands.push({ kind: 'placeOrder', at: (at += 1), accountId, order: { symbol: 'BTCUSDT', ...order } });
    // Every order is on BTCUSDT, whose ids run from 1 in placing order.
    return (orders += 1);
  };
  for (let round = 0; round < rounds; round += 1) {
    const price = (100 + (round % 7)).toFixed(2);
    place('maker', { side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', price, quantity: '0.002' });
    const bid = place('maker', {
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: '90.00',
      quantity: '0.001',
    });
    place('taker', { side: 'BUY', type: 'MARKET', quantity: '0.001' });
    // The maker drops the bid it just placed most rounds; every fifth stays on the book.
    if (round % 5 !== 0) {
      commands.push({
        kind: 'cancelOrder',
        at: (at += 1),
        accountId: 'maker',
        symbol: 'BTCUSDT',
        orderId: bid,
      });
    }
    if (round % 100 === 0) {
      place('alice', { side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', price: '99.00', quantity: '0.001' });
      place('alice', { side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', price: '80.00', quantity: '0.001' });
    }
  }
  return commands;
}

function run(commands: readonly EngineCommand[], historyFreeAccounts?: readonly string[]) {
  const engine = new Engine([btcusdt], historyFreeAccounts ? { historyFreeAccounts } : {});
  for (const command of commands) {
    try {
      engine.execute(command);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
    }
  }
  return { engine, queries: new EngineQueries(engine) };
}

describe('history-free accounts', () => {
  const commands = session(3000);
  const full = run(commands);
  const free = run(commands, FREE);

  it('changes nothing anyone can see but their own ended orders', () => {
    expect(free.queries.historicalTrades('BTCUSDT', { fromId: 1, limit: 1000 })).toEqual(
      full.queries.historicalTrades('BTCUSDT', { fromId: 1, limit: 1000 }),
    );
    expect(free.queries.recentTrades('BTCUSDT', 1000)).toEqual(full.queries.recentTrades('BTCUSDT', 1000));
    // Every trade whole, ids, accounts, order ids and fees included, whether kept narrow or not.
    expect(free.queries.trades('BTCUSDT').length).toBeGreaterThan(2900);
    expect(free.queries.trades('BTCUSDT').slice()).toEqual(full.queries.trades('BTCUSDT').slice());
    expect(free.queries.depth('BTCUSDT', 5000)).toEqual(full.queries.depth('BTCUSDT', 5000));
    for (const accountId of ['maker', 'taker', 'alice']) {
      expect(free.queries.account(accountId)).toEqual(full.queries.account(accountId));
      expect(free.queries.openOrders(accountId, 'BTCUSDT')).toEqual(
        full.queries.openOrders(accountId, 'BTCUSDT'),
      );
    }
    expect(free.queries.allOrders('alice', 'BTCUSDT', { limit: 1000 })).toEqual(
      full.queries.allOrders('alice', 'BTCUSDT', { limit: 1000 }),
    );
    expect(free.queries.myTrades('alice', 'BTCUSDT', { limit: 1000 })).toEqual(
      full.queries.myTrades('alice', 'BTCUSDT', { limit: 1000 }),
    );
    expect(free.queries.myTrades('alice', 'BTCUSDT', { limit: 1000 }).length).toBeGreaterThan(0);
  });

  it('keeps their open orders and forgets their ended ones', () => {
    const state = free.engine.symbol('BTCUSDT');
    const open = free.queries.openOrders('maker', 'BTCUSDT');
    expect(open.length).toBeGreaterThan(500);
    // 9,060 orders were placed.
    expect(full.engine.symbol('BTCUSDT').orders.size).toBe(9_060);
    // The maker's open orders and at most half as many ended (or 256), the taker's 256, alice's 60.
    expect(state.orders.size).toBeLessThanOrEqual(open.length + Math.max(256, open.length / 2) + 256 + 60);
    const newest = open.at(-1);
    expect(
      newest && free.queries.order('maker', 'BTCUSDT', { origClientOrderId: newest.clientOrderId }),
    ).toEqual(newest);
    const filled = full.queries.allOrders('taker', 'BTCUSDT', { orderId: 1, limit: 1 })[0];
    expect(filled?.status).toBe('FILLED');
    expect(() => free.queries.order('taker', 'BTCUSDT', { orderId: filled?.orderId ?? 0 })).toThrow(
      'Order does not exist.',
    );
    expect(free.queries.myTrades('taker', 'BTCUSDT', { limit: 10 })).toEqual([]);
  });

  it('lets them cancel an open order by its client id after forgetting', () => {
    const bid = free.queries.openOrders('maker', 'BTCUSDT').find((order) => order.side === 'BUY');
    expect(bid).toBeDefined();
    const cancelled = free.engine.execute({
      kind: 'cancelOrder',
      at: 1_800_000_000_000,
      accountId: 'maker',
      symbol: 'BTCUSDT',
      origClientOrderId: bid?.clientOrderId,
    });
    expect(cancelled.order.status).toBe('CANCELED');
  });
});
