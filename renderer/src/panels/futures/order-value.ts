import Decimal from 'decimal.js';
import { dec, isPositiveDecimal } from '@shared/decimal/decimal';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import { symbolFigures } from './figures';
import { roundToStep } from '@shared/decimal/step';
import type { OrderDraft } from './order-draft';

/** How the form's size is typed on USD-M: a quantity of the base asset, or an order value in the quote asset. */
export type SizeIn = 'base' | 'value';

/** The price an order value is turned into a quantity at, and what that price is, in words. */
export interface ValuePrice {
  readonly price: string;
  readonly source: 'the limit price' | 'the trigger' | 'the activation price' | 'the mark price';
}

/** Whether the order trades at a price the trader types (a limit's, not one matched to the book). */
const typedPriceOf = (draft: OrderDraft) =>
  (draft.type === 'LIMIT' || draft.type === 'STOP' || draft.type === 'TAKE_PROFIT') &&
  draft.priceMatch === 'NONE';

const positive = (value: string) => (isPositiveDecimal(value.trim()) ? value.trim() : null);

/**
 * The price an order of this draft is valued at, as the Binance app values a size typed in USDT: a
 * limit's own price, a market stop's trigger, a trailing stop's activation price, else the mark.
 */
export function valuePriceOf(draft: OrderDraft, markPrice: string | undefined): ValuePrice | null {
  const typed = (price: string, source: ValuePrice['source']) => {
    const p = positive(price);
    return p === null ? null : { price: p, source };
  };
  const own = typedPriceOf(draft)
    ? typed(draft.price, 'the limit price')
    : draft.type === 'STOP_MARKET' || draft.type === 'TAKE_PROFIT_MARKET'
      ? typed(draft.stopPrice, 'the trigger')
      : draft.type === 'TRAILING_STOP_MARKET'
        ? typed(draft.activationPrice, 'the activation price')
        : null;
  if (own) return own;
  // A typed price still missing is not stood in for by the mark: the form asks for it.
  if (typedPriceOf(draft)) return null;
  const mark = markPrice === undefined ? null : positive(markPrice);
  return mark === null ? null : { price: mark, source: 'the mark price' };
}

/**
 * The quantity an order value buys at `price`: down to the step, so the order is never worth more
 * than typed; '' when the value is not a plain decimal above zero.
 */
export function quantityForValue(value: string, price: string, stepSize: string): string {
  const typed = positive(value);
  if (typed === null) return '';
  return roundToStep(dec(typed).div(price), stepSize, 'floor');
}

/**
 * The form's size in the other unit: a typed quantity becomes what it is worth (up to the quote
 * asset's places, so it still buys that quantity), a typed value the quantity it buys.
 */
export function switchedSize(
  draft: OrderDraft,
  sizeIn: SizeIn,
  quantity: string,
  valuePrice: ValuePrice | null,
  quoteDecimals: number,
): Partial<OrderDraft> {
  if (sizeIn === draft.sizeIn) return {};
  if (sizeIn === 'base') return { sizeIn, quantity: quantity === '' ? draft.quantity : quantity };
  const typed = positive(draft.quantity);
  if (typed === null || valuePrice === null) return { sizeIn };
  return {
    sizeIn,
    value: dec(typed).mul(valuePrice.price).toDecimalPlaces(quoteDecimals, Decimal.ROUND_UP).toFixed(),
  };
}

/** What a typed order value buys, and at which price: "= 0.015 BTC at 65,000.0, the limit price." */
export function valueWords(
  symbol: FuturesSymbolView,
  draft: OrderDraft,
  quantity: string,
  valuePrice: ValuePrice | null,
): string {
  if (valuePrice === null)
    return typedPriceOf(draft)
      ? 'Type a price first: the value is turned into a quantity at it.'
      : 'The mark price is not known yet: the value is turned into a quantity at it.';
  if (quantity === '') return `At ${symbolFigures(symbol).price(valuePrice.price)}, ${valuePrice.source}.`;
  const figures = symbolFigures(symbol);
  return `= ${figures.size(quantity)} ${symbol.baseAsset} at ${figures.price(valuePrice.price)}, ${valuePrice.source}.`;
}
