import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveVenue, type LiveVenue } from './live-fixture';
import { rateLimitsOf } from '../test-support';

/** cancelReplace's outcome table and amend keepPriority, on the real engine. */
let v: LiveVenue;
beforeAll(async () => {
  v = await startLiveVenue();
});
afterAll(() => v.stop());

const replace = (query: string) => v.alice('POST', '/api/v3/order/cancelReplace', query);
const amend = (symbol: string, orderId: number, newQty: string) =>
  v.alice('PUT', '/api/v3/order/amend/keepPriority', `symbol=${symbol}&orderId=${orderId}&newQty=${newQty}`);
const placeAs = (trader: 'alice' | 'bob', query: string) => v[trader]('POST', '/api/v3/order', query);
/** The id of the order the venue placed for the trader. */
const placedId = async (trader: 'alice' | 'bob', query: string) =>
  ((await placeAs(trader, query)).body as { orderId: number }).orderId;

const rest = async (venue: LiveVenue, price: string, extra = '') => {
  const reply = await venue.alice(
    'POST',
    '/api/v3/order',
    `symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.01&price=${price}${extra}`,
  );
  return (reply.body as { orderId: number }).orderId;
};
const replaceQuery = (mode: string, cancelOrderId: number, newOrder: string, extra = '') =>
  `symbol=BTCUSDT&cancelReplaceMode=${mode}&cancelOrderId=${cancelOrderId}${newOrder}${extra}`;
const GOOD = '&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.01&price=45000';
/** Passes every filter, but the engine refuses it: it would take liquidity (bob’s ask below). */
const REFUSED = '&side=BUY&type=LIMIT_MAKER&quantity=0.01&price=61000';
const UNKNOWN = 987654;

/** A refused cancelReplace as the venue answers it: the HTTP status, the code and what each half did. */
const replyOf = (status: number, code: number, data: object) => ({ status, body: { code, data } });
const unknownOrder = { code: -2011, msg: 'Unknown order sent.' };
const wouldTake = { code: -2010, msg: 'Order would immediately match and take.' };

