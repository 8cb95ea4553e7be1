import { describe, expect, it } from 'vitest';
import { emptyDraft, type OrderDraft } from './order-draft';
import { quantityForValue, switchedSize, valuePriceOf } from './order-value';

const draft = (change: Partial<OrderDraft>): OrderDraft => ({ ...emptyDraft, ...change });

describe('an order value turned into a quantity', () => {
  it('values each type at the price it trades near: its limit, its trigger, its activation, else the mark', () => {
    const mark = '60500.0';
    expect(valuePriceOf(draft({ type: 'LIMIT', price: '60000.1' }), mark)).toEqual({
      price: '60000.1',
      source: 'the limit price',
    });
    // A limit's price still to type is not stood in for by the mark.
    expect(valuePriceOf(draft({ type: 'LIMIT', price: '' }), mark)).toBeNull();
    expect(valuePriceOf(draft({ type: 'STOP', price: '59000', stopPrice: '59100' }), mark)?.source).toBe(
      'the limit price',
    );
    expect(valuePriceOf(draft({ type: 'LIMIT', priceMatch: 'OPPONENT' }), mark)).toEqual({
      price: mark,
      source: 'the mark price',
    });
    expect(valuePriceOf(draft({ type: 'MARKET' }), mark)?.source).toBe('the mark price');
    expect(valuePriceOf(draft({ type: 'MARKET' }), undefined)).toBeNull();
    expect(valuePriceOf(draft({ type: 'STOP_MARKET', stopPrice: '58000' }), mark)).toEqual({
      price: '58000',
      source: 'the trigger',
    });
    expect(
      valuePriceOf(draft({ type: 'TRAILING_STOP_MARKET', activationPrice: '61000' }), mark)?.source,
    ).toBe('the activation price');
    expect(valuePriceOf(draft({ type: 'TRAILING_STOP_MARKET' }), mark)?.source).toBe('the mark price');
  });

  it('buys no more than the value: down to the step, exactly', () => {
    expect(quantityForValue('1000', '60000.1', '0.001')).toBe('0.016');
    expect(quantityForValue('600.001', '60000.1', '0.001')).toBe('0.010');
    expect(quantityForValue('600.0009', '60000.1', '0.001')).toBe('0.009');
    expect(quantityForValue('10', '60000.1', '0.001')).toBe('0.000');
    expect(quantityForValue('', '60000.1', '0.001')).toBe('');
    expect(quantityForValue('1e3', '60000.1', '0.001')).toBe('');
  });

  it('turns the typed size into the other unit, so switching keeps the order it would place', () => {
    const limit = { price: '60000.1', source: 'the limit price' } as const;
    // 0.010 × 60,000.1 = 600.001: up to the cent, which still buys 0.010
    const toValue = switchedSize(draft({ quantity: '0.010' }), 'value', '0.010', limit, 2);
    expect(toValue).toEqual({ sizeIn: 'value', value: '600.01' });
    expect(quantityForValue(toValue.value!, limit.price, '0.001')).toBe('0.010');
    expect(switchedSize(draft({ sizeIn: 'value', value: '1000' }), 'base', '0.016', limit, 2)).toEqual({
      sizeIn: 'base',
      quantity: '0.016',
    });
    // Nothing to turn: the unit alone changes.
    expect(switchedSize(draft({ quantity: '' }), 'value', '', limit, 2)).toEqual({ sizeIn: 'value' });
    expect(switchedSize(draft({ quantity: '0.010' }), 'value', '0.010', null, 2)).toEqual({
      sizeIn: 'value',
    });
  });
});

describe('a COIN-M order value, in the base asset, turned into contracts', () => {
  it('buys the contracts the value is worth at the price, down to a whole contract', () => {
    // 0.05 BTC × 60,000.1 / 100 USD a contract = 30.0005: 30 contracts.
    expect(quantityForValue('0.05', '60000.1', '1', 100)).toBe('30');
    expect(quantityForValue('0.001', '60000.1', '1', 100)).toBe('0');
  });

  it('turns contracts into what they are worth in BTC, up to its places, so they still buy as many', () => {
    const limit = { price: '60000.1', source: 'the limit price' } as const;
    // 12 × 100 / 60,000.1 = 0.0199999666…: up to 0.01999997 at eight places.
    const toValue = switchedSize(draft({ quantity: '12' }), 'value', '12', limit, 8, 100);
    expect(toValue).toEqual({ sizeIn: 'value', value: '0.01999997' });
    expect(quantityForValue(toValue.value!, limit.price, '1', 100)).toBe('12');
  });
});
