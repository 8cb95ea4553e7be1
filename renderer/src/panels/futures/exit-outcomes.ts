import { contractNotional } from '@shared/api/futures/order-margin';
import { dec, isPositiveDecimal, type Dec } from '@shared/decimal/decimal';
import type { FuturesSymbolView } from '@shared/ipc/futures';

/**
 * What the position an entry opens would make if an exit fired at `exitPrice`, before fees, in the
 * contract's margin asset: (exit − entry) × size on a linear (USD-M) contract; contracts × contract size
 * × (1/entry − 1/exit) on an inverse (COIN-M) one, at eight places. A short makes the opposite. Null
 * while a figure is not a positive decimal.
 */
export function exitPnl(
  symbol: Pick<FuturesSymbolView, 'contractSize' | 'marginAsset'>,
  long: boolean,
  entryPrice: string | undefined,
  exitPrice: string,
  quantity: string,
): { readonly value: string; readonly asset: string } | null {
  const figures = [entryPrice ?? '', exitPrice.trim(), quantity.trim()];
  if (!figures.every(isPositiveDecimal)) return null;
  const [entry, exit, size] = figures.map((f) => dec(f)) as [Dec, Dec, Dec];
  const made =
    symbol.contractSize === null
      ? exit.minus(entry).mul(size)
      : size
          .mul(String(symbol.contractSize))
          .mul(dec('1').div(entry).minus(dec('1').div(exit)))
          .toDecimalPlaces(8);
  return { value: (long ? made : made.neg()).toFixed(), asset: symbol.marginAsset };
}

/**
 * What the same exit makes after the commission of both trades: the entry's at `entryRate` (maker
 * or taker, as it fills) and the exit's at `exitRate` (a take profit or stop loss fires as a market
 * order: taker), each on its trade's notional. Null while a figure is not a positive decimal.
 */
export function exitPnlAfterFees(
  symbol: Pick<FuturesSymbolView, 'contractSize' | 'marginAsset'>,
  long: boolean,
  entryPrice: string | undefined,
  exitPrice: string,
  quantity: string,
  rates: { readonly entry: string; readonly exit: string },
): { readonly value: string; readonly asset: string } | null {
  const made = exitPnl(symbol, long, entryPrice, exitPrice, quantity);
  if (!made) return null;
  const size = dec(quantity.trim());
  const fees = contractNotional(symbol.contractSize, size, entryPrice!)
    .mul(rates.entry)
    .plus(contractNotional(symbol.contractSize, size, exitPrice.trim()).mul(rates.exit));
  return { value: dec(made.value).minus(fees).toFixed(), asset: made.asset };
}
