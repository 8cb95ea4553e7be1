import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveVenue, type LiveVenue } from './live-fixture';

/** OCO, OTO and OTOCO on the real engine: placement, queries, cancels and their checks. */
let v: LiveVenue;
beforeAll(async () => {
  v = await startLiveVenue();
  // A last price of 60000 for the list price rules.
  await v.bob(
    'POST',
    '/api/v3/order',
    'symbol=BTCUSDT&side=SELL&type=LIMIT&timeInForce=GTC&quantity=0.1&price=60000',
  );
  await v.alice(
    'POST',
    '/api/v3/order',
    'symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.1&price=60000',
  );
});
afterAll(() => v.stop());

const err = (code: number, msg: string) => ({ code, msg });
const ordersCounted = async () =>
  ((await v.alice('GET', '/api/v3/rateLimit/order')).body as { count: number }[])[0]!.count;
const sellOco = (extra = '') =>
  'symbol=BTCUSDT&side=SELL&quantity=0.1&aboveType=LIMIT_MAKER&abovePrice=65000' +
  `&belowType=STOP_LOSS_LIMIT&belowStopPrice=55000&belowPrice=54900&belowTimeInForce=GTC${extra}`;

interface ListBody {
  orderListId: number;
  contingencyType: string;
  listStatusType: string;
  listOrderStatus: string;
  listClientOrderId: string;
  orders: { orderId: number; clientOrderId: string }[];
  orderReports: Record<string, unknown>[];
}

