import { describe, expect, it } from 'vitest';
import { pricePath } from './price-paths';

const pairs = [
  { symbol: 'BTCUSDT', baseAsset: 'BTC', quoteAsset: 'USDT' },
  { symbol: 'ETHBTC', baseAsset: 'ETH', quoteAsset: 'BTC' },
  { symbol: 'XRPBTC', baseAsset: 'XRP', quoteAsset: 'BTC' },
  { symbol: 'SOLUSDT', baseAsset: 'SOL', quoteAsset: 'USDT' },
];

describe('price paths', () => {
  it('prices by the direct pair, the inverse pair or through a bridge, and not at all without one', () => {
    expect(pricePath(pairs, 'USDT', 'USDT')).toEqual([]);
    expect(pricePath(pairs, 'BTC', 'USDT')).toEqual([{ symbol: 'BTCUSDT', invert: false }]);
    expect(pricePath(pairs, 'USDT', 'BTC')).toEqual([{ symbol: 'BTCUSDT', invert: true }]);
    expect(pricePath(pairs, 'XRP', 'USDT')).toEqual([
      { symbol: 'XRPBTC', invert: false },
      { symbol: 'BTCUSDT', invert: false },
    ]);
    expect(pricePath(pairs, 'SOL', 'BTC')).toEqual([
      { symbol: 'SOLUSDT', invert: false },
      { symbol: 'BTCUSDT', invert: true },
    ]);
    expect(pricePath(pairs, 'SOL', 'ETH')).toBeUndefined();
    expect(pricePath(pairs, 'DOGE', 'USDT')).toBeUndefined();
  });
});
