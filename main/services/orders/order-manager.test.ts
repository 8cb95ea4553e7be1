import Decimal from 'decimal.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import type { OrderNotice } from '@shared/ipc/orders';
import { formatPrice, formatQuantity } from '@shared/decimal/format';
import { precisionOf } from '@shared/market/symbol-precision';
import { toErrorPayload } from '../../ipc/error-payload';
import { createAccountService } from '../account/account-service';
import { createOrderManager, type OrderManager } from './order-manager';
import { recordedEvents } from './test-support/recorded-events';
import { startTradingVenue, traderClient, TRADERS, type TradingVenue } from './test-support/trading-venue';
import { btcLimit, limitBuy } from './test-support/btc-limit';

/** The order manager live over loopback against the paper venue's real engine. */
let v: TradingVenue;
let orders: OrderManager;
let recorded: ReturnType<typeof recordedEvents>;
let notified: OrderNotice[];
const everything: unknown[] = [];

beforeAll(async () => {
  v = await startTradingVenue();
  // bob's ask: alice's market buys fill against it, and LIMIT_MAKER buys above it would take.
  await v.bob.spot.newOrder(btcLimit('SELL', '1', '60000'));
});
afterAll(async () => {
  orders.dispose();
  await v.stop();
});
beforeEach(async () => {
  recorded = recordedEvents();
  notified = [];
  orders = createOrderManager({
    spot: async () => v.alice.spot,
    emit: recorded.emit,
    notify: (notice) => notified.push(notice),
    // reconciliation asks again at once: the test waits for `settled()`, never for time
    sleep: () => Promise.resolve(),
  });
  await v.aliceDirect.spot.cancelOpenOrders('BTCUSDT').catch(() => undefined);
  v.proxy.seen.length = 0;
  v.proxy.loseAnswers(() => false, 0);
  v.proxy.holdAnswers(undefined);
});

afterEach(() => {
  everything.push(...recorded.events);
});

const resting = limitBuy;
const keep = <T>(value: T): T => {
  everything.push(value);
  return value;
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => keep(toErrorPayload(error)),
  );
/** One turn of the event loop: what a call pushes leaves after its answer, by then. */
const answerLeft = () => new Promise<void>((resolve) => setImmediate(resolve));
type OcoArgs = Parameters<OrderManager['placeOco']>[0];
/** Places an OCO selling 0.01 BTC with these two legs. */
const sellOco = async (above: OcoArgs['above'], below: OcoArgs['below']) =>
  keep(await orders.placeOco({ symbol: 'BTCUSDT', side: 'SELL', quantity: '0.01', above, below }));
const ordersSent = () => v.proxy.seen.filter((r) => r.method === 'POST' && r.path === '/api/v3/order');

describe('placing with a lost answer', () => {
  it('shows the order UNKNOWN, reconciles it by client id and never sends it twice', async () => {
    v.proxy.loseAnswers((r) => r.method === 'POST' && r.path === '/api/v3/order');
    const placed = keep(await orders.place(resting('40000')));
    expect(placed.status).toBe('UNKNOWN');
    expect(placed.orderId).toBeNull();
    expect(placed.problem).toMatchObject({ kind: 'unknown-outcome', status: 503 });

    await orders.settled();
    const [open] = orders.open('BTCUSDT');
    expect(open).toMatchObject({ clientOrderId: placed.clientOrderId, status: 'NEW', problem: null });
    expect(open?.orderId).toEqual(expect.any(Number));
    expect(recorded.of('tt:orders:notice').map((n) => n.kind)).toEqual(['reconciled']);

    const atVenue = await v.aliceDirect.spot.openOrders({ symbol: 'BTCUSDT' });
    expect(atVenue.map((o) => o.clientOrderId)).toEqual([placed.clientOrderId]);
    expect(ordersSent()).toHaveLength(1);
    expect(v.proxy.seen.filter((r) => r.method === 'GET' && r.path === '/api/v3/order')).toHaveLength(1);
  });

  it('learns that a refused order whose answer was lost was never placed', async () => {
    v.proxy.loseAnswers((r) => r.method === 'POST' && r.path === '/api/v3/order');
    const placed = keep(await orders.place(resting('40000', '2.6')));
    expect(placed.status).toBe('UNKNOWN');
    await orders.settled();
    expect(orders.open()).toEqual([]);
    const last = recorded.of('tt:orders:updated').at(-1)?.orders[0];
    expect(last).toMatchObject({ clientOrderId: placed.clientOrderId, status: 'REJECTED', orderId: null });
    expect(last?.problem).toMatchObject({ code: -2013 });
    expect(ordersSent()).toHaveLength(1);
  });
});

