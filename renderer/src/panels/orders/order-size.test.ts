import { describe, expect, it } from 'vitest';
import { orderSizeText } from './order-size';

describe('orderSizeText', () => {
  it('puts a quantity on the step, and says a quote amount exactly when there is no quantity', () => {
    expect(orderSizeText('0.00100000', '0.00000000', '0.00001000')).toBe('0.00100');
    expect(orderSizeText(undefined, '20', '0.00001000')).toBe('20 (quote)');
    expect(orderSizeText('0.00000000', '20.50000000', '0.00001000')).toBe('20.5 (quote)');
    expect(orderSizeText('0.00031000', '20.00000000', '0.00001000')).toBe('0.00031');
  });
});
