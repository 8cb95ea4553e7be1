import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { dec } from '@shared/decimal/decimal';
import { roundToStep } from '@shared/decimal/step';
import type { OrderDraft } from './order-draft';

export type ResolvedSize =
  | { readonly ok: true; readonly quantity?: string; readonly quoteOrderQty?: string }
  | { readonly ok: false; readonly message: string };

/** The quantity step that applies: MARKET_LOT_SIZE for market-like orders when it has a step, else LOT_SIZE. */
export function quantityStep(symbol: SymbolInfo, marketLike: boolean): string {
  const lot = symbol.filters.find((f) => f.filterType === 'LOT_SIZE');
  const marketLot = symbol.filters.find((f) => f.filterType === 'MARKET_LOT_SIZE');
  if (marketLike && marketLot && !dec(marketLot.stepSize).isZero()) return marketLot.stepSize;
  return lot?.stepSize ?? '0';
}

export interface SizeContext {
  readonly symbol: SymbolInfo;
  /** Free balances by asset, for the percentage mode. */
  readonly free: ReadonlyMap<string, string>;
  /** The last traded price: what a quote amount of a market-like order is converted at. */
  readonly lastPrice: string | null;
}

/**
 * Turns the size as typed into what the venue takes. A base amount is the quantity as it is; a quote
 * amount is quoteOrderQty for MARKET (where the symbol allows it) and otherwise the quantity it buys at
 * the order's price, rounded down to the lot step; a percentage is of the free balance that pays
 * (quote for BUY, base for SELL).
 */
export function resolveSize(draft: OrderDraft, context: SizeContext): ResolvedSize {
  const { symbol } = context;
  const size = dec(draft.size);
  const marketLike = draft.type === 'MARKET' || draft.type === 'STOP_LOSS' || draft.type === 'TAKE_PROFIT';
  const step = quantityStep(symbol, marketLike);

  let mode = draft.sizeMode;
  let amount = size;
  if (mode === 'percent') {
    if (size.gt(100)) return { ok: false, message: 'A percentage is at most 100.' };
    const asset = draft.side === 'BUY' ? symbol.quoteAsset : symbol.baseAsset;
    const free = context.free.get(asset);
    if (free === undefined) return { ok: false, message: `No ${asset} balance is known yet.` };
    amount = dec(free).mul(size).div(100);
    mode = draft.side === 'BUY' ? 'quote' : 'base';
  }
  if (mode === 'base')
    return {
      ok: true,
      quantity: draft.sizeMode === 'percent' ? roundToStep(amount, step, 'floor') : amount.toFixed(),
    };

  if (draft.type === 'MARKET' && symbol.quoteOrderQtyMarketAllowed)
    return { ok: true, quoteOrderQty: roundToStep(amount, stepOf(symbol.quoteAssetPrecision)) };
  const priceText = marketLike ? draft.stopPrice || context.lastPrice : draft.price;
  if (!priceText || dec(priceText).isZero())
    return { ok: false, message: 'Enter a price first: a quote amount is converted at it.' };
  return { ok: true, quantity: roundToStep(amount.div(priceText), step, 'floor') };
}

const stepOf = (precision: number) => (precision <= 0 ? '1' : `0.${'0'.repeat(precision - 1)}1`);
