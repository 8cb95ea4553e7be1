import { create } from 'zustand';

/** A futures contract linked panels show in place of the active spot symbol. */
export interface LinkedFutures {
  readonly market: 'usdm' | 'coinm';
  readonly symbol: string;
}

interface MarketUiState {
  /** The spot symbol linked panels show (and the order form trades); null until the symbols are known. */
  readonly activeSymbol: string | null;
  /** While set, linked market panels show this futures contract instead; choosing a spot symbol ends it. */
  readonly linkedFutures: LinkedFutures | null;
  readonly favourites: readonly string[];
  setActiveSymbol(symbol: string): void;
  linkFutures(futures: LinkedFutures | null): void;
  toggleFavourite(symbol: string): void;
}

/** The trader's market choices; main keeps them per profile (api/preferences-sync.ts). */
export const useMarketStore = create<MarketUiState>()((set) => ({
  activeSymbol: null,
  linkedFutures: null,
  favourites: [],
  setActiveSymbol: (activeSymbol) => set({ activeSymbol, linkedFutures: null }),
  linkFutures: (linkedFutures) => set({ linkedFutures }),
  toggleFavourite: (symbol) =>
    set(({ favourites }) => ({
      favourites: favourites.includes(symbol)
        ? favourites.filter((s) => s !== symbol)
        : [...favourites, symbol],
    })),
}));
