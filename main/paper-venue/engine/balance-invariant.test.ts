import { describe, expect, it } from 'vitest';
import { fromFixed } from './fixed';
import { isOpenStatus } from './order-rules';
import { randomSession } from './random-session';
import { testVenue } from './testkit';

function checkInvariants(v: ReturnType<typeof testVenue>, initial: Map<string, bigint>): void {
  const ledger = v.engine.ledger;
  expect(ledger.totals()).toEqual(initial);
  const lockedByOrders = new Map<string, bigint>();
  for (const state of v.engine.symbols.values()) {
    for (const order of state.orders.values()) {
      if (!isOpenStatus(order)) expect(order.locked, `closed order ${order.orderId} holds funds`).toBe(0n);
    }
    for (const order of state.open.values()) {
      const asset = order.side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
      const key = `${order.accountId}/${asset}`;
      lockedByOrders.set(key, (lockedByOrders.get(key) ?? 0n) + order.locked);
      expect(order.locked >= 0n).toBe(true);
    }
    for (const side of [state.book.bids, state.book.asks]) {
      for (const level of side.levels) {
        let total = 0n;
        for (let order = level.head; order; order = order.next) {
          total += order.visible;
          expect(isOpenStatus(order)).toBe(true);
        }
        expect(level.total).toBe(total);
        expect(level.count > 0).toBe(true);
      }
    }
    const bid = state.book.bids.best();
    const ask = state.book.asks.best();
    if (bid && ask) expect(bid.price < ask.price, 'book is crossed').toBe(true);
  }
  for (const account of ledger.accounts.values()) {
    for (const [asset, { free, locked }] of account.holdings) {
      expect(fromFixed(locked), `${account.accountId} ${asset} locked`).toBe(
        fromFixed(lockedByOrders.get(`${account.accountId}/${asset}`) ?? 0n),
      );
      expect(free >= 0n && locked >= 0n).toBe(true);
    }
  }
}

describe('balances always add up', () => {
  for (const seed of [1, 2, 3]) {
    it(`after a random sequence of orders, cancels and amends (seed ${seed})`, () => {
      const v = testVenue({ commission: '0.00075' });
      const initial = v.engine.ledger.totals();
      const session = randomSession(v, seed);
      let accepted = 0;
      for (let step = 0; step < 600; step += 1) {
        if (session.step()) accepted += 1;
        checkInvariants(v, initial);
      }
      expect(accepted).toBeGreaterThan(300);
      expect(v.queries.recentTrades('BTCUSDT', 1000).length).toBeGreaterThan(50);
    });
  }
});
