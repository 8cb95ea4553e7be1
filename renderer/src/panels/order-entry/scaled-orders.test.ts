import { describe, expect, it } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import { scaleOrders, type ScaleInput } from './scaled-orders';

const units = { tickSize: '0.01000000', stepSize: '0.00001000' };
const input = (over: Partial<ScaleInput>): ScaleInput => ({
  start: '60000',
  end: '59000',
  count: '5',
  total: '0.10000',
  distribution: 'even',
  ...over,
});
const sumOf = (quantities: readonly string[]) => quantities.reduce((a, q) => a.plus(q), dec('0')).toFixed();

describe('scaleOrders', () => {
  it('spaces the prices evenly from start to end and shares the total evenly', () => {
    const scale = scaleOrders(input({}), units);
    expect(scale).toEqual({
      ok: true,
      orders: [
        { price: '60000', quantity: '0.02000' },
        { price: '59750.00', quantity: '0.02000' },
        { price: '59500.00', quantity: '0.02000' },
        { price: '59250.00', quantity: '0.02000' },
        { price: '59000', quantity: '0.02000' },
      ],
    });
  });

  it('rounds the prices between the ends to the nearest tick, and keeps every order on its own tick', () => {
    const scale = scaleOrders(input({ start: '100.00', end: '100.10', count: '4' }), units);
    if (!scale.ok) throw new Error(scale.message);
    expect(scale.orders.map((o) => o.price)).toEqual(['100.00', '100.03', '100.07', '100.10']);
  });

  it('gives the steps the rounding left to the orders that lost most, so the sizes add up to the total exactly', () => {
    const scale = scaleOrders(input({ count: '3', total: '0.00010' }), units);
    if (!scale.ok) throw new Error(scale.message);
    expect(scale.orders.map((o) => o.quantity)).toEqual(['0.00004', '0.00003', '0.00003']);
    for (const distribution of ['even', 'towardEnd', 'towardStart'] as const) {
      for (const total of ['0.00017', '1.23457', '0.1']) {
        const scaled = scaleOrders(input({ count: '7', total, distribution }), units);
        if (!scaled.ok) throw new Error(scaled.message);
        expect(sumOf(scaled.orders.map((o) => o.quantity))).toBe(dec(total).toFixed());
      }
    }
  });

  it('grows the sizes toward the end or the start price', () => {
    const toEnd = scaleOrders(input({ count: '4', total: '1.00000', distribution: 'towardEnd' }), units);
    const toStart = scaleOrders(input({ count: '4', total: '1.00000', distribution: 'towardStart' }), units);
    if (!toEnd.ok || !toStart.ok) throw new Error('refused');
    expect(toEnd.orders.map((o) => o.quantity)).toEqual(['0.10000', '0.20000', '0.30000', '0.40000']);
    expect(toStart.orders.map((o) => o.quantity)).toEqual(['0.40000', '0.30000', '0.20000', '0.10000']);
  });

  it('refuses what it cannot place, on the field at fault', () => {
    expect(scaleOrders(input({ start: '' }), units)).toMatchObject({ ok: false, field: 'start' });
    expect(scaleOrders(input({ end: '0' }), units)).toMatchObject({ ok: false, field: 'end' });
    expect(scaleOrders(input({ count: '1' }), units)).toMatchObject({
      ok: false,
      field: 'count',
      message: 'A scaled order places 2 to 20 orders.',
    });
    expect(scaleOrders(input({ count: '21' }), units)).toMatchObject({ ok: false, field: 'count' });
    expect(scaleOrders(input({ count: '2.5' }), units)).toMatchObject({ ok: false, field: 'count' });
    expect(scaleOrders(input({ start: '100.00', end: '100.03', count: '5' }), units)).toEqual({
      ok: false,
      field: 'end',
      message: '5 orders need prices at least 4 ticks apart; start and end are 3.',
    });
    expect(scaleOrders(input({ total: '0.000015' }), units)).toEqual({
      ok: false,
      field: 'total',
      message: 'The total size must be a whole number of steps of 0.00001000.',
    });
    expect(scaleOrders(input({ total: '0.00003' }), units)).toEqual({
      ok: false,
      field: 'total',
      message: 'Order 4 would get no size: 0.00003 over 5 orders leaves it less than one step.',
    });
  });
});
