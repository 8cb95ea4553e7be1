import { keepPreviousData } from '@tanstack/react-query';
import type { TerminalApi } from '@shared/ipc/contract';
import type { CostMethod } from '@shared/ipc/positions';
import { queryDomain } from './query-domain';

/** Query factories of the positions domain; a change of holdings refreshes them (syncAccountEvents). */
export const positionsQueries = queryDomain('positions', (query) => ({
  /** Main keeps the trades on disk and reads only newer ones, so a refetch costs little weight. */
  list: (terminal: TerminalApi, quoteAsset: string, method: CostMethod) =>
    query(['list', quoteAsset, method], () => terminal.positions.list({ quoteAsset, method }), {
      refetchInterval: 30_000,
      // Another method or valuation asset shows the figures held until its own arrive.
      placeholderData: keepPreviousData,
    }),
  /** Every profile signs in to its own venue: asked only when the trader opens that view. */
  profiles: (terminal: TerminalApi, quoteAsset: string, method: CostMethod) =>
    query(['profiles', quoteAsset, method], () => terminal.positions.profiles({ quoteAsset, method })),
}));
