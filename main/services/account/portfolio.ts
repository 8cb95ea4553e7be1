import Decimal from 'decimal.js';
import type { BalanceView, Portfolio } from '../../../shared/ipc/account';

/**
 * The account's worth in one quote asset: each asset's free + locked times its last price against the
 * quote (the direct pair, or 1 / the inverse pair). Assets with neither pair are listed as unpriced.
 */
export function portfolioValue(
  balances: readonly BalanceView[],
  quoteAsset: string,
  prices: ReadonlyMap<string, string>,
  at: number,
): Portfolio {
  let total = new Decimal(0);
  const assets: Array<Portfolio['assets'][number]> = [];
  const unpriced: string[] = [];
  for (const b of balances) {
    const amount = new Decimal(b.free).plus(b.locked);
    if (amount.isZero()) continue;
    let price: Decimal | null = null;
    if (b.asset === quoteAsset) price = new Decimal(1);
    else {
      const direct = prices.get(`${b.asset}${quoteAsset}`);
      const inverse = prices.get(`${quoteAsset}${b.asset}`);
      if (direct !== undefined && !new Decimal(direct).isZero()) price = new Decimal(direct);
      else if (inverse !== undefined && !new Decimal(inverse).isZero()) price = new Decimal(1).div(inverse);
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
