import type { ExchangeFilter, FilterOf, SymbolFilter, SymbolFilterType } from '../../api/spot/filters';
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

type SymbolCheck<T extends SymbolFilterType> = (
  filter: FilterOf<T>,
  order: ProspectiveOrder,
  context: FilterContext,
) => FilterVerdict;

/** How each symbol filter judges a new single order. */
const symbolChecks: { readonly [T in SymbolFilterType]: SymbolCheck<T> } = {
  PRICE_FILTER: checkPriceFilter,
  PERCENT_PRICE: checkPercentPrice,
  PERCENT_PRICE_BY_SIDE: checkPercentPriceBySide,
  LOT_SIZE: checkLotSize,
  MARKET_LOT_SIZE: checkMarketLotSize,
  ICEBERG_PARTS: checkIcebergParts,
  TRAILING_DELTA: checkTrailingDelta,
  MIN_NOTIONAL: checkMinNotional,
  NOTIONAL: checkNotional,
  MAX_NUM_ORDERS: checkMaxNumOrders,
  MAX_NUM_ALGO_ORDERS: checkMaxNumAlgoOrders,
  MAX_NUM_ICEBERG_ORDERS: checkMaxNumIcebergOrders,
  MAX_POSITION: checkMaxPosition,
  // Amend and order-list placement rules, not a new single order's.
  MAX_NUM_ORDER_AMENDS: () => 'pass',
  MAX_NUM_ORDER_LISTS: () => 'pass',
};

function checkSymbolFilter(
  filter: SymbolFilter,
  order: ProspectiveOrder,
  context: FilterContext,
): FilterVerdict {
  const check = symbolChecks[filter.filterType] as SymbolCheck<SymbolFilterType>;
  return check(filter, order, context);
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
