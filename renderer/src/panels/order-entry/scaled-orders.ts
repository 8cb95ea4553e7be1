import { dec, isPositiveDecimal } from '@shared/decimal/decimal';
import { roundToStep } from '@shared/decimal/step';

/** How the total size is shared out: the same to each, or growing toward one end of the range. */
export type SizeDistribution = 'even' | 'towardEnd' | 'towardStart';

export interface ScaleInput {
  /** The first order's price; decimal text as typed. */
  readonly start: string;
  /** The last order's price. */
  readonly end: string;
  /** How many orders, as typed. */
  readonly count: string;
  /** The size of all orders together, in the base asset. */
  readonly total: string;
  readonly distribution: SizeDistribution;
}

export interface ScaledOrder {
  readonly price: string;
  readonly quantity: string;
}

export type ScaleField = 'start' | 'end' | 'count' | 'total';

export type Scale =
  | { readonly ok: true; readonly orders: readonly ScaledOrder[] }
  | { readonly ok: false; readonly field: ScaleField; readonly message: string };

/** The most orders one scaled order places: well inside the venue's 100 orders per 10 seconds. */
export const MAX_SCALED_ORDERS = 20;

const fail = (field: ScaleField, message: string): Scale => ({ ok: false, field, message });

/** The prices of `count` orders evenly spaced from start to end: the ends as typed, the rest to the nearest tick. */
export function scalePrices(
  input: Pick<ScaleInput, 'start' | 'end'>,
  count: number,
  tickSize: string,
): string[] {
  const start = dec(input.start);
  const gap = dec(input.end)
    .minus(start)
    .div(count - 1);
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return input.start;
    if (i === count - 1) return input.end;
    return roundToStep(start.plus(gap.times(i)), tickSize, 'nearest');
  });
}

/** Each order's share of the total, as a whole-number weight. */
export function scaleWeights(distribution: SizeDistribution, count: number): number[] {
  return Array.from({ length: count }, (_, i) =>
    distribution === 'even' ? 1 : distribution === 'towardEnd' ? i + 1 : count - i,
  );
}

/**
 * Splits a total size over limit orders evenly spaced from start to end price. Prices between the two
 * ends are rounded to the nearest tick; sizes are whole steps that add up to the total exactly (each
 * gets its share rounded down, and the steps left go one each to the orders that lost most by the
 * rounding). The ends are kept as typed, so the symbol's filters judge them as the venue would.
 */
export function scaleOrders(
  input: ScaleInput,
  units: { readonly tickSize: string; readonly stepSize: string },
): Scale {
  if (!isPositiveDecimal(input.start)) return fail('start', 'Enter the start price.');
  if (!isPositiveDecimal(input.end)) return fail('end', 'Enter the end price.');
  if (!/^\d+$/.test(input.count)) return fail('count', 'Enter how many orders, a whole number.');
  const count = Number(input.count);
  if (count < 2 || count > MAX_SCALED_ORDERS)
    return fail('count', `A scaled order places 2 to ${MAX_SCALED_ORDERS} orders.`);
  if (!isPositiveDecimal(input.total)) return fail('total', 'Enter the total size.');

  const start = dec(input.start);
  const end = dec(input.end);
  const tick = dec(units.tickSize);
  const span = end.minus(start).abs();
  if (!tick.isZero() && span.div(tick).lt(count - 1))
    return fail(
      'end',
      `${count} orders need prices at least ${count - 1} ticks apart; start and end are ${span.div(tick).floor().toFixed()}.`,
    );

  const step = dec(units.stepSize);
  const total = dec(input.total);
  if (!step.isZero() && !total.mod(step).isZero())
    return fail('total', `The total size must be a whole number of steps of ${units.stepSize}.`);

  const prices = scalePrices(input, count, units.tickSize);
  const weights = scaleWeights(input.distribution, count);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => total.times(w).div(weightSum));
  const sizes = shares.map((share) => dec(roundToStep(share, units.stepSize, 'floor')));
  const unit = step.isZero() ? null : step;
  if (unit) {
    let left = total
      .minus(sizes.reduce((a, b) => a.plus(b), dec('0')))
      .div(unit)
      .toNumber();
    const byLoss = shares
      .map((share, i) => ({ i, loss: share.minus(sizes[i]!) }))
      .sort((a, b) => b.loss.comparedTo(a.loss) || weights[b.i]! - weights[a.i]! || a.i - b.i);
    for (const { i } of byLoss) {
      if (left <= 0) break;
      sizes[i] = sizes[i]!.plus(unit);
      left -= 1;
    }
  }
  const empty = sizes.findIndex((size) => size.isZero());
  if (empty >= 0)
    return fail(
      'total',
      `Order ${empty + 1} would get no size: ${input.total} over ${count} orders leaves it less than one step.`,
    );
  const places = unit ? unit.decimalPlaces() : undefined;
  return {
    ok: true,
    orders: prices.map((price, i) => ({
      price,
      quantity: places === undefined ? sizes[i]!.toFixed() : sizes[i]!.toFixed(places),
    })),
  };
}
