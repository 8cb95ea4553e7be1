// TWAP: a size bought or sold at market in equal slices spread evenly over a time.
import { dec } from '@shared/decimal/decimal';
import { isMultipleOfStep } from '@shared/decimal/step';
import { futuresRefusals } from '@shared/api/futures/refusals';
import { onTickText } from '@shared/decimal/format';
import { sliceAt, twapSlices } from '@shared/api/futures/twap-slices';
import type { Emit, Handlers } from '@shared/ipc/contract';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily, FuturesOrderView, TwapView } from '@shared/ipc/futures';
import type { PlaceFuturesOrderArgs, TwapArgs } from '@shared/ipc/futures-args';
import { VenueError } from '../../venue/venue-error';
import { refusedBeforeSending } from './not-sent';
import type { TwapRecord, TwapStore } from './twap-store';
import type { FuturesService } from './futures-service';
import type { MarketService } from '../market/market-service';

export type TwapChannel = 'tt:futures:twap' | 'tt:futures:twaps' | 'tt:futures:stopTwap';

type Best = { readonly bid: string | null; readonly ask: string | null };

export interface TwapDeps {
  /** Places a slice as the renderer's orders are placed: checked before sending, answered in words. */
  place(args: PlaceFuturesOrderArgs): Promise<FuturesOrderView>;
  marketStepOf(family: FuturesFamily, symbol: string): Promise<string>;
  tickOf(family: FuturesFamily, symbol: string): Promise<string>;
  /** The contract's best bid and ask at every change of its book (read for a TWAP with a limit). */
  followBest(family: FuturesFamily, symbol: string, listener: (best: Best) => void): () => void;
  emit: Emit;
  now?: () => number;
  /** Milliseconds in a TWAP's second: tests shorten it. */
  secondMs?: number;
  /** How long a TWAP with a limit waits for the contract's book before it is refused (default 5 s). */
  bookWaitMs?: number;
  /** Where running TWAPs outlive a restart, per profile (`twap-store.ts`); none without it. */
  store?: TwapStore;
  /** The active profile's key for that store. */
  profileKey?: () => Promise<string | null>;
}

interface Slice {
  readonly clientOrderId: string;
  executedQty: string;
  avgPrice: string | null;
}

