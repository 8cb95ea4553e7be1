import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MoveOrderArgs, OrderListView, OrderView } from '@shared/ipc/orders';
import { createOrderManager, type OrderManager } from './order-manager';
import { recordedEvents } from './test-support/recorded-events';
import { startTradingVenue, type TradingVenue } from './test-support/trading-venue';
import { btcLimit, limitBuy } from './test-support/btc-limit';

/** Moving orders against the paper venue's real engine: which call, and what the venue holds after. */
let v: TradingVenue;
let orders: OrderManager;
let recorded: ReturnType<typeof recordedEvents>;

beforeAll(async () => {
  v = await startTradingVenue();
  // A last price of 60000 for the stop and list price rules: bob sells, alice buys, nothing rests.
  await v.bob.spot.newOrder(btcLimit('SELL', '0.1', '60000'));
  await v.aliceDirect.spot.newOrder(btcLimit('BUY', '0.1', '60000'));
});
afterAll(async () => {
  orders.dispose();
  await v.stop();
});
beforeEach(async () => {
  recorded = recordedEvents();
  orders = createOrderManager({
    spot: async () => v.alice.spot,
    emit: recorded.emit,
    sleep: () => Promise.resolve(),
  });
  await v.aliceDirect.spot.cancelOpenOrders('BTCUSDT').catch(() => undefined);
  v.proxy.seen.length = 0;
});

/** Moves one of alice's BTCUSDT orders, named by its client order id. */
const move = (order: { readonly clientOrderId: string }, change: MoveOrderArgs) =>
  orders.move({ order: { symbol: 'BTCUSDT', clientOrderId: order.clientOrderId }, ...change });
/** After a list member moved, the venue holds exactly one open list: that list. */
const theOneOpenList = async () => {
  const lists = await v.aliceDirect.spot.openOrderLists();
  expect(lists).toHaveLength(1);
  return lists[0]!;
};
/** Moves the list's member of that type: the list is placed again, that member moved to `movedTo`. */
async function moveMember(
  list: OrderListView,
  type: OrderView['type'],
  change: MoveOrderArgs,
  movedTo: object,
) {
  const member = list.orders.find((o) => o.type === type)!;
  expect(await move(member, change)).toMatchObject({
    moved: true,
    how: 'listReplace',
    order: { type, ...movedTo },
  });
}
const calls = () => v.proxy.seen.map((r) => `${r.method} ${r.path}`);
const venueOpen = async () =>
  (await v.aliceDirect.spot.openOrders({ symbol: 'BTCUSDT' })).map((o) => [o.type, o.price, o.origQty]);

