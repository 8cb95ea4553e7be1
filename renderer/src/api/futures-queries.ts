import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TerminalApi } from '../../../shared/ipc/contract';
import type { FuturesFamily } from '../../../shared/ipc/futures';
import { useTerminal } from './terminal-context';

/** Marks and PnL move on the venue without an event; positions and wallets are re-read this often. */
const liveRefreshMs = 5_000;

/** Query factories of the futures domain, one subtree per family so a change refreshes only its own. */
export const futuresQueries = {
  all: () => ['futures'] as const,
  family: (family: FuturesFamily) => [...futuresQueries.all(), family] as const,
  symbols: (terminal: TerminalApi, family: FuturesFamily) =>
    queryOptions({
      queryKey: [...futuresQueries.family(family), 'symbols'] as const,
      queryFn: () => terminal.futures.symbols({ family }),
      staleTime: Infinity,
    }),
  positions: (terminal: TerminalApi, family: FuturesFamily) =>
    queryOptions({
      queryKey: [...futuresQueries.family(family), 'positions'] as const,
      queryFn: () => terminal.futures.positions({ family }),
      refetchInterval: liveRefreshMs,
    }),
  openOrders: (terminal: TerminalApi, family: FuturesFamily) =>
    queryOptions({
      queryKey: [...futuresQueries.family(family), 'openOrders'] as const,
      queryFn: () => terminal.futures.open({ family }),
    }),
  account: (terminal: TerminalApi, family: FuturesFamily) =>
    queryOptions({
      queryKey: [...futuresQueries.family(family), 'account'] as const,
      queryFn: () => terminal.futures.account({ family }),
      refetchInterval: liveRefreshMs,
    }),
  positionMode: (terminal: TerminalApi, family: FuturesFamily) =>
    queryOptions({
      queryKey: [...futuresQueries.family(family), 'positionMode'] as const,
      queryFn: () => terminal.futures.positionMode({ family }),
    }),
};

/** Re-reads a family's orders, positions, wallets and mode whenever main says they changed. */
export function useFuturesChanges(family: FuturesFamily): void {
  const terminal = useTerminal();
  const client = useQueryClient();
  useEffect(
    () =>
      terminal.futures.onChanged((change) => {
        if (change.family === family)
          void client.invalidateQueries({ queryKey: futuresQueries.family(family) });
      }),
    [terminal, client, family],
  );
}
