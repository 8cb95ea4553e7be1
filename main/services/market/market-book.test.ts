import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMarketHarness, type MarketHarness } from './test-support';

const DEPTH = 'btcusdt@depth@100ms';
const session = { sessionId: 'window-1' };

const diff = (U: number, u: number, b: [string, string][], a: [string, string][] = [], E = 1000 + u) => ({
  e: 'depthUpdate',
  E,
  s: 'BTCUSDT',
  U,
  u,
  b,
  a,
});

describe('market service: order book', () => {
  let h: MarketHarness;

  beforeEach(async () => {
    h = await startMarketHarness();
    h.rest.depth.set('BTCUSDT', {
      lastUpdateId: 103,
      bids: [
        ['100.00000000', '1.00000000'],
        ['99.99000000', '2.00000000'],
        ['99.90000000', '4.00000000'],
      ],
      asks: [
        ['100.01000000', '1.50000000'],
        ['100.05000000', '0.50000000'],
        ['100.20000000', '3.00000000'],
      ],
    });
  });

  afterEach(() => h.close());

  const book = () => h.service.bookOf('BTCUSDT');
  const frames = () => h.of('tt:market:book');
  /** The last frame, the frames cut so far numbering `count`. */
  const lastOf = (count: number) => {
    expect(frames()).toHaveLength(count);
    return frames()[count - 1]!;
  };
  const watchBook = (group = '0.01', levels = 10, context = session) =>
    h.service.handlers['tt:market:watchBook']({ symbol: 'BTCUSDT', group, levels }, context);
  const socketWith = async (stream: string) => {
    await h.venue.until(() => h.venue.open().some((s) => s.streams.has(stream)), stream);
  };
  /** Sends diffs and waits until the book has taken the last one in. */
  const sendDiffs = async (...events: ReturnType<typeof diff>[]) => {
    for (const event of events) h.venue.send(DEPTH, event);
    const last = events.at(-1)!.u;
    await vi.waitFor(() => expect(book()!.book.updateId).toBeGreaterThanOrEqual(last));
  };
  const synced = async () => vi.waitFor(() => expect(book()?.synced).toBe(true));
  /** A watched book, synced from the snapshot through update 105. */
  const watchSynced = async () => {
    await watchBook();
    await socketWith(DEPTH);
    await sendDiffs(diff(103, 105, []));
    await synced();
  };
  /** The snapshot the venue answers next: one bid of 1 at that price, no asks. */
  const nextSnapshot = (lastUpdateId: number, bid: string) =>
    h.rest.depth.set('BTCUSDT', { lastUpdateId, bids: [[bid, '1.00000000']], asks: [] });
  const bidPrices = () =>
    book()!
      .book.top(5, '0.01')
      .bids.map((l) => l.price);

  it('frames the snapshot asked for with the subscription, then the diffs that continue it', async () => {
    const { watchId } = await watchBook('0.01', 2);
    await synced();
    expect(h.venue.restCalls).toContain('/api/v3/depth?symbol=BTCUSDT&limit=1000');
    expect(lastOf(1)).toMatchObject({
      watchId,
      updateId: 103,
      // No diff yet: the venue's book as the snapshot gives it.
      eventTime: 0,
      bids: [
        { price: '100.00000000', quantity: '1.00000000', total: '1.00000000' },
        { price: '99.99000000', quantity: '2.00000000', total: '3.00000000' },
      ],
    });
    await socketWith(DEPTH);
    h.venue.send(DEPTH, diff(101, 103, [['100.00000000', '9.00000000']])); // already in the snapshot
    await sendDiffs(diff(104, 105, [['100.00000000', '0.00000000']], [['100.02000000', '2.00000000']]));
    h.timers.advance(100);
    expect(lastOf(2)).toMatchObject({
      watchId,
      symbol: 'BTCUSDT',
      group: '0.01',
      updateId: 105,
      eventTime: 1105,
      frameTime: h.timers.now,
      bids: [
        { price: '99.99000000', quantity: '2.00000000', total: '2.00000000' },
        { price: '99.90000000', quantity: '4.00000000', total: '6.00000000' },
      ],
      asks: [
        { price: '100.01000000', quantity: '1.50000000', total: '1.50000000' },
        { price: '100.02000000', quantity: '2.00000000', total: '3.50000000' },
      ],
      bestBid: '99.99000000',
      bestAsk: '100.01000000',
      spread: '0.02000000',
      mid: '100.000000000',
    });
  });

  it('asks again, after a pause, when a later snapshot is older than the first buffered event', async () => {
    const known = h.rest.depth.get('BTCUSDT')!;
    h.rest.depth.delete('BTCUSDT'); // the first snapshot is refused
    await watchBook();
    await socketWith(DEPTH);
    await vi.waitFor(() => expect(h.timers.delays()).toContain(1000));
    h.rest.depth.set('BTCUSDT', { ...known, lastUpdateId: 100 });
    h.venue.send(DEPTH, diff(104, 105, [['99.00000000', '1.00000000']]));
    h.timers.advance(1000);
    await vi.waitFor(() => expect(h.depthCalls()).toBe(2));
    await vi.waitFor(() => expect(h.timers.delays()).toContain(1000));
    expect(book()!.synced).toBe(false);
    nextSnapshot(104, '98.00000000');
    h.timers.advance(1000);
    await synced();
    expect(h.depthCalls()).toBe(3);
    expect(bidPrices()).toEqual(['99.00000000', '98.00000000']);
  });

  it('throws the book away on a gap and rebuilds it from a new snapshot', async () => {
    await watchSynced();
    nextSnapshot(120, '50.00000000');
    h.venue.send(DEPTH, diff(110, 121, [['51.00000000', '1.00000000']])); // 106..109 never came
    await vi.waitFor(() => expect(book()!.book.updateId).toBe(121));
    expect(book()!.lastResyncReason).toBe('gap: expected update 106, got 110');
    expect(h.depthCalls()).toBe(2);
    expect(bidPrices()).toEqual(['51.00000000', '50.00000000']);
  });

  it('resyncs when the stream goes stale and again after a reconnect, resubscribing the stream', async () => {
    await watchSynced();

    h.timers.advance(30_000);
    expect(h.stream.status().state).toBe('stale');
    expect(book()!.synced).toBe(false);
    expect(book()!.lastResyncReason).toBe('the stream went stale');
    nextSnapshot(130, '60.00000000');
    h.venue.send(DEPTH, diff(129, 131, [['61.00000000', '1.00000000']]));
    await synced();
    expect(h.depthCalls()).toBe(2);

    const first = h.venue.open()[0]!;
    first.socket.terminate();
    await vi.waitFor(() => expect(book()!.synced).toBe(false));
    expect(book()!.lastResyncReason).toMatch(/^connection closed/);
    h.timers.advance(500);
    await h.venue.until(() => h.venue.open().length === 1, 'the reconnection');
    expect([...h.venue.open()[0]!.streams]).toEqual([DEPTH]);
    nextSnapshot(140, '70.00000000');
    h.venue.send(DEPTH, diff(140, 141, []));
    await synced();
    expect(h.depthCalls()).toBe(3);
    expect(book()!.book.top(1, '0.01').bestBid).toBe('70.00000000');
  });

  it('cuts at most one frame per interval, with the exact grouped levels of the last diff', async () => {
    const { watchId } = await watchBook('0.10', 3);
    await socketWith(DEPTH);
    await sendDiffs(diff(103, 104, []));
    await synced();
    expect(frames()).toHaveLength(1);

    const diffs = Array.from({ length: 20 }, (_, i) =>
      diff(105 + i, 105 + i, [[`99.${String(50 + i).padStart(2, '0')}000000`, '0.10000000']], [], 5000 + i),
    );
    await sendDiffs(...diffs);
    expect(frames()).toHaveLength(1);
    h.timers.advance(99);
    expect(frames()).toHaveLength(1);
    h.timers.advance(1);
    // Bids grouped down to 0.10: 100.00 → 100.0 (1); 99.99 and 99.90 → 99.9 (2 + 4); 99.60..99.69 → 99.6 (10 × 0.1).
    expect(lastOf(2)).toMatchObject({
      watchId,
      updateId: 124,
      eventTime: 5019,
      bids: [
        { price: '100.00000000', quantity: '1.00000000', total: '1.00000000' },
        { price: '99.90000000', quantity: '6.00000000', total: '7.00000000' },
        { price: '99.60000000', quantity: '1.00000000', total: '8.00000000' },
      ],
      // Asks grouped up: 100.01 and 100.05 → 100.1, 100.20 → 100.2.
      asks: [
        { price: '100.10000000', quantity: '2.00000000', total: '2.00000000' },
        { price: '100.20000000', quantity: '3.00000000', total: '5.00000000' },
      ],
    });
    h.timers.advance(1000);
    expect(frames()).toHaveLength(2);

    await h.service.handlers['tt:market:regroupBook']({ watchId, group: '1.00', levels: 1 }, session);
    const regrouped = lastOf(3);
    expect(regrouped.bids).toEqual([{ price: '100.00000000', quantity: '1.00000000', total: '1.00000000' }]);
    expect(regrouped.group).toBe('1.00');
    await expect(
      h.service.handlers['tt:market:regroupBook']({ watchId, group: '0.005', levels: 1 }, session),
    ).rejects.toThrow("The price step 0.005 is not a positive multiple of BTCUSDT's tick size 0.01000000.");
    await expect(
      h.service.handlers['tt:market:regroupBook']({ watchId, group: '1', levels: 1 }, { sessionId: 'other' }),
    ).rejects.toThrow(`No book watch ${watchId}.`);
  });

  it('rebuilds the book when a diff cannot be applied exactly', async () => {
    await watchSynced();
    h.venue.send(DEPTH, diff(106, 106, [['100.000000001', '1.00000000']]));
    await vi.waitFor(() => expect(book()!.synced).toBe(false));
    expect(book()!.lastResyncReason).toBe(
      `a ${DEPTH} message could not be applied: "100.000000001" has more than 8 decimals`,
    );
  });

  it('refuses a step that is not a multiple of the tick, and an unknown symbol', async () => {
    await expect(watchBook('0.015')).rejects.toThrow(
      "The price step 0.015 is not a positive multiple of BTCUSDT's tick size 0.01000000.",
    );
    await expect(
      h.service.handlers['tt:market:watchBook']({ symbol: 'NOPEUSDT', group: '1', levels: 1 }, session),
    ).rejects.toThrow('Unknown symbol NOPEUSDT');
    expect(h.service.feedCount()).toBe(0);
  });

  it('shares one depth subscription between watches and releases it with the last one', async () => {
    const other = { sessionId: 'window-2' };
    await watchBook('0.01', 5, session);
    const b = await watchBook('1.00', 5, other);
    await socketWith(DEPTH);
    const socket = h.venue.open()[0]!;
    await sendDiffs(diff(103, 105, []));
    await synced();
    expect(h.depthCalls()).toBe(1);
    expect(h.service.feedCount()).toBe(1);

    h.service.endSession('window-1');
    expect(h.service.watchCount()).toBe(1);
    await h.service.handlers['tt:market:unwatch']({ watchId: b.watchId }, session); // not that session's
    expect(h.service.watchCount()).toBe(1);
    expect(socket.streams.has(DEPTH)).toBe(true);

    await h.service.handlers['tt:market:unwatch']({ watchId: b.watchId }, other);
    expect(h.service.watchCount()).toBe(0);
    expect(h.service.feedCount()).toBe(0);
    await h.venue.until(() => socket.closed, 'the idle socket to close');
    expect(h.stream.status()).toMatchObject({ state: 'down', reason: 'nothing is watched' });
  });

  it('dispose closes every socket and timer', async () => {
    await watchBook();
    await h.service.handlers['tt:market:watchTrades']({ symbol: 'ETHUSDT' }, session);
    await socketWith(DEPTH);
    await sendDiffs(diff(103, 105, []));
    h.venue.send(DEPTH, diff(106, 106, []));
    await vi.waitFor(() => expect(h.timers.pending).toBeGreaterThan(1));
    h.service.dispose();
    await h.venue.until(() => h.venue.open().length === 0, 'every socket to close');
    expect(h.timers.pending).toBe(0);
    expect(h.service.watchCount()).toBe(0);
    expect(h.service.feedCount()).toBe(0);
  });
});
