import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import type { ChaseView } from '@shared/ipc/futures';
import { recordPushes, type Pushed } from '../test-support/pushes';
import { refusal } from '../test-support/refusal';
import { paperMarketService } from '../market/test-support';
import type { MarketService } from '../market/market-service';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';
import { chasesOver, createChases } from './chase';
import { createChaseStore, type ChaseStore } from './chase-store';
import { createFuturesService } from './futures-service';
import { openUserData } from './test-support';
import { futuresVenueOf } from './futures-venue';
import { VenueError } from '../../venue/venue-error';

let venue: LoopbackVenue;
let market: MarketService;
beforeAll(async () => {
  venue = await startLoopbackVenue([
    'chaser',
    'limited',
    'stopper',
    'handmover',
    'restarter',
    'coinchaser',
    'bidder',
    'seller',
  ]);
  market = paperMarketService(venue.url, { coinm: true });
});
afterAll(async () => {
  market.dispose();
  await venue.close();
});

const context = { sessionId: 'test' };
const TICK = dec('0.10');

/** The venue's own book, best first. */
async function venueBook() {
  const depth = (await (await fetch(`${venue.url}/fapi/v1/depth?symbol=BTCUSDT&limit=5`)).json()) as {
    bids: [string, string][];
    asks: [string, string][];
  };
  return { bid: dec(depth.bids[0]![0]), ask: dec(depth.asks[0]![0]) };
}

/** Another account's resting limit, at `price`. */
const limit = (account: string, side: 'BUY' | 'SELL', price: string, quantity = '0.010') =>
  venue.client(account).futures.usdm!.newOrder({
    symbol: 'BTCUSDT',
    side,
    type: 'LIMIT',
    timeInForce: 'GTC',
    price,
    quantity,
  });

/** One account's futures service and its chases, fed by its user-data stream. */
async function chasesOf(account: string, store?: ChaseStore) {
  const { emit, next } = recordPushes();
  const client = venue.client(account);
  const futures = createFuturesService({ venue: async () => futuresVenueOf(client), emit });
  const chases = chasesOver(futures, market, emit, {
    minMoveMs: 0,
    ...(store ? { store, profileKey: async () => account } : {}),
  });
  const streams = await openUserData(futures, client, { emit, next });
  /** The first chase push that matches. */
  const chaseWhere = async (match: (chase: ChaseView) => boolean) => {
    const pushed = (await next(
      (p: Pushed) => p.name === 'tt:futures:chaseUpdated' && match(p.payload.chase),
    )) as {
      payload: { chase: ChaseView };
    };
    return pushed.payload.chase;
  };
  /** The venue's own record of the chase's order. */
  const order = (clientOrderId: string) =>
    client.futures.usdm!.queryOrder({ symbol: 'BTCUSDT', origClientOrderId: clientOrderId });
  const close = async () => {
    chases.pauseAll('test over');
    futures.dispose();
    await streams.stop();
  };
  return { h: chases.handlers, chases, futures: futures.handlers, chaseWhere, order, close };
}