describe('an order that may still be on its way', () => {
  it('does not believe "no such order" until its recvWindow is over at the venue', async () => {
    let venueTime = 1_000_000;
    const patient = createOrderManager({
      spot: async () => v.alice.spot,
      emit: recordedEvents().emit,
      serverNow: async () => venueTime,
      // each wait moves the venue's clock 2 s: the window (recvWindow 5 s + 1 s) is over after 4 waits
      sleep: async () => {
        venueTime += 2_000;
      },
    });
    v.proxy.loseAnswers((r) => r.method === 'POST' && r.path === '/api/v3/order');
    const placed = keep(await patient.place(resting('40000', '2.6')));
    expect(placed.status).toBe('UNKNOWN');
    await patient.settled();
    const queries = v.proxy.seen.filter((r) => r.method === 'GET' && r.path === '/api/v3/order');
    expect(queries).toHaveLength(4);
    expect(patient.open()).toEqual([]);
    patient.dispose();
  });
});

describe('placing with no answer in time', () => {
  it('leaves the order UNKNOWN after the timeout and reconciles it', async () => {
    const impatient = traderClient('alice', v.proxy.url, 300);
    const manager = createOrderManager({
      spot: async () => impatient.spot,
      emit: recorded.emit,
      sleep: () => Promise.resolve(),
    });
    v.proxy.holdAnswers((r) => r.method === 'POST' && r.path === '/api/v3/order');
    const placed = keep(await manager.place(resting('40500')));
    expect(placed).toMatchObject({ status: 'UNKNOWN', problem: { kind: 'unknown-outcome' } });
    expect(placed.problem?.message).toBe(
      `POST /api/v3/order: no answer within 300 ms; the request may have been executed`,
    );
    await manager.settled();
    expect(manager.open()).toMatchObject([{ clientOrderId: placed.clientOrderId, status: 'NEW' }]);
    expect(ordersSent()).toHaveLength(1);
    manager.dispose();
    impatient.dispose();
  });
});

describe('placing a list with a lost answer', () => {
  it('shows the list UNKNOWN, then finds it by its list client id, placed once', async () => {
    v.proxy.loseAnswers((r) => r.method === 'POST' && r.path === '/api/v3/orderList/oco');
    const list = await sellOco(
      { type: 'LIMIT_MAKER', price: '71000' },
      { type: 'STOP_LOSS', stopPrice: '38000' },
    );
    expect(list).toMatchObject({ orderListId: null, listOrderStatus: 'UNKNOWN' });
    await orders.settled();
    // the list query names its orders; the REST resync that follows fills them in
    await vi.waitFor(() =>
      expect(orders.openLists()[0]?.orders.find((o) => o.type === 'LIMIT_MAKER')?.price).toBe(
        '71000.00000000',
      ),
    );
    const [known] = orders.openLists();
    expect(known).toMatchObject({ listClientOrderId: list.listClientOrderId, listOrderStatus: 'EXECUTING' });
    expect(known?.orderListId).toEqual(expect.any(Number));
    expect(await v.aliceDirect.spot.openOrderLists()).toHaveLength(1);
    await orders.cancelList('BTCUSDT', known!.orderListId!);
  });
});

