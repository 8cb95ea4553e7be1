import { describe, expect, it } from 'vitest';
import { portfolioValue } from './portfolio';

describe('portfolio value', () => {
  it('values each asset by its direct pair, the inverse of the reverse pair or a bridge, exactly', () => {
    const pairs = [
      { symbol: 'BTCUSDT', baseAsset: 'BTC', quoteAsset: 'USDT' },
      { symbol: 'USDTTRY', baseAsset: 'USDT', quoteAsset: 'TRY' },
      { symbol: 'XRPBTC', baseAsset: 'XRP', quoteAsset: 'BTC' },
      { symbol: 'DOTBTC', baseAsset: 'DOT', quoteAsset: 'BTC' },
    ];
    const prices = new Map([
      ['BTCUSDT', '50000.10'],
      ['USDTTRY', '40'],
      ['XRPBTC', '0.00001'],
    ]);
    const p = portfolioValue(
      [
        { asset: 'BTC', free: '0.1', locked: '0.2' },
        { asset: 'USDT', free: '100.05', locked: '0' },
        { asset: 'TRY', free: '10', locked: '0' },
        { asset: 'XYZ', free: '3', locked: '0' },
        { asset: 'XRP', free: '100', locked: '0' },
        { asset: 'DOT', free: '1', locked: '0' },
        { asset: 'ETH', free: '0', locked: '0' },
      ],
      'USDT',
      pairs,
      prices,
      7,
    );
    expect(p.total).toBe('15150.3301');
    expect(p.unpriced).toEqual(['XYZ', 'DOT']);
    expect(p.assets.map((a) => [a.asset, a.amount, a.price, a.value])).toEqual([
      ['BTC', '0.3', '50000.1', '15000.03'],
      ['USDT', '100.05', '1', '100.05'],
      ['TRY', '10', '0.025', '0.25'],
      ['XYZ', '3', null, null],
      ['XRP', '100', '0.500001', '50.0001'],
      ['DOT', '1', null, null],
    ]);
  });
});
