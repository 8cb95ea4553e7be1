import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PayloadOf } from '@shared/ipc/contract';
import type { FuturesOrderView } from '@shared/ipc/futures';
import { VenueError } from '../../venue/venue-error';
import { createFuturesService, type FuturesServiceDeps } from './futures-service';
import { futuresVenueOf } from './futures-venue';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';

let venue: LoopbackVenue;
beforeAll(async () => {
  venue = await startLoopbackVenue(
    ['lost-usdm', 'lost-coinm', 'never-arrived', 'lost-algo', 'algo-never-arrived'],
    { faults: true },
  );
});
afterEach(() => venue.faults.apply({ serverErrorPercent: 0, latencyMs: 0 }));
afterAll(() => venue.close());

const context = { sessionId: 'test' };
type Handlers = ReturnType<typeof serviceFor>['h'];

function serviceFor(account: string, options: Partial<FuturesServiceDeps> = {}, timeoutMs?: number) {
  const updates: FuturesOrderView[] = [];
  const changes: PayloadOf<'tt:futures:changed'>[] = [];
  const client = venue.client(account, { timeoutMs });
  const service = createFuturesService({
    venue: async () => futuresVenueOf(client),
    emit: (name, payload) => {
      if (name === 'tt:futures:orderUpdated')
        updates.push((payload as PayloadOf<'tt:futures:orderUpdated'>).order);
      if (name === 'tt:futures:changed') changes.push(payload as PayloadOf<'tt:futures:changed'>);
    },
    reconcileBackoff: { baseMs: 10, maxMs: 100 },
    ...options,
  });
  return { h: service.handlers, service, client, updates, changes };
}

/** A USD-M order as the place handler takes it. */
type UsdmOrder = Extract<Parameters<Handlers['tt:futures:place']>[0], { family: 'usdm' }>['order'];

const orderPosts = (family: 'fapi' | 'dapi') =>
  venue.received.filter((r) => r === `POST /${family}/v1/order`).length;
const algoPosts = () => venue.received.filter((r) => r === 'POST /fapi/v1/algoOrder').length;
const algoQueries = () => venue.received.filter((r) => r === 'GET /fapi/v1/algoOrder').length;
/** A GTC limit order's fields. */
const gtcLimit = (symbol: string, side: 'BUY' | 'SELL', price: string, quantity: string) =>
  ({ type: 'LIMIT', symbol, side, timeInForce: 'GTC', price, quantity }) as const;
/** A resting buy well below the BTCUSDT market. */
const BUY_BTC_LIMIT = gtcLimit('BTCUSDT', 'BUY', '29000.0', '0.010');
/** A sell stop on the mark, far enough below it not to trigger while the test runs. */
const stopBelowMark = (symbol: string) =>
  ({
    type: 'STOP_MARKET',
    symbol,
    side: 'SELL',
    stopPrice: venue.state.markets.get(symbol)!.mark.minus(100).toFixed(2),
    quantity: '0.100',
    workingType: 'MARK_PRICE',
  }) as const;

describe('a futures order whose answer is a 5xx after the venue accepted it', () => {
  it('quote-settled: shows UNKNOWN, then the resting order the venue holds, sent once', async () => {
    const { h, service, client, updates, changes } = serviceFor('lost-usdm');
    const order = BUY_BTC_LIMIT;
    await h['tt:futures:symbols']({ family: 'usdm' }, context);
    const postsBefore = orderPosts('fapi');
    venue.faults.apply({ serverErrorPercent: 100 });

    const answer = await h['tt:futures:place']({ family: 'usdm', order }, context);
    expect(answer).toMatchObject({ status: 'UNKNOWN', orderId: null, price: '29000.0', origQty: '0.010' });
    expect(answer.clientOrderId).toMatch(/^[.A-Z:/a-z0-9_-]{1,36}$/);
    expect(answer.problem).toMatchObject({ kind: 'unknown-outcome', status: 503, code: -1007 });

    await service.settled();
    expect(updates.map((o) => o.status)).toEqual(['UNKNOWN', 'NEW']);
    expect(venue.received).toContain('GET /fapi/v1/order');
    const known = updates[1]!;
    expect(known).toMatchObject({ clientOrderId: answer.clientOrderId, status: 'NEW', price: '29000.00' });
    expect(known.orderId).toEqual(expect.any(Number));
    expect(changes).toContainEqual({ family: 'usdm', symbol: 'BTCUSDT' });

    // The venue holds exactly the one order, sent once; the terminal shows just that.
    const atVenue = await client.futures.usdm!.openOrders({ symbol: 'BTCUSDT' });
    expect(atVenue.map((o) => o.clientOrderId)).toEqual([answer.clientOrderId]);
    expect(orderPosts('fapi') - postsBefore).toBe(1);
    const shown = await h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(shown.map((o) => [o.orderId, o.status])).toEqual([[known.orderId, 'NEW']]);
  });

  it('contract-quantity: shows UNKNOWN, then the filled market order and its one position', async () => {
    const { h, service, client, updates } = serviceFor('lost-coinm');
    const order = { type: 'MARKET', symbol: 'BTCUSD_PERP', side: 'BUY', quantity: '2' } as const;
    await h['tt:futures:symbols']({ family: 'coinm' }, context);
    const postsBefore = orderPosts('dapi');
    venue.faults.apply({ serverErrorPercent: 100 });

    const answer = await h['tt:futures:place']({ family: 'coinm', order }, context);
    expect(answer).toMatchObject({ family: 'coinm', status: 'UNKNOWN', orderId: null, origQty: '2' });

    await service.settled();
    expect(updates.map((o) => o.status)).toEqual(['UNKNOWN', 'FILLED']);
    expect(updates[1]).toMatchObject({ clientOrderId: answer.clientOrderId, executedQty: '2' });

    const atVenue = await client.futures.coinm!.queryOrder({
      symbol: 'BTCUSD_PERP',
      origClientOrderId: answer.clientOrderId,
    });
    expect(atVenue).toMatchObject({ status: 'FILLED', executedQty: '2' });
    expect(orderPosts('dapi') - postsBefore).toBe(1);
    // Filled once: the position is the order's 2 contracts, not 4.
    const [position] = await h['tt:futures:positions']({ family: 'coinm', symbol: 'BTCUSD_PERP' }, context);
    expect(position!.size).toBe('2');
    expect(await h['tt:futures:open']({ family: 'coinm' }, context)).toEqual([]);
  });
});

