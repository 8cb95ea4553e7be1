import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { dec } from '@shared/decimal/decimal';
import { formatAmount, formatPercent, formatPrice, formatQuantity } from '@shared/decimal/format';
import { precisionOf } from '@shared/market/symbol-precision';
import type { ScaledCheck, ScaledDraft } from './scaled-check';

/**
 * A checked scaled order in a sentence: how many orders, the size and average price, what they lock
 * until they fill, and the fee at the maker rate (resting orders make): "5 limit buys (GTC): 0.05000 BTC
 * at an average 63,481.28 for 3,174.06 USDT, locked until they fill. Fee about 0.00005000 BTC (maker
 * 0.1 %)."
 */
export function scaledPreviewText(
  check: Extract<ScaledCheck, { ok: true }>,
  draft: ScaledDraft,
  symbol: SymbolInfo,
  makerRate: string | undefined,
): string {
  const { tickSize, stepSize } = precisionOf(symbol);
  const { baseAsset: base, quoteAsset: quote } = symbol;
  const buy = draft.side === 'BUY';
  const size = `${formatQuantity(draft.total, stepSize)} ${base}`;
  const worth = `${formatAmount(check.quote, quote)} ${quote}`;
  const head = `${check.orders.length} limit ${buy ? 'buys' : 'sells'} (GTC): ${size} at an average ${formatPrice(check.averagePrice, tickSize)}`;
  const locks = buy
    ? `${head} for ${formatAmount(check.locks.amount, quote)} ${quote}, locked until they fill.`
    : `${head} for ${worth}; the ${size} locked until they fill.`;
  if (makerRate === undefined) return locks;
  const fee = buy ? dec(draft.total).times(makerRate) : dec(check.quote).times(makerRate);
  const feeAsset = buy ? base : quote;
  return `${locks} Fee about ${formatAmount(fee.toFixed(), feeAsset)} ${feeAsset} (maker ${formatPercent(makerRate)}).`;
}
