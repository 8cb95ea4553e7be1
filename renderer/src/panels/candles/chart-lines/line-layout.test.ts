import { describe, expect, it } from 'vitest';
import { edgeMargin, pinnedStep, placeLine, placeLines, priceAtTick, spreadLabels } from './line-layout';

describe('chart line layout', () => {
  it('places a line at its coordinate, and pins one out of view at the edge it left by', () => {
    expect(placeLine(120, 300)).toEqual({ top: 120, pinned: null });
    expect(placeLine(-40, 300)).toEqual({ top: 10, pinned: 'above' });
    expect(placeLine(340, 300)).toEqual({ top: 290, pinned: 'below' });
    expect(placeLine(4, 300)).toEqual({ top: 10, pinned: null });
    expect(placeLine(null, 300)).toBeNull();
  });

  it('stacks lines pinned at the same edge a label apart, so none hides another', () => {
    expect(placeLines([-40, 120, -90, 340, 400, null], 300)).toEqual([
      { top: 10, pinned: 'above' },
      { top: 120, pinned: null },
      { top: 10 + pinnedStep, pinned: 'above' },
      { top: 290, pinned: 'below' },
      { top: 290 - pinnedStep, pinned: 'below' },
      null,
    ]);
  });

  it('moves a label off its line only where another would cover it, the least it can, within the pane', () => {
    // Clear of each other: each at its line.
    expect(spreadLabels([50, 120, null, 200], 300)).toEqual([50, 120, null, 200]);
    // Two lines 10 px apart: the lower label goes a label's height under the upper one.
    expect(spreadLabels([130, 120], 300)).toEqual([120 + pinnedStep, 120]);
    // A pile at the bottom edge (a line in view beside lines pinned there) climbs from the edge.
    const bottom = 300 - edgeMargin;
    expect(spreadLabels([bottom, bottom - pinnedStep, bottom - 4], 300)).toEqual([
      bottom,
      bottom - 2 * pinnedStep,
      bottom - pinnedStep,
    ]);
    // More labels than the pane holds: they start at the top edge, a label apart.
    expect(spreadLabels([20, 20, 20, 20], 60)).toEqual([
      edgeMargin,
      edgeMargin + pinnedStep,
      edgeMargin + 2 * pinnedStep,
      edgeMargin + 3 * pinnedStep,
    ]);
  });

  it('rounds a pointer price to the nearest tick, exactly', () => {
    expect(priceAtTick(64123.456789, '0.01')).toBe('64123.46');
    expect(priceAtTick(0.000123456, '0.00000100')).toBe('0.000123');
    expect(priceAtTick(64100.004999, '0.01000000')).toBe('64100.00');
    expect(priceAtTick(-1, '0.01')).toBeNull();
  });
});
