import { describe, expect, it } from 'vitest';
import { scaleOrders } from '../order-entry/scaled-orders';
import { scaledTotalForValue, scaledWorth } from './scaled-value';

const range = { start: '60000', end: '59000', count: '5', distribution: 'even' as const };
const btc = { tickSize: '0.1', stepSize: '0.001' };

describe('a scaled order sized as an order value', () => {
  it('shares out the size the value buys at the range’s weighted price, down to the step', () => {
    // 3,000 / 59,500 = 0.0504…: 0.010 at each of five prices, worth 2,975.
    expect(scaledTotalForValue(range, '3000', btc, null)).toBe('0.050');
    const split = scaleOrders({ ...range, total: '0.050' }, btc);
    expect(split.ok && scaledWorth(split.orders, null).toFixed()).toBe('2975');
    expect(scaledTotalForValue(range, '3100', btc, null)).toBe('0.052');
    // Larger toward the end (the lower prices) the same value buys more: 3,030 / 59,333.3… = 0.0510…,
    // split 0.003, 0.007, 0.010, 0.014, 0.017, worth 3,025.75.
    expect(scaledTotalForValue(range, '3030', btc, null)).toBe('0.050');
    expect(scaledTotalForValue({ ...range, distribution: 'towardEnd' }, '3030', btc, null)).toBe('0.051');
  });

  it('takes a step off where the split’s rounding would make the orders worth more than the value', () => {
    const units = { tickSize: '1', stepSize: '1' };
    const twoEnds = { start: '300', end: '100', count: '2', distribution: 'even' as const };
    // 600 / 200 = 3, but 3 splits 2 at 300 and 1 at 100: worth 700. 2 splits 1 and 1: worth 400.
    expect(scaledTotalForValue(twoEnds, '600', units, null)).toBe('2');
    expect(scaledTotalForValue({ ...twoEnds, start: '100', end: '300' }, '600', units, null)).toBe('3');
  });

  it('values an inverse contract’s contracts in the base asset: size / price each', () => {
    const units = { tickSize: '0.1', stepSize: '1' };
    const inverse = { start: '50000', end: '40000', count: '2', distribution: 'even' as const };
    // 100 / 50,000 + 100 / 40,000 = 0.0045 BTC for one contract at each price.
    expect(scaledTotalForValue(inverse, '0.0045', units, 100)).toBe('2');
    expect(scaledTotalForValue(inverse, '0.0044', units, 100)).toBe('1');
  });

  it('says nothing until the range and the value are complete', () => {
    expect(scaledTotalForValue({ ...range, start: '' }, '3000', btc, null)).toBe('');
    expect(scaledTotalForValue({ ...range, count: '1' }, '3000', btc, null)).toBe('');
    expect(scaledTotalForValue(range, 'abc', btc, null)).toBe('');
  });
});
