import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { depthWidth, groupStep, ordersByLevel, spreadPercent } from './ladder-math';

describe('ladder math', () => {
  it('builds grouping steps exactly, without exponent notation', () => {
    expect(groupStep('0.00000100', 1)).toBe('0.000001');
    expect(groupStep('0.00000100', 1000)).toBe('0.001');
    expect(groupStep('0.01000000', 100)).toBe('1');
  });

  it('turns the cumulative ratio into a two-place percentage', () => {
    expect(depthWidth('1', new Decimal('3'))).toBe('33.33%');
    expect(depthWidth('0.00000001', new Decimal('0.00000003'))).toBe('33.33%');
    expect(depthWidth('5', new Decimal(0))).toBe('0%');
  });

  it('places bids down and asks up to their group', () => {
    const { bids, asks } = ordersByLevel(
      [
        { orderId: 'a', side: 'BUY', price: '100.37', remaining: '1' },
        { orderId: 'b', side: 'SELL', price: '100.31', remaining: '2' },
        { orderId: 'c', side: 'SELL', price: '100.40', remaining: '0.5' },
      ],
      '0.1',
    );
    expect([...bids.entries()]).toEqual([['100.3', { remaining: '1', orderIds: ['a'] }]]);
    expect([...asks.entries()]).toEqual([['100.4', { remaining: '2.5', orderIds: ['b', 'c'] }]]);
  });

  it('gives the spread relative to the mid', () => {
    expect(spreadPercent('1', '200')).toBe('0.50');
    expect(spreadPercent(null, '200')).toBeNull();
  });
});
