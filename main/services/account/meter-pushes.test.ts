import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LimitsSnapshot } from '../../venue/rate-limits';
import { coalescedMeterPushes } from './meter-pushes';

const origin = 'http://127.0.0.1:9000';
const snapshot = (used: number, blocked = false): LimitsSnapshot => ({
  readings: [
    {
      family: 'spot',
      header: 'X-MBX-USED-WEIGHT-1M',
      kind: 'weight',
      intervalNum: 1,
      interval: 'MINUTE',
      used,
      at: 0,
    },
  ],
  blocks: blocked ? [{ origin, scope: 'all', until: 60_000, status: 429 }] : [],
  routes: [{ family: 'spot', origin }],
});
const usedOf = (pushed: LimitsSnapshot) => pushed.readings[0]!.used;

/** The pushes at most once a second on the (fake) clock, and what they sent. */
function pushesOnceASecond() {
  const pushed: LimitsSnapshot[] = [];
  return { pushed, pushes: coalescedMeterPushes((s) => pushed.push(s), 1_000) };
}

describe('the meter pushed to the page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first reading at once, then at most one a second, the latest', () => {
    const { pushed, pushes } = pushesOnceASecond();
    pushes.offer(snapshot(1));
    expect(pushed.map(usedOf)).toEqual([1]);
    for (const used of [2, 3, 4]) {
      vi.advanceTimersByTime(100);
      pushes.offer(snapshot(used));
    }
    expect(pushed.map(usedOf)).toEqual([1]);
    vi.advanceTimersByTime(700);
    expect(pushed.map(usedOf)).toEqual([1, 4]);
    vi.advanceTimersByTime(5_000);
    expect(pushed.map(usedOf)).toEqual([1, 4]);
  });

  it('sends a block, and its end, at once', () => {
    const { pushed, pushes } = pushesOnceASecond();
    pushes.offer(snapshot(1));
    pushes.offer(snapshot(2));
    pushes.offer(snapshot(6_001, true));
    expect(pushed.map((s) => [usedOf(s), s.blocks.length])).toEqual([
      [1, 0],
      [6_001, 1],
    ]);
    pushes.offer(snapshot(5, false));
    expect(pushed.map((s) => s.blocks.length)).toEqual([0, 1, 0]);
    vi.advanceTimersByTime(5_000);
    expect(pushed).toHaveLength(3);
  });

  it('sends nothing more once disposed', () => {
    const { pushed, pushes } = pushesOnceASecond();
    pushes.offer(snapshot(1));
    pushes.offer(snapshot(2));
    pushes.dispose();
    vi.advanceTimersByTime(5_000);
    expect(pushed.map(usedOf)).toEqual([1]);
  });
});
