// A futures TWAP: the generic TWAP (../twap/twaps.ts) over main's futures and market services.
import { join } from 'node:path';
import { futuresRefusals } from '@shared/api/futures/refusals';
import type { Emit, Handlers } from '@shared/ipc/contract';
import { twapArgs, type TwapArgs } from '@shared/ipc/futures-args';
import { createTwaps, type TwapDeps } from '../twap/twaps';
import { createTwapStore } from '../twap/twap-store';
import { refusedBeforeSending } from './not-sent';
import type { FuturesService } from './futures-service';
import type { MarketService } from '../market/market-service';

export type TwapChannel = 'tt:futures:twap' | 'tt:futures:twaps' | 'tt:futures:stopTwap';

/** Every profile's running futures TWAPs, in `<dataDir>/futures-twaps.json`. */
export const createFuturesTwapStore = (dataDir: string) =>
  createTwapStore(join(dataDir, 'futures-twaps.json'), twapArgs);

/** Futures TWAPs as the terminal runs them: each slice a MARKET order through the futures service's checks. */
export function twapsOver(
  futures: Pick<FuturesService, 'orders' | 'onOrderUpdate'>,
  market: Pick<MarketService, 'followBest'>,
  emit: Emit,
  options: Pick<
    TwapDeps<TwapArgs>,
    'secondMs' | 'store' | 'profileKey' | 'bookWaitMs' | 'ended' | 'newClientOrderId'
  > = {},
) {
  const twaps = createTwaps<TwapArgs>({
    family: (args) => args.family,
    async placeSlice({ family, symbol, side, positionSide, reduceOnly }, quantity, clientOrderId) {
      const order = {
        type: 'MARKET' as const,
        symbol,
        side,
        quantity,
        ...(positionSide ? { positionSide } : {}),
        ...(reduceOnly ? { reduceOnly } : {}),
      };
      return futures.orders.place(family === 'usdm' ? { family, order } : { family, order }, {
        clientOrderId,
      });
    },
    stepOf: (args) => futures.orders.marketStepOf(args.family, args.symbol),
    tickOf: (args) => futures.orders.tickOf(args.family, args.symbol),
    followBest: (args, listener) => market.followBest(args.family, args.symbol, listener),
    refused: (args, message) => refusedBeforeSending(args.family, undefined, message),
    offStep: (args) => {
      const { code, msg } = futuresRefusals.qtyNotOnStep();
      return refusedBeforeSending(args.family, code, msg);
    },
    tell: (twap) => emit('tt:futures:twapUpdated', { twap }),
    ...options,
  });
  futures.onOrderUpdate((order) => twaps.onOrder(order));
  const handlers: Pick<Handlers, TwapChannel> = {
    'tt:futures:twap': (args) => twaps.start(args),
    'tt:futures:twaps': async () => twaps.list(),
    'tt:futures:stopTwap': async ({ id }) => twaps.stop(id),
  };
  return { ...twaps, handlers };
}