interface Twap {
  view: TwapView;
  readonly args: TwapArgs;
  /** Each slice's size, in the order they go. */
  readonly sizes: readonly string[];
  readonly step: string;
  readonly tick: string;
  /** The index of the next slice to go. */
  next: number;
  /** Where the slices' times count from: the start, later by the time a restart lost. */
  origin: number;
  readonly sent: Slice[];
  best: Best | null;
  /** Waiting for the first best price (see `firstBest`). */
  onBest: (() => void) | undefined;
  stopFollowing: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** What the slices filled, and their average price (eight places); null before a fill. */
function filled(slices: readonly Slice[], step: string): Pick<TwapView, 'executedQty' | 'avgPrice'> {
  let quantity = dec('0');
  let value = dec('0');
  for (const slice of slices) {
    if (slice.avgPrice === null) continue;
    quantity = quantity.plus(slice.executedQty);
    value = value.plus(dec(slice.executedQty).mul(slice.avgPrice));
  }
  const places = dec(step).decimalPlaces();
  return {
    executedQty: quantity.toFixed(places),
    avgPrice: quantity.isZero() ? null : value.div(quantity).toDecimalPlaces(8).toFixed(),
  };
}

/**
 * TWAPs run in main, so they go on with every panel closed: each sends its slices as market orders,
 * the first at once and the last at the end of its duration, through the same checks as any order.
 * A slice refused stops the TWAP; one whose price would be past the limit is skipped and said.
 */
export function createTwaps(deps: TwapDeps) {
  const now = deps.now ?? Date.now;
  const secondMs = deps.secondMs ?? 1000;
  const twaps = new Map<string, Twap>();
  let nextId = 1;
  /** The profile whose TWAPs run now (the store's key), once known. */
  let profile: string | null = null;

  const tell = (twap: Twap) => deps.emit('tt:futures:twapUpdated', { twap: twap.view });
  const update = (twap: Twap, change: Partial<TwapView>) => {
    twap.view = { ...twap.view, ...change, ...filled(twap.sent, twap.step) };
    tell(twap);
  };
  const timeOf = (twap: Twap, index: number) =>
    twap.origin +
    Math.round((sliceAt(0, twap.args.durationSeconds, twap.args.slices, index) * secondMs) / 1000);

  /** Writes the running TWAPs down, so a restart resumes them. */
  const persist = () => {
    if (!deps.store || profile === null) return;
    const running = [...twaps.values()].filter((t) => t.view.state === 'running');
    void deps.store
      .save(
        profile,
        running.map((t) => ({
          args: t.args,
          startedAt: t.view.startedAt,
          origin: t.origin,
          next: t.next,
          nextAt: t.view.nextAt ?? now(),
          skipped: t.view.skipped,
          sent: t.sent.map((s) => ({ ...s })),
        })),
      )
      .catch(() => undefined);
  };
  /** Ends a TWAP, with what else changed (the last slice's count) in the same push. */
  const end = (
    twap: Twap,
    state: 'done' | 'stopped',
    note: string | null,
    { keep = false, change = {} }: { keep?: boolean; change?: Partial<TwapView> } = {},
  ) => {
    if (twap.view.state !== 'running') return;
    twap.stopFollowing();
    clearTimeout(twap.timer);
    update(twap, { ...change, state, note, nextAt: null });
    if (!keep) persist();
  };
  /** Sets the next slice's time, telling it with what else changed in one push. */
  const schedule = (twap: Twap, at: number, change: Partial<TwapView> = {}) => {
    update(twap, { ...change, nextAt: at });
    twap.timer = setTimeout(
      () => {
        twap.timer = undefined;
        void sendSlice(twap);
      },
      Math.max(0, at - now()),
    );
  };

  /** Why the slice would trade past the limit (a buy's best ask above it, a sell's best bid below); null when it would not. */
  function pastLimit(twap: Twap): string | null {
    const limit = twap.args.limitPrice;
    if (limit === undefined) return null;
    const buy = twap.args.side === 'BUY';
    const price = buy ? twap.best?.ask : twap.best?.bid;
    const shown = (p: string) => onTickText(p, twap.tick);
    if (!price) return `no ${buy ? 'best ask' : 'best bid'} to check against the limit`;
    if (buy ? dec(price).gt(limit) : dec(price).lt(limit))
      return `the best ${buy ? 'ask' : 'bid'} ${shown(price)} was ${buy ? 'above' : 'below'} the limit ${shown(limit)}`;
    return null;
  }

  function orderOf(twap: Twap, quantity: string): PlaceFuturesOrderArgs {
    const { family, symbol, side, positionSide, reduceOnly } = twap.args;
    const order = {
      type: 'MARKET' as const,
      symbol,
      side,
      quantity,
      ...(positionSide ? { positionSide } : {}),
      ...(reduceOnly ? { reduceOnly } : {}),
    };
    return family === 'usdm' ? { family, order } : { family, order };
  }

  /** Sends (or skips) the next slice, then schedules the one after or ends. Throws the first slice's refusal. */
  async function sendSlice(twap: Twap, first = false): Promise<void> {
    if (twap.view.state !== 'running') return;
    const index = twap.next;
    const number = index + 1;
    const quantity = twap.sizes[index]!;
    const past = pastLimit(twap);
    let change: Partial<TwapView>;
    if (past !== null) {
      twap.next += 1;
      change = { skipped: twap.view.skipped + 1, note: `Slice ${number} skipped: ${past}.` };
    } else {
      try {
        const order = await deps.place(orderOf(twap, quantity));
        twap.next += 1;
        twap.sent.push({
          clientOrderId: order.clientOrderId,
          executedQty: order.executedQty,
          avgPrice: dec(order.executedQty).isZero() ? null : order.avgPrice,
        });
        change = { sent: twap.sent.length };
      } catch (error) {
        if (first) throw error;
        end(twap, 'stopped', `Slice ${number} refused: ${describeError(error)} No more slices are sent.`);
        return;
      }
    }
    if (twap.next >= twap.args.slices) {
      const skipped = change.skipped ?? twap.view.skipped;
      const note = skipped > 0 ? `${skipped} of ${twap.args.slices} slices skipped past the limit.` : null;
      end(twap, 'done', note, { change });
      return;
    }
    schedule(twap, timeOf(twap, twap.next), change);
    persist();
  }

  /** A TWAP of `args` from `from`, following its contract's best prices when it has a limit. */
  async function make(args: TwapArgs, from: Partial<TwapRecord> = {}): Promise<Twap> {
    const { family, symbol } = args;
    const step = await deps.marketStepOf(family, symbol);
    // The slices share out whole steps, so the whole must be on the step as each slice is.
    if (!isMultipleOfStep(args.quantity, step)) {
      const { code, msg } = futuresRefusals.qtyNotOnStep();
      throw refusedBeforeSending(family, code, msg);
    }
    const sizes = twapSlices(args.quantity, args.slices, step);
    if (sizes === null)
      throw refusedBeforeSending(
        family,
        undefined,
        `${args.quantity} in ${args.slices} slices is less than one step (${step}) a slice.`,
      );
    const startedAt = from.startedAt ?? now();
    const late = from.nextAt === undefined ? 0 : Math.max(0, now() - from.nextAt);
    const twap: Twap = {
      view: {
        id: `twap-${nextId++}`,
        family,
        symbol,
        side: args.side,
        quantity: args.quantity,
        slices: args.slices,
        durationSeconds: args.durationSeconds,
        limitPrice: args.limitPrice ?? null,
        sent: from.sent?.length ?? 0,
        skipped: from.skipped ?? 0,
        executedQty: '0',
        avgPrice: null,
        startedAt,
        nextAt: null,
        state: 'running',
        note: null,
      },
      args,
      sizes,
      step,
      tick: await deps.tickOf(family, symbol),
      next: from.next ?? 0,
      // Shifting the origin shifts every slice still to come by the time a restart lost.
      origin: (from.origin ?? startedAt) + late,
      sent: (from.sent ?? []).map((s) => ({ ...s })),
      best: null,
      onBest: undefined,
      stopFollowing: () => undefined,
      timer: undefined,
    };
    twap.view = { ...twap.view, ...filled(twap.sent, step) };
    if (args.limitPrice !== undefined)
      twap.stopFollowing = deps.followBest(family, symbol, (best) => {
        twap.best = best;
        twap.onBest?.();
      });
    return twap;
  }

  /** The first best price of the contract's book, for a TWAP with a limit; a refusal when none comes in time. */
  function firstBest(twap: Twap): Promise<void> {
    if (twap.args.limitPrice === undefined || twap.best) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            refusedBeforeSending(
              twap.args.family,
              undefined,
              `No book of ${twap.args.symbol} to check the limit against.`,
            ),
          ),
        deps.bookWaitMs ?? 5_000,
      );
      twap.onBest = () => {
        clearTimeout(timer);
        twap.onBest = undefined;
        resolve();
      };
    });
  }

  async function start(args: TwapArgs): Promise<TwapView> {
    profile ??= (await deps.profileKey?.()) ?? null;
    const twap = await make(args);
    try {
      await firstBest(twap);
      const past = pastLimit(twap);
      if (past !== null) throw refusedBeforeSending(args.family, undefined, `Nothing was sent: ${past}.`);
      await sendSlice(twap, true);
    } catch (error) {
      twap.stopFollowing();
      throw error;
    }
    twaps.set(twap.view.id, twap);
    persist();
    return twap.view;
  }

  const handlers: Pick<Handlers, TwapChannel> = {
    'tt:futures:twap': (args) => start(args),
    'tt:futures:twaps': async () => [...twaps.values()].map((t) => t.view).reverse(),
    'tt:futures:stopTwap': async ({ id }) => {
      const twap = twaps.get(id);
      if (!twap)
        throw new VenueError({ kind: 'invalid-arguments', endpoint: 'twap', message: `No TWAP ${id}.` });
      end(twap, 'stopped', `Stopped by you after ${twap.view.sent} of ${twap.args.slices} slices.`);
      return twap.view;
    },
  };

  return {
    handlers,
    /** An order the user-data stream told of: a slice's fill counts toward its TWAP. */
    onOrder(order: FuturesOrderView): void {
      for (const twap of twaps.values()) {
        if (twap.view.family !== order.family) continue;
        const slice = twap.sent.find((s) => s.clientOrderId === order.clientOrderId);
        if (!slice || dec(order.executedQty).lte(slice.executedQty)) continue;
        slice.executedQty = order.executedQty;
        slice.avgPrice = order.avgPrice;
        update(twap, {});
        if (twap.view.state === 'running') persist();
      }
    },
    /**
     * Another profile is opened: its TWAPs send no more slices here, still written down, so they go
     * on when it is opened again.
     */
    pauseAll(note: string): void {
      for (const twap of twaps.values()) end(twap, 'stopped', note, { keep: true });
      profile = null;
    },
    /**
     * The active profile opened: its TWAPs written down go on with the slices left, the next at the
     * time it was due or at once if that has passed (the slices after it keep their spacing from there).
     */
    async resume(): Promise<void> {
      profile = (await deps.profileKey?.()) ?? null;
      if (!deps.store || profile === null) return;
      const running = new Set(
        [...twaps.values()].filter((t) => t.view.state === 'running').map((t) => t.view.startedAt),
      );
      for (const record of await deps.store.load(profile)) {
        if (running.has(record.startedAt)) continue;
        const twap = await make(record.args, record).catch(() => null);
        if (!twap) continue;
        twaps.set(twap.view.id, twap);
        schedule(twap, timeOf(twap, twap.next));
      }
      persist();
    },
  };
}

export type Twaps = ReturnType<typeof createTwaps>;

/** TWAPs over main's futures and market services, as the terminal runs them. */
export function twapsOver(
  futures: Pick<FuturesService, 'orders' | 'onOrderUpdate'>,
  market: Pick<MarketService, 'followBest'>,
  emit: Emit,
  options: Pick<TwapDeps, 'secondMs' | 'store' | 'profileKey'> = {},
): Twaps {
  const twaps = createTwaps({
    place: futures.orders.place,
    marketStepOf: futures.orders.marketStepOf,
    tickOf: futures.orders.tickOf,
    followBest: (family, symbol, listener) => market.followBest(family, symbol, listener),
    emit,
    ...options,
  });
  futures.onOrderUpdate((order) => twaps.onOrder(order));
  return twaps;
}
