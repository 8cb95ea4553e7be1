import type { FilterOf } from '../../api/spot/filters';
import { dec } from '../../decimal/decimal';
import type { FilterContext, FilterVerdict, ProspectiveOrder } from './order-check';

/**
 * MAX_POSITION (BUY only): position = free + locked base + open BUY quantity. Rejected when the position
 * is already over the maximum or this order's quantity would push it over.
 */
export function checkMaxPosition(
  filter: FilterOf<'MAX_POSITION'>,
  order: ProspectiveOrder,
  context: FilterContext,
): FilterVerdict {
  if (order.side !== 'BUY') return 'pass';
  if (context.position === undefined) return 'unchecked';
  const position = dec(context.position.baseBalance).add(context.position.openBuyQty);
  if (position.gt(filter.maxPosition)) return 'fail';
  let quantity = order.quantity;
  if (quantity === undefined && order.quoteOrderQty !== undefined) {
    if (context.referencePrice === undefined) return 'unchecked';
    quantity = dec(order.quoteOrderQty).div(context.referencePrice).toFixed();
  }
  if (quantity === undefined) return 'pass';
  return position.add(quantity).gt(filter.maxPosition) ? 'fail' : 'pass';
}
