import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TickersFrame } from '../../../../shared/ipc/market';
import { marketQueries, mergeTickers } from '../../api/market-queries';
import { useTerminal } from '../../api/terminal-context';
import { useWatch } from '../../api/use-watch';

/** Every symbol's 24 h ticker: the REST snapshot, kept current by this component's ticker watch. */
export function useTickers() {
  const terminal = useTerminal();
  const client = useQueryClient();
  const tickers = useQuery(marketQueries.tickers(terminal));
  const watch = useWatch<TickersFrame>({
    key: 'all',
    start: () => terminal.market.watchTickers(),
    subscribe: (listener) => terminal.market.onTickers(listener),
    onFrame: (frame) =>
      client.setQueryData(marketQueries.tickers(terminal).queryKey, (current) =>
        mergeTickers(current, frame.tickers),
      ),
  });
  return { tickers, watchError: watch.error };
}
