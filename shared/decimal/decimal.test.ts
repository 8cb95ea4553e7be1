import { describe, expect, it } from 'vitest';
import { isPositiveDecimal } from './decimal';

describe('isPositiveDecimal', () => {
  it('takes a plain decimal above zero, and nothing else a trader may have typed', () => {
    for (const text of ['0.010', '1', '65000.5']) expect(isPositiveDecimal(text), text).toBe(true);
    for (const text of ['', '0', '0.000', '1e3', '-1', '1.', '.5', ' 1', 'abc'])
      expect(isPositiveDecimal(text), text).toBe(false);
  });
});