describe('cancelReplace within the order limit', () => {
  beforeAll(async () => {
    await placeAs('bob', 'symbol=BTCUSDT&side=SELL&type=LIMIT&timeInForce=GTC&quantity=1&price=60000');
  });

  for (const limitMode of ['DO_NOTHING', 'CANCEL_ONLY']) {
    const withMode = `&orderRateLimitExceededMode=${limitMode}`;

    it(`${limitMode}: both succeed → 200 with the cancel and the new order`, async () => {
      for (const mode of ['STOP_ON_FAILURE', 'ALLOW_FAILURE']) {
        const target = await rest(v, '44000');
        const reply = await replace(replaceQuery(mode, target, GOOD, withMode));
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({
          cancelResult: 'SUCCESS',
          newOrderResult: 'SUCCESS',
          cancelResponse: { orderId: target, status: 'CANCELED' },
          newOrderResponse: { status: 'NEW', price: '45000.00000000', fills: [] },
        });
        expect(reply.headers.get('x-mbx-order-count-10s')).toMatch(/^\d+$/);
      }
    });

    it(`${limitMode}: STOP_ON_FAILURE with a failing cancel → 400 -2022, new order NOT_ATTEMPTED`, async () => {
      const reply = await replace(replaceQuery('STOP_ON_FAILURE', UNKNOWN, GOOD, withMode));
      expect(reply).toMatchObject({
        status: 400,
        body: {
          code: -2022,
          msg: 'Order cancel-replace failed.',
          data: {
            cancelResult: 'FAILURE',
            newOrderResult: 'NOT_ATTEMPTED',
            cancelResponse: unknownOrder,
            newOrderResponse: null,
          },
        },
      });
    });

    it(`${limitMode}: cancel succeeds, new order refused → 409 -2021 (both modes)`, async () => {
      for (const mode of ['STOP_ON_FAILURE', 'ALLOW_FAILURE']) {
        const target = await rest(v, '44000');
        const reply = await replace(replaceQuery(mode, target, REFUSED, withMode));
        expect(reply).toMatchObject({
          status: 409,
          body: {
            code: -2021,
            msg: 'Order cancel-replace partially failed.',
            data: {
              cancelResult: 'SUCCESS',
              newOrderResult: 'FAILURE',
              cancelResponse: { orderId: target, status: 'CANCELED' },
              newOrderResponse: wouldTake,
            },
          },
        });
        expect(reply.headers.get('x-mbx-order-count-10s')).toMatch(/^\d+$/);
      }
    });

    it(`${limitMode}: ALLOW_FAILURE with both failing → 400 -2022; cancel failing alone → 409 -2021`, async () => {
      const both = await replace(replaceQuery('ALLOW_FAILURE', UNKNOWN, REFUSED, withMode));
      expect(both).toMatchObject(
        replyOf(400, -2022, {
          cancelResult: 'FAILURE',
          newOrderResult: 'FAILURE',
          cancelResponse: unknownOrder,
          newOrderResponse: wouldTake,
        }),
      );
      const placed = await replace(replaceQuery('ALLOW_FAILURE', UNKNOWN, GOOD, withMode));
      expect(placed).toMatchObject(
        replyOf(409, -2021, {
          cancelResult: 'FAILURE',
          newOrderResult: 'SUCCESS',
          newOrderResponse: { status: 'NEW' },
        }),
      );
    });
  }

  it('honours cancelRestrictions and finds the order by cancelOrigClientOrderId', async () => {
    await rest(v, '43000', '&newClientOrderId=restricted');
    const reply = await replace(
      `symbol=BTCUSDT&cancelReplaceMode=STOP_ON_FAILURE&cancelOrigClientOrderId=restricted${GOOD}` +
        '&cancelRestrictions=ONLY_PARTIALLY_FILLED',
    );
    expect(reply.body).toMatchObject({
      code: -2022,
      data: { cancelResponse: { code: -2011, msg: 'Order was not canceled due to cancel restrictions.' } },
    });
    const allowed = await replace(
      `symbol=BTCUSDT&cancelReplaceMode=STOP_ON_FAILURE&cancelOrigClientOrderId=restricted${GOOD}` +
        '&cancelRestrictions=ONLY_NEW&cancelNewClientOrderId=replace-1',
    );
    expect(allowed.body).toMatchObject({
      cancelResponse: { origClientOrderId: 'restricted', clientOrderId: 'replace-1', status: 'CANCELED' },
    });
  });

  it('refuses a new order that breaks a filter before cancelling anything', async () => {
    const target = await rest(v, '44000');
    const reply = await v.alice(
      'POST',
      '/api/v3/order/cancelReplace',
      replaceQuery('ALLOW_FAILURE', target, GOOD.replace('45000', '45000.001')),
    );
    expect(reply).toMatchObject({ status: 400, body: { code: -1013, msg: 'Filter failure: PRICE_FILTER' } });
    const still = await v.alice('GET', '/api/v3/order', `symbol=BTCUSDT&orderId=${target}`);
    expect(still.body).toMatchObject({ status: 'NEW' });
  });
});

describe('cancelReplace over the order limit', () => {
  const TIGHT = rateLimitsOf({ weightPerMinute: 1_000_000, ordersPer10s: 2, ordersPerDay: 1_000_000 });
  let tight: LiveVenue;
  let first: number;
  let second: number;
  beforeAll(async () => {
    tight = await startLiveVenue({ rateLimits: TIGHT });
    first = await rest(tight, '44000');
    second = await rest(tight, '44000');
  });
  afterAll(() => tight.stop());
  const tooMany = { code: -1015, msg: 'Too many new orders; current limit is 2 orders per 10 SECOND.' };
  const replace = (mode: string, target: number, limitMode: string) =>
    tight.alice(
      'POST',
      '/api/v3/order/cancelReplace',
      replaceQuery(mode, target, GOOD, `&orderRateLimitExceededMode=${limitMode}`),
    );

  it('DO_NOTHING: refuses the whole request with -1015 and cancels nothing', async () => {
    const reply = await replace('STOP_ON_FAILURE', first, 'DO_NOTHING');
    expect(reply).toMatchObject({ status: 429, body: tooMany });
    expect((await tight.alice('GET', '/api/v3/order', `symbol=BTCUSDT&orderId=${first}`)).body).toMatchObject(
      {
        status: 'NEW',
      },
    );
  });

  it('STOP_ON_FAILURE + CANCEL_ONLY: cancels, refuses the new order → 429 -2021; failing cancel → 429 -2022', async () => {
    const done = await replace('STOP_ON_FAILURE', first, 'CANCEL_ONLY');
    expect(done).toMatchObject(
      replyOf(429, -2021, {
        cancelResult: 'SUCCESS',
        newOrderResult: 'FAILURE',
        cancelResponse: { orderId: first, status: 'CANCELED' },
        newOrderResponse: tooMany,
      }),
    );
    const failed = await replace('STOP_ON_FAILURE', first, 'CANCEL_ONLY');
    expect(failed).toMatchObject(
      replyOf(429, -2022, {
        cancelResult: 'FAILURE',
        newOrderResult: 'NOT_ATTEMPTED',
        newOrderResponse: null,
      }),
    );
  });

  it('ALLOW_FAILURE + CANCEL_ONLY: failing cancel → 400 -2022; cancel alone → 409 -2021', async () => {
    const failed = await replace('ALLOW_FAILURE', first, 'CANCEL_ONLY');
    expect(failed).toMatchObject(
      replyOf(400, -2022, {
        cancelResult: 'FAILURE',
        newOrderResult: 'FAILURE',
        cancelResponse: unknownOrder,
        newOrderResponse: tooMany,
      }),
    );
    const done = await replace('ALLOW_FAILURE', second, 'CANCEL_ONLY');
    expect(done).toMatchObject(
      replyOf(409, -2021, { cancelResult: 'SUCCESS', newOrderResult: 'FAILURE', newOrderResponse: tooMany }),
    );
    expect(done.headers.get('x-mbx-order-count-10s')).toMatch(/^\d+$/);
  });
});