describe('OCO', () => {
  let list: ListBody;

  it('places both legs, stop leg first, and locks the base asset once', async () => {
    const counted = await ordersCounted();
    const reply = await v.alice(
      'POST',
      '/api/v3/orderList/oco',
      sellOco('&listClientOrderId=oco-1&newOrderRespType=RESULT'),
    );
    expect(reply.status).toBe(200);
    list = reply.body as ListBody;
    expect(list).toMatchObject({
      contingencyType: 'OCO',
      listStatusType: 'EXEC_STARTED',
      listOrderStatus: 'EXECUTING',
      listClientOrderId: 'oco-1',
      symbol: 'BTCUSDT',
    });
    expect(list.orderReports.map((r) => [r.type, r.status, r.stopPrice])).toEqual([
      ['STOP_LOSS_LIMIT', 'NEW', '55000.00000000'],
      ['LIMIT_MAKER', 'NEW', undefined],
    ]);
    expect(reply.headers.get('x-mbx-order-count-10s')).toBe(String(counted + 2));
    const account = (await v.alice('GET', '/api/v3/account', 'omitZeroBalances=true')).body as {
      balances: { asset: string; locked: string }[];
    };
    expect(account.balances.find((b) => b.asset === 'BTC')?.locked).toBe('0.10000000');
  });

  it('is found by orderListId, by list client id, among all lists and open lists', async () => {
    const byId = await v.alice('GET', '/api/v3/orderList', `orderListId=${list.orderListId}`);
    expect(byId.body).toMatchObject({ orderListId: list.orderListId, orders: list.orders });
    expect(byId.body).not.toHaveProperty('orderReports');
    expect((await v.alice('GET', '/api/v3/orderList', 'origClientOrderId=oco-1')).body).toEqual(byId.body);
    expect((await v.alice('GET', '/api/v3/openOrderList')).body).toEqual([byId.body]);
    expect((await v.alice('GET', '/api/v3/allOrderList')).body).toEqual([byId.body]);
    expect((await v.alice('GET', '/api/v3/allOrderList', `fromId=${list.orderListId + 1}`)).body).toEqual([]);
    const missing = await v.alice('GET', '/api/v3/orderList', 'orderListId=9999');
    expect(missing).toMatchObject({ status: 400, body: { code: -2011 } });
    expect((await v.bob('GET', '/api/v3/openOrderList')).body).toEqual([]);
  });

  it('cancels the whole list when one leg is cancelled', async () => {
    const leg = list.orders[1]!;
    const cancel = await v.alice('DELETE', '/api/v3/order', `symbol=BTCUSDT&orderId=${leg.orderId}`);
    expect(cancel.body).toMatchObject({
      orderId: leg.orderId,
      status: 'CANCELED',
      orderListId: list.orderListId,
    });
    const after = await v.alice('GET', '/api/v3/orderList', `orderListId=${list.orderListId}`);
    expect(after.body).toMatchObject({ listStatusType: 'ALL_DONE', listOrderStatus: 'ALL_DONE' });
    const other = await v.alice('GET', '/api/v3/order', `symbol=BTCUSDT&orderId=${list.orders[0]!.orderId}`);
    expect(other.body).toMatchObject({ status: 'CANCELED' });
    expect((await v.alice('GET', '/api/v3/openOrderList')).body).toEqual([]);
  });

  it('cancels a list by its client id with the cancel’s own id on every report', async () => {
    await v.alice('POST', '/api/v3/orderList/oco', sellOco('&listClientOrderId=oco-2'));
    const cancel = await v.alice(
      'DELETE',
      '/api/v3/orderList',
      'symbol=BTCUSDT&listClientOrderId=oco-2&newClientOrderId=stop-all',
    );
    const body = cancel.body as ListBody;
    expect(body).toMatchObject({ listClientOrderId: 'oco-2', listOrderStatus: 'ALL_DONE' });
    expect(body.orderReports.map((r) => [r.status, r.clientOrderId])).toEqual([
      ['CANCELED', 'stop-all'],
      ['CANCELED', 'stop-all'],
    ]);
    expect(body.orderReports.map((r) => r.origClientOrderId)).toEqual(
      body.orders.map((o) => o.clientOrderId),
    );
    const again = await v.alice('DELETE', '/api/v3/orderList', 'symbol=BTCUSDT&listClientOrderId=oco-2');
    expect(again.body).toEqual(err(-2011, 'Unknown order sent.'));
  });

  it('enforces the price relationship, the legs’ filters and the unsupported combinations', async () => {
    const wrongSide = await v.alice(
      'POST',
      '/api/v3/orderList/oco',
      'symbol=BTCUSDT&side=SELL&quantity=0.1&aboveType=LIMIT_MAKER&abovePrice=58000' +
        '&belowType=STOP_LOSS&belowStopPrice=55000',
    );
    expect(wrongSide.body).toEqual(
      err(-2010, 'The relationship of the prices for the orders is not correct.'),
    );
    const offTick = await v.alice(
      'POST',
      '/api/v3/orderList/oco',
      sellOco().replace('abovePrice=65000', 'abovePrice=65000.001'),
    );
    expect(offTick.body).toEqual(err(-1013, 'Filter failure: PRICE_FILTER'));
    const twoLimits = await v.alice(
      'POST',
      '/api/v3/orderList/oco',
      'symbol=BTCUSDT&side=SELL&quantity=0.1&aboveType=LIMIT_MAKER&abovePrice=65000' +
        '&belowType=LIMIT_MAKER&belowPrice=55000',
    );
    expect(twoLimits).toMatchObject({ status: 400, body: { code: -1014 } });
  });

  it('stops at MAX_NUM_ORDER_LISTS open lists', async () => {
    const smallOto =
      'symbol=BTCUSDT&workingType=LIMIT&workingSide=BUY&workingPrice=50000&workingQuantity=0.001' +
      '&workingTimeInForce=GTC&pendingType=LIMIT_MAKER&pendingSide=SELL&pendingPrice=62000&pendingQuantity=0.001';
    for (let i = 0; i < 20; i += 1) {
      const placed = await v.bob('POST', '/api/v3/orderList/oto', smallOto);
      expect(placed.body).toMatchObject({ listOrderStatus: 'EXECUTING' });
    }
    const over = await v.bob('POST', '/api/v3/orderList/oto', smallOto);
    expect(over.body).toEqual(err(-1013, 'Filter failure: MAX_NUM_ORDER_LISTS'));
    const cancelled = (await v.bob('DELETE', '/api/v3/openOrders', 'symbol=BTCUSDT')).body as ListBody[];
    expect(cancelled).toHaveLength(20);
    expect(cancelled.map((entry) => [entry.contingencyType, entry.orderReports.length])).toEqual(
      Array(20).fill(['OTO', 2]),
    );
  });
});

