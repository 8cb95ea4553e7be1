import type { SymbolInfo } from '../../../shared/api/spot/exchange-info';
import type { SymbolConfig } from '../engine';

/** The engine's view of listed symbols: tick, step and minimum quantity from their filters. */
export function engineSymbols(symbols: readonly SymbolInfo[]): SymbolConfig[] {
  return symbols.map((info) => {
    const price = info.filters.find((f) => f.filterType === 'PRICE_FILTER');
    const lot = info.filters.find((f) => f.filterType === 'LOT_SIZE');
    if (!price || price.filterType !== 'PRICE_FILTER' || !lot || lot.filterType !== 'LOT_SIZE') {
      throw new Error(`${info.symbol} lacks PRICE_FILTER or LOT_SIZE`);
    }
    return {
      symbol: info.symbol,
      baseAsset: info.baseAsset,
      quoteAsset: info.quoteAsset,
      tickSize: price.tickSize,
      stepSize: lot.stepSize,
      minQty: lot.minQty,
      amendAllowed: info.amendAllowed,
    };
  });
}
