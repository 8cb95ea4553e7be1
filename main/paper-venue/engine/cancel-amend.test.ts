import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { testVenue } from './testkit';

describe('cancel', () => {
  it('cancels by orderId or client id and answers with both client ids', () => {
    const v = testVenue();
    const order = v.limit('alice', 'BUY', '100', '1', { newClientOrderId: 'buy-1' });
    const cancel = v.cancel('alice', { origClientOrderId: 'buy-1', newClientOrderId: 'cancel-1' });
    expect(cancel).toMatchObject({
      origClientOrderId: 'buy-1',
      clientOrderId: 'cancel-1',
      order: { status: 'CANCELED', orderId: order.order.orderId },
    });
    expect(v.balance('alice', 'USDT').locked).toBe('0.00000000');
  });

  it('refuses unknown, closed, foreign and restricted cancels with -2011', () => {
    const v = testVenue();
    const cancel = (
      accountId: string,
      orderId: number,
      cancelRestrictions?: 'ONLY_NEW' | 'ONLY_PARTIALLY_FILLED',
    ) =>
      v.engine.execute({
        kind: 'cancelOrder',
        at: v.at(),
        accountId,
        symbol: 'BTCUSDT',
        orderId,
        cancelRestrictions,
      });
    const unknown = new EngineError(-2011, 'Unknown order sent.');
    expect(() => cancel('alice', 999)).toThrow(unknown);
    const order = v.limit('alice', 'SELL', '100', '2');
    expect(() => cancel('bob', order.order.orderId)).toThrow(unknown);
    expect(() => cancel('alice', order.order.orderId, 'ONLY_PARTIALLY_FILLED')).toThrow(
      new EngineError(-2011, 'Order was not canceled due to cancel restrictions.'),
    );
    v.limit('bob', 'BUY', '100', '1');
    expect(() => cancel('alice', order.order.orderId, 'ONLY_NEW')).toThrow(
      'Order was not canceled due to cancel restrictions.',
    );
    expect(cancel('alice', order.order.orderId, 'ONLY_PARTIALLY_FILLED').order.status).toBe('CANCELED');
    expect(() => cancel('alice', order.order.orderId)).toThrow(unknown);
    expect(() => v.cancel('alice', { orderId: order.order.orderId, origClientOrderId: 'nope' })).toThrow(
      new EngineError(-2039, 'Client order ID is not correct for this order ID.'),
    );
  });

  it('cancels every open order and list of a symbol', () => {
    const v = testVenue();
    v.limit('alice', 'BUY', '90', '1');
    v.limit('alice', 'BUY', '91', '1');
    v.placeOto('alice', {
      working: { type: 'LIMIT', side: 'BUY', price: '80', quantity: '1', timeInForce: 'GTC' },
      pending: { type: 'LIMIT', side: 'SELL', price: '120', quantity: '1', timeInForce: 'GTC' },
    });
    v.limit('bob', 'BUY', '90', '1');
    const all = v.cancelOpenOrders('alice', {});
    expect(all.map((r) => r.kind)).toEqual(['order', 'order', 'list']);
    expect(v.queries.openOrders('alice')).toEqual([]);
    expect(v.queries.openOrders('bob')).toHaveLength(1);
    expect(v.balance('alice', 'USDT').locked).toBe('0.00000000');
    expect(() => v.cancelOpenOrders('alice', {})).toThrow('Unknown order sent.');
  });
});

