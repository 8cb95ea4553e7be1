import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TerminalApi } from '@shared/ipc/contract';
import { useEffect } from 'react';
import { dec } from '@shared/decimal/decimal';
import { decimalsOf, formatDecimal, formatPrice, formatQuantity } from '@shared/decimal/format';
import { precisionOf } from '@shared/market/symbol-precision';
import type { TwapView } from '@shared/ipc/twap';
import { mergeById } from '../../api/merge-by-id';
import { ordersQueries } from '../../api/orders-queries';
import { useTerminal } from '../../api/terminal-context';
import { useSymbolInfo } from './trading-queries';
import { TwapList, type TwapFigures } from './TwapList';

const SHOWN = 10;

/** A spot symbol's figures: sizes on its step, prices on its tick, an average with its own digits. */
function spotFigures(info: Parameters<typeof precisionOf>[0] | undefined): TwapFigures {
  if (!info) return { size: (v) => v, price: (v) => v, average: (v) => v };
  const { tickSize, stepSize } = precisionOf(info);
  const places = decimalsOf(tickSize);
  return {
    size: (v) => formatQuantity(v, stepSize),
    price: (v) => formatPrice(v, tickSize),
    average: (v) => formatDecimal(v, Math.min(8, Math.max(places, dec(v).decimalPlaces()))),
  };
}

/** Folds a spot TWAP main answered or pushed into the list. */
export const foldTwap = (client: QueryClient, terminal: TerminalApi, twap: TwapView) =>
  client.setQueryData(ordersQueries.twaps(terminal).queryKey, (current) => mergeById(current ?? [], twap));

/** The newest spot TWAPs (ten at most), kept current by main's pushes. */
export function SpotTwaps() {
  const terminal = useTerminal();
  const client = useQueryClient();
  const { symbols } = useSymbolInfo(null);
  const twaps = useQuery(ordersQueries.twaps(terminal));
  const stop = useMutation({
    mutationFn: (id: string) => terminal.orders.stopTwap({ id }),
    onSuccess: (twap) => foldTwap(client, terminal, twap),
  });
  useEffect(
    () => terminal.orders.onTwapUpdated(({ twap }) => foldTwap(client, terminal, twap)),
    [terminal, client],
  );
  return (
    <TwapList
      twaps={(twaps.data ?? []).slice(0, SHOWN)}
      figuresOf={(symbol) => spotFigures(symbols?.get(symbol))}
      onStop={(id) => stop.mutate(id)}
      stopError={stop.error}
    />
  );
}
