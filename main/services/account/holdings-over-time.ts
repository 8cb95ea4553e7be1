import { dec, type Dec } from '@shared/decimal/decimal';
import type { AccountTrade } from '@shared/api/spot/account';

/** An account trade with the assets of its symbol. */
export interface SidedTrade {
  readonly baseAsset: string;
  readonly quoteAsset: string;
  readonly trade: AccountTrade;
}

export type Holdings = ReadonlyMap<string, Dec>;

const add = (holdings: Map<string, Dec>, asset: string, amount: Dec | string) =>
  holdings.set(asset, (holdings.get(asset) ?? dec('0')).plus(amount));

/**
 * What the account held at each of `times` (ascending): the holdings now with every later trade undone.
 * Undoing a buy gives back the quote spent and takes away the base received; undoing a sell the reverse;
 * the commission, taken in its own asset, is given back. A trade at exactly a time counts as done by it.
 */
export function holdingsAt(
  current: Holdings,
  trades: readonly SidedTrade[],
  times: readonly number[],
): Holdings[] {
  const newestFirst = [...trades].sort((a, b) => b.trade.time - a.trade.time);
  const holdings = new Map(current);
  const out: Holdings[] = new Array<Holdings>(times.length);
  let next = 0;
  for (let i = times.length - 1; i >= 0; i -= 1) {
    const at = times[i]!;
    for (; next < newestFirst.length && newestFirst[next]!.trade.time > at; next += 1) {
      const { baseAsset, quoteAsset, trade } = newestFirst[next]!;
      const sign = trade.isBuyer ? -1 : 1;
      add(holdings, baseAsset, dec(trade.qty).times(sign));
      add(holdings, quoteAsset, dec(trade.quoteQty).times(-sign));
      add(holdings, trade.commissionAsset, trade.commission);
    }
    out[i] = new Map(holdings);
  }
  return out;
}
