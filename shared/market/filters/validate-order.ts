import type { ExchangeFilter, SymbolFilter } from '../../api/spot/filters';
import {
  checkExchangeFilter,
  checkMaxNumAlgoOrders,
  checkMaxNumIcebergOrders,
  checkMaxNumOrders,
} from './count-filters';
import { checkMinNotional, checkNotional } from './notional-filters';
import {
  filterFailureCode,
  type FilterContext,
  type FilterFailure,
  type FilterVerdict,
  type ProspectiveOrder,
} from './order-check';
import { checkMaxPosition } from './position-filter';
import { checkPercentPrice, checkPercentPriceBySide, checkPriceFilter } from './price-filters';
import { checkIcebergParts, checkLotSize, checkMarketLotSize } from './quantity-filters';
import { checkTrailingDelta } from './trailing-delta-filter';

export type OrderValidation =
  | { readonly ok: true; readonly unchecked: readonly string[] }
  | { readonly ok: false; readonly failure: FilterFailure };

function checkSymbolFilter(
  filter: SymbolFilter,
  order: ProspectiveOrder,
  context: FilterContext,
): FilterVerdict {
  switch (filter.filterType) {
    case 'PRICE_FILTER':
      return checkPriceFilter(filter, order);
    case 'PERCENT_PRICE':
      return checkPercentPrice(filter, order, context);
    case 'PERCENT_PRICE_BY_SIDE':
      return checkPercentPriceBySide(filter, order, context);
    case 'LOT_SIZE':
      return checkLotSize(filter, order);
    case 'MARKET_LOT_SIZE':
      return checkMarketLotSize(filter, order);
    case 'ICEBERG_PARTS':
      return checkIcebergParts(filter, order);
    case 'TRAILING_DELTA':
      return checkTrailingDelta(filter, order);
    case 'MIN_NOTIONAL':
      return checkMinNotional(filter, order, context);
    case 'NOTIONAL':
      return checkNotional(filter, order, context);
    case 'MAX_NUM_ORDERS':
      return checkMaxNumOrders(filter, order, context);
    case 'MAX_NUM_ALGO_ORDERS':
      return checkMaxNumAlgoOrders(filter, order, context);
    case 'MAX_NUM_ICEBERG_ORDERS':
      return checkMaxNumIcebergOrders(filter, order, context);
    case 'MAX_POSITION':
      return checkMaxPosition(filter, order, context);
    case 'MAX_NUM_ORDER_AMENDS':
    case 'MAX_NUM_ORDER_LISTS':
      return 'pass'; // amend and order-list placement rules, not a new single order's
  }
}

/**
 * The symbol's filters in exchangeInfo order, then the exchange filters. The venue does not document
 * its evaluation order; the first failing filter is reported, exactly as the venue words it.
 */
export function validateOrder(
  order: ProspectiveOrder,
  filters: readonly SymbolFilter[],
  exchangeFilters: readonly ExchangeFilter[],
  context: FilterContext = {},
): OrderValidation {
  const unchecked: string[] = [];
  const verdicts: [string, () => FilterVerdict][] = [
    ...filters.map((f): [string, () => FilterVerdict] => [
      f.filterType,
      () => checkSymbolFilter(f, order, context),
    ]),
    ...exchangeFilters.map((f): [string, () => FilterVerdict] => [
      f.filterType,
      () => checkExchangeFilter(f, order, context),
    ]),
  ];
  for (const [filterType, check] of verdicts) {
    const verdict = check();
    if (verdict === 'fail')
      return {
        ok: false,
        failure: { code: filterFailureCode, msg: `Filter failure: ${filterType}`, filterType },
      };
    if (verdict === 'unchecked') unchecked.push(filterType);
  }
  return { ok: true, unchecked };
}
