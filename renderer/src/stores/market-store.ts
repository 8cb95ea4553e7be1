import { create } from 'zustand';

interface MarketUiState {
  /** The symbol linked panels show; null until the symbols are known. */
  readonly activeSymbol: string | null;
  readonly favourites: readonly string[];
  setActiveSymbol(symbol: string): void;
  toggleFavourite(symbol: string): void;
}

/** The trader's market choices; main keeps them per profile (api/preferences-sync.ts). */
export const useMarketStore = create<MarketUiState>()((set) => ({
  activeSymbol: null,
  favourites: [],
  setActiveSymbol: (activeSymbol) => set({ activeSymbol }),
  toggleFavourite: (symbol) =>
    set(({ favourites }) => ({
      favourites: favourites.includes(symbol)
        ? favourites.filter((s) => s !== symbol)
        : [...favourites, symbol],
    })),
}));
