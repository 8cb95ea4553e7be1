import { describe, expect, it } from 'vitest';
import type { TwapView } from '@shared/ipc/twap';
import { VenueError } from '../../venue/venue-error';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spotTwapArgs } from '@shared/ipc/order-args';
import { createTwaps, type CommonTwapArgs, type SliceUpdate, type TwapDeps } from './twaps';
import { createTwapStore } from './twap-store';

type Answer = Omit<SliceUpdate, 'family'>;

/**
 * A TWAP over stubbed dependencies: the venue's answer to each slice as the test says, the book as
 * the test moves it; its second is 5 ms.
 */
function stubbed(
  place: (quantity: string, count: number) => Answer | Promise<Answer>,
  onPush: (twap: TwapView) => void = () => {},
  more: Partial<TwapDeps<CommonTwapArgs>> = {},
) {
  const pushed: TwapView[] = [];
  let count = 0;
  let book: (best: { bid: string | null; ask: string | null }) => void = () => undefined;
  let whenEnded: (view: TwapView) => void = () => undefined;
  const ended = new Promise<TwapView>((resolve) => (whenEnded = resolve));
  const refusal = (message: string) =>
    new VenueError({
      kind: 'invalid-arguments',
      endpoint: 'POST /test/order',
      message,
      data: { notSent: true },
    });
  const twaps = createTwaps<CommonTwapArgs>({
    family: () => 'spot',
    placeSlice: async (_args, quantity) => place(quantity, ++count),
    stepOf: async () => '0.001',
    tickOf: async () => '0.1',
    followBest: (_args, listener) => {
      book = listener;
      queueMicrotask(() => listener({ bid: '99.9', ask: '100.0' }));
      return () => undefined;
    },
    refused: (_args, message) => refusal(message),
    offStep: () => refusal('off the step'),
    tell: (view) => {
      pushed.push(view);
      onPush(view);
      if (view.state !== 'running') whenEnded(view);
    },
    secondMs: 5,
    ...more,
  });
  return { twaps, pushed, ended, ask: (price: string) => book({ bid: '99.9', ask: price }) };
}

const filled = (quantity: string, count: number): Answer => ({
  clientOrderId: `slice-${count}`,
  executedQty: quantity,
  avgPrice: '100.0',
});

const buy = (change: Partial<CommonTwapArgs> = {}): CommonTwapArgs => ({
  symbol: 'BTCUSDT',
  side: 'BUY',
  quantity: '0.003',
  slices: 3,
  durationSeconds: 6,
  ...change,
});

