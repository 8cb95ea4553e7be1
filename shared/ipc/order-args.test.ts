import { describe, expect, it } from 'vitest';
import { newOrderArgs, ocoArgs, otocoArgs } from './order-args';

const ok = (value: unknown) => newOrderArgs.safeParse(value).success;
const base = { symbol: 'BTCUSDT', side: 'BUY' };

describe('order arguments', () => {
  it('take each order type with its own fields', () => {
    expect(ok({ ...base, type: 'LIMIT', timeInForce: 'GTC', quantity: '0.01', price: '60000.00' })).toBe(
      true,
    );
    expect(ok({ ...base, type: 'MARKET', quoteOrderQty: '100' })).toBe(true);
    expect(ok({ ...base, type: 'STOP_LOSS', quantity: '1', trailingDelta: 100 })).toBe(true);
    expect(
      ok({
        ...base,
        type: 'TAKE_PROFIT_LIMIT',
        timeInForce: 'GTC',
        quantity: '1',
        price: '2',
        stopPrice: '2',
      }),
    ).toBe(true);
    expect(ok({ ...base, type: 'LIMIT_MAKER', quantity: '1', price: '2' })).toBe(true);
  });

  it('refuse what the venue would refuse for a missing or conflicting field', () => {
    expect(ok({ ...base, type: 'LIMIT', timeInForce: 'GTC', quantity: '0.01' })).toBe(false);
    expect(ok({ ...base, type: 'MARKET', quantity: '1', quoteOrderQty: '100' })).toBe(false);
    expect(ok({ ...base, type: 'MARKET' })).toBe(false);
    expect(ok({ ...base, type: 'STOP_LOSS', quantity: '1' })).toBe(false);
    expect(ok({ ...base, type: 'LIMIT', timeInForce: 'GTC', quantity: '0', price: '1' })).toBe(false);
    expect(ok({ ...base, type: 'LIMIT', timeInForce: 'GTC', quantity: 1, price: '1' })).toBe(false);
    expect(ok({ ...base, symbol: 'btcusdt', type: 'MARKET', quantity: '1' })).toBe(false);
  });

  it('never take a client order id from the renderer', () => {
    const parsed = newOrderArgs.parse({ ...base, type: 'MARKET', quantity: '1', newClientOrderId: 'mine' });
    expect('newClientOrderId' in parsed).toBe(false);
  });

  it('check OCO and OTOCO legs', () => {
    const oco = {
      symbol: 'BTCUSDT',
      side: 'SELL',
      quantity: '0.1',
      above: { type: 'LIMIT_MAKER', price: '70000' },
      below: { type: 'STOP_LOSS_LIMIT', price: '59000', stopPrice: '59500', timeInForce: 'GTC' },
    };
    expect(ocoArgs.safeParse(oco).success).toBe(true);
    expect(ocoArgs.safeParse({ ...oco, below: { type: 'STOP_LOSS' } }).success).toBe(false);
    const otoco = {
      symbol: 'BTCUSDT',
      working: { type: 'LIMIT', side: 'BUY', price: '60000', quantity: '0.1', timeInForce: 'GTC' },
      pendingSide: 'SELL',
      pendingQuantity: '0.1',
      pendingAbove: { type: 'LIMIT_MAKER', price: '70000' },
      pendingBelow: { type: 'STOP_LOSS', stopPrice: '55000' },
    };
    expect(otocoArgs.safeParse(otoco).success).toBe(true);
  });
});
