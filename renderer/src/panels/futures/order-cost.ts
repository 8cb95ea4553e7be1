import { dec, isPositiveDecimal } from '@shared/decimal/decimal';
import type { FuturesSymbolView, PositionView } from '@shared/ipc/futures';
import {
  contractNotional,
  initialMargin,
  maxQuantity,
  type MarginTerms,
} from '@shared/api/futures/order-margin';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import type { OrderDraft } from './order-draft';

/** What the form knows of the account for a contract: its leverage, the position held, the margin free. */
export interface MarginContext {
  readonly leverage: number;
  /** The signed size held on the order's position side ('0' for none). */
  readonly held: string;
  /** The margin asset's available balance. */
  readonly available: string;
  /** The largest position the leverage allows, and the mark it is valued at (positionRisk's). */
  readonly maxPosition?: { readonly limit: string; readonly mark: string };
}

/**
 * What the form knows of the account for an order on `positionSide`: undefined until the leverage
 * and the available margin are read.
 */
export function marginContextOf(
  leverage: number | undefined,
  available: string | undefined,
  positions: readonly PositionView[],
  positionSide: PositionView['positionSide'],
): MarginContext | undefined {
  if (leverage === undefined || available === undefined) return undefined;
  const row = positions.find((p) => p.positionSide === positionSide);
  return {
    leverage,
    held: row?.size ?? '0',
    available,
    ...(row ? { maxPosition: { limit: row.maxPosition, mark: row.markPrice } } : {}),
  };
}

/**
 * Where a LIMIT or MARKET draft's position opens, as far as the form can tell: its limit price, or
 * the mark for a market or price-matched order.
 */
export const entryPriceOf = (draft: OrderDraft, markPrice: string | undefined): string | undefined =>
  draft.type === 'LIMIT' && draft.priceMatch === 'NONE' ? draft.price.trim() : markPrice;

/**
 * The venue's margin terms of a LIMIT or MARKET draft (`draft.positionSide` as it will be sent): its
 * price is the limit price, or the mark for a market or price-matched order. Null for other types or
 * while the price is not known.
 */
export function marginTermsOf(
  symbol: Pick<FuturesSymbolView, 'contractSize'>,
  draft: OrderDraft,
  hedge: boolean,
  markPrice: string | undefined,
  margin: MarginContext,
): MarginTerms | null {
  if (draft.type !== 'LIMIT' && draft.type !== 'MARKET') return null;
  const price = entryPriceOf(draft, markPrice) ?? '';
  if (!isPositiveDecimal(price)) return null;
  return {
    side: draft.side,
    positionSide: hedge ? draft.positionSide : 'BOTH',
    reduceOnly: !hedge && draft.reduceOnly,
    price,
    leverage: margin.leverage,
    held: margin.held,
    contractSize: symbol.contractSize,
    ...(margin.maxPosition ? { maxPosition: margin.maxPosition } : {}),
  };
}

/** A contract's commission rates for the account, as decimal fractions. */
export interface FeeRates {
  readonly maker: string;
  readonly taker: string;
}

/** About what an order pays in commission, in the margin asset, and at which of the two rates. */
export interface OrderFee {
  readonly amount: string;
  readonly rate: string;
  readonly role: 'maker' | 'taker';
}

export interface OrderCost {
  /** The initial margin the typed quantity needs; null while none is typed. */
  readonly cost: string | null;
  /** The commission, once the rates are read and a quantity is typed. */
  readonly fee: OrderFee | null;
  /** The largest quantity the available margin carries, on the step. */
  readonly max: string;
  readonly available: string;
  readonly asset: string;
  readonly leverage: number;
}

/**
 * The rate an order is likely charged at: taker for a market order or a limit through the mark (it
 * trades at once), maker for a post-only limit or one that rests. The mark stands in for the book.
 */
export function feeRole(draft: OrderDraft, markPrice: string | undefined): 'maker' | 'taker' {
  if (draft.type === 'MARKET') return 'taker';
  if (draft.timeInForce === 'GTX') return 'maker';
  const price = draft.price.trim();
  if (draft.priceMatch !== 'NONE' || markPrice === undefined || !isPositiveDecimal(price)) return 'maker';
  const through = draft.side === 'BUY' ? dec(price).gte(markPrice) : dec(price).lte(markPrice);
  return through ? 'taker' : 'maker';
}

/** What a LIMIT or MARKET draft costs in margin and commission, and the most it could be: the venue's -2019 rule. */
export function orderCost(
  symbol: Pick<FuturesSymbolView, 'contractSize' | 'marginAsset' | 'filters'>,
  draft: OrderDraft,
  hedge: boolean,
  markPrice: string | undefined,
  margin: MarginContext,
  rates?: FeeRates,
): OrderCost | null {
  const terms = marginTermsOf(symbol, draft, hedge, markPrice, margin);
  if (!terms) return null;
  const quantity = draft.quantity.trim();
  const { stepSize } = tickAndStepOf(symbol.filters);
  const typed = isPositiveDecimal(quantity);
  const role = feeRole(draft, markPrice);
  const fee =
    typed && rates
      ? {
          amount: contractNotional(symbol.contractSize, dec(quantity), terms.price)
            .mul(rates[role])
            .toFixed(),
          rate: rates[role],
          role,
        }
      : null;
  return {
    cost: typed ? initialMargin(terms, quantity).toFixed() : null,
    fee,
    max: maxQuantity(terms, margin.available, stepSize).toFixed(),
    available: margin.available,
    asset: symbol.marginAsset,
    leverage: margin.leverage,
  };
}
