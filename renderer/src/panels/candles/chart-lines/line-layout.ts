import Decimal from 'decimal.js';

/** Where a line sits on the chart: its top in pixels, or pinned at an edge when its price is out of view. */
export interface LinePlacement {
  readonly top: number;
  readonly pinned: 'above' | 'below' | null;
}

/** Pixels kept at each edge for a pinned line's label. */
export const edgeMargin = 10;

/**
 * Places a line at `y` (the series' coordinate of its price) within a pane `height` pixels tall; a
 * price above or below the visible range is pinned at that edge.
 */
export function placeLine(y: number | null, height: number): LinePlacement | null {
  if (y === null || height <= 0) return null;
  if (y < edgeMargin) return { top: edgeMargin, pinned: y < 0 ? 'above' : null };
  if (y > height - edgeMargin) return { top: height - edgeMargin, pinned: y > height ? 'below' : null };
  return { top: y, pinned: null };
}

/** How far apart lines pinned at the same edge stack: one label's height. */
export const pinnedStep = 24;

/**
 * Places every line (`ys` in the lines' order); lines pinned at the same edge stack inward a label
 * apart, in that order, so none hides another.
 */
export function placeLines(ys: readonly (number | null)[], height: number): (LinePlacement | null)[] {
  let above = 0;
  let below = 0;
  return ys.map((y) => {
    const place = placeLine(y, height);
    if (!place?.pinned) return place;
    return place.pinned === 'above'
      ? { ...place, top: place.top + pinnedStep * above++ }
      : { ...place, top: place.top - pinnedStep * below++ };
  });
}

/**
 * Where each label goes so that none covers another: at its line (`tops`, null for a line not shown)
 * where there is room, else moved the least along the pane, a label's height from its neighbours, and
 * kept within the pane's edges while they can hold them all. Returns each label's centre.
 */
export function spreadLabels(tops: readonly (number | null)[], height: number): (number | null)[] {
  const order = tops
    .map((top, index) => ({ top, index }))
    .filter((entry): entry is { top: number; index: number } => entry.top !== null)
    .sort((a, b) => a.top - b.top || a.index - b.index);
  const at = order.map((entry) => entry.top);
  // Down from the top, each clear of the one above; then up from the bottom edge, each clear of the
  // one below; then down again, so a pile too tall for the pane starts at the top edge.
  for (let i = 1; i < at.length; i += 1)
    at[i] = Math.max(at[i] as number, (at[i - 1] as number) + pinnedStep);
  for (let i = at.length - 1; i >= 0; i -= 1) {
    const limit = i === at.length - 1 ? height - edgeMargin : (at[i + 1] as number) - pinnedStep;
    at[i] = Math.min(at[i] as number, limit);
  }
  for (let i = 0; i < at.length; i += 1) {
    const limit = i === 0 ? edgeMargin : (at[i - 1] as number) + pinnedStep;
    at[i] = Math.max(at[i] as number, limit);
  }
  const out: (number | null)[] = tops.map(() => null);
  order.forEach((entry, i) => {
    out[entry.index] = at[i] as number;
  });
  return out;
}

/**
 * The price a pointer at a chart coordinate stands for, on the symbol's tick: the chart's own
 * conversion gives a float for the pixel, which is rounded to the nearest tick exactly.
 */
export function priceAtTick(price: number | null, tickSize: string): string | null {
  if (price === null || !Number.isFinite(price) || price <= 0) return null;
  const tick = new Decimal(tickSize);
  const onTick = new Decimal(price.toPrecision(15))
    .div(tick)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .times(tick);
  return onTick.gt(0) ? onTick.toFixed(tick.decimalPlaces()) : null;
}
