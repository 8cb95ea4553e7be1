import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface MarketUiState {
  /** The symbol linked panels show; null until the symbols are known. */
  readonly activeSymbol: string | null;
  readonly favourites: readonly string[];
  setActiveSymbol(symbol: string): void;
  toggleFavourite(symbol: string): void;
}

/** The trader's market choices, kept across restarts in the window's storage. */
export const useMarketStore = create<MarketUiState>()(
  persist(
    (set) => ({
      activeSymbol: null,
      favourites: [],
      setActiveSymbol: (activeSymbol) => set({ activeSymbol }),
      toggleFavourite: (symbol) =>
        set(({ favourites }) => ({
          favourites: favourites.includes(symbol)
            ? favourites.filter((s) => s !== symbol)
            : [...favourites, symbol],
        })),
    }),
    {
      name: 'tt.market',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ activeSymbol, favourites }) => ({ activeSymbol, favourites }),
    },
  ),
);
