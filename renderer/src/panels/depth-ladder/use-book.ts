import { useEffect, useRef, useState } from 'react';
import type { BookFrame, MarketKind } from '@shared/ipc/market';
import { describeError } from '@shared/ipc/errors';
import { useTerminal } from '../../api/terminal-context';
import { useWatch } from '../../api/use-watch';
import { useStreamStore } from '../../stores/stream-store';

/** What a watch of a symbol is keyed by: the symbol on spot, the market and symbol on futures. */
export const marketKey = (market: MarketKind, symbol: string) =>
  market === 'spot' ? symbol : `${market}:${symbol}`;

export interface BookView {
  readonly frame: BookFrame | undefined;
  readonly error: string | undefined;
}

/**
 * The latest book frame main cut for `symbol` at `group` with `levels` per side. A new grouping or depth
 * regroups the running watch instead of restarting it; a new symbol or market starts a new watch.
 */
export function useBook(
  symbol: string | null,
  group: string | null,
  levels: number,
  market: MarketKind = 'spot',
): BookView {
  const terminal = useTerminal();
  const putBook = useStreamStore((s) => s.putBook);
  const dropBook = useStreamStore((s) => s.dropBook);
  const sent = useRef<{ group: string; levels: number } | undefined>(undefined);
  const [regroupError, setRegroupError] = useState<string | undefined>(undefined);

  const watch = useWatch<BookFrame>({
    key: symbol !== null && group !== null ? marketKey(market, symbol) : null,
    start: () => {
      sent.current = { group: group!, levels };
      return terminal.market.watchBook(
        market === 'spot'
          ? { symbol: symbol!, group: group!, levels }
          : { symbol: symbol!, group: group!, levels, market },
      );
    },
    subscribe: (listener) => terminal.market.onBook(listener),
    onFrame: putBook,
  });
  const { watchId } = watch;

  useEffect(() => {
    if (watchId === undefined || group === null) return;
    if (sent.current?.group === group && sent.current.levels === levels) return;
    sent.current = { group, levels };
    terminal.market.regroupBook({ watchId, group, levels }).then(
      () => setRegroupError(undefined),
      (error: unknown) => setRegroupError(`Could not regroup the book: ${describeError(error)}`),
    );
  }, [terminal, watchId, group, levels]);

  useEffect(() => {
    if (watchId === undefined) return;
    return () => dropBook(watchId);
  }, [watchId, dropBook]);

  const frame = useStreamStore((s) => (watchId === undefined ? undefined : s.books[watchId]));
  return { frame, error: watch.error ?? regroupError };
}
