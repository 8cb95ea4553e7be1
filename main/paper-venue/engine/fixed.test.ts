import { describe, expect, it } from 'vitest';
import { floorToStep, fromFixed, notionalCeil, notionalFloor, qtyForQuote, toFixed } from './fixed';

describe('fixed-point money', () => {
  it('parses and formats decimals exactly with 8 places', () => {
    expect(toFixed('0.1')).toBe(10_000_000n);
    expect(toFixed('12345.67890000')).toBe(1_234_567_890_000n);
    expect(fromFixed(toFixed('0.3') - toFixed('0.1'))).toBe('0.20000000');
    expect(fromFixed(-5n)).toBe('-0.00000005');
  });

  it('refuses more than 8 decimals and non-decimals', () => {
    expect(() => toFixed('0.000000001')).toThrow(RangeError);
    expect(() => toFixed('1e5')).toThrow(RangeError);
    expect(toFixed('1.100000000')).toBe(110_000_000n);
  });

  it('rounds notionals down for fills and up for locks', () => {
    const price = toFixed('0.00000003');
    const qty = toFixed('0.5');
    expect(notionalFloor(price, qty)).toBe(1n);
    expect(notionalCeil(price, qty)).toBe(2n);
    expect(notionalCeil(toFixed('2'), toFixed('3'))).toBe(toFixed('6'));
  });

  it('steps quantities for a quote amount', () => {
    expect(fromFixed(qtyForQuote(toFixed('100'), toFixed('30000'), toFixed('0.00001')))).toBe('0.00333000');
    expect(fromFixed(floorToStep(toFixed('0.123'), toFixed('0.05')))).toBe('0.10000000');
  });
});
