import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { testVenue } from './testkit';

describe('OCO', () => {
  it('places a SELL OCO (LIMIT_MAKER above, STOP_LOSS_LIMIT below) locking the base once', () => {
    const v = testVenue();
    v.tradeAt('100');
    const oco = v.placeOco('alice', {
      side: 'SELL',
      quantity: '1',
      listClientOrderId: 'my-oco',
      above: { type: 'LIMIT_MAKER', price: '110' },
      below: { type: 'STOP_LOSS_LIMIT', price: '89', stopPrice: '90', timeInForce: 'GTC' },
    });
    expect(oco.list).toMatchObject({
      contingencyType: 'OCO',
      listStatusType: 'EXEC_STARTED',
      listOrderStatus: 'EXECUTING',
    });
    expect(oco.orderReports.map((r) => [r.order.type, r.order.status])).toEqual([
      ['STOP_LOSS_LIMIT', 'NEW'],
      ['LIMIT_MAKER', 'NEW'],
    ]);
    expect(v.balance('alice', 'BTC').locked).toBe('1.00000000');
    expect(v.queries.openOrderLists('alice')).toHaveLength(1);

    // The limit leg fills partially: the stop leg expires (OCO_TRIGGER) and the list is done.
    v.limit('bob', 'BUY', '110', '0.4');
    const [stopLeg, limitLeg] = oco.orderReports.map((r) =>
      v.queries.order('alice', 'BTCUSDT', { orderId: r.order.orderId }),
    );
    expect(stopLeg).toMatchObject({ status: 'EXPIRED', expiryReason: 'OCO_TRIGGER' });
    expect(limitLeg).toMatchObject({ status: 'PARTIALLY_FILLED' });
    expect(v.queries.orderList('alice', { listClientOrderId: 'my-oco' })).toMatchObject({
      listStatusType: 'ALL_DONE',
      listOrderStatus: 'ALL_DONE',
    });
    expect(v.balance('alice', 'BTC').locked).toBe('0.60000000');
  });

  it('a triggered stop leg expires the limit leg and inherits the lock', () => {
    const v = testVenue();
    v.tradeAt('100');
    v.limit('carol', 'SELL', '121', '5');
    const oco = v.placeOco('alice', {
      side: 'BUY',
      quantity: '1',
      above: { type: 'STOP_LOSS', stopPrice: '120' },
      below: { type: 'LIMIT_MAKER', price: '80' },
    });
    expect(v.balance('alice', 'USDT').locked).toBe('120.00000000');
    v.tradeAt('120');
    const [stopLeg, limitLeg] = oco.orderReports.map((r) =>
      v.queries.order('alice', 'BTCUSDT', { orderId: r.order.orderId }),
    );
    expect(stopLeg).toMatchObject({
      type: 'STOP_LOSS',
      status: 'FILLED',
      cummulativeQuoteQty: '121.00000000',
    });
    expect(limitLeg).toMatchObject({ status: 'EXPIRED', expiryReason: 'OCO_TRIGGER' });
    expect(v.balance('alice', 'USDT').locked).toBe('0.00000000');
    expect(v.queries.depth('BTCUSDT').bids).toEqual([]);
  });

  it('refuses prices on the wrong side of the last price, and leg types that do not pair', () => {
    const v = testVenue();
    v.tradeAt('100');
    const place = (above: object, below: object, side: 'BUY' | 'SELL' = 'SELL') =>
      v.placeOco('alice', { side, quantity: '1', above: above as never, below: below as never });
    expect(() => place({ type: 'LIMIT_MAKER', price: '99' }, { type: 'STOP_LOSS', stopPrice: '90' })).toThrow(
      new EngineError(-2010, 'The relationship of the prices for the orders is not correct.'),
    );
    expect(() =>
      place({ type: 'TAKE_PROFIT', stopPrice: '110' }, { type: 'STOP_LOSS', stopPrice: '101' }),
    ).toThrow('The relationship of the prices for the orders is not correct.');
    expect(() =>
      place({ type: 'STOP_LOSS', stopPrice: '110' }, { type: 'STOP_LOSS', stopPrice: '90' }),
    ).toThrow(new EngineError(-1014, 'Unsupported order combination'));
    const ok = place(
      { type: 'TAKE_PROFIT_LIMIT', price: '111', stopPrice: '110', timeInForce: 'GTC' },
      { type: 'STOP_LOSS', stopPrice: '90' },
    );
    expect(ok.orderReports).toHaveLength(2);
  });

  it('cancelling one leg cancels the whole list', () => {
    const v = testVenue();
    v.tradeAt('100');
    const oco = v.placeOco('alice', {
      side: 'SELL',
      quantity: '1',
      above: { type: 'LIMIT_MAKER', price: '110' },
      below: { type: 'STOP_LOSS', stopPrice: '90' },
    });
    const leg = oco.orderReports[1]?.order.orderId as number;
    const cancel = v.cancel('alice', { orderId: leg });
    expect(cancel.orderList?.list).toMatchObject({ listStatusType: 'ALL_DONE', listOrderStatus: 'ALL_DONE' });
    expect(cancel.orderList?.orderReports.map((o) => o.status)).toEqual(['CANCELED', 'CANCELED']);
    expect(v.balance('alice', 'BTC').locked).toBe('0.00000000');
  });
});

/** alice's OTO: buy 1 at 100 (the working order), then sell 1 at 120 GTC (the pending order). */
function buyThenSell(v: ReturnType<typeof testVenue>, workingTimeInForce: 'GTC' | 'IOC' = 'GTC') {
  return v.placeOto('alice', {
    working: { type: 'LIMIT', side: 'BUY', price: '100', quantity: '1', timeInForce: workingTimeInForce },
    pending: { type: 'LIMIT', side: 'SELL', price: '120', quantity: '1', timeInForce: 'GTC' },
  });
}

