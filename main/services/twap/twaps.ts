// A TWAP: a size bought or sold at market in slices spread evenly over a time, on any market whose
// slices, steps and book its deps give (spot: ../orders/spot-twap.ts; futures: ../futures/twap.ts).
import { dec } from '@shared/decimal/decimal';
import { isMultipleOfStep } from '@shared/decimal/step';
import { onTickText } from '@shared/decimal/format';
import { sliceAt, twapSlices } from '@shared/market/twap-slices';
import type { Side } from '@shared/api/spot/enums';
import { describeError } from '@shared/ipc/errors';
import type { TwapView } from '@shared/ipc/twap';
import { VenueError } from '../../venue/venue-error';
import type { TwapRecord, TwapStore } from './twap-store';
import { keptPerProfile } from '../../settings/kept-per-profile';
import { generateClientOrderId } from '../../venue/client-order-id';
import { endWords } from './twap-words';

type Best = { readonly bid: string | null; readonly ask: string | null };

/** What every TWAP is asked (`twapFields`), whatever its market adds. */
export interface CommonTwapArgs {
  readonly symbol: string;
  readonly side: Side;
  readonly quantity: string;
  readonly slices: number;
  readonly durationSeconds: number;
  readonly limitPrice?: string | undefined;
}

/** A slice's order as the venue answered it, or as its user-data stream later tells of it. */
export interface SliceUpdate {
  readonly family: TwapView['family'];
  readonly clientOrderId: string;
  readonly executedQty: string;
  /** The average fill price; null or zero before a fill. */
  readonly avgPrice: string | null;
}

export interface TwapDeps<A extends CommonTwapArgs> {
  /** Which market the TWAP trades on, as its view names it. */
  family(args: A): TwapView['family'];
  /**
   * Places one slice at market as the renderer's orders are placed (checked before sending), under
   * the client order id given: known before the venue answers, so the slice's own notices can be told
   * apart (`isSlice`) however early they come.
   */
  placeSlice(args: A, quantity: string, clientOrderId: string): Promise<Omit<SliceUpdate, 'family'>>;
  /** The step a market order's quantity keeps, and the price tick. */
  stepOf(args: A): Promise<string>;
  tickOf(args: A): Promise<string>;
  /** The best bid and ask at every change of the book (read for a TWAP with a limit). */
  followBest(args: A, listener: (best: Best) => void): () => void;
  /** A refusal foreseen, nothing sent, in main's words; and the venue's own for a size off the step. */
  refused(args: A, message: string): Error;
  offStep(args: A): Error;
  /** Tells the renderer of a change. */
  tell(view: TwapView): void;
  /** A TWAP ended (done, or stopped), with what it did in a sentence: one notice for all its slices. */
  ended?(view: TwapView, words: string): void;
  /** Each slice's client order id (default: main's own 32-character ids). */
  newClientOrderId?: () => string;
  now?: () => number;
  /** Milliseconds in a TWAP's second: tests shorten it. */
  secondMs?: number;
  /** How long a TWAP with a limit waits for the book before it is refused (default 5 s). */
  bookWaitMs?: number;
  /** Where running TWAPs outlive a restart, per profile (`twap-store.ts`); none without it. */
  store?: TwapStore<A>;
  /** The active profile's key for that store. */
  profileKey?: () => Promise<string | null>;
}

interface Slice {
  readonly clientOrderId: string;
  executedQty: string;
  avgPrice: string | null;
}

