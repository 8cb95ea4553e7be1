import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TerminalApi } from '@shared/ipc/contract';
import type { CostMethod } from '@shared/ipc/positions';

/** Query factories of the positions domain; a change of holdings refreshes them (syncAccountEvents). */
export const positionsQueries = {
  all: () => ['positions'] as const,
  /** Main keeps the trades on disk and reads only newer ones, so a refetch costs little weight. */
  list: (terminal: TerminalApi, quoteAsset: string, method: CostMethod) =>
    queryOptions({
      queryKey: [...positionsQueries.all(), 'list', quoteAsset, method] as const,
      queryFn: () => terminal.positions.list({ quoteAsset, method }),
      refetchInterval: 30_000,
      // Another method or valuation asset shows the figures held until its own arrive.
      placeholderData: keepPreviousData,
    }),
  /** Every profile signs in to its own venue: asked only when the trader opens that view. */
  profiles: (terminal: TerminalApi, quoteAsset: string, method: CostMethod) =>
    queryOptions({
      queryKey: [...positionsQueries.all(), 'profiles', quoteAsset, method] as const,
      queryFn: () => terminal.positions.profiles({ quoteAsset, method }),
    }),
};
