import { useEffect } from 'react';
import { useSymbols } from '../api/use-symbols';
import { useMarketStore } from '../stores/market-store';

const preferred = 'BTCUSDT';

/** Gives the workspace an active symbol once the venue's symbols are known, if it has none (or a gone one). */
export function useDefaultActiveSymbol(): void {
  const symbols = useSymbols();
  const active = useMarketStore((s) => s.activeSymbol);
  const setActiveSymbol = useMarketStore((s) => s.setActiveSymbol);
  useEffect(() => {
    const known = symbols.data;
    if (!known || known.size === 0 || (active !== null && known.has(active))) return;
    setActiveSymbol(known.has(preferred) ? preferred : [...known.keys()].sort()[0]!);
  }, [symbols.data, active, setActiveSymbol]);
}
