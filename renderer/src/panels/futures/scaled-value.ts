import type Decimal from 'decimal.js';
import { dec, isPositiveDecimal } from '@shared/decimal/decimal';
import { roundToStep } from '@shared/decimal/step';
import { amountDecimals, formatAmount, formatAtLeast } from '@shared/decimal/format';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import { symbolFigures } from './figures';
import { valueAssetOf } from './order-value';
import {
  MAX_SCALED_ORDERS,
  scaleOrders,
  scalePrices,
  scaleWeights,
  type ScaledOrder,
  type ScaleInput,
} from '../order-entry/scaled-orders';

/** What a split is worth in the value asset: Σ q × p on a linear contract, Σ q × size / p on an inverse one. */
export function scaledWorth(orders: readonly ScaledOrder[], contractSize: number | null): Decimal {
  return orders.reduce(
    (sum, o) =>
      sum.plus(
        contractSize === null
          ? dec(o.quantity).mul(o.price)
          : dec(o.quantity).mul(String(contractSize)).div(o.price),
      ),
    dec('0'),
  );
}

/**
 * The largest total size a scaled order can share over its range and still be worth no more than
 * `value`: the value over the range's weighted price, down to the step, then a step less while the
 * split's rounding makes it worth more. '' while the range or the value is not complete.
 */
export function scaledTotalForValue(
  input: Omit<ScaleInput, 'total'>,
  value: string,
  units: { readonly tickSize: string; readonly stepSize: string },
  contractSize: number | null,
): string {
  const count = Number(input.count);
  if (
    !isPositiveDecimal(value) ||
    !isPositiveDecimal(input.start) ||
    !isPositiveDecimal(input.end) ||
    !/^\d+$/.test(input.count) ||
    count < 2 ||
    count > MAX_SCALED_ORDERS
  )
    return '';
  const prices = scalePrices(input, count, units.tickSize);
  const weights = scaleWeights(input.distribution, count);
  // What one unit of size shared by the weights is worth.
  const perUnit = prices
    .reduce(
      (sum, price, i) =>
        sum.plus(
          contractSize === null
            ? dec(price).mul(weights[i]!)
            : dec(String(contractSize)).mul(weights[i]!).div(price),
        ),
      dec('0'),
    )
    .div(weights.reduce((a, b) => a + b, 0));
  let total = dec(roundToStep(dec(value).div(perUnit), units.stepSize, 'floor'));
  const step = dec(units.stepSize);
  // Each order's rounding moves the worth by less than a step at its price: a few steps at most.
  for (let tries = 0; tries <= count && total.gt(0); tries += 1) {
    const split = scaleOrders({ ...input, total: total.toFixed() }, units);
    if (!split.ok || scaledWorth(split.orders, contractSize).lte(value)) break;
    total = total.minus(step.isZero() ? total : step);
  }
  return roundToStep(total, units.stepSize, 'floor');
}

/**
 * What is said under a scaled order's value: the total size it comes to over the orders and what
 * they are worth at their prices (`split`, once the orders pass their checks).
 */
export function scaledValueWords(
  symbol: FuturesSymbolView,
  draft: Pick<ScaleInput, 'count'> & { readonly value: string },
  total: string,
  split: { readonly prices: readonly string[]; readonly quantities: readonly string[] } | null,
): string {
  const asset = valueAssetOf(symbol);
  if (total === '')
    return 'Type the value, the start and end prices and the number of orders: the total size is worked out from them.';
  if (dec(total).isZero())
    return `${formatAmount(draft.value, asset)} ${asset} buys less than one step of size at these prices.`;
  const figures = symbolFigures(symbol);
  const unit = symbol.contractSize === null ? symbol.baseAsset : 'contracts';
  const size = `= ${figures.size(total)} ${unit} over ${draft.count} orders`;
  if (!split) return `${size}.`;
  const orders = split.prices.map((price, i) => ({ price, quantity: split.quantities[i]! }));
  const worth = scaledWorth(orders, symbol.contractSize).toFixed();
  // Exact, not rounded to the asset's places: what the orders are worth is no more than the value.
  return `${size}, worth ${formatAtLeast(worth, amountDecimals(asset))} ${asset} at their prices.`;
}
