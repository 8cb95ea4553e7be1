import type { FilterOf } from '../../api/spot/filters';
import { dec } from '../../decimal/decimal';
import { isMultipleOfStep } from '../../decimal/step';
import type { FilterContext, FilterVerdict, ProspectiveOrder } from './order-check';

const priceWithin = (price: string, filter: FilterOf<'PRICE_FILTER'>): boolean => {
  const value = dec(price);
  const min = dec(filter.minPrice);
  const max = dec(filter.maxPrice);
  if (!min.isZero() && value.lt(min)) return false;
  if (!max.isZero() && value.gt(max)) return false;
  return isMultipleOfStep(value, filter.tickSize);
};

/** PRICE_FILTER: price and stopPrice within [minPrice, maxPrice] on the tick; a zero field is off. */
export function checkPriceFilter(filter: FilterOf<'PRICE_FILTER'>, order: ProspectiveOrder): FilterVerdict {
  for (const price of [order.price, order.stopPrice]) {
    if (price !== undefined && !priceWithin(price, filter)) return 'fail';
  }
  return 'pass';
}

const withinBand = (price: string, reference: string, down: string, up: string): boolean => {
  const value = dec(price);
  const ref = dec(reference);
  return value.gte(ref.mul(down)) && value.lte(ref.mul(up));
};

/** PERCENT_PRICE: ref × multiplierDown ≤ price ≤ ref × multiplierUp, for orders with a limit price. */
export function checkPercentPrice(
  filter: FilterOf<'PERCENT_PRICE'>,
  order: ProspectiveOrder,
  context: FilterContext,
): FilterVerdict {
  if (order.price === undefined) return 'pass';
  if (context.referencePrice === undefined) return 'unchecked';
  return withinBand(order.price, context.referencePrice, filter.multiplierDown, filter.multiplierUp)
    ? 'pass'
    : 'fail';
}

/** PERCENT_PRICE_BY_SIDE: the bid band for BUY, the ask band for SELL. */
export function checkPercentPriceBySide(
  filter: FilterOf<'PERCENT_PRICE_BY_SIDE'>,
  order: ProspectiveOrder,
  context: FilterContext,
): FilterVerdict {
  if (order.price === undefined) return 'pass';
  if (context.referencePrice === undefined) return 'unchecked';
  const [down, up] =
    order.side === 'BUY'
      ? [filter.bidMultiplierDown, filter.bidMultiplierUp]
      : [filter.askMultiplierDown, filter.askMultiplierUp];
  return withinBand(order.price, context.referencePrice, down, up) ? 'pass' : 'fail';
}
