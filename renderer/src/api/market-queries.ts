import type { QueryClient } from '@tanstack/react-query';
import type { TerminalApi } from '@shared/ipc/contract';
import type { MarketKind, StreamStatus, TickerView } from '@shared/ipc/market';
import type { KlineInterval } from '@shared/api/spot/enums';
import { queryDomain } from './query-domain';

/** Query factories of the market domain: the REST snapshots that live frames then keep current. */
export const marketQueries = queryDomain('market', (query) => ({
  symbols: (terminal: TerminalApi) =>
    query(['symbols'], () => terminal.market.symbols(), { staleTime: Infinity }),
  /**
   * Every symbol's 24 h ticker by symbol; ticker frames are merged into this entry. The REST snapshot is
   * taken again whenever a pane that shows it mounts (a quiet symbol sends no frame to correct an old
   * value), and folded in by event time, so it never undoes a newer frame.
   */
  tickers: (terminal: TerminalApi) =>
    query(
      ['tickers'],
      async ({ client, queryKey }): Promise<TickerMap> =>
        mergeTickers(client.getQueryData<TickerMap>(queryKey), await terminal.market.tickers()),
      { staleTime: Infinity, refetchOnMount: 'always' },
    ),
  recentTrades: (terminal: TerminalApi, symbol: string, limit: number, market: MarketKind = 'spot') =>
    query(
      ['recentTrades', symbol, limit, market],
      () => terminal.market.recentTrades(market === 'spot' ? { symbol, limit } : { symbol, limit, market }),
      { staleTime: 0, gcTime: 0 },
    ),
  /** A page of kline history, newest last; `endTime` pages back. */
  klines: (
    terminal: TerminalApi,
    symbol: string,
    interval: KlineInterval,
    limit: number,
    endTime?: number,
    market: MarketKind = 'spot',
  ) =>
    query(
      ['klines', symbol, interval, limit, endTime ?? 'latest', market],
      () =>
        terminal.market.klines({
          symbol,
          interval,
          limit,
          ...(endTime === undefined ? {} : { endTime }),
          ...(market === 'spot' ? {} : { market }),
        }),
      { staleTime: 0, gcTime: 0 },
    ),
  /** Every stream's state by stream name; status events are merged into this entry. */
  streamStatus: (terminal: TerminalApi) =>
    query(['streamStatus'], async () => statusesByStream(await terminal.market.streamStatus()), {
      staleTime: Infinity,
    }),
}));

export type TickerMap = ReadonlyMap<string, TickerView>;
export type StatusMap = ReadonlyMap<string, StreamStatus>;

function statusesByStream(statuses: readonly StreamStatus[]): StatusMap {
  return new Map(statuses.map((s) => [s.stream, s]));
}

/** Folds changed tickers into the cached map; a ticker older than the cached one is ignored. */
export function mergeTickers(current: TickerMap | undefined, changed: readonly TickerView[]): TickerMap {
  const next = new Map(current);
  for (const ticker of changed) {
    const known = next.get(ticker.symbol);
    if (!known || known.eventTime <= ticker.eventTime) next.set(ticker.symbol, ticker);
  }
  return next;
}

/** Main's stream status changes land in the same cache entry the status query fills. */
export function syncMarketEvents(terminal: TerminalApi, client: QueryClient): () => void {
  return terminal.market.onStreamStatus((status) => {
    client.setQueryData(marketQueries.streamStatus(terminal).queryKey, (current) => {
      const next = new Map(current);
      next.set(status.stream, status);
      return next;
    });
  });
}
