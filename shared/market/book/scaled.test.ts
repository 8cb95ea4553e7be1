import { describe, expect, it } from 'vitest';
import { formatScaled, isZeroDecimal, parseScaled, parseScaledBig, significantDecimals } from './scaled';

describe('scaled decimals', () => {
  it('parses decimal strings to exact integers at a scale', () => {
    expect(parseScaled('12345.67000000', 2)).toBe(1234567);
    expect(parseScaled('0.00000001', 8)).toBe(1);
    expect(parseScaled('42', 3)).toBe(42000);
  });

  it('refuses digits the scale would lose, signs and unsafe sizes', () => {
    expect(() => parseScaled('1.005', 2)).toThrow('more than 2 decimals');
    expect(() => parseScaled('-1', 2)).toThrow('not an unsigned decimal');
    expect(() => parseScaled('1e5', 2)).toThrow('not an unsigned decimal');
    expect(() => parseScaled('90071992.54740993', 8)).toThrow('too large');
  });

  it('formats integers and bigints back to decimal strings', () => {
    expect(formatScaled(1234567, 2)).toBe('12345.67');
    expect(formatScaled(5, 3)).toBe('0.005');
    expect(formatScaled(-5n, 2)).toBe('-0.05');
    expect(formatScaled(7, 0)).toBe('7');
  });

  it('parses quantities to bigints without losing a digit', () => {
    expect(parseScaledBig('123456789012.12345678', 8)).toBe(12345678901212345678n);
    expect(parseScaledBig('3', 2)).toBe(300n);
    expect(parseScaledBig('0.1000', 2)).toBe(10n);
    expect(() => parseScaledBig('0.123', 2)).toThrow('more than 2 decimals');
  });

  it('recognises zero quantities and a step’s real decimals', () => {
    expect(isZeroDecimal('0.00000000')).toBe(true);
    expect(isZeroDecimal('0.00000001')).toBe(false);
    expect(significantDecimals('0.01000000')).toBe(2);
    expect(significantDecimals('1.00000000')).toBe(0);
    expect(significantDecimals('5')).toBe(0);
  });
});
