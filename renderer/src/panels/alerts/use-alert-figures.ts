import { useQuery } from '@tanstack/react-query';
import type { AlertFigures, AlertMarket } from '@shared/ipc/alerts';
import { amountDecimals, formatAtLeast, formatTyped } from '@shared/decimal/format';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { useSymbols } from '../../api/use-symbols';

/**
 * The tick of the symbol an alert watches (a futures contract's, with `market`) and the asset its
 * amounts are in; undefined until the symbols load.
 */
export function useAlertUnits(
  symbol: string | null,
  market?: AlertMarket,
): { readonly tickSize: string; readonly amountAsset: string } | undefined {
  const terminal = useTerminal();
  const spot = useSymbols().data?.get(symbol ?? '');
  const contracts = useQuery({
    ...futuresQueries.symbols(terminal, market ?? 'usdm'),
    enabled: market !== undefined && symbol !== null,
  });
  if (market === undefined) return spot && { tickSize: spot.tickSize, amountAsset: spot.quoteAsset };
  const contract = contracts.data?.find((c) => c.symbol === symbol);
  return (
    contract && { tickSize: tickAndStepOf(contract.filters).tickSize, amountAsset: contract.marginAsset }
  );
}

/**
 * How an alert writes the figures the trader typed: a price padded to the symbol's (or contract's)
 * tick, a P&L amount to its asset's places, grouped, never rounded; as typed until the symbols load.
 */
export function useAlertFigures(symbol: string | null, market?: AlertMarket): AlertFigures | undefined {
  const units = useAlertUnits(symbol, market);
  if (!units) return undefined;
  return {
    price: (typed) => formatTyped(typed, units.tickSize),
    amount: (typed) => formatAtLeast(typed, amountDecimals(units.amountAsset)),
  };
}