describe('OTO and OTOCO', () => {
  const oto = (workingPrice: string) =>
    `symbol=BTCUSDT&workingType=LIMIT&workingSide=BUY&workingPrice=${workingPrice}&workingQuantity=0.1` +
    '&workingTimeInForce=GTC&pendingType=LIMIT_MAKER&pendingSide=SELL&pendingPrice=62000&pendingQuantity=0.1';

  it('keeps the pending order PENDING_NEW with workingTime -1 until the working order fills', async () => {
    const counted = await ordersCounted();
    const reply = await v.alice('POST', '/api/v3/orderList/oto', oto('59000'));
    const list = reply.body as ListBody;
    expect(list).toMatchObject({ contingencyType: 'OTO', listOrderStatus: 'EXECUTING' });
    // No newOrderRespType: the reports answer in full, as the venue's do.
    expect(list.orderReports.map((r) => [r.status, r.workingTime === -1])).toEqual([
      ['NEW', false],
      ['PENDING_NEW', true],
    ]);
    expect(list.orderReports[1]).toMatchObject({
      type: 'LIMIT_MAKER',
      side: 'SELL',
      price: '62000.00000000',
      origQty: '0.10000000',
      executedQty: '0.00000000',
      timeInForce: 'GTC',
      workingTime: -1,
    });
    expect(list.orderReports[0]).not.toHaveProperty('fills');
    expect(reply.headers.get('x-mbx-order-count-10s')).toBe(String(counted + 2));
    // bob sells into the working order: the pending order goes on the book.
    await v.bob(
      'POST',
      '/api/v3/order',
      'symbol=BTCUSDT&side=SELL&type=LIMIT&timeInForce=GTC&quantity=0.1&price=59000',
    );
    const pending = await v.alice(
      'GET',
      '/api/v3/order',
      `symbol=BTCUSDT&orderId=${list.orders[1]!.orderId}`,
    );
    expect(pending.body).toMatchObject({ status: 'NEW', isWorking: true });
    await v.alice('DELETE', '/api/v3/openOrders', 'symbol=BTCUSDT');
  });

  it('shows a working order that fills at placement as FILLED with the pending one still PENDING_NEW', async () => {
    await v.bob(
      'POST',
      '/api/v3/order',
      'symbol=BTCUSDT&side=SELL&type=LIMIT&timeInForce=GTC&quantity=0.1&price=60000',
    );
    const list = (await v.alice('POST', '/api/v3/orderList/oto', oto('60000'))).body as ListBody;
    expect(list.orderReports.map((r) => r.status)).toEqual(['FILLED', 'PENDING_NEW']);
    const pending = await v.alice(
      'GET',
      '/api/v3/order',
      `symbol=BTCUSDT&orderId=${list.orders[1]!.orderId}`,
    );
    expect(pending.body).toMatchObject({ status: 'NEW' });
    await v.alice('DELETE', '/api/v3/openOrders', 'symbol=BTCUSDT');
  });

  it('places an OTOCO with an OCO pair pending behind the working order', async () => {
    const counted = await ordersCounted();
    const reply = await v.alice(
      'POST',
      '/api/v3/orderList/otoco',
      'symbol=BTCUSDT&workingType=LIMIT&workingSide=BUY&workingPrice=58000&workingQuantity=0.1' +
        '&workingTimeInForce=GTC&pendingSide=SELL&pendingQuantity=0.1' +
        '&pendingAboveType=LIMIT_MAKER&pendingAbovePrice=65000' +
        '&pendingBelowType=STOP_LOSS&pendingBelowStopPrice=55000&listClientOrderId=otoco-1',
    );
    const list = reply.body as ListBody;
    expect(list).toMatchObject({ contingencyType: 'OTO', listClientOrderId: 'otoco-1' });
    expect(list.orders).toHaveLength(3);
    expect(list.orderReports.map((r) => [r.type, r.status, r.origQty])).toEqual([
      ['LIMIT', 'NEW', '0.10000000'],
      ['LIMIT_MAKER', 'PENDING_NEW', '0.10000000'],
      ['STOP_LOSS', 'PENDING_NEW', '0.10000000'],
    ]);
    expect(reply.headers.get('x-mbx-order-count-10s')).toBe(String(counted + 3));
    const cancel = await v.alice(
      'DELETE',
      '/api/v3/orderList',
      `symbol=BTCUSDT&orderListId=${list.orderListId}`,
    );
    expect((cancel.body as ListBody).orderReports.map((r) => r.status)).toEqual([
      'CANCELED',
      'CANCELED',
      'CANCELED',
    ]);
  });
});
