import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import type { ChaseView } from '@shared/ipc/chase';
import { paperMarketService } from '../market/test-support';
import type { MarketService } from '../market/market-service';
import { refusal } from '../test-support/refusal';
import { createOrderManager, type OrderManager } from './order-manager';
import { spotChasesOver } from './spot-chase';
import { btcLimit } from './test-support/btc-limit';
import { orderViewFixture } from './test-support/order-view-fixture';
import { recordedEvents } from './test-support/recorded-events';
import { startTradingVenue, type TradingVenue } from './test-support/trading-venue';

/** Spot chases against the paper venue's real engine: alice chases, bob makes and takes the book. */
let v: TradingVenue;
let orders: OrderManager | undefined;
let market: MarketService;
let stopChases: (() => void) | undefined;
const context = { sessionId: 'test' };

beforeAll(async () => {
  v = await startTradingVenue();
  market = paperMarketService(v.venue.url);
});
afterAll(async () => {
  stopChases?.();
  orders?.dispose();
  market.dispose();
  await v.stop();
});

/** Alice's chases over a fresh order manager; `pushed` resolves with the first change that matches. */
function aliceChases() {
  stopChases?.();
  orders?.dispose();
  orders = createOrderManager({
    spot: async () => v.alice.spot,
    emit: recordedEvents().emit,
    sleep: () => Promise.resolve(),
  });
  const waiting: { match: (c: ChaseView) => boolean; resolve: (c: ChaseView) => void }[] = [];
  const chases = spotChasesOver(
    orders,
    market,
    (name, payload) => {
      if (name !== 'tt:orders:chaseUpdated') return;
      const { chase } = payload as { chase: ChaseView };
      for (const w of waiting.filter((w) => w.match(chase))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(chase);
      }
    },
    { minMoveMs: 0 },
  );
  stopChases = () => chases.pauseAll('test over');
  const pushed = (match: (c: ChaseView) => boolean) =>
    new Promise<ChaseView>((resolve) => waiting.push({ match, resolve }));
  return { h: chases.handlers, chases, pushed, orders };
}

