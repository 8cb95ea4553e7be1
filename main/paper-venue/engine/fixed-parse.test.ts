import { describe, expect, it } from 'vitest';
import { toFixed } from './fixed';

/** The scaled value of a decimal string, by string arithmetic only (the definition toFixed must meet). */
function reference(text: string): bigint {
  const [whole = '', fraction = ''] = text.split('.');
  return BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
}

describe('toFixed on the number fast path and its edges', () => {
  it('agrees with string arithmetic up to and beyond 7 integer digits and 8 decimals', () => {
    const cases = [
      '0',
      '0.0',
      '00.5',
      '7',
      '0.00000001',
      '1.5',
      '43000.01',
      '43000.01000000',
      '9999999.99999999',
      '10000000',
      '12345678.12345678',
      '90071992.54740991',
      '100000000000',
      '123456789012345678901234567890.12345678',
    ];
    for (const text of cases) expect(toFixed(text), text).toBe(reference(text));
  });

  it('still refuses what is not a plain decimal, whatever its length', () => {
    for (const text of ['', '.5', '1.', '-1', '+1', ' 1', '1 ', '1,5', '1.2.3', '0x10', '1e5', '١'])
      expect(() => toFixed(text), JSON.stringify(text)).toThrow(RangeError);
    expect(() => toFixed('1.123456789')).toThrow('more than 8 decimals: 1.123456789');
    expect(toFixed('1.123456780')).toBe(112_345_678n);
  });
});
