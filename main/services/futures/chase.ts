// Chasing: a post-only limit kept at the best bid (a buy) or ask (a sell) until it fills.
import { dec } from '@shared/decimal/decimal';
import { onTickText } from '@shared/decimal/format';
import type { Emit, Handlers } from '@shared/ipc/contract';
import { describeError } from '@shared/ipc/errors';
import type { ChaseView, FuturesFamily, FuturesOrderView } from '@shared/ipc/futures';
import type { ChaseArgs, ModifyFuturesOrderArgs, PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import { VenueError } from '../../venue/venue-error';
import { refusedBeforeSending } from './not-sent';
import type { ChaseStore } from './chase-store';
import { keptPerProfile } from '../../settings/kept-per-profile';
import type { FuturesService } from './futures-service';
import type { MarketService } from '../market/market-service';

export type ChaseChannel = 'tt:futures:chase' | 'tt:futures:chases' | 'tt:futures:stopChase';

type Best = { readonly bid: string | null; readonly ask: string | null };

export interface ChaseDeps {
  /** Places and moves orders as the renderer's are: checked before sending, answered in words. */
  place(args: PlaceFuturesOrderArgs): Promise<FuturesOrderView>;
  modify(args: ModifyFuturesOrderArgs): Promise<FuturesOrderView>;
  readOrder(family: FuturesFamily, symbol: string, clientOrderId: string): Promise<FuturesOrderView>;
  tickOf(family: FuturesFamily, symbol: string): Promise<string>;
  /** The contract's best bid and ask at every change of its book. */
  followBest(family: FuturesFamily, symbol: string, listener: (best: Best) => void): () => void;
  emit: Emit;
  now?: () => number;
  /** The shortest time between two moves of one chase (default 250 ms: 4 a second, well inside the ORDERS limits). */
  minMoveMs?: number;
  /** How long a chase waits for the contract's book before it is refused (default 5 s). */
  bookWaitMs?: number;
  /** Where running chases outlive a restart, per profile (`chase-store.ts`); none without it. */
  store?: ChaseStore;
  /** The active profile's key for that store. */
  profileKey?: () => Promise<string | null>;
}

interface Chase {
  view: ChaseView;
  readonly args: ChaseArgs;
  readonly tick: string;
  best: Best | null;
  /** Waiting for the first best price (see `firstBest`). */
  onBest: (() => void) | undefined;
  stopFollowing: () => void;
  moving: boolean;
  again: boolean;
  lastMoveAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** Whether the best price has moved past the order: above a buy, below a sell. */
const awayFrom = (side: ChaseArgs['side'], best: string, price: string) =>
  side === 'BUY' ? dec(best).gt(price) : dec(best).lt(price);

const isOpen = (o: FuturesOrderView) => o.status === 'NEW' || o.status === 'PARTIALLY_FILLED';

/**
 * Chases run in main, so they go on with every panel closed. Each follows its contract's book: when
 * the best price on its side moves away from the order, the order is moved there in place (Modify
 * Order), at most every `minMoveMs`. A chase ends when its order fills, is cancelled or expires;
 * the trader stops one (the order stays), or it stops where the best price passes its limit.
 */
export function createChases(deps: ChaseDeps) {
  const now = deps.now ?? Date.now;
  const minMoveMs = deps.minMoveMs ?? 250;
  const chases = new Map<string, Chase>();
  let next = 1;

  const tell = (chase: Chase) => deps.emit('tt:futures:chaseUpdated', { chase: chase.view });
  const update = (chase: Chase, change: Partial<ChaseView>) => {
    chase.view = { ...chase.view, ...change };
    tell(chase);
  };
  /** Running chases written down per profile; one whose order could not be asked about is kept. */
  const kept = keptPerProfile(deps.store, deps.profileKey);
  /**
   * Writes the running chases down, so a restart resumes them: when one starts or ends, not at each
   * move (what a resumed chase needs does not change as it moves; the order is read again).
   */
  const persist = () =>
    kept.save(
      [...chases.values()]
        .filter((c) => c.view.state === 'chasing' && c.view.clientOrderId)
        .map((c) => ({
          args: c.args,
          clientOrderId: c.view.clientOrderId as string,
          startPrice: c.view.startPrice ?? (c.view.price as string),
        })),
    );
  const finish = (chase: Chase, state: ChaseView['state'], note: string | null, keep = false) => {
    if (chase.view.state !== 'chasing') return;
    chase.stopFollowing();
    clearTimeout(chase.timer);
    update(chase, { state, note });
    if (!keep) persist();
  };
  const targetOf = (chase: Chase): string | null => {
    const price = chase.args.side === 'BUY' ? chase.best?.bid : chase.best?.ask;
    return price ? onTickText(price, chase.tick) : null;
  };
  const pastLimit = (chase: Chase, price: string) => {
    const limit = chase.args.limitPrice;
    if (limit === undefined) return false;
    return chase.args.side === 'BUY' ? dec(price).gt(limit) : dec(price).lt(limit);
  };
  const bestName = (chase: Chase) => (chase.args.side === 'BUY' ? 'best bid' : 'best ask');

  /** Ends a chase from what its order now is. */
  const settleFrom = (chase: Chase, order: FuturesOrderView) => {
    if (order.status === 'FILLED') finish(chase, 'filled', null);
    else if (!isOpen(order)) finish(chase, 'ended', `The order was ${order.status.toLowerCase()}.`);
  };

  async function move(chase: Chase): Promise<void> {
    if (chase.view.state !== 'chasing' || chase.view.clientOrderId === null) return;
    if (chase.moving) {
      chase.again = true;
      return;
    }
    const target = targetOf(chase);
    // Only away from the order: the order is itself the best price until something betters it, so a
    // best price behind it is a book that has not yet seen it (or the order has gone).
    if (target === null || chase.view.price === null || !awayFrom(chase.args.side, target, chase.view.price))
      return;
    if (pastLimit(chase, target)) {
      finish(
        chase,
        'stopped',
        `The ${bestName(chase)} passed the chase's limit; the order stays where it was.`,
      );
      return;
    }
    const wait = chase.lastMoveAt + minMoveMs - now();
    if (wait > 0) {
      chase.timer ??= setTimeout(() => {
        chase.timer = undefined;
        void move(chase);
      }, wait);
      return;
    }
    chase.moving = true;
    chase.lastMoveAt = now();
    const { family, symbol } = chase.args;
    const clientOrderId = chase.view.clientOrderId;
    try {
      const moved = await deps.modify({ family, symbol, clientOrderId, price: target });
      if (moved.status === 'CANCELED' || moved.status === 'EXPIRED')
        finish(
          chase,
          'ended',
          'The venue cancelled the order instead of moving it: at the new price the post-only order would have traded.',
        );
      else {
        update(chase, { price: moved.price, moves: chase.view.moves + 1 });
        settleFrom(chase, moved);
      }
    } catch (error) {
      const order = await deps.readOrder(family, symbol, clientOrderId).catch(() => null);
      if (order && !isOpen(order)) settleFrom(chase, order);
      else finish(chase, 'stopped', `Not moved: ${describeError(error)} The order stays where it was.`);
    } finally {
      chase.moving = false;
      if (chase.again) {
        chase.again = false;
        void move(chase);
      }
    }
  }

  /** The first best price of the contract's book, or a refusal when none comes in time. */
  function firstBest(chase: Chase): Promise<void> {
    if (targetOf(chase) !== null) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        chase.onBest = undefined;
        reject(
          refusedBeforeSending(
            chase.args.family,
            undefined,
            `No ${bestName(chase)} on ${chase.args.symbol} to chase.`,
          ),
        );
      }, deps.bookWaitMs ?? 5_000);
      chase.onBest = () => {
        if (targetOf(chase) === null) return;
        clearTimeout(timer);
        chase.onBest = undefined;
        resolve();
      };
    });
  }

  /** A chase of `args` following its contract's book from now, with `from` as it stands. */
  async function follow(args: ChaseArgs, from: Partial<ChaseView> = {}): Promise<Chase> {
    const { family, symbol, side, quantity } = args;
    const chase: Chase = {
      view: {
        id: `chase-${next++}`,
        family,
        symbol,
        side,
        quantity,
        clientOrderId: null,
        price: null,
        startPrice: null,
        limitPrice: args.limitPrice ?? null,
        moves: 0,
        state: 'chasing',
        note: null,
        ...from,
      },
      args,
      tick: await deps.tickOf(family, symbol),
      best: null,
      onBest: undefined,
      stopFollowing: () => undefined,
      moving: false,
      again: false,
      lastMoveAt: now(),
      timer: undefined,
    };
    chase.stopFollowing = deps.followBest(family, symbol, (best) => {
      chase.best = best;
      chase.onBest?.();
      void move(chase);
    });
    return chase;
  }

  async function start(args: ChaseArgs): Promise<ChaseView> {
    await kept.open();
    const chase = await follow(args);
    try {
      await firstBest(chase);
      const placed = await placeAtBest(chase);
      update(chase, { clientOrderId: placed.clientOrderId, price: placed.price, startPrice: placed.price });
    } catch (error) {
      chase.stopFollowing();
      throw error;
    }
    chases.set(chase.view.id, chase);
    persist();
    // The book may have moved while the order was on its way.
    void move(chase);
    return chase.view;
  }

  /** Places the post-only order at the best price; again (twice at most) if it would have taken. */
  async function placeAtBest(chase: Chase): Promise<FuturesOrderView> {
    const { family, symbol, side, quantity, positionSide, reduceOnly } = chase.args;
    for (let attempt = 0; ; attempt += 1) {
      const price = targetOf(chase) as string;
      if (pastLimit(chase, price))
        throw refusedBeforeSending(
          family,
          undefined,
          `The ${bestName(chase)} is already past the chase's limit: nothing was sent.`,
        );
      const order = {
        type: 'LIMIT' as const,
        symbol,
        side,
        quantity,
        price,
        timeInForce: 'GTX' as const,
        ...(positionSide ? { positionSide } : {}),
        ...(reduceOnly ? { reduceOnly } : {}),
      };
      try {
        return await deps.place(family === 'usdm' ? { family, order } : { family, order });
      } catch (error) {
        // -5022: the best price moved through the order's on its way (it would have taken).
        if (error instanceof VenueError && error.code === -5022 && attempt < 2) continue;
        throw error;
      }
    }
  }

  const handlers: Pick<Handlers, ChaseChannel> = {
    'tt:futures:chase': (args) => start(args),
    'tt:futures:chases': async () => [...chases.values()].map((c) => c.view).reverse(),
    'tt:futures:stopChase': async ({ id }) => {
      const chase = chases.get(id);
      if (!chase)
        throw new VenueError({ kind: 'invalid-arguments', endpoint: 'chase', message: `No chase ${id}.` });
      finish(chase, 'stopped', 'Stopped by you; the order stays where it was.');
      return chase.view;
    },
  };

  return {
    handlers,
    /** An order the user-data stream told of: a chase's order that ended ends its chase. */
    onOrder(order: FuturesOrderView): void {
      for (const chase of chases.values())
        if (
          chase.view.state === 'chasing' &&
          chase.view.family === order.family &&
          chase.view.clientOrderId === order.clientOrderId
        )
          settleFrom(chase, order);
    },
    /** The trader moves an order by hand: a chase moving it stops, and leaves it to them. */
    movedByHand(family: FuturesFamily, clientOrderId: string): void {
      for (const chase of chases.values())
        if (chase.view.family === family && chase.view.clientOrderId === clientOrderId)
          finish(chase, 'stopped', 'Stopped: you moved its order by hand.');
    },
    /**
     * Another profile is opened: its chases stop following here (their orders stay on its account),
     * still written down, so they go on when it is opened again.
     */
    pauseAll(note: string): void {
      for (const chase of chases.values()) finish(chase, 'stopped', note, true);
      kept.close();
    },
    /**
     * The active profile opened (the app started, or it was chosen): its chases written down go on
     * where their orders still work; those whose order ended meanwhile are forgotten. An order the
     * venue cannot be asked about now is kept for the next time.
     */
    async resume(): Promise<void> {
      const running = new Set(
        [...chases.values()].filter((c) => c.view.state === 'chasing').map((c) => c.view.clientOrderId),
      );
      await kept.reopen(async (record) => {
        if (running.has(record.clientOrderId)) return 'running';
        const { family, symbol } = record.args;
        const order = await deps.readOrder(family, symbol, record.clientOrderId).catch((error: unknown) =>
          // -2013: the venue knows no such order (it ended long ago); anything else may pass.
          error instanceof VenueError && error.code === -2013 ? null : undefined,
        );
        if (order === undefined) return 'unread';
        if (!order || !isOpen(order)) return 'gone';
        const chase = await follow(record.args, {
          clientOrderId: record.clientOrderId,
          price: order.price,
          startPrice: record.startPrice,
        });
        chases.set(chase.view.id, chase);
        tell(chase);
        return 'running';
      });
      persist();
    },
  };
}

export type Chases = ReturnType<typeof createChases>;

/** Chases over main's futures and market services, as the terminal runs them. */
export function chasesOver(
  futures: Pick<FuturesService, 'orders' | 'onOrderUpdate' | 'onHandMove'>,
  market: Pick<MarketService, 'followBest'>,
  emit: Emit,
  options: Pick<ChaseDeps, 'minMoveMs' | 'bookWaitMs' | 'store' | 'profileKey'> = {},
): Chases {
  const chases = createChases({
    place: futures.orders.place,
    modify: futures.orders.modify,
    readOrder: futures.orders.read,
    tickOf: futures.orders.tickOf,
    followBest: (family, symbol, listener) => market.followBest(family, symbol, listener),
    emit,
    ...options,
  });
  futures.onOrderUpdate((order) => chases.onOrder(order));
  futures.onHandMove((family, clientOrderId) => chases.movedByHand(family, clientOrderId));
  return chases;
}
