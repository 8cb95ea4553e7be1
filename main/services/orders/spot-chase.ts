// A spot chase: the generic chase (../chase/chases.ts) over main's order manager and market service.
import { join } from 'node:path';
import { z } from 'zod';
import { dec } from '@shared/decimal/decimal';
import type { Emit, Handlers } from '@shared/ipc/contract';
import { spotChaseArgs, type SpotChaseArgs } from '@shared/ipc/order-args';
import type { OrderView } from '@shared/ipc/orders';
import { VenueError } from '../../venue/venue-error';
import { createProfileListsFile } from '../../settings/profile-lists-file';
import { createChases, type ChaseDeps, type ChaseOrder, type MoveResult } from '../chase/chases';
import type { MarketService } from '../market/market-service';
import type { OrderManager } from './order-manager';
import type { SpotChaseChannel } from './orders-ipc';

const endpoint = 'POST /api/v3/order';

/** Every profile's running spot chases, in `<dataDir>/spot-chases.json`, so a restart resumes them. */
export const createSpotChaseStore = (dataDir: string) =>
  createProfileListsFile(
    join(dataDir, 'spot-chases.json'),
    z
      .object({ args: spotChaseArgs, clientOrderId: z.string().min(1), startPrice: z.string().min(1) })
      .strict(),
  );

const chaseOrder = (o: OrderView): ChaseOrder => ({
  clientOrderId: o.clientOrderId,
  price: o.price,
  status: o.status,
  origQty: o.origQty,
  executedQty: o.executedQty,
});

/** The last `size` ids added, forgetting the oldest. */
function recentIds(size: number) {
  const ids = new Set<string>();
  return {
    add: (id: string) => {
      ids.add(id);
      if (ids.size > size) ids.delete(ids.values().next().value as string);
    },
    has: (id: string) => ids.has(id),
  };
}

type Orders = Pick<OrderManager, 'place' | 'cancelReplace' | 'amend' | 'cancel' | 'find' | 'query'>;

/**
 * Moves a chase's LIMIT_MAKER to `price`: spot has no price modify, so a cancelReplace (stop on
 * failure) puts a new order for what is left in its place. What the old order filled while the
 * replace was on its way is taken off the new one (amend keeps its place), so the chase never buys
 * or sells more than asked.
 */
async function replaceAt(
  orders: Orders,
  args: SpotChaseArgs,
  clientOrderId: string,
  price: string,
  replacing: (clientOrderId: string) => void,
): Promise<MoveResult> {
  const { symbol, side } = args;
  const known = orders.find({ symbol, clientOrderId }) ?? (await orders.query(symbol, clientOrderId));
  const knownFilled = dec(known.executedQty);
  replacing(clientOrderId);
  const outcome = await orders.cancelReplace({
    cancel: { symbol, clientOrderId },
    mode: 'STOP_ON_FAILURE',
    order: {
      symbol,
      side,
      type: 'LIMIT_MAKER',
      quantity: dec(known.origQty).minus(knownFilled).toFixed(),
      price,
    },
  });
  if (outcome.cancelResult !== 'SUCCESS')
    throw new VenueError({
      kind: 'venue',
      endpoint: 'POST /api/v3/order/cancelReplace',
      code: outcome.cancelError?.code ?? -2011,
      message: outcome.cancelError?.message ?? outcome.explanation,
    });
  const placed = outcome.placed;
  if (outcome.newOrderResult !== 'SUCCESS' || !placed)
    return {
      gone: `The order was cancelled to move it and its replacement refused: ${outcome.newOrderError?.message ?? outcome.explanation}`,
    };
  const late = dec(outcome.canceled?.executedQty ?? known.executedQty).minus(knownFilled);
  if (late.lte(0)) return { order: chaseOrder(placed) };
  const ref = { symbol, clientOrderId: placed.clientOrderId };
  try {
    return { order: chaseOrder(await orders.amend(ref, dec(placed.origQty).minus(late).toFixed())) };
  } catch (error) {
    // Never more than asked: a new order that cannot be cut down is taken off, and the chase ends.
    await orders.cancel(ref);
    const words = error instanceof Error ? error.message : String(error);
    return { gone: `The order filled more while it was moved, and the rest could not be kept: ${words}` };
  }
}

/**
 * Spot chases as the terminal runs them: a LIMIT_MAKER through the order manager (checked with the
 * symbol's filters before it is sent, as every order is), replaced as the best price moves, at most
 * every `minMoveMs` (default 500 ms: two replaces a second, well inside the ORDERS limits). Feed
 * `onOrder` the orders main is told of: a chase's order that fills or ends ends its chase.
 */
export function spotChasesOver(
  orders: Orders,
  market: Pick<MarketService, 'followBest' | 'symbols'>,
  emit: Emit,
  options: Pick<ChaseDeps<SpotChaseArgs>, 'minMoveMs' | 'bookWaitMs' | 'store' | 'profileKey' | 'now'> = {},
) {
  const replaced = recentIds(1_000);
  const chases = createChases<SpotChaseArgs>({
    family: () => 'spot',
    async place({ symbol, side, quantity }, price) {
      return chaseOrder(await orders.place({ symbol, side, type: 'LIMIT_MAKER', quantity, price }));
    },
    move: (args, clientOrderId, price) => replaceAt(orders, args, clientOrderId, price, replaced.add),
    read: async ({ symbol }, clientOrderId) => chaseOrder(await orders.query(symbol, clientOrderId)),
    tickOf: async ({ symbol }) => {
      const info = (await market.symbols()).find((s) => s.symbol === symbol);
      if (!info) throw new VenueError({ kind: 'venue', endpoint, code: -1121, message: 'Invalid symbol.' });
      const filter = info.filters.find((f) => f.filterType === 'PRICE_FILTER');
      return filter && 'tickSize' in filter ? filter.tickSize : '0.00000001';
    },
    followBest: ({ symbol }, listener) => market.followBest('spot', symbol, listener),
    // -2010 "Order would immediately match and take.": the best price moved through the order's.
    wouldTake: (error) =>
      error instanceof VenueError && error.code === -2010 && /immediately match and take/.test(error.message),
    unknownOrder: (error) => error instanceof VenueError && error.code === -2013,
    refused: (_args, message) =>
      new VenueError({ kind: 'invalid-arguments', endpoint, message, data: { notSent: true } }),
    tell: (chase) => emit('tt:orders:chaseUpdated', { chase }),
    minMoveMs: 500,
    ...options,
  });
  const handlers: Pick<Handlers, SpotChaseChannel> = {
    'tt:orders:chase': (args) => chases.start(args),
    'tt:orders:chases': async () => chases.list(),
    'tt:orders:stopChase': async ({ id }) => chases.stop(id),
  };
  return {
    handlers,
    /** An order main was told of: a chase's order that ended (filled, cancelled by hand) ends its chase. */
    onOrder: (order: OrderView) => chases.onOrder('spot', chaseOrder(order)),
    /** The trader moves a chase's order by hand: its chase stops, and leaves the order to them. */
    movedByHand: (clientOrderId: string) => chases.movedByHand('spot', clientOrderId),
    /** Whether a chase cancelled this order to put its replacement in its place (not worth a notice). */
    replacedByChase: replaced.has,
    pauseAll: chases.pauseAll,
    resume: chases.resume,
  };
}

export type SpotChases = ReturnType<typeof spotChasesOver>;
