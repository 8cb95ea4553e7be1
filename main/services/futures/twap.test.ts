import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import type { TwapView } from '@shared/ipc/twap';
import { recordPushes, type Pushed } from '../test-support/pushes';
import { refusal } from '../test-support/refusal';
import { paperMarketService } from '../market/test-support';
import type { MarketService } from '../market/market-service';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';
import { createFuturesTwapStore, twapsOver } from './twap';
import type { TwapStore } from '../twap/twap-store';
import type { TwapArgs } from '@shared/ipc/futures-args';
import { createFuturesService } from './futures-service';
import { openUserData } from './test-support';
import { futuresVenueOf } from './futures-venue';

let venue: LoopbackVenue;
let market: MarketService;
beforeAll(async () => {
  venue = await startLoopbackVenue(['slicer', 'uneven', 'stopper', 'restarter', 'shortless', 'limited']);
  market = paperMarketService(venue.url);
});
afterAll(async () => {
  market.dispose();
  await venue.close();
});

const context = { sessionId: 'test' };
/** A TWAP's second in these tests: its slices follow each other 20 times faster than in use. */
const SECOND_MS = 50;

/** One account's futures service and its TWAPs, fed by its user-data stream. */
async function twapsOf(account: string, store?: TwapStore<TwapArgs>, secondMs = SECOND_MS) {
  const { emit, next } = recordPushes();
  const client = venue.client(account);
  const futures = createFuturesService({ venue: async () => futuresVenueOf(client), emit });
  const twaps = twapsOver(futures, market, emit, {
    secondMs,
    ...(store ? { store, profileKey: async () => account } : {}),
  });
  const streams = await openUserData(futures, client, { emit, next });
  /** The first TWAP push that matches. */
  const twapWhere = async (match: (twap: TwapView) => boolean) => {
    const pushed = (await next(
      (p: Pushed) => p.name === 'tt:futures:twapUpdated' && match(p.payload.twap),
    )) as {
      payload: { twap: TwapView };
    };
    return pushed.payload.twap;
  };
  /** The venue's own record of the orders the account traded by, oldest first (from its trades). */
  const venueOrders = async () => {
    const usdm = client.futures.usdm!;
    const trades = await usdm.userTrades({ symbol: 'BTCUSDT' });
    const ids = [...new Set(trades.map((t) => t.orderId))].sort((a, b) => a - b);
    return Promise.all(ids.map((orderId) => usdm.queryOrder({ symbol: 'BTCUSDT', orderId })));
  };
  const position = async () =>
    (await client.futures.usdm!.positionRisk({ symbol: 'BTCUSDT' }))[0]?.positionAmt ?? '0';
  const close = async () => {
    twaps.pauseAll('test over');
    futures.dispose();
    await streams.stop();
  };
  return { h: twaps.handlers, twaps, twapWhere, venueOrders, position, close };
}

