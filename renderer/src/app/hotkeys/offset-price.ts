import Decimal from 'decimal.js';

/** The best price `offsetTicks` ticks further from the market (down for a bid, up for an ask), on the tick. */
export function offsetPrice(
  best: string | null | undefined,
  tickSize: string | undefined,
  offsetTicks: number,
  direction: 1 | -1,
): string | null {
  if (!tickSize || !best) return null;
  return new Decimal(best)
    .plus(new Decimal(tickSize).times(offsetTicks * direction))
    .toFixed(new Decimal(tickSize).decimalPlaces());
}
