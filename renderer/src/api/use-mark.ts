import { useState } from 'react';
import type { MarketKind, MarkFrame, MarkView } from '@shared/ipc/market';
import { useTerminal } from './terminal-context';
import { useWatch } from './use-watch';

/** A futures contract's mark price and funding as main's mark frames tell them; nothing on spot. */
export function useMark(
  market: MarketKind,
  symbol: string | null,
): { mark: MarkView | undefined; error: string | undefined } {
  const terminal = useTerminal();
  const key = market === 'spot' || symbol === null ? null : `${market}:${symbol}`;
  const [latest, setLatest] = useState<{ key: string; mark: MarkView } | undefined>(undefined);
  const watch = useWatch<MarkFrame>({
    key,
    start: () => terminal.market.watchMark({ symbol: symbol!, market: market as MarkFrame['market'] }),
    subscribe: (listener) => terminal.market.onMark(listener),
    onFrame: (frame) => setLatest({ key: `${frame.market}:${frame.symbol}`, mark: frame }),
  });
  return { mark: latest?.key === key ? latest.mark : undefined, error: watch.error };
}
