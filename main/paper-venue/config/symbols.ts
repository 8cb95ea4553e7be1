import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { PAPER_VENUE_SYMBOLS } from '@shared/market/paper-symbols';

export { PAPER_EXCHANGE_FILTERS, PAPER_SYMBOLS, PAPER_VENUE_SYMBOLS } from '@shared/market/paper-symbols';

/** Looks a listed symbol up by name. */
export function symbolCatalog(symbols: readonly SymbolInfo[] = PAPER_VENUE_SYMBOLS) {
  const byName = new Map(symbols.map((info) => [info.symbol, info]));
  return {
    all: symbols,
    get: (name: string) => byName.get(name),
  };
}
export type SymbolCatalog = ReturnType<typeof symbolCatalog>;
