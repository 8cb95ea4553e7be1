// A futures chase: the generic chase (../chase/chases.ts) over main's futures and market services,
// its order moved in place (Modify Order).
import type { Emit, Handlers } from '@shared/ipc/contract';
import type { FuturesFamily, FuturesOrderView } from '@shared/ipc/futures';
import type { ChaseArgs, ModifyFuturesOrderArgs, PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import { VenueError } from '../../venue/venue-error';
import { createChases as createAnyChases } from '../chase/chases';
import { refusedBeforeSending } from './not-sent';
import type { ChaseStore } from './chase-store';
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

/**
 * Futures chases: the post-only order is a GTX limit, moved in place with Modify Order (its id and
 * place in the queue's time kept by the venue's rules); -5022 says it would have taken.
 */
export function createChases(deps: ChaseDeps) {
  const { now, minMoveMs, bookWaitMs, store, profileKey } = deps;
  const chases = createAnyChases<ChaseArgs>({
    family: (args) => args.family,
    async place({ family, symbol, side, quantity, positionSide, reduceOnly }, price) {
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
      return deps.place(family === 'usdm' ? { family, order } : { family, order });
    },
    async move({ family, symbol }, clientOrderId, price) {
      const moved = await deps.modify({ family, symbol, clientOrderId, price });
      return moved.status === 'CANCELED' || moved.status === 'EXPIRED'
        ? {
            gone: 'The venue cancelled the order instead of moving it: at the new price the post-only order would have traded.',
          }
        : { order: moved };
    },
    read: ({ family, symbol }, clientOrderId) => deps.readOrder(family, symbol, clientOrderId),
    tickOf: ({ family, symbol }) => deps.tickOf(family, symbol),
    followBest: ({ family, symbol }, listener) => deps.followBest(family, symbol, listener),
    // -5022: the best price moved through the order's on its way (it would have taken).
    wouldTake: (error) => error instanceof VenueError && error.code === -5022,
    // -2013: the venue knows no such order (it ended long ago).
    unknownOrder: (error) => error instanceof VenueError && error.code === -2013,
    refused: ({ family }, message) => refusedBeforeSending(family, undefined, message),
    tell: (chase) => deps.emit('tt:futures:chaseUpdated', { chase }),
    ...(now ? { now } : {}),
    ...(minMoveMs === undefined ? {} : { minMoveMs }),
    ...(bookWaitMs === undefined ? {} : { bookWaitMs }),
    ...(store ? { store } : {}),
    ...(profileKey ? { profileKey } : {}),
  });
  const handlers: Pick<Handlers, ChaseChannel> = {
    'tt:futures:chase': (args) => chases.start(args),
    'tt:futures:chases': async () => chases.list(),
    'tt:futures:stopChase': async ({ id }) => chases.stop(id),
  };
  return {
    handlers,
    /** An order the user-data stream told of: a chase's order that ended ends its chase. */
    onOrder: (order: FuturesOrderView) => chases.onOrder(order.family, order),
    movedByHand: chases.movedByHand,
    pauseAll: chases.pauseAll,
    resume: chases.resume,
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