describe('cancelReplace', () => {
  const newOrder = {
    symbol: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT',
    timeInForce: 'GTC',
    price: '95',
    quantity: '1',
  } as const;
  /** alice's cancelReplace of `cancelOrderId` by newOrder (at another price when given). */
  const replace = (
    v: ReturnType<typeof testVenue>,
    cancelReplaceMode: 'STOP_ON_FAILURE' | 'ALLOW_FAILURE',
    cancelOrderId: number,
    price: string = newOrder.price,
  ) => v.cancelReplace('alice', { cancelReplaceMode, cancelOrderId, order: { ...newOrder, price } });

  it('cancels and places atomically', () => {
    const v = testVenue();
    const old = v.limit('alice', 'BUY', '90', '1');
    const result = replace(v, 'STOP_ON_FAILURE', old.order.orderId);
    expect(result).toMatchObject({
      cancelResult: 'SUCCESS',
      newOrderResult: 'SUCCESS',
      newOrderResponse: { order: { status: 'NEW' } },
    });
    expect(v.balance('alice', 'USDT').locked).toBe('95.00000000');
  });

  it('STOP_ON_FAILURE does not attempt the new order when the cancel fails', () => {
    const v = testVenue();
    const result = replace(v, 'STOP_ON_FAILURE', 42);
    expect(result).toEqual({
      cancelResult: 'FAILURE',
      newOrderResult: 'NOT_ATTEMPTED',
      cancelResponse: { code: -2011, msg: 'Unknown order sent.' },
      newOrderResponse: null,
    });
    expect(v.queries.openOrders('alice')).toEqual([]);
  });

  it('ALLOW_FAILURE places the new order even when the cancel fails, and reports a failed new order', () => {
    const v = testVenue();
    const placed = replace(v, 'ALLOW_FAILURE', 42);
    expect([placed.cancelResult, placed.newOrderResult]).toEqual(['FAILURE', 'SUCCESS']);
    const old = v.limit('alice', 'BUY', '90', '1');
    const failed = replace(v, 'ALLOW_FAILURE', old.order.orderId, '10000000');
    expect(failed).toMatchObject({
      cancelResult: 'SUCCESS',
      newOrderResult: 'FAILURE',
      newOrderResponse: { code: -2010, msg: 'Account has insufficient balance for requested action.' },
    });
  });
});

describe('amend keepPriority', () => {
  it('reduces quantity in place, keeps queue position and records the amendment', () => {
    const v = testVenue();
    const first = v.limit('alice', 'SELL', '100', '3', { newClientOrderId: 'first' });
    v.limit('bob', 'SELL', '100', '1');
    const amended = v.amend('alice', {
      orderId: first.order.orderId,
      newClientOrderId: 'first-amended',
      newQty: '2',
    });
    expect(amended.amendedOrder).toMatchObject({ origQty: '2.00000000', clientOrderId: 'first-amended' });
    expect(amended.origClientOrderId).toBe('first');
    expect(v.balance('alice', 'BTC').locked).toBe('2.00000000');
    expect(v.queries.depth('BTCUSDT').asks).toEqual([['100.00000000', '3.00000000']]);
    // Still first in the queue.
    const taker = v.limit('carol', 'BUY', '100', '1');
    expect(v.queries.order('alice', 'BTCUSDT', { orderId: first.order.orderId }).executedQty).toBe(
      '1.00000000',
    );
    expect(taker.fills).toHaveLength(1);
    expect(v.queries.amendments('alice', 'BTCUSDT', first.order.orderId)).toEqual([
      {
        symbol: 'BTCUSDT',
        orderId: first.order.orderId,
        executionId: amended.executionId,
        origClientOrderId: 'first',
        newClientOrderId: 'first-amended',
        origQty: '3.00000000',
        newQty: '2.00000000',
        time: amended.transactTime,
      },
    ]);
    const replaced = v.events.find(
      (e) => e.type === 'executionReport' && e.execution.executionType === 'REPLACED',
    );
    expect(replaced).toMatchObject({ execution: { executionId: amended.executionId } });
  });

  it('refuses increases, no-ops and symbols without amend', () => {
    const v = testVenue();
    const order = v.limit('alice', 'SELL', '100', '3');
    const amend = (newQty: string, symbol = 'BTCUSDT') =>
      v.amend('alice', { symbol, orderId: order.order.orderId, newQty });
    expect(() => amend('4')).toThrow(
      new EngineError(-2038, 'Order amend (quantity increase) is not supported.'),
    );
    expect(() => amend('3')).toThrow(
      new EngineError(-2038, 'The requested action would change no state; rejecting'),
    );
    expect(() => amend('1', 'ETHBTC')).toThrow(
      new EngineError(-2038, 'Order amend is not supported for this symbol.'),
    );
  });

  it('an amendment down to the executed quantity fills the order', () => {
    const v = testVenue();
    const order = v.limit('alice', 'SELL', '100', '3');
    v.limit('bob', 'BUY', '100', '1');
    const amended = v.amend('alice', { orderId: order.order.orderId, newQty: '1' });
    expect(amended.amendedOrder).toMatchObject({ status: 'FILLED', origQty: '1.00000000' });
    expect(v.queries.depth('BTCUSDT').asks).toEqual([]);
    expect(v.balance('alice', 'BTC').locked).toBe('0.00000000');
  });
});