describe('an UNKNOWN futures order the venue lists among the open orders', () => {
  it('is known from that list without being asked for', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { h, service, updates } = serviceFor('lost-usdm', { sleep: () => held });
    venue.faults.apply({ serverErrorPercent: 100 });
    const answer = await h['tt:futures:place'](
      {
        family: 'usdm',
        order: gtcLimit('ETHUSDT', 'SELL', '2100.00', '0.100'),
      },
      context,
    );
    venue.faults.apply({ serverErrorPercent: 0 });
    const queriesBefore = venue.received.filter((r) => r === 'GET /fapi/v1/order').length;
    const shown = await h['tt:futures:open']({ family: 'usdm', symbol: 'ETHUSDT' }, context);
    expect(shown.map((o) => [o.clientOrderId, o.status])).toEqual([[answer.clientOrderId, 'NEW']]);
    expect(updates.map((o) => o.status)).toEqual(['UNKNOWN', 'NEW']);
    release();
    await service.settled();
    expect(venue.received.filter((r) => r === 'GET /fapi/v1/order').length).toBe(queriesBefore);
  });
});

/**
 * A service whose reconciler waits for the test to look at the UNKNOWN row first (`lookedAtUnknown`),
 * with a 500 ms recvWindow; what the pre-send checks read is read now, so with a latency fault only
 * the order itself is slow.
 */
async function serviceLookingFirst(name: string) {
  let lookedAtUnknown!: () => void;
  const looked = new Promise<void>((resolve) => (lookedAtUnknown = resolve));
  const shortly = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const built = serviceFor(
    name,
    { orderRecvWindowMs: 500, markMaxAgeMs: 60_000, sleep: (ms) => looked.then(() => shortly(ms)) },
    1_000,
  );
  const { h } = built;
  await h['tt:futures:symbols']({ family: 'usdm' }, context);
  await h['tt:futures:positionMode']({ family: 'usdm' }, context);
  await h['tt:futures:positions']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
  /** Places an order the venue handles only after its recvWindow, answered after the client gave up. */
  const placeTooLate = async (order: UsdmOrder) => {
    venue.faults.apply({ latencyMs: 3 * 1_000 });
    const answer = await h['tt:futures:place']({ family: 'usdm', order }, context);
    venue.faults.apply({ latencyMs: 0 });
    return answer;
  };
  /** The order shows UNKNOWN among the open orders; only then may the reconciler ask for it. */
  const shownUnknown = async (answer: FuturesOrderView) => {
    expect(answer).toMatchObject({ status: 'UNKNOWN', problem: { kind: 'unknown-outcome' } });
    const unknownRows = await h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(unknownRows.map((o) => [o.clientOrderId, o.status])).toEqual([[answer.clientOrderId, 'UNKNOWN']]);
    lookedAtUnknown();
  };
  /** Once settled, the order turned from UNKNOWN into not placed, with the venue's reason. */
  const settledNotPlaced = async (answer: FuturesOrderView) => {
    await built.service.settled();
    expect(built.updates.map((o) => o.status)).toEqual(['UNKNOWN', 'REJECTED']);
    const notPlaced = built.updates[1]!;
    expect(notPlaced).toMatchObject({ clientOrderId: answer.clientOrderId, orderId: null });
    expect(notPlaced.problem).toMatchObject({ kind: 'venue', code: -2013 });
    expect(notPlaced.problem!.message).toMatch(/^The order was not placed: .*Order does not exist\.$/);
  };
  /** The not-placed order stays listed (`where` the open orders are read) until dismissed. */
  const shownRejectedUntilDismissed = async (answer: FuturesOrderView, where: { symbol?: string } = {}) => {
    const shown = await h['tt:futures:open']({ family: 'usdm', ...where }, context);
    expect(shown.map((o) => [o.clientOrderId, o.status])).toEqual([[answer.clientOrderId, 'REJECTED']]);
    await h['tt:futures:dismiss']({ family: 'usdm', clientOrderId: answer.clientOrderId }, context);
    expect(await h['tt:futures:open']({ family: 'usdm', ...where }, context)).toEqual([]);
  };
  return { ...built, placeTooLate, shownUnknown, settledNotPlaced, shownRejectedUntilDismissed };
}