describe('amend keepPriority', () => {
  it('reduces the quantity in place: the order keeps its queue position', async () => {
    const firstId = await placedId(
      'alice',
      'symbol=ETHUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.3&price=2000&newClientOrderId=amend-me',
    );
    const secondId = await placedId(
      'bob',
      'symbol=ETHUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.1&price=2000',
    );
    const amended = await amend('ETHUSDT', firstId, '0.2&newClientOrderId=amended');
    expect(amended.status).toBe(200);
    expect(amended.body).toMatchObject({
      transactTime: v.clock.now(),
      executionId: expect.any(Number),
      amendedOrder: {
        orderId: firstId,
        origClientOrderId: 'amend-me',
        clientOrderId: 'amended',
        qty: '0.20000000',
        status: 'NEW',
      },
    });
    await v.carol(
      'POST',
      '/api/v3/order',
      'symbol=ETHUSDT&side=SELL&type=LIMIT&timeInForce=GTC&quantity=0.2&price=2000',
    );
    expect((await v.alice('GET', '/api/v3/order', `symbol=ETHUSDT&orderId=${firstId}`)).body).toMatchObject({
      status: 'FILLED',
      executedQty: '0.20000000',
    });
    expect((await v.bob('GET', '/api/v3/order', `symbol=ETHUSDT&orderId=${secondId}`)).body).toMatchObject({
      status: 'NEW',
    });
    const records = await v.alice('GET', '/api/v3/order/amendments', `symbol=ETHUSDT&orderId=${firstId}`);
    expect(records.body).toEqual([
      expect.objectContaining({
        orderId: firstId,
        origClientOrderId: 'amend-me',
        newClientOrderId: 'amended',
        origQty: '0.30000000',
        newQty: '0.20000000',
      }),
    ]);
  });

  it('refuses increases, symbols without amendAllowed, and more than MAX_NUM_ORDER_AMENDS', async () => {
    const id = await placedId(
      'alice',
      'symbol=ETHUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1&price=1900',
    );
    const up = await amend('ETHUSDT', id, '2');
    expect(up.body).toEqual({ code: -2038, msg: 'Order amend (quantity increase) is not supported.' });
    for (let i = 1; i <= 10; i += 1) {
      const qty = `0.${100 - i * 5}`; // 0.95 … 0.50
      const ok = await amend('ETHUSDT', id, qty);
      expect(ok.status).toBe(200);
    }
    const eleventh = await amend('ETHUSDT', id, '0.1');
    expect(eleventh.body).toEqual({ code: -2038, msg: 'Filter failure: MAX_NUM_ORDER_AMENDS' });
    const ethId = await placedId(
      'alice',
      'symbol=ETHBTC&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1&price=0.03',
    );
    const refused = await amend('ETHBTC', ethId, '0.5');
    expect(refused.body).toEqual({ code: -2038, msg: 'Order amend is not supported for this symbol.' });
  });
});
