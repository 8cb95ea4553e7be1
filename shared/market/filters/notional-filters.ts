import type Decimal from 'decimal.js';
import type { FilterOf } from '../../api/spot/filters';
import { dec } from '../../decimal/decimal';
import { isMarketLike, type FilterContext, type FilterVerdict, type ProspectiveOrder } from './order-check';

/** price × quantity; market-like orders use the reference price, quoteOrderQty is its own notional. */
function notionalOf(order: ProspectiveOrder, context: FilterContext): Decimal | undefined {
  if (order.quoteOrderQty !== undefined && order.quantity === undefined) return dec(order.quoteOrderQty);
  if (order.quantity === undefined) return undefined;
  const price = isMarketLike(order) ? context.referencePrice : order.price;
  return price === undefined ? undefined : dec(price).mul(order.quantity);
}

/** MIN_NOTIONAL: price × qty ≥ minNotional; MARKET orders only when applyToMarket. */
export function checkMinNotional(
  filter: FilterOf<'MIN_NOTIONAL'>,
  order: ProspectiveOrder,
  context: FilterContext,
): FilterVerdict {
  if (isMarketLike(order) && !filter.applyToMarket) return 'pass';
  const notional = notionalOf(order, context);
  if (notional === undefined) return 'unchecked';
  return notional.gte(filter.minNotional) ? 'pass' : 'fail';
}

/** NOTIONAL: minNotional ≤ price × qty ≤ maxNotional; for MARKET orders each bound only if its flag says so. */
export function checkNotional(
  filter: FilterOf<'NOTIONAL'>,
  order: ProspectiveOrder,
  context: FilterContext,
): FilterVerdict {
  const market = isMarketLike(order);
  const checkMin = !market || filter.applyMinToMarket;
  const checkMax = !market || filter.applyMaxToMarket;
  if (!checkMin && !checkMax) return 'pass';
  const notional = notionalOf(order, context);
  if (notional === undefined) return 'unchecked';
  if (checkMin && notional.lt(filter.minNotional)) return 'fail';
  if (checkMax && notional.gt(filter.maxNotional)) return 'fail';
  return 'pass';
}
