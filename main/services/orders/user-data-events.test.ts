import { describe, expect, it } from 'vitest';
import type { SpotClient } from '../../venue/spot-client';
import { executionReport, type ExecutionReport, type ListStatus } from '@shared/api/spot/user-data';
import { createAccountService } from '../account/account-service';
import { createOrderManager } from './order-manager';
import { recordedEvents } from './test-support/recorded-events';

/** A listStatus event, at `time`, of a BTCUSDT list that started executing, with its legs' ids. */
const executingList = (
  contingencyType: ListStatus['c'],
  orderListId: number,
  listClientOrderId: string,
  time: number,
  legs: [orderId: number, clientOrderId: string][],
): ListStatus => ({
  e: 'listStatus',
  E: time,
  s: 'BTCUSDT',
  g: orderListId,
  c: contingencyType,
  l: 'EXEC_STARTED',
  L: 'EXECUTING',
  r: 'NONE',
  C: listClientOrderId,
  T: time,
  O: legs.map(([i, c]) => ({ s: 'BTCUSDT', i, c })),
});

/** Recorded user-data events applied to the order manager and the account. */
const base: ExecutionReport = executionReport.parse({
  e: 'executionReport',
  E: 1000,
  s: 'BTCUSDT',
  c: 'ttclient0001',
  S: 'BUY',
  o: 'LIMIT',
  f: 'GTC',
  q: '2.00000000',
  p: '100.00000000',
  P: '0.00000000',
  F: '0.00000000',
  g: -1,
  C: '',
  x: 'NEW',
  X: 'NEW',
  r: 'NONE',
  i: 7,
  l: '0.00000000',
  z: '0.00000000',
  L: '0.00000000',
  n: '0',
  N: null,
  T: 1000,
  t: -1,
  I: 1,
  w: true,
  m: false,
  M: false,
  O: 1000,
  Z: '0.00000000',
  Y: '0.00000000',
  Q: '0.00000000',
  W: 1000,
  V: 'NONE',
});
const noSpot = async (): Promise<SpotClient> => {
  throw new Error('no REST in this test');
};

