import { describe, expect, it } from 'vitest';
import { formatCompact } from './format-compact';

const en = { group: ',', decimal: '.' };

describe('formatCompact', () => {
  it('shortens by thousands, rounding half-up exactly', () => {
    expect(formatCompact('123456789.5', 2, en)).toBe('123.46M');
    expect(formatCompact('999.995', 2, en)).toBe('1,000.00');
    expect(formatCompact('1005', 2, en)).toBe('1.01K');
    expect(formatCompact('2500000000', 2, en)).toBe('2.50B');
    expect(formatCompact('12.3', 2, en)).toBe('12.30');
  });
});
