import { describe, expect, it } from 'vitest';
import { quoteNumberFields } from './json-text';

describe('quoteNumberFields', () => {
  it('reads the named bare numbers as exact decimal strings, exponents expanded', () => {
    const text = '{"amount":0.2256872,"hashRate":200000000,"day":20201213,"x":{"amount": 1.2E-7}}';
    expect(JSON.parse(quoteNumberFields(text, ['amount', 'hashRate']))).toEqual({
      amount: '0.2256872',
      hashRate: '200000000',
      day: 20201213,
      x: { amount: '0.00000012' },
    });
  });

  it('keeps digits a float would lose', () => {
    const text = '{"amount":0.12345678901234567890123}';
    expect(JSON.parse(quoteNumberFields(text, ['amount']))).toEqual({ amount: '0.12345678901234567890123' });
  });

  it('leaves strings that merely contain the field name alone', () => {
    const text = '{"note":"x\\"amount\\":1","amount":2}';
    expect(JSON.parse(quoteNumberFields(text, ['amount']))).toEqual({ note: 'x"amount":1', amount: '2' });
  });
});