/** Resolves once main's book of BTCUSDT has `bid` as its best bid (the venue's stream is on its way). */
const bestBidIs = (bid: string) =>
  new Promise<void>((resolve) => {
    const stop = market.followBest('spot', 'BTCUSDT', (best) => {
      if (best.bid === null || !dec(best.bid).eq(bid)) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });

/** Alice's orders as the venue holds them. */
const aliceOrders = async () => v.aliceDirect.spot.allOrders({ symbol: 'BTCUSDT' });
const cancelBob = () => v.bob.spot.cancelOpenOrders('BTCUSDT');

describe('a spot chase over the paper venue', () => {
  it('joins the best bid as a LIMIT_MAKER, replaces it at each higher bid, and ends filled when it is taken', async () => {
    // Followed from before the book changes: main's book syncs on the venue's diffs.
    const shown = bestBidIs('59000');
    await v.bob.spot.newOrder(btcLimit('BUY', '0.001', '59000'));
    await v.bob.spot.newOrder(btcLimit('SELL', '0.001', '61000'));
    await shown;
    const { h, pushed, chases, orders: manager } = aliceChases();
    const started = await h['tt:orders:chase'](
      { symbol: 'BTCUSDT', side: 'BUY', quantity: '0.002' },
      context,
    );
    expect(started).toMatchObject({ family: 'spot', state: 'chasing', moves: 0 });
    expect(dec(started.price!).eq('59000')).toBe(true);

    // Bob bids higher: the chase's order is replaced there, a new order for the same size.
    const movedOnce = pushed((c) => c.id === started.id && c.moves === 1);
    await v.bob.spot.newOrder(btcLimit('BUY', '0.001', '59100'));
    const moved = await movedOnce;
    expect(dec(moved.price!).eq('59100')).toBe(true);
    expect(moved.clientOrderId).not.toBe(started.clientOrderId);
    const mine = await aliceOrders();
    expect(mine.map((o) => [o.type, o.status, dec(o.price).toFixed(), dec(o.origQty).toFixed()])).toEqual([
      ['LIMIT_MAKER', 'CANCELED', '59000', '0.002'],
      ['LIMIT_MAKER', 'NEW', '59100', '0.002'],
    ]);

    // Bob leaves, then sells into alice's bid: the order fills, and so does the chase.
    await cancelBob();
    await v.bob.spot.newOrder({ symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.002' });
    chases.onOrder(await manager.query('BTCUSDT', moved.clientOrderId!));
    const [ended] = await h['tt:orders:chases']({}, context);
    expect(ended).toMatchObject({ id: started.id, state: 'filled' });
    expect(dec(ended!.filled).toFixed()).toBe('0.002');
  });

  it('takes what the old order filled while it was replaced off the new one, so it never buys more than asked', async () => {
    // Followed from before the book changes: main's book syncs on the venue's diffs.
    const shown = bestBidIs('58000');
    await v.bob.spot.newOrder(btcLimit('SELL', '0.001', '61000'));
    await v.bob.spot.newOrder(btcLimit('BUY', '0.001', '58000'));
    await shown;
    const { h, pushed } = aliceChases();
    const started = await h['tt:orders:chase'](
      { symbol: 'BTCUSDT', side: 'BUY', quantity: '0.003' },
      context,
    );
    expect(dec(started.price!).eq('58000')).toBe(true);
    // Bob's bid goes and he sells 0.001 into alice's: the chase has not heard of it (no user-data
    // stream here) when the next move replaces the order.
    await v.bob.spot.cancelOpenOrders('BTCUSDT');
    await v.bob.spot.newOrder(btcLimit('SELL', '0.001', '58000'));
    await v.bob.spot.newOrder(btcLimit('SELL', '0.001', '61000'));
    const movedOnce = pushed((c) => c.id === started.id && c.moves === 1);
    await v.bob.spot.newOrder(btcLimit('BUY', '0.001', '58100'));
    const moved = await movedOnce;
    const mine = await aliceOrders();
    const first = mine.find((o) => o.clientOrderId === started.clientOrderId)!;
    const now = mine.find((o) => o.clientOrderId === moved.clientOrderId)!;
    expect([first.status, dec(first.executedQty).toFixed()]).toEqual(['CANCELED', '0.001']);
    // 0.003 asked, 0.001 filled on the first order: the new one holds 0.002, at the new bid
    expect([now.status, dec(now.origQty).toFixed(), dec(now.price).toFixed()]).toEqual([
      'NEW',
      '0.002',
      '58100',
    ]);
    // The chase counts the 0.001 the first order filled.
    expect(dec(moved.filled).toFixed()).toBe('0.001');
    await v.aliceDirect.spot.cancelOpenOrders('BTCUSDT');
    await cancelBob();
  });

  it('stops where the best bid passes its limit, leaving the order; and refuses a chase the limit is already past', async () => {
    // Followed from before the book changes: main's book syncs on the venue's diffs.
    const shown = bestBidIs('57000');
    await v.bob.spot.newOrder(btcLimit('BUY', '0.001', '57000'));
    await v.bob.spot.newOrder(btcLimit('SELL', '0.001', '61000'));
    await shown;
    const { h, pushed } = aliceChases();
    const started = await h['tt:orders:chase'](
      { symbol: 'BTCUSDT', side: 'BUY', quantity: '0.002', limitPrice: '57050' },
      context,
    );
    const ended = pushed((c) => c.id === started.id && c.state !== 'chasing');
    await v.bob.spot.newOrder(btcLimit('BUY', '0.001', '57100'));
    const stopped = await ended;
    expect(stopped).toMatchObject({ state: 'stopped', moves: 0 });
    expect(stopped.note).toBe("The best bid passed the chase's limit; the order stays where it was.");
    const left = (await aliceOrders()).find((o) => o.clientOrderId === started.clientOrderId)!;
    expect([left.status, dec(left.price).toFixed()]).toEqual(['NEW', '57000']);

    const before = (await aliceOrders()).length;
    const refused = await refusal(
      h['tt:orders:chase'](
        { symbol: 'BTCUSDT', side: 'BUY', quantity: '0.002', limitPrice: '57000' },
        context,
      ),
    );
    expect(refused.message).toMatch(/The best bid is already past the chase's limit: nothing was sent\.$/);
    expect((await aliceOrders()).length).toBe(before);
    await v.aliceDirect.spot.cancelOpenOrders('BTCUSDT');
    await cancelBob();
  });
});

describe('a spot chase whose replacement cannot be cut down', () => {
  it('takes the new order off and ends, rather than buy more than asked', async () => {
    let listener: ((best: { bid: string | null; ask: string | null }) => void) | undefined;
    const cancelled: unknown[] = [];
    const first = orderViewFixture({
      clientOrderId: 'c-1',
      type: 'LIMIT_MAKER',
      origQty: '0.003',
      price: '100.00',
    });
    const fake = {
      place: async () => first,
      find: () => first,
      query: async () => first,
      // The old order filled 0.002 more on the replace's way; the new one holds the 0.003 sent.
      cancelReplace: async () => ({
        cancelResult: 'SUCCESS' as const,
        newOrderResult: 'SUCCESS' as const,
        canceled: { ...first, status: 'CANCELED' as const, executedQty: '0.002' },
        placed: orderViewFixture({
          clientOrderId: 'c-2',
          type: 'LIMIT_MAKER',
          origQty: '0.003',
          price: '100.01',
        }),
        cancelError: null,
        newOrderError: null,
        status: 200,
        explanation: '',
      }),
      amend: async () => {
        throw new Error('Filter failure: NOTIONAL');
      },
      cancel: async (ref: unknown) => {
        cancelled.push(ref);
        return first;
      },
    };
    const market = {
      symbols: async () => [
        { symbol: 'BTCUSDT', filters: [{ filterType: 'PRICE_FILTER', tickSize: '0.01' }] },
      ],
      followBest: (_market: unknown, _symbol: string, l: typeof listener) => {
        listener = l;
        queueMicrotask(() => l!({ bid: '100.00', ask: '100.05' }));
        return () => undefined;
      },
    };
    const pushes: ChaseView[] = [];
    const chases = spotChasesOver(
      fake as unknown as Parameters<typeof spotChasesOver>[0],
      market as unknown as Parameters<typeof spotChasesOver>[1],
      (_name, payload) => pushes.push((payload as { chase: ChaseView }).chase),
      { minMoveMs: 0 },
    );
    const started = await chases.handlers['tt:orders:chase'](
      { symbol: 'BTCUSDT', side: 'BUY', quantity: '0.003' },
      context,
    );
    listener!({ bid: '100.01', ask: '100.05' });
    await vi.waitFor(() => expect(pushes.at(-1)).toMatchObject({ id: started.id, state: 'ended' }));
    expect(pushes.at(-1)!.note).toBe(
      'The order filled more while it was moved, and the rest could not be kept: Filter failure: NOTIONAL',
    );
    expect(cancelled).toEqual([{ symbol: 'BTCUSDT', clientOrderId: 'c-2' }]);
  });
});
