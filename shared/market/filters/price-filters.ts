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

/**
 * A limit price within ref × down ≤ price ≤ ref × up: an order without a limit price passes, one without a
 * reference price is unchecked.
 */
function bandVerdict(
  order: ProspectiveOrder,
  context: FilterContext,
  down: string,
  up: string,
): FilterVerdict {
  if (order.price === undefined) return 'pass';
  if (context.referencePrice === undefined) return 'unchecked';
  const value = dec(order.price);
  const ref = dec(context.referencePrice);
  return value.gte(ref.mul(down)) && value.lte(ref.mul(up)) ? 'pass' : 'fail';
}

/** PERCENT_PRICE: ref × multiplierDown ≤ price ≤ ref × multiplierUp, for orders with a limit price. */
export function checkPercentPrice(
  filter: FilterOf<'PERCENT_PRICE'>,
  order: ProspectiveOrder,
  context: FilterContext,
): FilterVerdict {
  return bandVerdict(order, context, filter.multiplierDown, filter.multiplierUp);
}

/** PERCENT_PRICE_BY_SIDE: the bid band for BUY, the ask band for SELL. */
export function checkPercentPriceBySide(
  filter: FilterOf<'PERCENT_PRICE_BY_SIDE'>,
  order: ProspectiveOrder,
  context: FilterContext,
): FilterVerdict {
  return order.side === 'BUY'
    ? bandVerdict(order, context, filter.bidMultiplierDown, filter.bidMultiplierUp)
    : bandVerdict(order, context, filter.askMultiplierDown, filter.askMultiplierUp);
}
