// A chase: a post-only limit kept at the best bid (a buy) or ask (a sell) until it fills, on any
// market whose orders its deps place and move (futures: ../futures/chase.ts; spot: ../orders/spot-chase.ts).
import { dec } from '@shared/decimal/decimal';
import { onTickText } from '@shared/decimal/format';
import type { Side } from '@shared/api/spot/enums';
import type { ChaseView } from '@shared/ipc/chase';
import { describeError } from '@shared/ipc/errors';
import { VenueError } from '../../venue/venue-error';
import { keptPerProfile, type ProfileLists } from '../../settings/kept-per-profile';

type Best = { readonly bid: string | null; readonly ask: string | null };

/** What every chase is asked, whatever its market adds. */
export interface CommonChaseArgs {
  readonly symbol: string;
  readonly side: Side;
  readonly quantity: string;
  readonly limitPrice?: string | undefined;
}

/** The chasing order as the venue answered or its user-data stream told of it. */
export interface ChaseOrder {
  readonly clientOrderId: string;
  readonly price: string;
  /** The venue's status: NEW, PARTIALLY_FILLED, FILLED, CANCELED, EXPIRED… */
  readonly status: string;
  readonly origQty: string;
  readonly executedQty: string;
}

/** What a move did: the order now working at the new price (its id may be new), or why there is none. */
export type MoveResult =
  | { readonly order: ChaseOrder; readonly gone?: undefined }
  /** The order was taken off and nothing took its place: the chase ends with `gone` as its note. */
  | { readonly order?: undefined; readonly gone: string };

/** A running chase written down so a restart resumes it: what it was asked, its order, where it began. */
export interface ChaseRecord<A> {
  readonly args: A;
  readonly clientOrderId: string;
  readonly startPrice: string;
}

export interface ChaseDeps<A extends CommonChaseArgs> {
  /** Which market the chase trades on, as its view names it. */
  family(args: A): ChaseView['family'];
  /** Places the post-only order at `price`, checked before sending as the renderer's orders are. */
  place(args: A, price: string): Promise<ChaseOrder>;
  /** Moves the order to `price`. Throws where the venue refused and the order stays where it was. */
  move(args: A, clientOrderId: string, price: string): Promise<MoveResult>;
  read(args: A, clientOrderId: string): Promise<ChaseOrder>;
  tickOf(args: A): Promise<string>;
  /** The best bid and ask at every change of the book. */
  followBest(args: A, listener: (best: Best) => void): () => void;
  /** Whether a placement was refused because the post-only order would have traded at once. */
  wouldTake(error: unknown): boolean;
  /** Whether a read was refused because the venue knows no such order (it ended long ago). */
  unknownOrder(error: unknown): boolean;
  /** A refusal foreseen, nothing sent, in main's words. */
  refused(args: A, message: string): Error;
  /** Tells the renderer of a change. */
  tell(view: ChaseView): void;
  now?: () => number;
  /** The shortest time between two moves of one chase (default 250 ms: 4 a second). */
  minMoveMs?: number;
  /** How long a chase waits for the book before it is refused (default 5 s). */
  bookWaitMs?: number;
  /** Where running chases outlive a restart, per profile; none without it. */
  store?: ProfileLists<ChaseRecord<A>>;
  /** The active profile's key for that store. */
  profileKey?: () => Promise<string | null>;
}

