import type { Handlers } from '@shared/ipc/contract';
import type { PositionsService } from './positions-service';

type PositionsChannel = Extract<keyof Handlers, `tt:positions:${string}`>;

/** The positions service on the IPC contract (shared/ipc/positions.ts). */
export function positionsHandlers(positions: PositionsService): Pick<Handlers, PositionsChannel> {
  return {
    'tt:positions:list': ({ quoteAsset, method }) => positions.list(quoteAsset, method),
    'tt:positions:realized': ({ quoteAsset, method, startTime, endTime }) =>
      positions.realized(quoteAsset, method, startTime, endTime),
    'tt:positions:profiles': ({ quoteAsset, method }) => positions.profiles(quoteAsset, method),
  };
}
