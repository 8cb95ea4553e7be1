import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useMarketStore } from '../../stores/market-store';

interface TradingSymbolState {
  /** The symbol the order form, hotkeys and cancel-all act on; null until chosen. */
  readonly symbol: string | null;
  setSymbol(symbol: string): void;
}

/** The active trading symbol, kept across restarts. */
export const useTradingSymbol = create<TradingSymbolState>()(
  persist((set) => ({ symbol: null, setSymbol: (symbol) => set({ symbol }) }), {
    name: 'tt.tradingSymbol',
    storage: createJSONStorage(() => localStorage),
  }),
);

/** The order form follows the market: choosing a symbol in the watchlist (or any linked panel) trades it. */
useMarketStore.subscribe(({ activeSymbol }, previous) => {
  if (activeSymbol !== null && activeSymbol !== previous.activeSymbol)
    useTradingSymbol.getState().setSymbol(activeSymbol);
});