describe('OTO and OTOCO', () => {
  it('keeps the pending order PENDING_NEW (workingTime -1) until the working order fills', () => {
    const v = testVenue();
    const oto = buyThenSell(v);
    const [working, pending] = oto.orderReports.map((r) => r.order);
    expect(working).toMatchObject({ status: 'NEW' });
    expect(pending).toMatchObject({ status: 'PENDING_NEW', workingTime: -1 });
    expect(v.queries.openOrders('alice', 'BTCUSDT').map((o) => o.status)).toEqual(['NEW', 'PENDING_NEW']);

    v.limit('bob', 'SELL', '100', '1');
    const activated = v.queries.order('alice', 'BTCUSDT', { orderId: pending?.orderId as number });
    expect(activated.status).toBe('NEW');
    expect(activated.workingTime).toBeGreaterThan(0);
    expect(v.queries.depth('BTCUSDT').asks).toEqual([['120.00000000', '1.00000000']]);
    expect(v.balance('alice', 'BTC').locked).toBe('1.00000000');
  });

  it('a working order that fills at placement shows FILLED with the pending order still PENDING_NEW', () => {
    const v = testVenue();
    v.limit('bob', 'SELL', '100', '1');
    const oto = buyThenSell(v);
    expect(oto.orderReports.map((r) => r.order.status)).toEqual(['FILLED', 'PENDING_NEW']);
    expect(
      v.queries.order('alice', 'BTCUSDT', { orderId: oto.orderReports[1]?.order.orderId as number }).status,
    ).toBe('NEW');
  });

  it('cancelling the pending order cancels the working one', () => {
    const v = testVenue();
    const oto = v.placeOto('alice', {
      working: { type: 'LIMIT', side: 'BUY', price: '100', quantity: '1', timeInForce: 'GTC' },
      pending: { type: 'MARKET', side: 'SELL', quantity: '1' },
    });
    v.cancel('alice', { orderId: oto.orderReports[1]?.order.orderId as number });
    expect(v.queries.openOrders('alice')).toEqual([]);
    expect(v.balance('alice', 'USDT').locked).toBe('0.00000000');
  });

  it('OTOCO places an OCO pair once the working order fills', () => {
    const v = testVenue();
    v.tradeAt('100');
    const otoco = v.placeOtoco('alice', {
      working: { type: 'LIMIT', side: 'BUY', price: '99', quantity: '1', timeInForce: 'GTC' },
      pendingSide: 'SELL',
      pendingQuantity: '1',
      pendingAbove: { type: 'LIMIT_MAKER', price: '110' },
      pendingBelow: { type: 'STOP_LOSS', stopPrice: '90' },
    });
    expect(otoco.orderReports.map((r) => r.order.status)).toEqual(['NEW', 'PENDING_NEW', 'PENDING_NEW']);
    v.limit('bob', 'SELL', '99', '1');
    const [, above, below] = otoco.orderReports.map((r) =>
      v.queries.order('alice', 'BTCUSDT', { orderId: r.order.orderId }),
    );
    expect(above?.status).toBe('NEW');
    expect(below?.status).toBe('NEW');
    expect(v.balance('alice', 'BTC').locked).toBe('1.00000000');
    v.tradeAt('90');
    const done = otoco.orderReports.map(
      (r) => v.queries.order('alice', 'BTCUSDT', { orderId: r.order.orderId }).status,
    );
    expect(done).toEqual(['FILLED', 'EXPIRED', 'EXPIRED']);
    expect(v.queries.orderList('alice', { orderListId: otoco.list.orderListId }).listOrderStatus).toBe(
      'ALL_DONE',
    );
  });
});

describe('list endings', () => {
  it('an OTO whose working IOC order expires unfilled expires its pending order (OTO_PHASE_ONE_EXPIRED)', () => {
    const v = testVenue();
    const oto = buyThenSell(v, 'IOC');
    const [working, pending] = oto.orderReports.map((r) => r.order);
    expect(working?.status).toBe('EXPIRED');
    expect(pending).toMatchObject({ status: 'EXPIRED', expiryReason: 'OTO_PHASE_ONE_EXPIRED' });
    expect(v.queries.orderList('alice', { orderListId: oto.list.orderListId }).listOrderStatus).toBe(
      'ALL_DONE',
    );
    expect(v.queries.openOrderLists('alice')).toEqual([]);
  });

  it('refuses a duplicate open listClientOrderId and finds lists by either id', () => {
    const v = testVenue();
    const request = {
      symbol: 'BTCUSDT',
      listClientOrderId: 'L1',
      working: { type: 'LIMIT', side: 'BUY', price: '100', quantity: '1', timeInForce: 'GTC' },
      pending: { type: 'LIMIT', side: 'SELL', price: '120', quantity: '1', timeInForce: 'GTC' },
    } as const;
    const placed = v.placeOto('alice', request);
    expect(() => v.placeOto('alice', request)).toThrow(new EngineError(-2010, 'Duplicate order sent.'));
    expect(v.queries.orderList('alice', { listClientOrderId: 'L1' }).orderListId).toBe(
      placed.list.orderListId,
    );
    const cancelled = v.cancelList('alice', { orderListId: placed.list.orderListId });
    expect(cancelled.orderReports.map((o) => o.status)).toEqual(['CANCELED', 'CANCELED']);
    expect(v.queries.allOrderLists('alice', {}).map((l) => l.listStatusType)).toEqual(['ALL_DONE']);
  });
});