describe('a TWAP over loopback', () => {
  it('sends the size in equal market slices, the last at the end, and says what they filled', async () => {
    const { h, twapWhere, venueOrders, position, close } = await twapsOf('slicer');
    try {
      const started = await h['tt:futures:twap'](
        { family: 'usdm', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.030', slices: 3, durationSeconds: 4 },
        context,
      );
      expect(started).toMatchObject({ state: 'running', sent: 1, slices: 3 });
      // The first slice at once, the others 2 and 4 TWAP seconds after the start.
      expect(started.nextAt! - started.startedAt).toBe(2 * SECOND_MS);
      const done = await twapWhere((t) => t.id === started.id && t.state === 'done');
      expect(done).toMatchObject({ sent: 3, skipped: 0, executedQty: '0.030', note: null, nextAt: null });

      const orders = await venueOrders();
      expect(orders.map((o) => [o.type, o.status, o.origQty])).toEqual([
        ['MARKET', 'FILLED', '0.010'],
        ['MARKET', 'FILLED', '0.010'],
        ['MARKET', 'FILLED', '0.010'],
      ]);
      // The average is the venue's fills' own, weighted by size.
      const value = orders.reduce((sum, o) => sum.plus(dec(o.avgPrice!).mul(o.executedQty)), dec('0'));
      expect(dec(done.avgPrice!).eq(value.div('0.030').toDecimalPlaces(8))).toBe(true);
      expect(dec(await position()).eq('0.030')).toBe(true);
      expect((await h['tt:futures:twaps']({}, context))[0]).toMatchObject({ id: started.id, state: 'done' });
    } finally {
      await close();
    }
  });

  it('shares out what does not divide a step at a time, so the slices add up to the size', async () => {
    const { h, twapWhere, venueOrders, close } = await twapsOf('uneven');
    try {
      const started = await h['tt:futures:twap'](
        { family: 'usdm', symbol: 'BTCUSDT', side: 'SELL', quantity: '0.032', slices: 3, durationSeconds: 3 },
        context,
      );
      await twapWhere((t) => t.id === started.id && t.state === 'done');
      expect((await venueOrders()).map((o) => o.origQty)).toEqual(['0.010', '0.011', '0.011']);
    } finally {
      await close();
    }
  });

  it('stops when the trader says so, and refuses before sending what the venue would refuse', async () => {
    const { h, venueOrders, close } = await twapsOf('stopper', undefined, 1000);
    try {
      const started = await h['tt:futures:twap'](
        {
          family: 'usdm',
          symbol: 'BTCUSDT',
          side: 'BUY',
          quantity: '0.020',
          slices: 2,
          durationSeconds: 600,
        },
        context,
      );
      const stopped = await h['tt:futures:stopTwap']({ id: started.id }, context);
      expect(stopped).toMatchObject({
        state: 'stopped',
        sent: 1,
        nextAt: null,
        note: 'Stopped by you after 1 of 2 slices.',
      });
      expect((await venueOrders()).length).toBe(1);

      // Less than a step a slice: nothing is sent.
      const tooSmall = await refusal(
        h['tt:futures:twap'](
          {
            family: 'usdm',
            symbol: 'BTCUSDT',
            side: 'BUY',
            quantity: '0.002',
            slices: 3,
            durationSeconds: 60,
          },
          context,
        ),
      );
      expect(tooSmall.message).toMatch(/: 0\.002 in 3 slices is less than one step \(0\.001\) a slice\.$/);
      // A size off the step: the slice carrying the rest would be refused with the venue's -4023.
      const offStep = await refusal(
        h['tt:futures:twap'](
          {
            family: 'usdm',
            symbol: 'BTCUSDT',
            side: 'BUY',
            quantity: '0.0201',
            slices: 2,
            durationSeconds: 60,
          },
          context,
        ),
      );
      expect(offStep.code).toBe(-4023);
      expect(offStep.message).toMatch(/: Qty not increased by step size\.$/);
      // The first slice refused as any order would be: a reduce-only buy with no short to reduce.
      const reduceOnly = await refusal(
        h['tt:futures:twap'](
          {
            family: 'usdm',
            symbol: 'BTCUSDT',
            side: 'BUY',
            quantity: '0.010',
            slices: 2,
            durationSeconds: 60,
            reduceOnly: true,
          },
          context,
        ),
      );
      expect(reduceOnly.code).toBe(-2022);
      expect((await venueOrders()).length).toBe(1);
      expect((await h['tt:futures:twaps']({}, context)).map((t) => t.id)).toEqual([started.id]);
    } finally {
      await close();
    }
  });

  it('refuses a TWAP whose limit the market is already past, before sending anything', async () => {
    const { h, venueOrders, close } = await twapsOf('limited');
    try {
      const depth = (await (await fetch(`${venue.url}/fapi/v1/depth?symbol=BTCUSDT&limit=5`)).json()) as {
        asks: [string, string][];
      };
      const underAsk = dec(depth.asks[0]![0]).minus('100').toFixed(1);
      const refused = await refusal(
        h['tt:futures:twap'](
          {
            family: 'usdm',
            symbol: 'BTCUSDT',
            side: 'BUY',
            quantity: '0.020',
            slices: 2,
            durationSeconds: 60,
            limitPrice: underAsk,
          },
          context,
        ),
      );
      expect(refused.message).toMatch(/Nothing was sent: the best ask [\d.]+ was above the limit [\d.]+\.$/);
      expect(await venueOrders()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('goes on after a restart with the slices left, and forgets nothing it sent', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tt-twaps-'));
    try {
      const store = createFuturesTwapStore(dir);
      const before = await twapsOf('restarter', store, 1000);
      const started = await before.h['tt:futures:twap'](
        {
          family: 'usdm',
          symbol: 'BTCUSDT',
          side: 'BUY',
          quantity: '0.030',
          slices: 3,
          durationSeconds: 600,
        },
        context,
      );
      expect(started.sent).toBe(1);
      // The app closes: its TWAPs send no more, still written down.
      await before.close();
      await store.flush();
      expect((await store.load('restarter')).map((r) => [r.next, r.sent.length])).toEqual([[1, 1]]);

      // The app stays closed six minutes: a minute past the second slice's time. The next start sends
      // it at once, and the third keeps its 300 s spacing from there.
      const [record] = await store.load('restarter');
      const closed = 360_000;
      await store.save('restarter', [
        {
          ...record!,
          startedAt: record!.startedAt - closed,
          origin: record!.origin - closed,
          nextAt: record!.nextAt - closed,
        },
      ]);
      const afterStore = createFuturesTwapStore(dir);
      const after = await twapsOf('restarter', afterStore, 1000);
      try {
        const second = after.twapWhere((t) => t.sent === 2);
        await after.twaps.resume();
        const resumed = await second;
        expect(resumed).toMatchObject({
          state: 'running',
          executedQty: '0.020',
          startedAt: started.startedAt - closed,
        });
        const untilThird = resumed.nextAt! - Date.now();
        expect(untilThird).toBeGreaterThan(270_000);
        expect(untilThird).toBeLessThanOrEqual(300_000);
        expect((await after.venueOrders()).map((o) => [o.type, o.status, o.origQty])).toEqual([
          ['MARKET', 'FILLED', '0.010'],
          ['MARKET', 'FILLED', '0.010'],
        ]);
      } finally {
        await after.close();
        // The slice's write may still be on its way: the directory goes once it has landed.
        await afterStore.flush();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
