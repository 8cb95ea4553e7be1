import { create } from 'zustand';
import { useMarketStore } from '../../stores/market-store';

interface TradingSymbolState {
  /** The symbol the order form, hotkeys and cancel-all act on; null until chosen. */
  readonly symbol: string | null;
  setSymbol(symbol: string): void;
}

/** The active trading symbol; main keeps it per profile (api/preferences-sync.ts). */
export const useTradingSymbol = create<TradingSymbolState>()((set) => ({
  symbol: null,
  setSymbol: (symbol) => set({ symbol }),
}));

/** The order form follows the market: choosing a symbol in the watchlist (or any linked panel) trades it. */
useMarketStore.subscribe(({ activeSymbol }, previous) => {
  if (activeSymbol !== null && activeSymbol !== previous.activeSymbol)
    useTradingSymbol.getState().setSymbol(activeSymbol);
});
