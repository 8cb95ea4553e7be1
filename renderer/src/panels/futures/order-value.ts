import Decimal from 'decimal.js';
import { dec, isPositiveDecimal } from '@shared/decimal/decimal';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import { symbolFigures } from './figures';
import { roundToStep } from '@shared/decimal/step';
import { emptyDraft, type OrderDraft } from './order-draft';

/**
 * How the form's size is typed: a quantity (USD-M: of the base asset; COIN-M: contracts), or an order
 * value (USD-M: in the quote asset; COIN-M: in the base asset, the margin asset).
 */
export type SizeIn = 'base' | 'value';

/** The asset an order value is typed in: the quote asset on a linear contract, the base asset on an inverse one. */
export const valueAssetOf = (symbol: Pick<FuturesSymbolView, 'contractSize' | 'baseAsset' | 'quoteAsset'>) =>
  symbol.contractSize === null ? symbol.quoteAsset : symbol.baseAsset;

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
 * The quantity an order value buys at `price`: value / price on a linear contract, contracts worth
 * value × price / contract size on an inverse one; down to the step, so the order is never worth more
 * than typed. '' when the value is not a plain decimal above zero.
 */
export function quantityForValue(
  value: string,
  price: string,
  stepSize: string,
  contractSize: number | null = null,
): string {
  const typed = positive(value);
  if (typed === null) return '';
  const raw = contractSize === null ? dec(typed).div(price) : dec(typed).mul(price).div(String(contractSize));
  return roundToStep(raw, stepSize, 'floor');
}

/** A size as a form holds it: a quantity, or an order value, as `sizeIn` says. */
export interface TypedSize {
  readonly sizeIn: SizeIn;
  readonly quantity: string;
  readonly value: string;
}

/**
 * The quantity a typed size comes to: the quantity typed, or what the value buys at `valuePrice` on
 * the step; '' while the price is not known.
 */
export function sizedQuantity(
  size: TypedSize,
  valuePrice: ValuePrice | null,
  stepSize: string,
  contractSize: number | null,
): string {
  if (size.sizeIn === 'base') return size.quantity;
  return valuePrice ? quantityForValue(size.value, valuePrice.price, stepSize, contractSize) : '';
}

/**
 * The form's size in the other unit: a typed quantity becomes what it is worth (up to the value
 * asset's places, so it still buys that quantity), a typed value the quantity it buys.
 */
export function switchedSize(
  draft: Pick<TypedSize, 'sizeIn' | 'quantity'>,
  sizeIn: SizeIn,
  quantity: string,
  valuePrice: Pick<ValuePrice, 'price'> | null,
  valueDecimals: number,
  contractSize: number | null = null,
): Partial<TypedSize> {
  if (sizeIn === draft.sizeIn) return {};
  if (sizeIn === 'base') return { sizeIn, quantity: quantity === '' ? draft.quantity : quantity };
  const typed = positive(draft.quantity);
  if (typed === null || valuePrice === null) return { sizeIn };
  const worth =
    contractSize === null
      ? dec(typed).mul(valuePrice.price)
      : dec(typed).mul(String(contractSize)).div(valuePrice.price);
  return { sizeIn, value: worth.toDecimalPlaces(valueDecimals, Decimal.ROUND_UP).toFixed() };
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
  const unit = symbol.contractSize === null ? symbol.baseAsset : 'contracts';
  return `= ${figures.size(quantity)} ${unit} at ${figures.price(valuePrice.price)}, ${valuePrice.source}.`;
}

/** A market order's draft: what a size is valued as at the mark. */
const marketDraft: OrderDraft = { ...emptyDraft, type: 'MARKET' };

/**
 * A size for an order that trades near the mark (a TWAP's market slices, a chase at the best price):
 * the quantity it comes to, a value turned into one at the mark; the price a switch to a value
 * prices a typed quantity at; and the words said under a value.
 */
export function sizeAtTheMark(
  symbol: FuturesSymbolView,
  size: TypedSize,
  markPrice: string | undefined,
  stepSize: string,
): { readonly quantity: string; readonly switchPrice: ValuePrice | null; readonly words: string } {
  const atMark = valuePriceOf(marketDraft, markPrice);
  const valuePrice = size.sizeIn === 'value' ? atMark : null;
  const quantity = sizedQuantity(size, valuePrice, stepSize, symbol.contractSize);
  return { quantity, switchPrice: atMark, words: valueWords(symbol, marketDraft, quantity, valuePrice) };
}
