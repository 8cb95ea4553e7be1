import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { depthGeometry } from './depth-geometry';

describe('depthGeometry', () => {
  it('draws cumulative steps centred on the mid, the deeper side reaching the top', () => {
    const g = depthGeometry(
      [
        { price: '99', quantity: '1', total: '1' },
        { price: '98', quantity: '3', total: '4' },
      ],
      [{ price: '101', quantity: '2', total: '2' }],
      '100',
      400,
      200,
    );
    // Range 98..102: x = (p − 98) / 4 × 400.
    expect(g.lowPrice).toBe('98');
    expect(g.highPrice).toBe('102');
    expect(g.bidPath).toBe(
      'M100.00,200.00 L100.00,200.00 L100.00,150.00 L0.00,150.00 L0.00,0.00 L0.00,0.00 L0.00,200.00 Z',
    );
    expect(g.askPath).toBe('M300.00,200.00 L300.00,200.00 L300.00,100.00 L400.00,100.00 L400.00,200.00 Z');
  });

  it('keeps tiny prices exact', () => {
    const g = depthGeometry(
      [{ price: '0.00000099', quantity: '5', total: '5' }],
      [{ price: '0.00000101', quantity: '5', total: '5' }],
      '0.000001',
      200,
      100,
    );
    expect(g.lowPrice).toBe('0.00000099');
    expect(g.bidPath.startsWith('M0.00,100.00 L0.00,100.00 L0.00,0.00')).toBe(true);
    expect(g.askPath.startsWith('M200.00,100.00')).toBe(true);
  });

  it('rounds every coordinate as the exact decimal ratio does, half up', () => {
    const levels = (from: string, step: string, count: number) => {
      let total = new Decimal(0);
      return Array.from({ length: count }, (_, i) => {
        const quantity = new Decimal(i + 1).times('0.13370001');
        total = total.plus(quantity);
        return {
          price: new Decimal(from).plus(new Decimal(step).times(i)).toFixed(8),
          quantity: quantity.toFixed(8),
          total: total.toFixed(8),
        };
      });
    };
    const bids = levels('65000.11', '-0.07', 40);
    const asks = levels('65000.14', '0.03', 60);
    const mid = '65000.125000000';
    const g = depthGeometry(bids, asks, mid, 400, 200);
    // The reference: each coordinate in decimal.js, rounded half up to two places.
    const centre = new Decimal(mid);
    const half = Decimal.max(centre.minus(bids.at(-1)!.price), new Decimal(asks.at(-1)!.price).minus(centre));
    const low = centre.minus(half);
    const deepest = Decimal.max(bids.at(-1)!.total, asks.at(-1)!.total);
    const round = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    const x = (price: string) => round(new Decimal(price).minus(low).div(half.times(2)).times(400));
    const y = (total: string) => round(new Decimal(200).minus(new Decimal(total).div(deepest).times(200)));
    const steps = asks.flatMap((level, i) => [
      `L${x(level.price)},${i === 0 ? '200.00' : y(asks[i - 1]!.total)}`,
      `L${x(level.price)},${y(level.total)}`,
    ]);
    expect(g.askPath).toBe(
      [
        `M${x(asks[0]!.price)},200.00`,
        ...steps,
        `L400.00,${y(asks.at(-1)!.total)}`,
        'L400.00,200.00',
        'Z',
      ].join(' '),
    );
    expect(g.lowPrice).toBe(low.toFixed());
  });
});
