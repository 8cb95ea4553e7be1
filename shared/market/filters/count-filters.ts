import type { ExchangeFilter, FilterOf } from '../../api/spot/filters';
import {
  STOP_TYPES,
  isIceberg,
  type FilterContext,
  type FilterVerdict,
  type OpenOrderCounts,
  type ProspectiveOrder,
} from './order-check';

const within = (open: number, added: number, limit: number): FilterVerdict =>
  open + added <= limit ? 'pass' : 'fail';

type Counted = 'all' | 'algo' | 'iceberg';

function countCheck(
  counted: Counted,
  scope: 'symbol' | 'exchange',
  limit: number,
  order: ProspectiveOrder,
  context: FilterContext,
): FilterVerdict {
  if (counted === 'algo' && !STOP_TYPES.has(order.type)) return 'pass';
  if (counted === 'iceberg' && !isIceberg(order)) return 'pass';
  if (context.openOrders === undefined) return 'unchecked';
  const key: Record<Counted, keyof OpenOrderCounts> =
    scope === 'symbol'
      ? { all: 'symbol', algo: 'symbolAlgo', iceberg: 'symbolIceberg' }
      : { all: 'exchange', algo: 'exchangeAlgo', iceberg: 'exchangeIceberg' };
  const added = counted === 'all' ? (context.ordersAdded ?? 1) : 1;
  return within(context.openOrders[key[counted]], added, limit);
}

export const checkMaxNumOrders = (f: FilterOf<'MAX_NUM_ORDERS'>, o: ProspectiveOrder, c: FilterContext) =>
  countCheck('all', 'symbol', f.maxNumOrders, o, c);

export const checkMaxNumAlgoOrders = (
  f: FilterOf<'MAX_NUM_ALGO_ORDERS'>,
  o: ProspectiveOrder,
  c: FilterContext,
) => countCheck('algo', 'symbol', f.maxNumAlgoOrders, o, c);

export const checkMaxNumIcebergOrders = (
  f: FilterOf<'MAX_NUM_ICEBERG_ORDERS'>,
  o: ProspectiveOrder,
  c: FilterContext,
) => countCheck('iceberg', 'symbol', f.maxNumIcebergOrders, o, c);

/** The exchange-wide count filters. EXCHANGE_MAX_NUM_ORDER_LISTS concerns list placement and is not checked here. */
export function checkExchangeFilter(
  filter: ExchangeFilter,
  order: ProspectiveOrder,
  context: FilterContext,
): FilterVerdict {
  switch (filter.filterType) {
    case 'EXCHANGE_MAX_NUM_ORDERS':
      return countCheck('all', 'exchange', filter.maxNumOrders, order, context);
    case 'EXCHANGE_MAX_NUM_ALGO_ORDERS':
      return countCheck('algo', 'exchange', filter.maxNumAlgoOrders, order, context);
    case 'EXCHANGE_MAX_NUM_ICEBERG_ORDERS':
      return countCheck('iceberg', 'exchange', filter.maxNumIcebergOrders, order, context);
    case 'EXCHANGE_MAX_NUM_ORDER_LISTS':
      return 'pass';
  }
}
