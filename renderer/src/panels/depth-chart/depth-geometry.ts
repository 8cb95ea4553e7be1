import Decimal from 'decimal.js';
import type { BookLevel } from '@shared/ipc/market';

export interface DepthGeometry {
  /** Filled step areas (SVG path data) in a `width` × `height` box. */
  readonly bidPath: string;
  readonly askPath: string;
  /** The price at the left and right edge; the mid sits in the centre. */
  readonly lowPrice: string;
  readonly highPrice: string;
}

const decimalsIn = (text: string) => {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
};

/** A plain decimal string as a whole number of 10^-scale units (scale ≥ its decimals). */
const scaled = (text: string, scale: number): bigint => {
  const dot = text.indexOf('.');
  if (dot < 0) return BigInt(text + '0'.repeat(scale));
  return BigInt(text.slice(0, dot) + text.slice(dot + 1).padEnd(scale, '0'));
};

/** num / den (den > 0) rounded half away from zero to two places, as text. */
const hundredths = (num: bigint, den: bigint): string => {
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  const n = (magnitude * 200n + den) / (den * 2n);
  const text = `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
  return negative && n !== 0n ? `-${text}` : text;
};

/**
 * The cumulative bid and ask curves of a frame, centred on the mid and scaled so the deeper side reaches
 * the top (`width` and `height` in whole units). Every coordinate is an exact ratio of the frame's
 * decimals, as integers at their common scale, rounded half up to two places; no float holds a price.
 */
export function depthGeometry(
  bids: readonly BookLevel[],
  asks: readonly BookLevel[],
  mid: string,
  width: number,
  height: number,
): DepthGeometry {
  let scale = decimalsIn(mid);
  for (const levels of [bids, asks])
    for (const level of levels) scale = Math.max(scale, decimalsIn(level.price), decimalsIn(level.total));
  const centre = scaled(mid, scale);
  const farBid = bids.length > 0 ? scaled(bids[bids.length - 1]!.price, scale) : centre;
  const farAsk = asks.length > 0 ? scaled(asks[asks.length - 1]!.price, scale) : centre;
  let half = centre - farBid > farAsk - centre ? centre - farBid : farAsk - centre;
  if (half === 0n) half = scaled('1', scale);
  const low = centre - half;
  const lastTotal = (levels: readonly BookLevel[]) =>
    levels.length > 0 ? scaled(levels[levels.length - 1]!.total, scale) : 0n;
  const bidDeepest = lastTotal(bids);
  const askDeepest = lastTotal(asks);
  const deepest = bidDeepest > askDeepest ? bidDeepest : askDeepest;
  const w = BigInt(width);
  const h = BigInt(height);
  const x = (price: bigint) => hundredths((price - low) * w, half * 2n);
  const y = (total: bigint) =>
    deepest === 0n ? hundredths(h, 1n) : hundredths((deepest - total) * h, deepest);
  const base = hundredths(h, 1n);

  const area = (levels: readonly BookLevel[], edge: number) => {
    if (levels.length === 0) return '';
    const parts = [`M${x(scaled(levels[0]!.price, scale))},${base}`];
    let previous = base;
    for (const level of levels) {
      const at = x(scaled(level.price, scale));
      const top = y(scaled(level.total, scale));
      parts.push(`L${at},${previous}`, `L${at},${top}`);
      previous = top;
    }
    const side = hundredths(BigInt(edge), 1n);
    parts.push(`L${side},${previous}`, `L${side},${base}`, 'Z');
    return parts.join(' ');
  };

  const unit = new Decimal(10).pow(-scale);
  return {
    bidPath: area(bids, 0),
    askPath: area(asks, width),
    lowPrice: new Decimal(low.toString()).times(unit).toFixed(),
    highPrice: new Decimal((centre + half).toString()).times(unit).toFixed(),
  };
}
