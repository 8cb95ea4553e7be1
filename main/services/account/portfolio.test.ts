import { describe, expect, it } from 'vitest';
import { portfolioValue } from './portfolio';

describe('portfolio value', () => {
  it('values each asset by its direct pair or the inverse of the reverse pair, exactly', () => {
    const prices = new Map([
      ['BTCUSDT', '50000.10'],
      ['USDTTRY', '40'],
    ]);
    const p = portfolioValue(
      [
        { asset: 'BTC', free: '0.1', locked: '0.2' },
        { asset: 'USDT', free: '100.05', locked: '0' },
        { asset: 'TRY', free: '10', locked: '0' },
        { asset: 'XYZ', free: '3', locked: '0' },
        { asset: 'ETH', free: '0', locked: '0' },
      ],
      'USDT',
      prices,
      7,
    );
    expect(p.total).toBe('15100.33');
    expect(p.unpriced).toEqual(['XYZ']);
    expect(p.assets.map((a) => [a.asset, a.amount, a.price, a.value])).toEqual([
      ['BTC', '0.3', '50000.1', '15000.03'],
      ['USDT', '100.05', '1', '100.05'],
      ['TRY', '10', '0.025', '0.25'],
      ['XYZ', '3', null, null],
    ]);
  });
});
