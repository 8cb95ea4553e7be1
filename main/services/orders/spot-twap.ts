// A spot TWAP: the generic TWAP (../twap/twaps.ts) over main's order manager and market service.
import { join } from 'node:path';
import { dec } from '@shared/decimal/decimal';
import type { Emit, Handlers } from '@shared/ipc/contract';
import { spotTwapArgs, type SpotTwapArgs } from '@shared/ipc/order-args';
import type { OrderView } from '@shared/ipc/orders';
import { marketStepOf } from '@shared/market/twap-slices';
import { VenueError } from '../../venue/venue-error';
import { createTwaps, type SliceUpdate, type TwapDeps } from '../twap/twaps';
import { createTwapStore } from '../twap/twap-store';
import type { MarketService } from '../market/market-service';
import type { OrderManager } from './order-manager';
import type { SpotTwapChannel } from './orders-ipc';

const endpoint = 'POST /api/v3/order';

/** Every profile's running spot TWAPs, in `<dataDir>/spot-twaps.json`. */
export const createSpotTwapStore = (dataDir: string) =>
  createTwapStore(join(dataDir, 'spot-twaps.json'), spotTwapArgs);

/** A spot order as a TWAP's slice: what it filled and at what average (its quote over its size). */
export function sliceOf(order: OrderView): SliceUpdate {
  const filled = dec(order.executedQty);
  return {
    family: 'spot',
    clientOrderId: order.clientOrderId,
    executedQty: order.executedQty,
    avgPrice: filled.isZero()
      ? null
      : dec(order.cummulativeQuoteQty).div(filled).toDecimalPlaces(8).toFixed(),
  };
}

/**
 * Spot TWAPs as the terminal runs them: each slice a MARKET order through the order manager, so it is
 * checked with the symbol's filters before it is sent, as every order is. Feed `onOrder` the orders
 * main is told of: a slice whose answer was lost counts once it is known.
 */
export function spotTwapsOver(
  orders: Pick<OrderManager, 'place'>,
  market: Pick<MarketService, 'followBest' | 'symbols'>,
  emit: Emit,
  options: Pick<
    TwapDeps<SpotTwapArgs>,
    'secondMs' | 'store' | 'profileKey' | 'bookWaitMs' | 'ended' | 'newClientOrderId'
  > = {},
) {
  const infoOf = async (symbol: string) => {
    const info = (await market.symbols()).find((s) => s.symbol === symbol);
    if (!info) throw new VenueError({ kind: 'venue', endpoint, code: -1121, message: 'Invalid symbol.' });
    return info;
  };
  const twaps = createTwaps<SpotTwapArgs>({
    family: () => 'spot',
    async placeSlice({ symbol, side }, quantity, clientOrderId) {
      return sliceOf(await orders.place({ symbol, side, type: 'MARKET', quantity }, { clientOrderId }));
    },
    stepOf: async ({ symbol }) => marketStepOf((await infoOf(symbol)).filters),
    tickOf: async ({ symbol }) => {
      const filter = (await infoOf(symbol)).filters.find((f) => f.filterType === 'PRICE_FILTER');
      return filter && 'tickSize' in filter ? filter.tickSize : '0.00000001';
    },
    followBest: ({ symbol }, listener) => market.followBest('spot', symbol, listener),
    refused: (_args, message) =>
      new VenueError({ kind: 'invalid-arguments', endpoint, message, data: { notSent: true } }),
    offStep: () =>
      new VenueError({
        kind: 'venue',
        endpoint,
        code: -1013,
        message: 'Filter failure: LOT_SIZE',
        data: { filterType: 'LOT_SIZE', checkedBy: 'terminal', sent: false },
      }),
    tell: (twap) => emit('tt:orders:twapUpdated', { twap }),
    ...options,
  });
  const handlers: Pick<Handlers, SpotTwapChannel> = {
    'tt:orders:twap': (args) => twaps.start(args),
    'tt:orders:twaps': async () => twaps.list(),
    'tt:orders:stopTwap': async ({ id }) => twaps.stop(id),
  };
  return { ...twaps, handlers };
}
