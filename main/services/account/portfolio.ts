import { dec, type Dec } from '@shared/decimal/decimal';
import type { BalanceView, Portfolio } from '@shared/ipc/account';
import { pricePath, type Pair } from './price-paths';

/**
 * The account's worth in one quote asset: each asset's free + locked times its last price against the
 * quote, by the same path the value history uses (direct pair, 1 / the inverse pair, or through a bridge
 * asset). Assets with no path or no price are listed as unpriced.
 */
export function portfolioValue(
  balances: readonly BalanceView[],
  quoteAsset: string,
  pairs: readonly Pair[],
  prices: ReadonlyMap<string, string>,
  at: number,
): Portfolio {
  let total = dec('0');
  const assets: Array<Portfolio['assets'][number]> = [];
  const unpriced: string[] = [];
  for (const b of balances) {
    const amount = dec(b.free).plus(b.locked);
    if (amount.isZero()) continue;
    let price: Dec | null = dec('1');
    for (const leg of pricePath(pairs, b.asset, quoteAsset) ?? [{ symbol: '', invert: false }]) {
      const p = prices.get(leg.symbol);
      price =
        price && p !== undefined && !dec(p).isZero() ? (leg.invert ? price.div(p) : price.times(p)) : null;
    }
    if (price === null) unpriced.push(b.asset);
    const value = price === null ? null : amount.times(price);
    if (value !== null) total = total.plus(value);
    assets.push({
      asset: b.asset,
      amount: amount.toFixed(),
      price: price === null ? null : price.toFixed(),
      value: value === null ? null : value.toFixed(),
    });
  }
  return { quoteAsset, total: total.toFixed(), assets, unpriced, at };
}
