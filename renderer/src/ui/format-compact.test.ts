import { describe, expect, it } from 'vitest';
import { formatCompact } from './format-compact';

const en = { group: ',', decimal: '.' };

describe('formatCompact', () => {
  it('keeps about three significant digits in the smallest unit under a thousand, rounding half-up exactly', () => {
    expect(formatCompact('123456789.5', en)).toBe('123M');
    expect(formatCompact('45678', en)).toBe('45.7K');
    expect(formatCompact('999.995', en)).toBe('1.00K');
    expect(formatCompact('999949', en)).toBe('1.00M');
    expect(formatCompact('999499', en)).toBe('999K');
    expect(formatCompact('1005', en)).toBe('1.01K');
    expect(formatCompact('2500000000', en)).toBe('2.50B');
    expect(formatCompact('129.16', en)).toBe('129');
    expect(formatCompact('12.35', en)).toBe('12.4');
    expect(formatCompact('0.004', en)).toBe('0.00');
    expect(formatCompact('1234567000000000', en)).toBe('1,235T');
  });
});
