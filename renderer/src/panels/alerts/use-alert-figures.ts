import type { AlertFigures } from '@shared/ipc/alerts';
import { amountDecimals, formatAtLeast, formatTyped } from '@shared/decimal/format';
import { useSymbols } from '../../api/use-symbols';

/**
 * How an alert on `symbol` writes the figures the trader typed: a price padded to the symbol's tick,
 * a P&L amount to its quote asset's places, grouped, never rounded; as typed until the symbols load.
 */
export function useAlertFigures(symbol: string | null): AlertFigures | undefined {
  const info = useSymbols().data?.get(symbol ?? '');
  if (!info) return undefined;
  return {
    price: (typed) => formatTyped(typed, info.tickSize),
    amount: (typed) => formatAtLeast(typed, amountDecimals(info.quoteAsset)),
  };
}
