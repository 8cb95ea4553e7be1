import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TickersFrame } from '@shared/ipc/market';
import { marketQueries, mergeTickers } from './market-queries';
import { useTerminal } from './terminal-context';
import { useWatch } from './use-watch';

/**
 * Every symbol's 24 h ticker: the REST snapshot, kept current by a ticker watch this component holds.
 * With `wanted` false, neither (a pane that needs prices only now and then).
 */
export function useTickers(wanted = true) {
  const terminal = useTerminal();
  const client = useQueryClient();
  const tickers = useQuery({ ...marketQueries.tickers(terminal), enabled: wanted });
  const watch = useWatch<TickersFrame>({
    key: wanted ? 'all' : null,
    start: () => terminal.market.watchTickers(),
    subscribe: (listener) => terminal.market.onTickers(listener),
    onFrame: (frame) =>
      client.setQueryData(marketQueries.tickers(terminal).queryKey, (current) =>
        mergeTickers(current, frame.tickers),
      ),
  });
  return { tickers, watchError: watch.error };
}
