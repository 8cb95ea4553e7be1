import { describe, expect, it } from 'vitest';
import { btcusdt } from '../orders/fake-trading-terminal';
import { emptyDraft, type OrderDraft } from './order-draft';
import { resolveSize } from './resolve-size';

const free = new Map([
  ['BTC', '0.12345678'],
  ['USDT', '1000.00000000'],
]);
const resolve = (draft: Partial<OrderDraft>, lastPrice: string | null = '60000.00') =>
  resolveSize({ ...emptyDraft, ...draft }, { symbol: btcusdt, free, lastPrice });

const sized = (quantity: string) => ({ ok: true, quantity });
const refused = (message: string) => ({ ok: false, message });

describe('resolveSize', () => {
  it('takes a base amount as the quantity as typed', () => {
    expect(resolve({ size: '0.5' })).toEqual(sized('0.5'));
  });

  it('converts a quote amount at the limit price, down to the lot step', () => {
    expect(resolve({ sizeMode: 'quote', price: '30000', size: '100' })).toEqual(sized('0.00333'));
  });

  it('converts a stop order’s quote amount at its stop price, else the last price', () => {
    expect(resolve({ type: 'STOP_LOSS', sizeMode: 'quote', stopPrice: '50000', size: '100' })).toEqual(
      sized('0.00200'),
    );
    expect(resolve({ type: 'STOP_LOSS', sizeMode: 'quote', size: '120' })).toEqual(sized('0.00200'));
  });

  it('sells a percentage of the free base balance, on the lot step', () => {
    expect(resolve({ side: 'SELL', sizeMode: 'percent', price: '60000', size: '50' })).toEqual(
      sized('0.06172'),
    );
  });

  it('refuses a percentage over 100 and a quote amount with no price to convert at', () => {
    expect(resolve({ sizeMode: 'percent', size: '101' })).toEqual(refused('A percentage is at most 100.'));
    expect(resolve({ sizeMode: 'quote', size: '100' })).toEqual(
      refused('Enter a price first: a quote amount is converted at it.'),
    );
  });
});