describe('a TWAP’s slices', () => {
  it('skips a slice while the best ask is above a buy’s limit, and says so', async () => {
    // After the first slice the ask jumps past the limit, and comes back once the second is skipped.
    const { twaps, ended, ask } = stubbed(
      (quantity, count) => {
        if (count === 1) queueMicrotask(() => ask('100.5'));
        return filled(quantity, count);
      },
      (twap) => {
        if (twap.skipped === 1 && twap.state === 'running') ask('100.0');
      },
    );
    await twaps.start(buy({ quantity: '0.004', slices: 4, limitPrice: '100.2' }));
    expect(await ended).toMatchObject({
      state: 'done',
      sent: 3,
      skipped: 1,
      executedQty: '0.003',
      avgPrice: '100',
      note: '1 of 4 slices skipped past the limit.',
    });
  });

  it('stops at a refused slice, keeping what the slices before it filled', async () => {
    const { twaps, ended } = stubbed((quantity, count) => {
      if (count === 2)
        throw new VenueError({
          kind: 'venue',
          endpoint: 'POST /fapi/v1/order',
          code: -2019,
          message: 'Margin is insufficient.',
        });
      return filled(quantity, count);
    });
    await twaps.start(buy());
    const stopped = await ended;
    expect(stopped).toMatchObject({ state: 'stopped', sent: 1, executedQty: '0.001' });
    expect(stopped.note).toBe(
      'Slice 2 refused: POST /fapi/v1/order: Margin is insufficient. (code -2019) No more slices are sent.',
    );
  });

  it('counts a slice’s fills told after its answer', async () => {
    const { twaps, pushed } = stubbed((quantity, count) => ({
      ...filled(quantity, count),
      executedQty: '0',
      avgPrice: '0',
    }));
    const started = await twaps.start(buy({ quantity: '0.002', slices: 2, durationSeconds: 600 }));
    expect(started).toMatchObject({ executedQty: '0.000', avgPrice: null });
    twaps.onOrder({ family: 'spot', clientOrderId: 'slice-1', executedQty: '0.001', avgPrice: '101.5' });
    expect(pushed.at(-1)).toMatchObject({ executedQty: '0.001', avgPrice: '101.5' });
    // Another market's order of the same id is not this TWAP's
    twaps.onOrder({ family: 'usdm', clientOrderId: 'slice-1', executedQty: '0.002', avgPrice: '1' });
    expect(pushed.at(-1)).toMatchObject({ executedQty: '0.001' });
    twaps.pauseAll('test over');
  });

  it('counts a slice that was on its way when the TWAP was stopped, and sends no more', async () => {
    let arrive: (answer: Answer) => void = () => undefined;
    let secondAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (secondAsked = resolve));
    const { twaps, pushed } = stubbed((quantity, count) => {
      if (count === 1) return filled(quantity, count);
      secondAsked();
      return new Promise<Answer>((resolve) => (arrive = resolve));
    });
    const started = await twaps.start(buy());
    // Stopped while the second slice's answer is out: the slice still counts, nothing more is sent
    await asked;
    twaps.stop(started.id);
    arrive(filled('0.001', 2));
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(pushed.at(-1)).toMatchObject({ state: 'stopped', sent: 2, executedQty: '0.002', nextAt: null });
  });

  it('keeps a TWAP written down that cannot be made again at the start, for the next one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tt-twap-core-'));
    try {
      const store = createTwapStore(join(dir, 'twaps.json'), spotTwapArgs);
      const record = {
        args: { ...buy(), durationSeconds: 600 },
        startedAt: 1,
        origin: 1,
        next: 1,
        nextAt: 2,
        skipped: 0,
        sent: [{ clientOrderId: 'slice-1', executedQty: '0.001', avgPrice: '100' }],
      };
      await store.save('p', [record]);
      const { twaps } = stubbed((quantity, count) => filled(quantity, count), undefined, {
        store,
        profileKey: async () => 'p',
        stepOf: async () => {
          throw new Error('the venue is out of reach');
        },
      });
      await twaps.resume();
      await store.flush();
      expect(twaps.list()).toEqual([]);
      expect(await store.load('p')).toEqual([record]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a TWAP’s notice', () => {
  it('knows its slices by the ids it gives them before sending, and tells its end once, in words', async () => {
    const ends: string[] = [];
    const known: boolean[] = [];
    const holder: { twaps?: ReturnType<typeof createTwaps<CommonTwapArgs>> } = {};
    let n = 0;
    const { twaps, ended } = stubbed(filled, () => {}, {
      newClientOrderId: () => `own-${++n}`,
      placeSlice: async (_args, quantity, clientOrderId) => {
        known.push(holder.twaps!.isSlice(clientOrderId));
        return { clientOrderId, executedQty: quantity, avgPrice: '100.25' };
      },
      ended: (_view, words) => ends.push(words),
    });
    holder.twaps = twaps;
    await twaps.start(buy());
    await ended;
    expect(known).toEqual([true, true, true]);
    expect(['own-1', 'own-2', 'own-3', 'own-4'].map((id) => twaps.isSlice(id))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(ends).toEqual([
      'TWAP buy 0.003 BTCUSDT done: 3 of 3 slices sent, 0.003 filled at 100.25 average.',
    ]);
  });

  it('tells a stop, and not a pause for another profile', async () => {
    const ends: string[] = [];
    const { twaps } = stubbed(filled, () => {}, { ended: (_view, words) => ends.push(words) });
    const started = await twaps.start(buy({ durationSeconds: 600 }));
    twaps.pauseAll('Paused.');
    expect(ends).toEqual([]);
    const other = await twaps.start(buy({ durationSeconds: 600, side: 'SELL' }));
    twaps.stop(other.id);
    expect(ends).toEqual([
      'TWAP sell 0.003 BTCUSDT stopped: 0.001 filled at 100.0 average. Stopped by you after 1 of 3 slices.',
    ]);
    expect(twaps.list().find((t) => t.id === started.id)?.state).toBe('stopped');
  });
});
