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
});
