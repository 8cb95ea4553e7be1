import Decimal from 'decimal.js';
import type { BookLevel } from '@shared/ipc/market';
import { deepestTotal } from '../depth-ladder/ladder-math';

export interface DepthGeometry {
  /** Filled step areas (SVG path data) in a `width` × `height` box. */
  readonly bidPath: string;
  readonly askPath: string;
  /** The price at the left and right edge; the mid sits in the centre. */
  readonly lowPrice: string;
  readonly highPrice: string;
}

const coordinate = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/**
 * The cumulative bid and ask curves of a frame, centred on the mid and scaled so the deeper side reaches
 * the top. Every coordinate is computed in decimal and written as text; no float holds a price.
 */
export function depthGeometry(
  bids: readonly BookLevel[],
  asks: readonly BookLevel[],
  mid: string,
  width: number,
  height: number,
): DepthGeometry {
  const centre = new Decimal(mid);
  const farBid = new Decimal(bids[bids.length - 1]?.price ?? mid);
  const farAsk = new Decimal(asks[asks.length - 1]?.price ?? mid);
  let half = Decimal.max(centre.minus(farBid), farAsk.minus(centre));
  if (half.isZero()) half = new Decimal(1);
  const low = centre.minus(half);
  const deepest = deepestTotal(bids, asks);
  const x = (price: string | Decimal) =>
    coordinate(new Decimal(price).minus(low).div(half.times(2)).times(width));
  const y = (total: string | Decimal) =>
    deepest.isZero()
      ? coordinate(new Decimal(height))
      : coordinate(new Decimal(height).minus(new Decimal(total).div(deepest).times(height)));
  const base = coordinate(new Decimal(height));

  const area = (levels: readonly BookLevel[], edge: number) => {
    if (levels.length === 0) return '';
    const parts = [`M${x(levels[0]!.price)},${base}`];
    let previous: string | Decimal = new Decimal(0);
    for (const level of levels) {
      parts.push(`L${x(level.price)},${y(previous)}`, `L${x(level.price)},${y(level.total)}`);
      previous = level.total;
    }
    parts.push(
      `L${coordinate(new Decimal(edge))},${y(previous)}`,
      `L${coordinate(new Decimal(edge))},${base}`,
      'Z',
    );
    return parts.join(' ');
  };

  return {
    bidPath: area(bids, 0),
    askPath: area(asks, width),
    lowPrice: low.toFixed(),
    highPrice: centre.plus(half).toFixed(),
  };
}
