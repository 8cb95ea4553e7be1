import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { foldSpotChase, ordersQueries } from '../../api/orders-queries';
import { useTerminal } from '../../api/terminal-context';
import { symbolFigures } from '../futures/figures';
import { ChaseList } from './ChaseList';
import { useSymbolInfo } from './trading-queries';

const SHOWN = 10;

/** The newest spot chases (ten at most), kept current by main's pushes (`syncOrdersEvents`). */
export function SpotChases() {
  const terminal = useTerminal();
  const client = useQueryClient();
  const { symbols } = useSymbolInfo(null);
  const chases = useQuery(ordersQueries.chases(terminal));
  const stop = useMutation({
    mutationFn: (id: string) => terminal.orders.stopChase({ id }),
    onSuccess: (chase) => foldSpotChase(terminal, client, chase),
  });
  return (
    <ChaseList
      chases={(chases.data ?? []).slice(0, SHOWN)}
      figuresOf={(symbol) => symbolFigures(symbols?.get(symbol))}
      onStop={(id) => stop.mutate(id)}
      stopError={stop.error}
    />
  );
}
