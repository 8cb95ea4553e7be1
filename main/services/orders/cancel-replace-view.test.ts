import { describe, expect, it } from 'vitest';
import { VenueError } from '../../venue/venue-error';
import { cancelReplaceParts, cancelReplaceRefusal } from './cancel-replace-view';

const report = {
  symbol: 'BTCUSDT',
  origClientOrderId: 'old1',
  orderId: 1,
  orderListId: -1,
  clientOrderId: 'cancel1',
  transactTime: 5,
  price: '100.00000000',
  origQty: '1.00000000',
  executedQty: '0.00000000',
  origQuoteOrderQty: '0.00000000',
  cummulativeQuoteQty: '0.00000000',
  status: 'CANCELED' as const,
  timeInForce: 'GTC' as const,
  type: 'LIMIT' as const,
  side: 'BUY' as const,
  selfTradePreventionMode: 'NONE' as const,
};
const placed = { symbol: 'BTCUSDT', orderId: 2, orderListId: -1, clientOrderId: 'new1', transactTime: 5 };
const refusal = (code: number, msg: string) => ({ code, msg });

const partial = (status: number, code: number, data: object) =>
  cancelReplaceParts({ outcome: 'partial', status, code, msg: 'x', data: data as never }, 'old1');

const thrown = (status: number, code: number, msg: string, data: object) =>
  cancelReplaceRefusal(
    new VenueError({
      kind: 'venue',
      endpoint: 'POST /api/v3/order/cancelReplace',
      status,
      code,
      message: msg,
      data,
    }),
    'old1',
  );

describe('cancelReplace outcomes as views', () => {
  it('both done (200)', () => {
    const parts = cancelReplaceParts(
      {
        outcome: 'replaced',
        cancelResult: 'SUCCESS',
        newOrderResult: 'SUCCESS',
        cancelResponse: report,
        newOrderResponse: placed,
      },
      'old1',
    );
    expect(parts.view).toMatchObject({ cancelResult: 'SUCCESS', newOrderResult: 'SUCCESS', status: 200 });
    expect(parts.view.explanation).toBe('The old order old1 was cancelled; the new order was placed.');
    expect(parts.placed?.orderId).toBe(2);
  });

  it('cancel done, new order refused (409 -2021): a result, with the refusal', () => {
    const parts = partial(409, -2021, {
      cancelResult: 'SUCCESS',
      newOrderResult: 'FAILURE',
      cancelResponse: report,
      newOrderResponse: refusal(-2010, 'Order would immediately match and take.'),
    });
    expect(parts.view).toMatchObject({
      status: 409,
      newOrderError: { code: -2010, message: 'Order would immediately match and take.' },
      cancelError: null,
    });
    expect(parts.view.explanation).toBe(
      'The old order old1 was cancelled; the new order was NOT placed: Order would immediately match and take. (code -2010).',
    );
  });

  it('ALLOW_FAILURE: cancel refused, new order placed (409 -2021)', () => {
    const parts = partial(409, -2021, {
      cancelResult: 'FAILURE',
      newOrderResult: 'SUCCESS',
      cancelResponse: refusal(-2011, 'Unknown order sent.'),
      newOrderResponse: placed,
    });
    expect(parts.view.explanation).toBe(
      'The old order old1 was NOT cancelled: Unknown order sent. (code -2011); it may still be open; the new order was placed.',
    );
    expect(parts.placed?.clientOrderId).toBe('new1');
    expect(parts.canceled).toBeNull();
  });

  it('STOP_ON_FAILURE: cancel refused, new order not attempted (400 -2022)', () => {
    const parts = thrown(400, -2022, 'Order cancel-replace failed.', {
      cancelResult: 'FAILURE',
      newOrderResult: 'NOT_ATTEMPTED',
      cancelResponse: refusal(-2011, 'Unknown order sent.'),
      newOrderResponse: null,
    });
    expect(parts?.view).toMatchObject({
      status: 400,
      cancelResult: 'FAILURE',
      newOrderResult: 'NOT_ATTEMPTED',
    });
    expect(parts?.view.explanation).toBe(
      'The old order old1 was NOT cancelled: Unknown order sent. (code -2011); it may still be open; no new order was placed (not attempted).',
    );
  });

  it('ALLOW_FAILURE: both refused (400 -2022)', () => {
    const parts = thrown(400, -2022, 'Order cancel-replace failed.', {
      cancelResult: 'FAILURE',
      newOrderResult: 'FAILURE',
      cancelResponse: refusal(-2011, 'Unknown order sent.'),
      newOrderResponse: refusal(-2010, 'Account has insufficient balance for requested action.'),
    });
    expect(parts?.view).toMatchObject({ cancelResult: 'FAILURE', newOrderResult: 'FAILURE' });
    expect(parts?.view.newOrderError?.code).toBe(-2010);
  });

  it('order rate limit exceeded under DO_NOTHING (429): nothing attempted', () => {
    const parts = cancelReplaceRefusal(
      new VenueError({
        kind: 'rate-limited',
        endpoint: 'POST /api/v3/order/cancelReplace',
        status: 429,
        code: -1015,
        message: 'rate limited',
      }),
      'old1',
    );
    expect(parts?.view).toMatchObject({
      status: 429,
      cancelResult: 'NOT_ATTEMPTED',
      newOrderResult: 'NOT_ATTEMPTED',
    });
  });

  it('anything else is not an outcome', () => {
    const error = new VenueError({
      kind: 'venue',
      endpoint: 'x',
      status: 400,
      code: -1102,
      message: 'Mandatory parameter',
    });
    expect(cancelReplaceRefusal(error, 'old1')).toBeUndefined();
  });
});
