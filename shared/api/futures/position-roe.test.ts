import { describe, expect, it } from 'vitest';
import { positionRoePercent } from './position-roe';

describe('positionRoePercent', () => {
  it('divides the unrealized profit by the value at the mark over the leverage, either side', () => {
    // 0.1 BTC at a mark of 60,500: 6,050 USDT at 20× is 302.50 of margin; +5 is +1.65 %.
    expect(positionRoePercent({ size: '0.100', unrealizedPnl: '5', notional: '6050', leverage: 20 })).toBe(
      '1.65',
    );
    expect(positionRoePercent({ size: '-0.100', unrealizedPnl: '-5', notional: '-6050', leverage: 20 })).toBe(
      '-1.65',
    );
  });

  it('has none for a flat position or one without margin', () => {
    expect(positionRoePercent({ size: '0', unrealizedPnl: '0', notional: '0', leverage: 20 })).toBeNull();
    expect(positionRoePercent({ size: '1', unrealizedPnl: '1', notional: '0', leverage: 20 })).toBeNull();
  });
});
