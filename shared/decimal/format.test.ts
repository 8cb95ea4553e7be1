import { describe, expect, it } from 'vitest';
import {
  decimalsOf,
  formatAmount,
  formatAtLeast,
  formatAvailable,
  formatNeeded,
  formatTyped,
  formatCount,
  formatDecimal,
  formatExact,
  formatPercent,
  formatPrice,
  formatQuantity,
  groupingSymbols,
  onTickText,
} from './format';

const en = { group: ',', decimal: '.' };
const de = { group: '.', decimal: ',' };

describe('decimalsOf', () => {
  it.each([
    ['0.01000000', 2],
    ['0.05', 2],
    ['0.00000100', 6],
    ['1.00000000', 0],
    ['10', 0],
    ['0.5', 1],
  ])('%s → %i', (increment, decimals) => expect(decimalsOf(increment)).toBe(decimals));
});

describe('formatDecimal', () => {
  it('groups the whole part and keeps exactly the asked digits', () => {
    expect(formatDecimal('1234567.891', 2, en)).toBe('1,234,567.89');
    expect(formatDecimal('1234567.891', 2, de)).toBe('1.234.567,89');
    expect(formatDecimal('0.1', 8, en)).toBe('0.10000000');
    expect(formatDecimal('999', 0, en)).toBe('999');
  });

  it('stays exact where a float would not', () => {
    expect(formatDecimal('0.1', 17, en)).toBe('0.10000000000000000');
    expect(formatDecimal('9007199254740993.12345678', 8, en)).toBe('9,007,199,254,740,993.12345678');
    expect(formatDecimal('1.005', 2, en)).toBe('1.01');
  });

  it('shows a minus sign only when something non-zero is left', () => {
    expect(formatDecimal('-1234.5', 1, en)).toBe('−1,234.5');
    expect(formatDecimal('-0.001', 2, en)).toBe('0.00');
  });
});

describe('formatPrice and formatQuantity', () => {
  it('use the tick and step precision', () => {
    expect(formatPrice('64123.40000000', '0.01000000', en)).toBe('64,123.40');
    expect(formatQuantity('0.12345678', '0.00001000', en)).toBe('0.12346');
    expect(formatPrice('3.45', '0.05', en)).toBe('3.45');
  });
});

describe('groupingSymbols', () => {
  it('reads the separators of a locale', () => {
    expect(groupingSymbols('en-US')).toEqual(en);
    expect(groupingSymbols('de-DE')).toEqual(de);
  });
});

describe('amounts and exact figures', () => {
  it('shows a worth at its asset’s places: cents for a dollar-like asset, 8 for a coin', () => {
    expect(formatAmount('46000.125', 'USDT', en)).toBe('46,000.13');
    expect(formatAmount('-3', 'EUR', de)).toBe('−3,00');
    expect(formatAmount('0.5', 'BTC', en)).toBe('0.50000000');
  });

  it('never shows more available, nor less needed, than there is: down and up at the asset’s places', () => {
    expect(formatAvailable('178.4999', 'USDT', en)).toBe('178.49');
    expect(formatNeeded('178.4901', 'USDT', en)).toBe('178.50');
    expect(formatAvailable('2.013736249', 'BTC', en)).toBe('2.01373624');
    expect(formatNeeded('10000', 'USDT', en)).toBe('10,000.00');
  });

  it('shows a figure as given without trailing zeros, up to a number of places', () => {
    expect(formatExact('60.00001000', 8, en)).toBe('60.00001');
    expect(formatExact('1234.000000001', 8, en)).toBe('1,234.00000000');
    expect(formatExact('1500', 8, de)).toBe('1.500');
  });

  it('pads a typed figure to at least the places asked, never rounding the digits it has', () => {
    expect(formatAtLeast('65000.5', 2, en)).toBe('65,000.50');
    expect(formatAtLeast('65000.125', 2, en)).toBe('65,000.125');
    expect(formatTyped('65000.5', '0.01000000', en)).toBe('65,000.50');
    expect(formatTyped('0.0012345', '0.00001000', en)).toBe('0.0012345');
    expect(formatAtLeast('-5', 2, en)).toBe('−5.00');
  });

  it('groups a whole count: request weight, order counts', () => {
    expect(formatCount(200000, en)).toBe('200,000');
    expect(formatCount(5400, de)).toBe('5.400');
    expect(formatCount(12, en)).toBe('12');
  });

  it('shows a rate as a percentage exactly: a fee, a margin ratio, a discount', () => {
    expect(formatPercent('0.001', 8, en)).toBe('0.1 %');
    expect(formatPercent('0.00075', 8, en)).toBe('0.075 %');
    expect(formatPercent('0.25', 8, en)).toBe('25 %');
    expect(formatPercent('0.0000125', 8, de)).toBe('0,00125 %');
  });
});

describe('onTickText', () => {
  it("writes a price on the tick with the tick's places, exactly", () => {
    expect(onTickText('58999.80000000', '0.10')).toBe('58999.8');
    expect(onTickText('64000.00000000', '0.01')).toBe('64000.00');
    expect(onTickText('0.12345678', '0.00000001')).toBe('0.12345678');
    expect(onTickText('30500.00000000', '1')).toBe('30500');
  });
});
