import { describe, expect, it } from 'vitest';
import type { TapeTrade } from '@shared/ipc/market';
import { mergeTape, tapeCapacity, useStreamStore } from './stream-store';

const t = (id: number): TapeTrade => ({ id, price: '1', quantity: '1', time: id, side: 'BUY' });
const ids = (tape: readonly TapeTrade[]) => tape.map((x) => x.id);

describe('mergeTape', () => {
  it('puts newer trades on top, newest first', () => {
    expect(ids(mergeTape([t(2), t(1)], [t(3), t(4)]))).toEqual([4, 3, 2, 1]);
  });

  it('drops trades it already holds and slots in missed older ones', () => {
    const tape = [t(5), t(3), t(2)];
    expect(mergeTape(tape, [t(3), t(2)])).toBe(tape);
    expect(ids(mergeTape(tape, [t(4), t(6)]))).toEqual([6, 5, 4, 3, 2]);
  });

  it('caps the tape', () => {
    const many = Array.from({ length: tapeCapacity + 20 }, (_, i) => t(i));
    const tape = mergeTape([], many);
    expect(tape).toHaveLength(tapeCapacity);
    expect(tape[0]!.id).toBe(tapeCapacity + 19);
  });
});

describe('tape holders', () => {
  it("drops a symbol's trades when the last tape showing it lets go", () => {
    const store = useStreamStore.getState();
    store.holdTape('BTCUSDT');
    store.holdTape('BTCUSDT');
    useStreamStore.getState().addTrades('BTCUSDT', [t(1)]);
    useStreamStore.getState().releaseTape('BTCUSDT');
    expect(ids(useStreamStore.getState().tapes.BTCUSDT!)).toEqual([1]);
    useStreamStore.getState().releaseTape('BTCUSDT');
    expect(useStreamStore.getState().tapes.BTCUSDT).toBeUndefined();
    expect(useStreamStore.getState().tapeHolders).toEqual({});
  });
});
