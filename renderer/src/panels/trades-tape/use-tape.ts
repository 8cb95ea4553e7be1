import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MarketKind, TapeTrade, TradesFrame } from '@shared/ipc/market';
import { describeError } from '@shared/ipc/errors';
import { marketQueries } from '../../api/market-queries';
import { useTerminal } from '../../api/terminal-context';
import { useWatch } from '../../api/use-watch';
import { marketKey } from '../depth-ladder/use-book';
import { useStreamStore } from '../../stores/stream-store';

/** Trades fetched to fill the tape before live frames arrive. */
export const tapeSnapshotSize = 100;

const emptyTape: readonly TapeTrade[] = [];

/**
 * A symbol's recent trades, newest first: the REST snapshot, then the live frames, capped in memory. A
 * futures contract's tape is held apart from the spot symbol of the same name.
 */
export function useTape(
  symbol: string | null,
  market: MarketKind = 'spot',
): { trades: readonly TapeTrade[]; error: string | undefined } {
  const terminal = useTerminal();
  const key = symbol === null ? null : marketKey(market, symbol);
  const addTrades = useStreamStore((s) => s.addTrades);
  const holdTape = useStreamStore((s) => s.holdTape);
  const releaseTape = useStreamStore((s) => s.releaseTape);
  useEffect(() => {
    if (key === null) return;
    holdTape(key);
    return () => releaseTape(key);
  }, [key, holdTape, releaseTape]);
  const snapshot = useQuery({
    ...marketQueries.recentTrades(terminal, symbol ?? '', tapeSnapshotSize, market),
    enabled: symbol !== null,
  });
  useEffect(() => {
    if (key !== null && snapshot.data) addTrades(key, snapshot.data);
  }, [key, snapshot.data, addTrades]);

  const watch = useWatch<TradesFrame>({
    key,
    start: () =>
      terminal.market.watchTrades(market === 'spot' ? { symbol: symbol! } : { symbol: symbol!, market }),
    subscribe: (listener) => terminal.market.onTrades(listener),
    onFrame: (frame) => addTrades(marketKey(market, frame.symbol), frame.trades),
  });

  const trades = useStreamStore((s) => (key === null ? emptyTape : (s.tapes[key] ?? emptyTape)));
  const error = watch.error ?? (snapshot.isError ? describeError(snapshot.error) : undefined);
  return { trades, error };
}
