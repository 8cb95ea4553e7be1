import type { FilterOf } from '../../api/spot/filters';
import type { FilterVerdict, ProspectiveOrder } from './order-check';

/** "Above" covers STOP_LOSS(_LIMIT) BUY and TAKE_PROFIT(_LIMIT) SELL; "below" the other two. */
const triggersAbove = (order: ProspectiveOrder): boolean => {
  const stopLoss = order.type === 'STOP_LOSS' || order.type === 'STOP_LOSS_LIMIT';
  return stopLoss ? order.side === 'BUY' : order.side === 'SELL';
};

/** TRAILING_DELTA: trailingDelta (BIPS) within the above or below bounds. */
export function checkTrailingDelta(
  filter: FilterOf<'TRAILING_DELTA'>,
  order: ProspectiveOrder,
): FilterVerdict {
  if (order.trailingDelta === undefined) return 'pass';
  const [min, max] = triggersAbove(order)
    ? [filter.minTrailingAboveDelta, filter.maxTrailingAboveDelta]
    : [filter.minTrailingBelowDelta, filter.maxTrailingBelowDelta];
  return order.trailingDelta >= min && order.trailingDelta <= max ? 'pass' : 'fail';
}
