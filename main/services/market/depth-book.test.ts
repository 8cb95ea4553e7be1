import { describe, expect, it } from 'vitest';
import type { Depth } from '@shared/api/spot/market-data';
import { ManualTimers } from '../../venue/streams/test-support/manual-timers';
import { DepthBook } from './depth-book';

const event = (U: number, u: number, bid?: [string, string]) => ({
  e: 'depthUpdate',
  E: u,
  s: 'BTCUSDT',
  U,
  u,
  b: bid ? [bid] : [],
  a: [],
});

/** A snapshot request the test answers (or fails) when it chooses. */
function snapshots() {
  const asked: { resolve(d: Depth): void; reject(e: Error): void }[] = [];
  const fetch = () => new Promise<Depth>((resolve, reject) => asked.push({ resolve, reject }));
  return { asked, fetch };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('DepthBook', () => {
  it('retries a failed snapshot after a pause, keeping the buffered events', async () => {
    const timers = new ManualTimers();
    const s = snapshots();
    let changes = 0;
    const depth = new DepthBook({ fetchSnapshot: s.fetch, timers, onChange: () => changes++ });
    depth.data(event(10, 11, ['1.00', '1']));
    expect(s.asked).toHaveLength(1);
    depth.data(event(12, 12, ['2.00', '1']));
    expect(s.asked).toHaveLength(1);
    s.asked[0]!.reject(new Error('HTTP 503'));
    await flush();
    expect(timers.delays()).toEqual([1000]);
    timers.advance(1000);
    expect(s.asked).toHaveLength(2);
    s.asked[1]!.resolve({ lastUpdateId: 10, bids: [], asks: [] });
    await flush();
    expect(depth.synced).toBe(true);
    expect(depth.book.updateId).toBe(12);
    expect(depth.book.top(5, '0.01').bids.map((l) => l.price)).toEqual(['2.00000000', '1.00000000']);
    expect(changes).toBe(1);
  });

  it('ignores a snapshot that arrives after the book was reset, and starts over on the next event', async () => {
    const timers = new ManualTimers();
    const s = snapshots();
    const depth = new DepthBook({ fetchSnapshot: s.fetch, timers, onChange: () => undefined });
    depth.data(event(10, 11));
    depth.reset('connection closed (1006)');
    s.asked[0]!.resolve({ lastUpdateId: 10, bids: [['5.00', '1']], asks: [] });
    await flush();
    expect(depth.synced).toBe(false);
    expect(depth.lastResyncReason).toBe('connection closed (1006)');

    depth.data(event(20, 21));
    expect(s.asked).toHaveLength(2);
    s.asked[1]!.resolve({ lastUpdateId: 20, bids: [['6.00', '1']], asks: [] });
    await flush();
    expect(depth.synced).toBe(true);
    expect(depth.book.top(5, '0.01').bids.map((l) => l.price)).toEqual(['6.00000000']);
  });

  it('refuses a snapshot the first remaining event does not continue, and skips duplicates once live', async () => {
    const timers = new ManualTimers();
    const s = snapshots();
    const depth = new DepthBook({ fetchSnapshot: s.fetch, timers, onChange: () => undefined });
    depth.data(event(10, 11));
    depth.data(event(14, 15)); // 12..13 missing from the stream
    s.asked[0]!.resolve({ lastUpdateId: 11, bids: [], asks: [] });
    await flush();
    expect(depth.synced).toBe(false);
    expect(depth.lastResyncReason).toBe('gap after the snapshot: expected 12, got 14');
    timers.advance(1000);
    s.asked[1]!.resolve({ lastUpdateId: 14, bids: [], asks: [] });
    await flush();
    expect(depth.synced).toBe(true);
    expect(depth.book.updateId).toBe(15);
    depth.data(event(14, 15, ['9.00', '1'])); // a rotation's duplicate
    expect(depth.book.bids.length).toBe(0);
    depth.data(event(16, 16, ['9.00', '1']));
    expect(depth.book.bids.length).toBe(1);
  });

  it('shows a snapshot asked for at the start before any diff, and asks once more at once when a diff overtook it', async () => {
    const timers = new ManualTimers();
    const s = snapshots();
    let changes = 0;
    const depth = new DepthBook({ fetchSnapshot: s.fetch, timers, onChange: () => changes++ });
    depth.start();
    expect(s.asked).toHaveLength(1);
    depth.data(event(104, 105, ['2.00', '1'])); // came before the snapshot, which is older
    expect(s.asked).toHaveLength(1);
    s.asked[0]!.resolve({ lastUpdateId: 100, bids: [], asks: [] });
    await flush();
    expect(depth.synced).toBe(false);
    expect(s.asked).toHaveLength(2);
    expect(timers.delays()).toEqual([]);
    // The buffered diff starts right after it (104 after 103): it continues this one.
    s.asked[1]!.resolve({ lastUpdateId: 103, bids: [['1.00', '1']], asks: [] });
    await flush();
    expect(depth.book.updateId).toBe(105);
    expect(changes).toBe(1);

    const fresh = new DepthBook({ fetchSnapshot: s.fetch, timers, onChange: () => changes++ });
    fresh.start();
    s.asked[2]!.resolve({ lastUpdateId: 7, bids: [['3.00', '1']], asks: [] });
    await flush();
    expect(fresh.synced).toBe(true);
    expect(fresh.book.updateId).toBe(7);
    expect(fresh.eventTime).toBe(0);
    expect(changes).toBe(2);
    fresh.data(event(9, 10)); // 8 never came
    expect(fresh.synced).toBe(false);
    expect(fresh.lastResyncReason).toBe('gap: expected update 8, got 9');
  });
});

describe('DepthBook, eager', () => {
  it('shows the snapshot before any diff, then applies the diffs that continue it', async () => {
    const timers = new ManualTimers();
    const s = snapshots();
    let changes = 0;
    const depth = new DepthBook({ fetchSnapshot: s.fetch, timers, onChange: () => changes++, eager: true });
    expect(s.asked).toHaveLength(1);
    s.asked[0]!.resolve({ lastUpdateId: 30, bids: [['5.00', '1']], asks: [] });
    await flush();
    expect(depth.synced).toBe(true);
    expect(changes).toBe(1);
    depth.data(event(31, 32, ['6.00', '1']));
    expect(depth.book.top(5, '0.01').bids.map((l) => l.price)).toEqual(['6.00000000', '5.00000000']);
  });

  it('starts over from a new snapshot when the first diff does not continue it', async () => {
    const timers = new ManualTimers();
    const s = snapshots();
    const depth = new DepthBook({ fetchSnapshot: s.fetch, timers, onChange: () => undefined, eager: true });
    s.asked[0]!.resolve({ lastUpdateId: 30, bids: [], asks: [] });
    await flush();
    depth.data(event(35, 36, ['7.00', '1']));
    expect(depth.synced).toBe(false);
    expect(depth.lastResyncReason).toBe('gap: expected update 31, got 35');
    s.asked[1]!.resolve({ lastUpdateId: 35, bids: [], asks: [] });
    await flush();
    expect(depth.synced).toBe(true);
    expect(depth.book.updateId).toBe(36);
  });
});