interface Chase<A> {
  view: ChaseView;
  readonly args: A;
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
const awayFrom = (side: Side, best: string, price: string) =>
  side === 'BUY' ? dec(best).gt(price) : dec(best).lt(price);

const isOpen = (o: ChaseOrder) => o.status === 'NEW' || o.status === 'PARTIALLY_FILLED';

/**
 * Chases run in main, so they go on with every panel closed. Each follows its book: when the best
 * price on its side moves away from the order, the order is moved there, at most every `minMoveMs`.
 * A chase ends when its order fills, is cancelled or expires; the trader stops one (the order stays),
 * or it stops where the best price passes its limit.
 */
export function createChases<A extends CommonChaseArgs>(deps: ChaseDeps<A>) {
  const now = deps.now ?? Date.now;
  const minMoveMs = deps.minMoveMs ?? 250;
  const chases = new Map<string, Chase<A>>();
  let next = 1;
  /** Chases being started, and what the stream told of orders no chase holds yet meanwhile. */
  let starting = 0;
  const early = new Map<string, ChaseOrder>();

  const tell = (chase: Chase<A>) => deps.tell(chase.view);
  const update = (chase: Chase<A>, change: Partial<ChaseView>) => {
    chase.view = { ...chase.view, ...change };
    tell(chase);
  };
  /** Running chases written down per profile; one whose order could not be asked about is kept. */
  const kept = keptPerProfile(deps.store, deps.profileKey);
  /**
   * Writes the running chases down, so a restart resumes them: when one starts, ends or its order
   * changes id (a move on spot places a new order), not at each move in place.
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
  const finish = (chase: Chase<A>, state: ChaseView['state'], note: string | null, keep = false) => {
    if (chase.view.state !== 'chasing') return;
    chase.stopFollowing();
    clearTimeout(chase.timer);
    update(chase, { state, note });
    if (!keep) persist();
  };
  const targetOf = (chase: Chase<A>): string | null => {
    const price = chase.args.side === 'BUY' ? chase.best?.bid : chase.best?.ask;
    return price ? onTickText(price, chase.tick) : null;
  };
  const pastLimit = (chase: Chase<A>, price: string) => {
    const limit = chase.args.limitPrice;
    if (limit === undefined) return false;
    return chase.args.side === 'BUY' ? dec(price).gt(limit) : dec(price).lt(limit);
  };
  const bestName = (chase: Chase<A>) => (chase.args.side === 'BUY' ? 'best bid' : 'best ask');

  /**
   * What the chase has filled, from the order working for it now: all it was asked less what that
   * order has left (on spot each move places what is left as a new order; a futures order keeps its
   * size and counts what filled).
   */
  const filledBy = (chase: Chase<A>, order: ChaseOrder): string => {
    const left = dec(order.origQty).minus(order.executedQty);
    const filled = dec(chase.args.quantity).minus(left);
    return filled.gt(0) ? filled.toFixed() : '0';
  };
  const track = (chase: Chase<A>, order: ChaseOrder) => {
    const filled = filledBy(chase, order);
    if (!dec(filled).eq(chase.view.filled)) update(chase, { filled });
  };

  /** Ends a chase from what its order now is, after counting what it filled. */
  const settleFrom = (chase: Chase<A>, order: ChaseOrder) => {
    if (chase.view.state !== 'chasing') return;
    track(chase, order);
    if (order.status === 'FILLED') finish(chase, 'filled', null);
    else if (!isOpen(order)) finish(chase, 'ended', `The order was ${order.status.toLowerCase()}.`);
  };

  async function move(chase: Chase<A>): Promise<void> {
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
    const clientOrderId = chase.view.clientOrderId;
    try {
      const moved = await deps.move(chase.args, clientOrderId, target);
      if (moved.gone !== undefined) finish(chase, 'ended', moved.gone);
      else {
        const renamed = moved.order.clientOrderId !== clientOrderId;
        update(chase, {
          clientOrderId: moved.order.clientOrderId,
          price: moved.order.price,
          moves: chase.view.moves + 1,
          filled: filledBy(chase, moved.order),
        });
        if (renamed) persist();
        settleFrom(chase, moved.order);
      }
    } catch (error) {
      const order = await deps.read(chase.args, clientOrderId).catch(() => null);
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

  /** The first best price of the book, or a refusal when none comes in time. */
  function firstBest(chase: Chase<A>): Promise<void> {
    if (targetOf(chase) !== null) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        chase.onBest = undefined;
        reject(deps.refused(chase.args, `No ${bestName(chase)} on ${chase.args.symbol} to chase.`));
      }, deps.bookWaitMs ?? 5_000);
      chase.onBest = () => {
        if (targetOf(chase) === null) return;
        clearTimeout(timer);
        chase.onBest = undefined;
        resolve();
      };
    });
  }

  /** A chase of `args` following its book from now, with `from` as it stands. */
  async function follow(args: A, from: Partial<ChaseView> = {}): Promise<Chase<A>> {
    const chase: Chase<A> = {
      view: {
        id: `chase-${next++}`,
        family: deps.family(args),
        symbol: args.symbol,
        side: args.side,
        quantity: args.quantity,
        clientOrderId: null,
        price: null,
        startPrice: null,
        limitPrice: args.limitPrice ?? null,
        moves: 0,
        filled: '0',
        state: 'chasing',
        note: null,
        ...from,
      },
      args,
      tick: await deps.tickOf(args),
      best: null,
      onBest: undefined,
      stopFollowing: () => undefined,
      moving: false,
      again: false,
      lastMoveAt: now(),
      timer: undefined,
    };
    chase.stopFollowing = deps.followBest(args, (best) => {
      chase.best = best;
      chase.onBest?.();
      void move(chase);
    });
    return chase;
  }

  async function start(args: A): Promise<ChaseView> {
    await kept.open();
    const chase = await follow(args);
    starting += 1;
    try {
      await firstBest(chase);
      const placed = await placeAtBest(chase);
      update(chase, {
        clientOrderId: placed.clientOrderId,
        price: placed.price,
        startPrice: placed.price,
        filled: filledBy(chase, placed),
      });
    } catch (error) {
      chase.stopFollowing();
      throw error;
    } finally {
      starting -= 1;
    }
    chases.set(chase.view.id, chase);
    persist();
    // The order may have filled (or been cancelled) before the chase held it: the stream told of it.
    const told = early.get(chase.view.clientOrderId as string);
    if (starting === 0) early.clear();
    if (told) settleFrom(chase, told);
    // The book may have moved while the order was on its way.
    void move(chase);
    return chase.view;
  }

  /** Places the post-only order at the best price; again (twice at most) if it would have taken. */
  async function placeAtBest(chase: Chase<A>): Promise<ChaseOrder> {
    for (let attempt = 0; ; attempt += 1) {
      const price = targetOf(chase) as string;
      if (pastLimit(chase, price))
        throw deps.refused(
          chase.args,
          `The ${bestName(chase)} is already past the chase's limit: nothing was sent.`,
        );
      try {
        return await deps.place(chase.args, price);
      } catch (error) {
        // The best price moved through the order's on its way (it would have taken).
        if (deps.wouldTake(error) && attempt < 2) continue;
        throw error;
      }
    }
  }

  const stop = (id: string): ChaseView => {
    const chase = chases.get(id);
    if (!chase)
      throw new VenueError({ kind: 'invalid-arguments', endpoint: 'chase', message: `No chase ${id}.` });
    finish(chase, 'stopped', 'Stopped by you; the order stays where it was.');
    return chase.view;
  };

  return {
    start,
    stop,
    /** The chases of this run, newest first. */
    list: (): ChaseView[] => [...chases.values()].map((c) => c.view).reverse(),
    /**
     * An order the user-data stream told of: a chase's order that ended ends its chase. Not while the
     * chase moves it: a move that replaces the order ends the old one, and its answer says how.
     */
    onOrder(family: ChaseView['family'], order: ChaseOrder): void {
      if (starting > 0) early.set(order.clientOrderId, order);
      for (const chase of chases.values())
        if (
          chase.view.state === 'chasing' &&
          !chase.moving &&
          chase.view.family === family &&
          chase.view.clientOrderId === order.clientOrderId
        )
          settleFrom(chase, order);
    },
    /** The trader moves an order by hand: a chase moving it stops, and leaves it to them. */
    movedByHand(family: ChaseView['family'], clientOrderId: string): void {
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
        const order = await deps
          .read(record.args, record.clientOrderId)
          .catch((error: unknown) => (deps.unknownOrder(error) ? null : undefined));
        if (order === undefined) return 'unread';
        if (!order || !isOpen(order)) return 'gone';
        const chase = await follow(record.args, {
          clientOrderId: record.clientOrderId,
          price: order.price,
          startPrice: record.startPrice,
        });
        chase.view = { ...chase.view, filled: filledBy(chase, order) };
        chases.set(chase.view.id, chase);
        tell(chase);
        return 'running';
      });
      persist();
    },
  };
}

export type Chases<A extends CommonChaseArgs> = ReturnType<typeof createChases<A>>;