describe('chasing the best price over loopback', () => {
  it('keeps a buy at the best bid as bids rise, moved in place, until it fills', async () => {
    const { h, chaseWhere, order, close } = await chasesOf('chaser');
    try {
      const before = await venueBook();
      const started = await h['tt:futures:chase'](
        { family: 'usdm', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.010' },
        context,
      );
      expect(started).toMatchObject({ state: 'chasing', moves: 0 });
      expect(dec(started.price!).eq(before.bid)).toBe(true);
      const placed = await order(started.clientOrderId!);
      expect(placed).toMatchObject({ status: 'NEW', timeInForce: 'GTX', type: 'LIMIT', origQty: '0.010' });
      expect((await venueBook()).bid.eq(before.bid)).toBe(true);

      // Another account bids a tick higher: the chase follows, the same order moved.
      const higher = before.bid.plus(TICK);
      expect(higher.lt(before.ask)).toBe(true);
      await limit('bidder', 'BUY', higher.toFixed(1));
      const moved = await chaseWhere((c) => c.id === started.id && c.moves === 1);
      expect(dec(moved.price!).eq(higher)).toBe(true);
      const venueMoved = await order(started.clientOrderId!);
      expect(venueMoved.orderId).toBe(placed.orderId);
      expect(dec(venueMoved.price).eq(higher)).toBe(true);
      expect((await h['tt:futures:chases']({}, context))[0]).toMatchObject({
        id: started.id,
        state: 'chasing',
      });

      // A seller takes the bidder's order and then the chase's (the same price, later in the queue).
      await venue.client('seller').futures.usdm!.newOrder({
        symbol: 'BTCUSDT',
        side: 'SELL',
        type: 'MARKET',
        quantity: '0.020',
      });
      const filled = await chaseWhere((c) => c.id === started.id && c.state !== 'chasing');
      expect(filled).toMatchObject({ state: 'filled', note: null });
      const done = await order(started.clientOrderId!);
      expect(done).toMatchObject({ status: 'FILLED', executedQty: '0.010' });
      expect(dec(filled.filled).eq(done.executedQty)).toBe(true);
    } finally {
      await close();
    }
  });

  it("stops where the best bid passes the chase's limit, the order left where it was", async () => {
    const { h, chaseWhere, order, close } = await chasesOf('limited');
    try {
      const before = await venueBook();
      const started = await h['tt:futures:chase'](
        {
          family: 'usdm',
          symbol: 'BTCUSDT',
          side: 'BUY',
          quantity: '0.010',
          limitPrice: before.bid.toFixed(1),
        },
        context,
      );
      const higher = before.bid.plus(TICK.mul(2));
      await limit('bidder', 'BUY', higher.toFixed(1));
      const stopped = await chaseWhere((c) => c.id === started.id && c.state !== 'chasing');
      expect(stopped.state).toBe('stopped');
      expect(stopped.note).toMatch(/passed the chase's limit/);
      expect(await order(started.clientOrderId!)).toMatchObject({ status: 'NEW', price: started.price });

      // A limit the best bid is already past: refused before anything is sent.
      const book = await venueBook();
      const refused = await refusal(
        h['tt:futures:chase'](
          {
            family: 'usdm',
            symbol: 'BTCUSDT',
            side: 'BUY',
            quantity: '0.010',
            limitPrice: book.bid.minus(TICK).toFixed(1),
          },
          context,
        ),
      );
      expect(refused.message).toMatch(/is already past the chase's limit: nothing was sent\.$/);
    } finally {
      await close();
    }
  });

  it('stops when the trader says so and leaves the order working; a bad size is refused as any order', async () => {
    const { h, order, close } = await chasesOf('stopper');
    try {
      const started = await h['tt:futures:chase'](
        { family: 'usdm', symbol: 'BTCUSDT', side: 'SELL', quantity: '0.010' },
        context,
      );
      const book = await venueBook();
      expect(dec(started.price!).eq(book.ask)).toBe(true);
      const stopped = await h['tt:futures:stopChase']({ id: started.id }, context);
      expect(stopped).toMatchObject({
        state: 'stopped',
        note: 'Stopped by you; the order stays where it was.',
      });
      expect(await order(started.clientOrderId!)).toMatchObject({ status: 'NEW', side: 'SELL' });

      const refused = await refusal(
        h['tt:futures:chase'](
          { family: 'usdm', symbol: 'BTCUSDT', side: 'SELL', quantity: '0.0101' },
          context,
        ),
      );
      expect(refused.code).toBe(-1111);
    } finally {
      await close();
    }
  });

  it('lets go of its order when the trader moves it by hand, and the order stays where it was moved', async () => {
    const { h, futures, chaseWhere, order, close } = await chasesOf('handmover');
    try {
      const started = await h['tt:futures:chase'](
        { family: 'usdm', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.010' },
        context,
      );
      // Moved a tick lower by hand: the best bid is then above it, which a chase would follow.
      const lower = dec(started.price!).minus(TICK).toFixed(1);
      await futures['tt:futures:modify'](
        { family: 'usdm', symbol: 'BTCUSDT', clientOrderId: started.clientOrderId!, price: lower },
        context,
      );
      const stopped = await chaseWhere((c) => c.id === started.id && c.state !== 'chasing');
      expect(stopped).toMatchObject({
        state: 'stopped',
        note: 'Stopped: you moved its order by hand.',
        moves: 0,
      });
      await limit('bidder', 'BUY', dec(started.price!).plus(TICK).toFixed(1));
      expect(dec((await order(started.clientOrderId!)).price).eq(lower)).toBe(true);
    } finally {
      await close();
    }
  });

  it('goes on after a restart where its order still works, and forgets one whose order ended meanwhile', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tt-chases-'));
    try {
      const before = createChaseStore(dataDir);
      const first = await chasesOf('restarter', before);
      const kept = await first.h['tt:futures:chase'](
        { family: 'usdm', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.010' },
        context,
      );
      const ended = await first.h['tt:futures:chase'](
        { family: 'usdm', symbol: 'BTCUSDT', side: 'SELL', quantity: '0.010' },
        context,
      );
      await before.flush();
      // The app quits: nothing more is done, the file holds both. One order is cancelled meanwhile.
      first.chases.pauseAll('quit');
      await first.close();
      await venue.client('restarter').futures.usdm!.cancelOrder({
        symbol: 'BTCUSDT',
        origClientOrderId: ended.clientOrderId!,
      });

      const after = createChaseStore(dataDir);
      const second = await chasesOf('restarter', after);
      try {
        await second.chases.resume();
        const listed = await second.h['tt:futures:chases']({}, context);
        expect(listed.map((c) => [c.clientOrderId, c.state])).toEqual([[kept.clientOrderId, 'chasing']]);
        await after.flush();
        expect((await after.load('restarter')).map((r) => r.clientOrderId)).toEqual([kept.clientOrderId]);
        // It follows the book again: a higher bid moves the same order.
        const higher = (await venueBook()).bid.plus(TICK);
        await limit('bidder', 'BUY', higher.toFixed(1));
        const moved = await second.chaseWhere((c) => c.clientOrderId === kept.clientOrderId && c.moves === 1);
        expect(dec(moved.price!).eq(higher)).toBe(true);
        expect(dec((await second.order(kept.clientOrderId!)).price).eq(higher)).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('chases a COIN-M contract in contracts, on its own book and tick', async () => {
    const { h, chaseWhere, close } = await chasesOf('coinchaser');
    try {
      const depth = (await (await fetch(`${venue.url}/dapi/v1/depth?symbol=BTCUSD_PERP&limit=5`)).json()) as {
        bids: [string, string][];
      };
      const bid = dec(depth.bids[0]![0]);
      const started = await h['tt:futures:chase'](
        { family: 'coinm', symbol: 'BTCUSD_PERP', side: 'BUY', quantity: '1' },
        context,
      );
      expect(dec(started.price!).eq(bid)).toBe(true);
      const coinm = venue.client('coinchaser').futures.coinm!;
      expect(
        await coinm.queryOrder({ symbol: 'BTCUSD_PERP', origClientOrderId: started.clientOrderId! }),
      ).toMatchObject({
        status: 'NEW',
        timeInForce: 'GTX',
        origQty: '1',
      });
      const higher = bid.plus(TICK).toFixed(1);
      await venue.client('bidder').futures.coinm!.newOrder({
        symbol: 'BTCUSD_PERP',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: higher,
        quantity: '1',
      });
      const moved = await chaseWhere((c) => c.id === started.id && c.moves === 1);
      expect(dec(moved.price!).eq(higher)).toBe(true);
      const order = await coinm.queryOrder({
        symbol: 'BTCUSD_PERP',
        origClientOrderId: started.clientOrderId!,
      });
      expect(dec(order.price).eq(higher)).toBe(true);
    } finally {
      await close();
    }
  });

  it('keeps a written chase whose order the venue cannot be asked about, and forgets one it does not know', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tt-chases-'));
    try {
      const store = createChaseStore(dataDir);
      const args = { family: 'usdm', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.010' } as const;
      await store.save('p', [
        { args, clientOrderId: 'unreachable', startPrice: '30000.0' },
        { args, clientOrderId: 'unknown', startPrice: '30000.0' },
      ]);
      const chases = createChases({
        place: async () => {
          throw new Error('not placed here');
        },
        modify: async () => {
          throw new Error('not moved here');
        },
        readOrder: async (_family, _symbol, clientOrderId) => {
          throw clientOrderId === 'unknown'
            ? new VenueError({
                kind: 'venue',
                endpoint: 'GET /fapi/v1/order',
                code: -2013,
                message: 'Order does not exist.',
              })
            : new VenueError({
                kind: 'network',
                endpoint: 'GET /fapi/v1/order',
                message: 'connect ECONNREFUSED',
              });
        },
        tickOf: async () => '0.10',
        followBest: () => () => undefined,
        emit: () => undefined,
        store,
        profileKey: async () => 'p',
      });
      await chases.resume();
      await store.flush();
      expect(await chases.handlers['tt:futures:chases']({}, context)).toEqual([]);
      expect((await store.load('p')).map((r) => r.clientOrderId)).toEqual(['unreachable']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
