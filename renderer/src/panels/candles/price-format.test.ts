import type { BarPrice } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { groupedPriceFormat } from './price-format';

describe('groupedPriceFormat', () => {
  it('labels the price scale at the tick’s places with the terminal’s grouping', () => {
    const { formatter, minMove, type } = groupedPriceFormat(2, 0.01);
    expect([type, minMove]).toEqual(['custom', 0.01]);
    expect([65100, 65099.995, 0.5, 1234567.1].map((price) => formatter(price as BarPrice))).toEqual([
      '65,100.00',
      '65,100.00',
      '0.50',
      '1,234,567.10',
    ]);
    expect(groupedPriceFormat(1, 0.1).formatter(64996.1 as BarPrice)).toBe('64,996.1');
    expect(groupedPriceFormat(4, 0.0001).formatter(-0.0012 as BarPrice)).toBe('−0.0012');
  });
});
