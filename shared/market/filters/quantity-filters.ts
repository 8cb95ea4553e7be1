import type { FilterOf } from '../../api/spot/filters';
import { dec } from '../../decimal/decimal';
import { isMultipleOfStep } from '../../decimal/step';
import { isIceberg, type FilterVerdict, type ProspectiveOrder } from './order-check';

type LotFilter = FilterOf<'LOT_SIZE'> | FilterOf<'MARKET_LOT_SIZE'>;

const lotOk = (quantity: string, filter: LotFilter): boolean => {
  const value = dec(quantity);
  if (value.lt(filter.minQty)) return false;
  if (!dec(filter.maxQty).isZero() && value.gt(filter.maxQty)) return false;
  return isMultipleOfStep(value, filter.stepSize);
};

/** LOT_SIZE: quantity and icebergQty within [minQty, maxQty] on the step. */
export function checkLotSize(filter: FilterOf<'LOT_SIZE'>, order: ProspectiveOrder): FilterVerdict {
  const quantities = [order.quantity, isIceberg(order) ? order.icebergQty : undefined];
  for (const quantity of quantities) {
    if (quantity !== undefined && !lotOk(quantity, filter)) return 'fail';
  }
  return 'pass';
}

/** MARKET_LOT_SIZE: the LOT_SIZE rule for MARKET orders given by quantity (quoteOrderQty ones never break it). */
export function checkMarketLotSize(
  filter: FilterOf<'MARKET_LOT_SIZE'>,
  order: ProspectiveOrder,
): FilterVerdict {
  if (order.type !== 'MARKET' || order.quantity === undefined) return 'pass';
  return lotOk(order.quantity, filter) ? 'pass' : 'fail';
}

/** ICEBERG_PARTS: CEIL(quantity / icebergQty) ≤ limit. */
export function checkIcebergParts(filter: FilterOf<'ICEBERG_PARTS'>, order: ProspectiveOrder): FilterVerdict {
  if (!isIceberg(order) || order.quantity === undefined || order.icebergQty === undefined) return 'pass';
  const parts = dec(order.quantity).div(order.icebergQty).ceil();
  return parts.lte(filter.limit) ? 'pass' : 'fail';
}
