import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TapeTrade, TradesFrame } from '@shared/ipc/market';
import { describeError } from '@shared/ipc/errors';
import { marketQueries } from '../../api/market-queries';
import { useTerminal } from '../../api/terminal-context';
import { useWatch } from '../../api/use-watch';
import { useStreamStore } from '../../stores/stream-store';

/** Trades fetched to fill the tape before live frames arrive. */
export const tapeSnapshotSize = 100;

const emptyTape: readonly TapeTrade[] = [];

/** A symbol's recent trades, newest first: the REST snapshot, then the live frames, capped in memory. */
export function useTape(symbol: string | null): { trades: readonly TapeTrade[]; error: string | undefined } {
  const terminal = useTerminal();
  const addTrades = useStreamStore((s) => s.addTrades);
  const holdTape = useStreamStore((s) => s.holdTape);
  const releaseTape = useStreamStore((s) => s.releaseTape);
  useEffect(() => {
    if (symbol === null) return;
    holdTape(symbol);
    return () => releaseTape(symbol);
  }, [symbol, holdTape, releaseTape]);
  const snapshot = useQuery({
    ...marketQueries.recentTrades(terminal, symbol ?? '', tapeSnapshotSize),
    enabled: symbol !== null,
  });
  useEffect(() => {
    if (symbol !== null && snapshot.data) addTrades(symbol, snapshot.data);
  }, [symbol, snapshot.data, addTrades]);

  const watch = useWatch<TradesFrame>({
    key: symbol,
    start: () => terminal.market.watchTrades({ symbol: symbol! }),
    subscribe: (listener) => terminal.market.onTrades(listener),
    onFrame: (frame) => addTrades(frame.symbol, frame.trades),
  });

  const trades = useStreamStore((s) => (symbol === null ? emptyTape : (s.tapes[symbol] ?? emptyTape)));
  const error = watch.error ?? (snapshot.isError ? describeError(snapshot.error) : undefined);
  return { trades, error };
}