describe('user-data events', () => {
  it('keep an order current through a partial fill, a fill, and ignore a late older report', () => {
    const recorded = recordedEvents();
    const notified: string[] = [];
    const orders = createOrderManager({
      spot: noSpot,
      emit: recorded.emit,
      notify: (n) => notified.push(n.kind),
    });

    orders.onUserData(base);
    expect(orders.open('BTCUSDT')).toMatchObject([
      { orderId: 7, clientOrderId: 'ttclient0001', status: 'NEW' },
    ]);

    orders.onUserData({ ...base, x: 'TRADE', X: 'PARTIALLY_FILLED', l: '0.5', z: '0.5', Z: '50', T: 1001 });
    expect(orders.open()[0]).toMatchObject({ status: 'PARTIALLY_FILLED', executedQty: '0.5' });

    orders.onUserData({ ...base, x: 'TRADE', X: 'FILLED', l: '1.5', z: '2', Z: '201', T: 1002 });
    expect(orders.open()).toEqual([]);
    orders.onUserData({ ...base, x: 'TRADE', X: 'PARTIALLY_FILLED', z: '0.5', Z: '50', T: 1001 });
    expect(orders.open()).toEqual([]);

    expect(recorded.of('tt:orders:notice').map((n) => [n.kind, n.message])).toEqual([
      ['partially-filled', 'Partially filled: limit buy 0.5 of 2 BTCUSDT at an average of 100.'],
      ['filled', 'Filled: limit buy 2 BTCUSDT at an average of 100.5.'],
    ]);
    expect(notified).toEqual(['partially-filled', 'filled']);
  });

  it('reads a cancel by the original client id (C), not the cancel request id (c)', () => {
    const recorded = recordedEvents();
    const orders = createOrderManager({ spot: noSpot, emit: recorded.emit });
    orders.onUserData(base);
    orders.onUserData({
      ...base,
      x: 'CANCELED',
      X: 'CANCELED',
      c: 'cancelRequest1',
      C: 'ttclient0001',
      T: 1003,
    });
    expect(orders.open()).toEqual([]);
    expect(recorded.of('tt:orders:updated').at(-1)?.orders[0]).toMatchObject({
      clientOrderId: 'ttclient0001',
      status: 'CANCELED',
    });
  });

  it('keeps list status from listStatus events', () => {
    const recorded = recordedEvents();
    const orders = createOrderManager({ spot: noSpot, emit: recorded.emit });
    orders.onUserData(
      executingList('OCO', 3, 'ttlist1', 1, [
        [8, 'leg1'],
        [9, 'leg2'],
      ]),
    );
    expect(orders.openLists()).toMatchObject([{ orderListId: 3, listClientOrderId: 'ttlist1' }]);
    expect(orders.openLists()[0]?.orders.map((o) => o.orderId)).toEqual([8, 9]);
    orders.onUserData({
      e: 'listStatus',
      E: 2,
      s: 'BTCUSDT',
      g: 3,
      c: 'OCO',
      l: 'ALL_DONE',
      L: 'ALL_DONE',
      r: 'NONE',
      C: 'ttlist1',
      T: 2,
      O: [],
    });
    expect(orders.openLists()).toEqual([]);
  });

  it("shows an OTO's pending order put on the book inside its list, even when the list's event came first", () => {
    const recorded = recordedEvents();
    const orders = createOrderManager({ spot: noSpot, emit: recorded.emit });
    const working = { ...base, c: 'working1', i: 20, g: 5 };
    const pending = {
      ...base,
      c: 'pending1',
      i: 21,
      g: 5,
      S: 'SELL' as const,
      X: 'PENDING_NEW' as const,
      w: false,
    };
    orders.onUserData(working);
    orders.onUserData(pending);
    orders.onUserData(
      executingList('OTO', 5, 'ttlist5', 1001, [
        [20, 'working1'],
        [21, 'pending1'],
      ]),
    );
    expect(orders.openLists()[0]?.orders.map((o) => o.status)).toEqual(['NEW', 'PENDING_NEW']);

    orders.onUserData({
      ...working,
      x: 'TRADE',
      X: 'FILLED',
      l: '2.00000000',
      z: '2.00000000',
      E: 1002,
      T: 1002,
    });
    orders.onUserData({ ...pending, x: 'NEW', X: 'NEW', w: true, E: 1003, T: 1003 });

    expect(orders.openLists()[0]?.orders.map((o) => [o.clientOrderId, o.status])).toEqual([
      ['working1', 'FILLED'],
      ['pending1', 'NEW'],
    ]);
    const pushed = recorded.of('tt:orders:listsUpdated').at(-1)?.lists[0];
    expect(pushed?.orders.find((o) => o.clientOrderId === 'pending1')?.status).toBe('NEW');
  });

  it("keeps a pending order the stream put on the book when the list's older event arrives after it", () => {
    const recorded = recordedEvents();
    const orders = createOrderManager({ spot: noSpot, emit: recorded.emit });
    const pending = { ...base, c: 'pending2', i: 31, g: 6, S: 'SELL' as const, w: true, E: 1003, T: 1003 };
    orders.onUserData(pending);
    orders.onUserData({
      e: 'listStatus',
      E: 1001,
      s: 'BTCUSDT',
      g: 6,
      c: 'OTO',
      l: 'EXEC_STARTED',
      L: 'EXECUTING',
      r: 'NONE',
      C: 'ttlist6',
      T: 1001,
      O: [{ s: 'BTCUSDT', i: 31, c: 'pending2' }],
    });
    expect(orders.openLists()[0]?.orders.map((o) => o.status)).toEqual(['NEW']);
  });

  it('set balances from outboundAccountPosition and push them', async () => {
    const recorded = recordedEvents();
    const account = createAccountService({
      spot: noSpot,
      meter: () => Promise.reject(new Error('unused')),
      emit: recorded.emit,
    });
    account.onUserData({ e: 'outboundAccountPosition', E: 5, u: 5, B: [{ a: 'BTC', f: '1.5', l: '0.5' }] });
    expect(recorded.of('tt:account:balances')).toEqual([
      { balances: [{ asset: 'BTC', free: '1.5', locked: '0.5' }], updateTime: 5 },
    ]);
  });
});
