import type { TerminalApi } from '@shared/ipc/contract';
import { queryDomain } from './query-domain';

/** Query factories of the mining domain: read-only series and pages, keyed by what they were asked for. */
export const miningQueries = queryDomain('mining', (query) => ({
  hashrate: (terminal: TerminalApi, algo: string, userName: string) =>
    query(['hashrate', algo, userName], () => terminal.mining.hashrate({ algo, userName }), {
      staleTime: 60_000,
    }),
  profitTransfers: (
    terminal: TerminalApi,
    configId: number,
    userName: string,
    pageIndex: number,
    pageSize: number,
  ) =>
    query(
      ['profitTransfers', configId, userName, pageIndex, pageSize],
      () => terminal.mining.profitTransfers({ configId, userName, pageIndex, pageSize }),
      { staleTime: 60_000 },
    ),
}));
