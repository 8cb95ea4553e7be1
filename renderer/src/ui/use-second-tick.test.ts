import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSecondTick } from './use-second-tick';

describe('useSecondTick', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-27T10:00:00.100Z') }));
  afterEach(() => vi.useRealTimers());

  it('moves on when the second of the offset clock begins, once a second', () => {
    // The venue is 250 ms ahead: its second begins when the local clock reads .750.
    const { result } = renderHook(() => useSecondTick(250));
    const seen = () => new Date(result.current + 250).toISOString().slice(11, 23);
    expect(seen()).toBe('10:00:00.350');
    act(() => vi.advanceTimersByTime(649));
    expect(seen()).toBe('10:00:00.350');
    act(() => vi.advanceTimersByTime(1));
    expect(seen()).toBe('10:00:01.000');
    act(() => vi.advanceTimersByTime(999));
    expect(seen()).toBe('10:00:01.000');
    act(() => vi.advanceTimersByTime(1));
    expect(seen()).toBe('10:00:02.000');
  });

  it('renders once a second, not on a short interval', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useSecondTick(0);
    });
    const before = renders;
    for (let tenth = 0; tenth < 100; tenth += 1) act(() => vi.advanceTimersByTime(100));
    expect(renders - before).toBe(10);
  });
});