describe('placing, amending, cancelling', () => {
  it('places with its own client id and refuses with the venue code and message', async () => {
    const placed = keep(await orders.place(resting('41000')));
    expect(placed).toMatchObject({ status: 'NEW', price: '41000.00000000' });
    expect(placed.clientOrderId).toMatch(/^tt[a-z0-9]{30}$/);
    const refusal = await failure(orders.place(resting('41000', '2.6')));
    expect(refusal).toMatchObject({
      kind: 'venue',
      code: -2010,
      message: 'POST /api/v3/order: Account has insufficient balance for requested action.',
    });
    await answerLeft();
    const notices = recorded.of('tt:orders:notice');
    expect(notices.at(-1)).toMatchObject({ kind: 'rejected' });
    expect(notified.map((n) => n.kind)).toEqual(['rejected']);
  });

  it("hands back a call's answer before what the call pushes", async () => {
    const pushed = () => recorded.of('tt:orders:updated').flatMap((u) => u.orders.map((o) => o.status));
    const placed = keep(await orders.place(resting('41000')));
    // The page would draw a push read before the answer in a frame, and the answer would wait for it.
    expect(pushed()).toEqual([]);
    await answerLeft();
    expect(pushed()).toEqual(['NEW']);
    expect(keep(await orders.cancel({ symbol: 'BTCUSDT', orderId: placed.orderId! })).status).toBe(
      'CANCELED',
    );
    expect(pushed()).toEqual(['NEW']);
    await answerLeft();
    expect(pushed()).toEqual(['NEW', 'CANCELED']);
  });

  it('tests an order without placing it, with the commission preview', async () => {
    const preview = keep(await orders.test(resting('41500'), true));
    expect(preview).toMatchObject({ standardCommissionForOrder: { maker: expect.any(String) } });
    expect(await orders.test(resting('41500'), false)).toBeNull();
    expect(ordersSent()).toEqual([]);
    expect(await v.aliceDirect.spot.openOrders({ symbol: 'BTCUSDT' })).toEqual([]);
  });

  it('amends keeping priority, cancels, cancels all', async () => {
    const placed = await orders.place(resting('42000', '0.02'));
    const amended = keep(await orders.amend({ symbol: 'BTCUSDT', orderId: placed.orderId! }, '0.01'));
    expect(amended).toMatchObject({ orderId: placed.orderId, origQty: '0.01000000', status: 'NEW' });
    expect(orders.open('BTCUSDT')).toHaveLength(1);

    const cancelled = keep(await orders.cancel({ symbol: 'BTCUSDT', orderId: placed.orderId! }));
    expect(cancelled).toMatchObject({ status: 'CANCELED', orderId: placed.orderId });
    expect(orders.open('BTCUSDT')).toEqual([]);

    await orders.place(resting('42100'));
    await orders.place(resting('42200'));
    const all = keep(await orders.cancelAll('BTCUSDT'));
    expect(all.map((o) => o.status)).toEqual(['CANCELED', 'CANCELED']);
    expect(orders.open()).toEqual([]);
  });
});

