import { describe, expect, it } from 'vitest';
import { exitPnl } from './exit-outcomes';

const linear = { contractSize: null, marginAsset: 'USDT' };
const inverse = { contractSize: 100, marginAsset: 'BTC' };

describe('exitPnl', () => {
  it('is (exit − entry) × size on a linear contract, the opposite for a short', () => {
    expect(exitPnl(linear, true, '60000.10', '63000', '0.010')).toEqual({ value: '29.999', asset: 'USDT' });
    expect(exitPnl(linear, true, '60000.10', '58000.5', '0.010')).toEqual({
      value: '-19.996',
      asset: 'USDT',
    });
    expect(exitPnl(linear, false, '60000.10', '58000.5', '0.010')).toEqual({
      value: '19.996',
      asset: 'USDT',
    });
  });

  it('is contracts × contract size × (1/entry − 1/exit) on an inverse contract, at eight places', () => {
    // 3 × 100 × (1/50000 − 1/40000) = 300 × (−0.000005) = −0.0015 BTC
    expect(exitPnl(inverse, true, '50000', '40000', '3')).toEqual({ value: '-0.0015', asset: 'BTC' });
    // 1 × 100 × (1/30000 − 1/31000) = 0.000107526881… → 0.00010753
    expect(exitPnl(inverse, true, '30000', '31000', '1')).toEqual({ value: '0.00010753', asset: 'BTC' });
  });

  it('says nothing while a figure is missing, zero or not a decimal', () => {
    expect(exitPnl(linear, true, undefined, '63000', '0.010')).toBeNull();
    expect(exitPnl(linear, true, '60000', '', '0.010')).toBeNull();
    expect(exitPnl(linear, true, '60000', '63000', '0')).toBeNull();
    expect(exitPnl(linear, true, '60000', '6e4', '0.010')).toBeNull();
  });
});
