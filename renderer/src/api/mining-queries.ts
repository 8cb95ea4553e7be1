import { queryOptions } from '@tanstack/react-query';
import type { TerminalApi } from '@shared/ipc/contract';

/** Query factories of the mining domain: read-only series and pages, keyed by what they were asked for. */
export const miningQueries = {
  all: () => ['mining'] as const,
  hashrate: (terminal: TerminalApi, algo: string, userName: string) =>
    queryOptions({
      queryKey: [...miningQueries.all(), 'hashrate', algo, userName] as const,
      queryFn: () => terminal.mining.hashrate({ algo, userName }),
      staleTime: 60_000,
    }),
  profitTransfers: (
    terminal: TerminalApi,
    configId: number,
    userName: string,
    pageIndex: number,
    pageSize: number,
  ) =>
    queryOptions({
      queryKey: [...miningQueries.all(), 'profitTransfers', configId, userName, pageIndex, pageSize] as const,
      queryFn: () => terminal.mining.profitTransfers({ configId, userName, pageIndex, pageSize }),
      staleTime: 60_000,
    }),
};