describe('cancelReplace: every reachable row of the outcome table', () => {
  const replacement = resting('45000');
  /** Passes every filter; the engine refuses it (it would take bob's ask). */
  const refused: NewOrderArgs = {
    symbol: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT_MAKER',
    quantity: '0.01',
    price: '61000',
  };
  /** An order the venue never had. */
  const NO_SUCH_ORDER = { symbol: 'BTCUSDT', orderId: 987654 };
  type Request = Parameters<OrderManager['cancelReplace']>[0];
  const replace = async (cancel: Request['cancel'], mode: Request['mode'], order: NewOrderArgs) =>
    keep(await orders.cancelReplace({ cancel, mode, order }));

  it('both succeed: 200', async () => {
    const old = await orders.place(resting('44000'));
    const view = await replace({ symbol: 'BTCUSDT', orderId: old.orderId! }, 'STOP_ON_FAILURE', replacement);
    expect(view).toMatchObject({ status: 200, cancelResult: 'SUCCESS', newOrderResult: 'SUCCESS' });
    expect(view.canceled).toMatchObject({ clientOrderId: old.clientOrderId, status: 'CANCELED' });
    expect(view.placed).toMatchObject({ status: 'NEW', price: '45000.00000000' });
    expect(orders.open('BTCUSDT').map((o) => o.price)).toEqual(['45000.00000000']);
  });

  it('STOP_ON_FAILURE, cancel fails: 400, nothing placed', async () => {
    const view = await replace(NO_SUCH_ORDER, 'STOP_ON_FAILURE', replacement);
    expect(view).toMatchObject({
      status: 400,
      cancelResult: 'FAILURE',
      newOrderResult: 'NOT_ATTEMPTED',
      cancelError: { code: -2011, message: 'Unknown order sent.' },
      placed: null,
    });
    expect(orders.open()).toEqual([]);
  });

  it('STOP_ON_FAILURE, cancel succeeds, new order refused: 409, a result', async () => {
    const old = await orders.place(resting('44000'));
    const view = await replace(
      { symbol: 'BTCUSDT', clientOrderId: old.clientOrderId },
      'STOP_ON_FAILURE',
      refused,
    );
    expect(view).toMatchObject({
      status: 409,
      cancelResult: 'SUCCESS',
      newOrderResult: 'FAILURE',
      newOrderError: { code: -2010, message: 'Order would immediately match and take.' },
    });
    expect(view.explanation).toContain('was cancelled; the new order was NOT placed');
    expect(orders.open()).toEqual([]);
  });

  it('ALLOW_FAILURE, cancel fails, new order placed: 409', async () => {
    const view = await replace(NO_SUCH_ORDER, 'ALLOW_FAILURE', replacement);
    expect(view).toMatchObject({ status: 409, cancelResult: 'FAILURE', newOrderResult: 'SUCCESS' });
    expect(view.placed).toMatchObject({ status: 'NEW' });
    expect(view.explanation).toContain('was NOT cancelled');
  });

  it('ALLOW_FAILURE, both fail: 400', async () => {
    const view = await replace(NO_SUCH_ORDER, 'ALLOW_FAILURE', refused);
    expect(view).toMatchObject({ status: 400, cancelResult: 'FAILURE', newOrderResult: 'FAILURE' });
  });
});

describe('order lists and history', () => {
  it('places an OCO, sees both legs open, cancels the list', async () => {
    const list = await sellOco(
      { type: 'LIMIT_MAKER', price: '70000' },
      { type: 'STOP_LOSS_LIMIT', price: '39000', stopPrice: '39500', timeInForce: 'GTC' },
    );
    expect(list).toMatchObject({ contingencyType: 'OCO', listOrderStatus: 'EXECUTING' });
    expect(list.orders).toHaveLength(2);
    expect(orders.openLists()).toHaveLength(1);
    const cancelled = keep(await orders.cancelList('BTCUSDT', list.orderListId!));
    expect(cancelled.listOrderStatus).toBe('ALL_DONE');
    expect(orders.openLists()).toEqual([]);
  });

  it('reads the order history', async () => {
    const history = keep(await orders.history({ symbol: 'BTCUSDT' }));
    expect(history.length).toBeGreaterThan(3);
    expect(history.every((o) => o.symbol === 'BTCUSDT' && o.orderId !== null)).toBe(true);
  });
});

describe('resync by REST', () => {
  it('learns fills and new orders that happened while the stream was away', async () => {
    const mine = await orders.place({ ...resting('43000'), side: 'SELL', quantity: '0.01', price: '59000' });
    await v.bob.spot.newOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.01' });
    const elsewhere = await v.aliceDirect.spot.newOrder({
      ...resting('43000'),
      newClientOrderId: 'placedElsewhere1',
    });
    expect(orders.open().map((o) => o.clientOrderId)).toEqual([mine.clientOrderId]);

    await orders.resync();
    expect(orders.open().map((o) => o.clientOrderId)).toEqual([elsewhere.clientOrderId]);
    expect(recorded.of('tt:orders:notice').at(-1)).toMatchObject({
      kind: 'filled',
      order: { clientOrderId: mine.clientOrderId, executedQty: '0.01000000' },
    });
  });
});

