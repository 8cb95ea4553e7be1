import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { foldSpotTwap, ordersQueries } from '../../api/orders-queries';
import { symbolFigures } from '../futures/figures';
import { useTerminal } from '../../api/terminal-context';
import { useSymbolInfo } from './trading-queries';
import { TwapList } from './TwapList';

const SHOWN = 10;

/** The newest spot TWAPs (ten at most), kept current by main's pushes (`syncOrdersEvents`). */
export function SpotTwaps() {
  const terminal = useTerminal();
  const client = useQueryClient();
  const { symbols } = useSymbolInfo(null);
  const twaps = useQuery(ordersQueries.twaps(terminal));
  const stop = useMutation({
    mutationFn: (id: string) => terminal.orders.stopTwap({ id }),
    onSuccess: (twap) => foldSpotTwap(terminal, client, twap),
  });
  return (
    <TwapList
      twaps={(twaps.data ?? []).slice(0, SHOWN)}
      figuresOf={(symbol) => symbolFigures(symbols?.get(symbol))}
      onStop={(id) => stop.mutate(id)}
      stopError={stop.error}
    />
  );
}