describe('moving an order', () => {
  it('re-prices with cancelReplace STOP_ON_FAILURE, leaving one order at the new price', async () => {
    const placed = await orders.place(limitBuy('50000.00'));
    v.proxy.seen.length = 0;
    const moved = await move(placed, { price: '50100.00' });
    expect(moved).toMatchObject({ moved: true, how: 'cancelReplace', order: { price: '50100.00000000' } });
    expect(calls()).toEqual(['POST /api/v3/order/cancelReplace']);
    expect(v.proxy.seen[0]!.params.get('cancelReplaceMode')).toBe('STOP_ON_FAILURE');
    expect(await venueOpen()).toEqual([['LIMIT', '50100.00000000', '0.01000000']]);
  });

  it('reduces the quantity with amend keepPriority, the order keeping its id', async () => {
    const placed = await orders.place(limitBuy('50000.00', '0.03'));
    v.proxy.seen.length = 0;
    const moved = await move(placed, { quantity: '0.01' });
    expect(moved).toMatchObject({ moved: true, how: 'amend', order: { orderId: placed.orderId } });
    expect(calls()).toEqual(['PUT /api/v3/order/amend/keepPriority']);
    expect(await venueOpen()).toEqual([['LIMIT', '50000.00000000', '0.01000000']]);
  });

  it("pushes the moved order before the move's answer, which ends the page's mark at the drop price", async () => {
    const placed = await orders.place(limitBuy('50000.00', '0.03'));
    const pushed = () =>
      recorded
        .of('tt:orders:updated')
        .flatMap((u) => u.orders.map((o) => `${o.status} ${o.price} ${o.origQty}`));
    const replaced = await move(placed, { price: '50100.00' });
    // No turn of the event loop between the answer and these checks: the pushes had left before it.
    expect(pushed().slice(-2)).toEqual([
      'CANCELED 50000.00000000 0.03000000',
      'NEW 50100.00000000 0.03000000',
    ]);
    await move(replaced.order!, { quantity: '0.01' });
    expect(pushed().at(-1)).toBe('NEW 50100.00000000 0.01000000');
  });

  it('moves a stop market order by its trigger', async () => {
    const placed = await orders.place({
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'STOP_LOSS',
      quantity: '0.01',
      stopPrice: '55000.00',
    });
    const moved = await move(placed, { price: '54000.00' });
    expect(moved).toMatchObject({
      moved: true,
      how: 'cancelReplace',
      order: { stopPrice: '54000.00000000' },
    });
    const [stop] = await v.aliceDirect.spot.openOrders({ symbol: 'BTCUSDT' });
    expect(stop).toMatchObject({ type: 'STOP_LOSS', stopPrice: '54000.00000000' });
  });

  it('refuses a move the filters refuse, in the venue words, and sends nothing', async () => {
    const placed = await orders.place(limitBuy('50000.00'));
    v.proxy.seen.length = 0;
    await expect(move(placed, { price: '50000.001' })).rejects.toMatchObject({
      code: -1013,
      message: expect.stringContaining('PRICE_FILTER'),
    });
    expect(calls()).toEqual([]);
    expect(await venueOpen()).toEqual([['LIMIT', '50000.00000000', '0.01000000']]);
  });

  it('moves an OCO leg by placing the OCO again with that leg moved: one list, no orphan', async () => {
    const oco = await orders.placeOco({
      symbol: 'BTCUSDT',
      side: 'SELL',
      quantity: '0.05',
      above: { type: 'LIMIT_MAKER', price: '65000.00' },
      below: { type: 'STOP_LOSS', stopPrice: '55000.00' },
    });
    await moveMember(oco, 'LIMIT_MAKER', { price: '66000.00' }, { price: '66000.00000000' });
    const { orderListId } = await theOneOpenList();
    const open = await v.aliceDirect.spot.openOrders({ symbol: 'BTCUSDT' });
    expect(open.map((o) => [o.type, o.price, o.stopPrice, o.orderListId])).toEqual([
      ['STOP_LOSS', '0.00000000', '55000.00000000', orderListId],
      ['LIMIT_MAKER', '66000.00000000', '0.00000000', orderListId],
    ]);
  });

  it('moves the pending leg of an OTOCO whose working order has not filled: the OTOCO again', async () => {
    const otoco = await orders.placeOtoco({
      symbol: 'BTCUSDT',
      working: { type: 'LIMIT', side: 'BUY', price: '50000.00', quantity: '0.02', timeInForce: 'GTC' },
      pendingSide: 'SELL',
      pendingQuantity: '0.02',
      pendingAbove: { type: 'LIMIT_MAKER', price: '70000.00' },
      pendingBelow: { type: 'STOP_LOSS', stopPrice: '45000.00' },
    });
    await moveMember(otoco, 'STOP_LOSS', { price: '46000.00' }, { stopPrice: '46000.00000000' });
    expect((await theOneOpenList()).orders).toHaveLength(3);
  });

  it('says why it did not move an order that is no longer open', async () => {
    const placed = await orders.place(limitBuy('50000.00'));
    await orders.cancel({ symbol: 'BTCUSDT', clientOrderId: placed.clientOrderId });
    expect(await move(placed, { price: '50100.00' })).toEqual({
      moved: false,
      how: 'none',
      order: null,
      list: null,
      reason: 'the order is no longer open.',
    });
  });

  it('moves one order twenty times and leaves exactly one at the last price', async () => {
    let current = await orders.place(limitBuy('50000.00'));
    for (let step = 1; step <= 20; step += 1) {
      const moved = await move(current, { price: (50000 + step * 10).toFixed(2) });
      expect(moved.moved).toBe(true);
      current = moved.order!;
    }
    expect(await venueOpen()).toEqual([['LIMIT', '50200.00000000', '0.01000000']]);
    expect(orders.open('BTCUSDT').map((o) => o.price)).toEqual(['50200.00000000']);
  });
});