interface Twap<A extends CommonTwapArgs> {
  view: TwapView;
  readonly args: A;
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
export function createTwaps<A extends CommonTwapArgs>(deps: TwapDeps<A>) {
  const now = deps.now ?? Date.now;
  const secondMs = deps.secondMs ?? 1000;
  const twaps = new Map<string, Twap<A>>();
  let nextId = 1;
  /** Running TWAPs written down per profile; one that cannot be made again at a start is kept. */
  const kept = keptPerProfile(deps.store, deps.profileKey);

  const ids = deps.newClientOrderId ?? generateClientOrderId;
  /** Every slice's client order id sent in this run, ended TWAPs' too. */
  const sliceIds = new Set<string>();
  const tell = (twap: Twap<A>) => deps.tell(twap.view);
  const update = (twap: Twap<A>, change: Partial<TwapView>) => {
    twap.view = { ...twap.view, ...change, ...filled(twap.sent, twap.step) };
    tell(twap);
  };
  const timeOf = (twap: Twap<A>, index: number) =>
    twap.origin +
    Math.round((sliceAt(0, twap.args.durationSeconds, twap.args.slices, index) * secondMs) / 1000);

  /** Writes the running TWAPs down, so a restart resumes them. */
  const persist = () =>
    kept.save(
      [...twaps.values()]
        .filter((t) => t.view.state === 'running')
        .map((t) => ({
          args: t.args,
          startedAt: t.view.startedAt,
          origin: t.origin,
          next: t.next,
          nextAt: t.view.nextAt ?? now(),
          skipped: t.view.skipped,
          sent: t.sent.map((s) => ({ ...s })),
        })),
    );
  /** Ends a TWAP, with what else changed (the last slice's count) in the same push. */
  const end = (
    twap: Twap<A>,
    state: 'done' | 'stopped',
    note: string | null,
    { keep = false, change = {} }: { keep?: boolean; change?: Partial<TwapView> } = {},
  ) => {
    if (twap.view.state !== 'running') return;
    twap.stopFollowing();
    clearTimeout(twap.timer);
    update(twap, { ...change, state, note, nextAt: null });
    if (!keep) persist();
    // A pause for another profile is no end: the TWAP goes on when that profile is opened again.
    if (!keep) deps.ended?.(twap.view, endWords(twap.view, twap.tick, twap.step));
  };
  /** Sets the next slice's time, telling it with what else changed in one push. */
  const schedule = (twap: Twap<A>, at: number, change: Partial<TwapView> = {}) => {
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
  function pastLimit(twap: Twap<A>): string | null {
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

  /** Sends (or skips) the next slice, then schedules the one after or ends. Throws the first slice's refusal. */
  async function sendSlice(twap: Twap<A>, first = false): Promise<void> {
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
        const clientOrderId = ids();
        sliceIds.add(clientOrderId);
        const answer = await deps.placeSlice(twap.args, quantity, clientOrderId);
        twap.next += 1;
        twap.sent.push({
          clientOrderId: answer.clientOrderId,
          executedQty: answer.executedQty,
          avgPrice: dec(answer.executedQty).isZero() ? null : answer.avgPrice,
        });
        change = { sent: twap.sent.length };
      } catch (error) {
        if (first) throw error;
        end(twap, 'stopped', `Slice ${number} refused: ${describeError(error)} No more slices are sent.`);
        return;
      }
    }
    // Stopped (or paused) while the slice was on its way: it counts, and nothing more is scheduled.
    if (twap.view.state !== 'running') {
      update(twap, change);
      return;
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

  /** A TWAP of `args` from `from`, following its market's best prices when it has a limit. */
  async function make(args: A, from: Partial<TwapRecord<A>> = {}): Promise<Twap<A>> {
    const { symbol } = args;
    const step = await deps.stepOf(args);
    // The slices share out whole steps, so the whole must be on the step as each slice is.
    if (!isMultipleOfStep(args.quantity, step)) throw deps.offStep(args);
    const sizes = twapSlices(args.quantity, args.slices, step);
    if (sizes === null)
      throw deps.refused(
        args,
        `${args.quantity} in ${args.slices} slices is less than one step (${step}) a slice.`,
      );
    const startedAt = from.startedAt ?? now();
    const late = from.nextAt === undefined ? 0 : Math.max(0, now() - from.nextAt);
    const twap: Twap<A> = {
      view: {
        id: `twap-${nextId++}`,
        family: deps.family(args),
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
      tick: await deps.tickOf(args),
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
      twap.stopFollowing = deps.followBest(args, (best) => {
        twap.best = best;
        twap.onBest?.();
      });
    return twap;
  }

  /** The first best price of the book, for a TWAP with a limit; a refusal when none comes in time. */
  function firstBest(twap: Twap<A>): Promise<void> {
    if (twap.args.limitPrice === undefined || twap.best) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(deps.refused(twap.args, `No book of ${twap.args.symbol} to check the limit against.`)),
        deps.bookWaitMs ?? 5_000,
      );
      twap.onBest = () => {
        clearTimeout(timer);
        twap.onBest = undefined;
        resolve();
      };
    });
  }

  async function start(args: A): Promise<TwapView> {
    await kept.open();
    const twap = await make(args);
    try {
      await firstBest(twap);
      const past = pastLimit(twap);
      if (past !== null) throw deps.refused(args, `Nothing was sent: ${past}.`);
      await sendSlice(twap, true);
    } catch (error) {
      twap.stopFollowing();
      throw error;
    }
    twaps.set(twap.view.id, twap);
    persist();
    return twap.view;
  }

  return {
    start,
    /** Whether an order is one of this run's slices (its fills are told once, when the TWAP ends). */
    isSlice: (clientOrderId: string): boolean => sliceIds.has(clientOrderId),
    /** Every TWAP of this run, newest first (ended ones too, until the app restarts). */
    list: (): TwapView[] => [...twaps.values()].map((t) => t.view).reverse(),
    /** Sends no more of a TWAP's slices; what they filled stays. */
    stop(id: string): TwapView {
      const twap = twaps.get(id);
      if (!twap)
        throw new VenueError({ kind: 'invalid-arguments', endpoint: 'twap', message: `No TWAP ${id}.` });
      end(twap, 'stopped', `Stopped by you after ${twap.view.sent} of ${twap.args.slices} slices.`);
      return twap.view;
    },
    /** An order the user-data stream told of: a slice's fill counts toward its TWAP. */
    onOrder(order: SliceUpdate): void {
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
      kept.close();
    },
    /**
     * The active profile opened: its TWAPs written down go on with the slices left, the next at the
     * time it was due or at once if that has passed (the slices after it keep their spacing from there).
     */
    async resume(): Promise<void> {
      const running = new Set(
        [...twaps.values()].filter((t) => t.view.state === 'running').map((t) => t.view.startedAt),
      );
      await kept.reopen(async (record) => {
        if (running.has(record.startedAt)) return 'running';
        const twap = await make(record.args, record).catch(() => null);
        if (!twap) return 'unread';
        twaps.set(twap.view.id, twap);
        schedule(twap, timeOf(twap, twap.next));
        return 'running';
      });
      persist();
    },
  };
}

export type Twaps<A extends CommonTwapArgs> = ReturnType<typeof createTwaps<A>>;
