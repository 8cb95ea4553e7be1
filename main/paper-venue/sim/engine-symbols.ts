import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { engineSymbolConfig } from '../adapter/symbol-config';
import type { SymbolConfig } from '../engine';

/** The engine's view of listed symbols: tick, step and minimum quantity from their filters. */
export function engineSymbols(symbols: readonly SymbolInfo[]): SymbolConfig[] {
  return symbols.map(engineSymbolConfig);
}