describe('resync by REST, with the venue failing', () => {
  it('keeps an order it could not ask about as it was known, and asks about it at the next resync', async () => {
    const mine = await orders.place({ ...resting('43000'), side: 'SELL', quantity: '0.01', price: '59000' });
    await v.bob.spot.newOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.01' });

    // The open orders read fine; the question about the order they no longer list is never answered.
    v.proxy.loseAnswers((r) => r.method === 'GET' && r.path === '/api/v3/order', 100);
    expect(await failure(orders.resync())).toMatchObject({ status: 503 });
    expect(orders.open().map((o) => o.clientOrderId)).toEqual([mine.clientOrderId]);
    expect(recorded.of('tt:orders:notice')).toEqual([]);

    v.proxy.loseAnswers(() => false, 0);
    await orders.resync();
    expect(orders.open()).toEqual([]);
    expect(recorded.of('tt:orders:notice').at(-1)).toMatchObject({
      kind: 'filled',
      order: { clientOrderId: mine.clientOrderId, executedQty: '0.01000000' },
    });
  });
});

describe('notices', () => {
  it("word a fill in a trader's words, its size and average price on the symbol's tick and step, grouped", async () => {
    const bought = keep(
      await orders.place({ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.01' }),
    );
    expect(bought.status).toBe('FILLED');
    await answerLeft();
    const info = await v.alice.spot.exchangeInfo({ symbol: 'BTCUSDT' });
    const { tickSize, stepSize } = precisionOf(info.symbols[0]!);
    // bob's ask at 60000 filled it whole: "0.01000" and "60,000.00" on the paper venue's step and tick.
    expect(recorded.of('tt:orders:notice').at(-1)?.message).toBe(
      `Filled: market buy ${formatQuantity('0.01', stepSize)} BTCUSDT at an average of ${formatPrice('60000', tickSize)}.`,
    );
  });
});

describe('balances', () => {
  it('move by the fill and its commission', async () => {
    const account = createAccountService({
      spot: async () => v.alice.spot,
      meter: async () => v.alice.meter,
      emit: recorded.emit,
    });
    const balance = async (asset: string) => {
      const b = (await account.summary()).balances.find((x) => x.asset === asset)!;
      return new Decimal(b.free).plus(b.locked);
    };
    const [btc0, usdt0] = [await balance('BTC'), await balance('USDT')];

    const bought = keep(
      await orders.place({ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.01' }),
    );
    expect(bought.status).toBe('FILLED');
    await answerLeft();
    expect(recorded.of('tt:orders:notice').at(-1)).toMatchObject({ kind: 'filled' });
    expect(notified.map((n) => n.kind)).toEqual(['filled']);

    const trades = keep(await account.trades({ symbol: 'BTCUSDT', orderId: bought.orderId! }));
    expect(trades).toHaveLength(1);
    const [trade] = trades;
    expect(trade).toMatchObject({
      price: '60000.00000000',
      qty: '0.01000000',
      isBuyer: true,
      isMaker: false,
    });
    const commission = new Decimal(trade!.commission);
    expect(commission.isZero()).toBe(false);

    const btc = await balance('BTC');
    const usdt = await balance('USDT');
    const inBtc = trade!.commissionAsset === 'BTC' ? commission : new Decimal(0);
    const inUsdt = trade!.commissionAsset === 'USDT' ? commission : new Decimal(0);
    expect(btc.minus(btc0).toFixed()).toBe(new Decimal('0.01').minus(inBtc).toFixed());
    expect(usdt0.minus(usdt).toFixed()).toBe(new Decimal('600').plus(inUsdt).toFixed());
  });
});

describe('secrets', () => {
  it('never appear in any answer, error or event', () => {
    const text = JSON.stringify(everything);
    expect(everything.length).toBeGreaterThan(10);
    for (const trader of Object.values(TRADERS)) expect(text).not.toContain(trader.secret);
  });
});
