import { describe, expect, it } from 'vitest';
import { exitPnl, exitPnlAfterFees } from './exit-outcomes';

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

describe('exitPnlAfterFees', () => {
  it("takes off both trades' commission, each on its own notional, in the margin asset", () => {
    const rates = { entry: '0.0002', exit: '0.0005' };
    // 29.999 − 600.001 × 0.0002 − 630 × 0.0005
    expect(exitPnlAfterFees(linear, true, '60000.10', '63000', '0.010', rates)).toEqual({
      value: '29.5639998',
      asset: 'USDT',
    });
    // −0.0015 − 300/50000 × 0.0002 − 300/40000 × 0.0005 = −0.0015 − 0.0000012 − 0.00000375
    expect(exitPnlAfterFees(inverse, true, '50000', '40000', '3', rates)).toEqual({
      value: '-0.00150495',
      asset: 'BTC',
    });
    expect(exitPnlAfterFees(linear, true, undefined, '63000', '0.010', rates)).toBeNull();
  });
});
