import { create } from 'zustand';
import type { BookFrame, TapeTrade } from '@shared/ipc/market';

/** Trades the tape keeps per symbol; older ones are dropped. */
export const tapeCapacity = 500;

interface StreamState {
  /** The latest book frame of each book watch, by watch id. */
  readonly books: Readonly<Record<string, BookFrame>>;
  /** Each symbol's recent trades, newest first, at most `tapeCapacity`. */
  readonly tapes: Readonly<Record<string, readonly TapeTrade[]>>;
  /** How many mounted tapes show each symbol; a symbol's trades are dropped when none does. */
  readonly tapeHolders: Readonly<Record<string, number>>;
  putBook(frame: BookFrame): void;
  dropBook(watchId: string): void;
  addTrades(symbol: string, trades: readonly TapeTrade[]): void;
  holdTape(symbol: string): void;
  releaseTape(symbol: string): void;
}

/**
 * Merges trades into a newest-first tape: trade ids are the venue's sequence, so a trade already held
 * (the REST snapshot overlapping the first frames, or two watches of one symbol) is not shown twice.
 */
export function mergeTape(tape: readonly TapeTrade[], trades: readonly TapeTrade[]): readonly TapeTrade[] {
  if (trades.length === 0) return tape;
  const newestId = tape[0]?.id ?? -1;
  if (trades.every((t) => t.id > newestId)) {
    return [...trades]
      .sort((a, b) => b.id - a.id)
      .concat(tape)
      .slice(0, tapeCapacity);
  }
  const seen = new Set(tape.map((t) => t.id));
  const fresh = trades.filter((t) => !seen.has(t.id));
  if (fresh.length === 0) return tape;
  return [...tape, ...fresh].sort((a, b) => b.id - a.id).slice(0, tapeCapacity);
}

/** Live stream state the panels paint (architecture rule 5): never duplicated in the query cache. */
export const useStreamStore = create<StreamState>()((set) => ({
  books: {},
  tapes: {},
  tapeHolders: {},
  putBook: (frame) => set(({ books }) => ({ books: { ...books, [frame.watchId]: frame } })),
  dropBook: (watchId) =>
    set(({ books }) => {
      if (!(watchId in books)) return {};
      const { [watchId]: _dropped, ...rest } = books;
      return { books: rest };
    }),
  addTrades: (symbol, trades) =>
    set(({ tapes }) => {
      const tape = tapes[symbol] ?? [];
      const next = mergeTape(tape, trades);
      return next === tape ? {} : { tapes: { ...tapes, [symbol]: next } };
    }),
  holdTape: (symbol) =>
    set(({ tapeHolders }) => ({ tapeHolders: { ...tapeHolders, [symbol]: (tapeHolders[symbol] ?? 0) + 1 } })),
  releaseTape: (symbol) =>
    set(({ tapeHolders, tapes }) => {
      const holders = (tapeHolders[symbol] ?? 1) - 1;
      if (holders > 0) return { tapeHolders: { ...tapeHolders, [symbol]: holders } };
      const { [symbol]: _released, ...otherHolders } = tapeHolders;
      const { [symbol]: _dropped, ...otherTapes } = tapes;
      return { tapeHolders: otherHolders, tapes: otherTapes };
    }),
}));