describe('a futures order that never reached the venue', () => {
  it('stays UNKNOWN while it could still arrive, then shows as not placed with the reason', async () => {
    const { client, ...looking } = await serviceLookingFirst('never-arrived');
    const postsBefore = orderPosts('fapi');
    // The venue handles the order after its recvWindow is over and refuses it (-1021); the client
    // gives up waiting first, so to the terminal its fate is unknown.
    const answer = await looking.placeTooLate(BUY_BTC_LIMIT);
    const queries = () => venue.received.filter((r) => r === 'GET /fapi/v1/order').length;
    const queriesBefore = queries();
    expect(answer.problem!.message).toContain('no answer within 1000 ms');
    await looking.shownUnknown(answer);

    await looking.settledNotPlaced(answer);
    // Not believed before the order's window was over: asked more than once.
    expect(queries() - queriesBefore).toBeGreaterThan(1);

    const missing = await client.futures
      .usdm!.queryOrder({ symbol: 'BTCUSDT', origClientOrderId: answer.clientOrderId })
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(VenueError);
    expect((missing as VenueError).code).toBe(-2013);
    expect(await client.futures.usdm!.openOrders({ symbol: 'BTCUSDT' })).toEqual([]);
    expect(orderPosts('fapi') - postsBefore).toBe(1);

    await looking.shownRejectedUntilDismissed(answer);
  });
});

describe('a USD-M conditional order whose answer is a 5xx after the algo service accepted it', () => {
  it('shows UNKNOWN, then the algo order the venue holds, asked for by clientAlgoId, sent once', async () => {
    const { h, service, client, updates } = serviceFor('lost-algo');
    await h['tt:futures:symbols']({ family: 'usdm' }, context);
    const order = stopBelowMark('ETHUSDT');
    const postsBefore = algoPosts();
    venue.faults.apply({ serverErrorPercent: 100 });

    const answer = await h['tt:futures:place']({ family: 'usdm', order }, context);
    expect(answer).toMatchObject({
      status: 'UNKNOWN',
      orderId: null,
      type: 'STOP_MARKET',
      stopPrice: order.stopPrice,
      origQty: '0.100',
    });
    expect(answer.problem).toMatchObject({ kind: 'unknown-outcome', status: 503 });

    await service.settled();
    expect(updates.map((o) => o.status)).toEqual(['UNKNOWN', 'NEW']);
    const known = updates[1]!;
    expect(known).toMatchObject({
      clientOrderId: answer.clientOrderId,
      algoStatus: 'NEW',
      algoId: expect.any(Number),
      stopPrice: order.stopPrice,
    });
    expect(algoQueries()).toBeGreaterThan(0);

    // The algo service holds exactly the one order, sent once; the terminal shows just that.
    const atVenue = await client.futures.usdm!.openAlgoOrders({ symbol: 'ETHUSDT' });
    expect(atVenue.map((o) => [o.algoId, o.clientAlgoId])).toEqual([[known.algoId, answer.clientOrderId]]);
    expect(algoPosts() - postsBefore).toBe(1);
    const shown = await h['tt:futures:open']({ family: 'usdm', symbol: 'ETHUSDT' }, context);
    expect(shown.map((o) => [o.algoId, o.status])).toEqual([[known.algoId, 'NEW']]);
  });
});

describe('a USD-M conditional order that never reached the algo service', () => {
  it('stays UNKNOWN while it could still arrive, then shows as not placed until dismissed', async () => {
    const { client, ...looking } = await serviceLookingFirst('algo-never-arrived');
    const postsBefore = algoPosts();
    // Handled after its recvWindow (-1021), answered after the client gave up: its fate is unknown.
    const answer = await looking.placeTooLate(stopBelowMark('BTCUSDT'));
    const queriesBefore = algoQueries();
    await looking.shownUnknown(answer);

    await looking.settledNotPlaced(answer);
    // Asked by clientAlgoId, and not believed before the order's window was over.
    expect(algoQueries() - queriesBefore).toBeGreaterThan(1);

    const missing = await client.futures
      .usdm!.queryAlgoOrder({ clientAlgoId: answer.clientOrderId })
      .catch((error: unknown) => error);
    expect((missing as VenueError).code).toBe(-2013);
    expect(await client.futures.usdm!.openAlgoOrders({ symbol: 'BTCUSDT' })).toEqual([]);
    expect(algoPosts() - postsBefore).toBe(1);

    await looking.shownRejectedUntilDismissed(answer, { symbol: 'BTCUSDT' });
  });
});
