import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { setMarkPrice } from './market-moves';
import { futuresUnderTest } from './testing';

const MINUTE = 60_000;

describe('funding on a faster venue clock', () => {
  it('settles every interval: the average premium plus the clamped interest, paid by longs to shorts', () => {
    const venue = futuresUnderTest({ fundingIntervalMs: MINUTE });
    const { state, clock, ok } = venue;
    clock.now = 100 * MINUTE + 1; // the schedule starts with the first call: the next funding is at 101 min
    ok('POST /fapi/v1/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.100' }, 'long');
    ok(
      'POST /fapi/v1/order',
      { symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.100' },
      'short',
    );
    // premium +0.10 % then +0.20 %: average 0.15 %, interest − premium clamped to −0.05 % → 0.10 %
    setMarkPrice(state, 'BTCUSDT', '30030.00', 100 * MINUTE + 10, undefined, '30000.00');
    setMarkPrice(state, 'BTCUSDT', '30060.00', 100 * MINUTE + 20, undefined, '30000.00');
    clock.now = 100 * MINUTE + 30;
    const estimate = ok<{ lastFundingRate: string; nextFundingTime: number }>('GET /fapi/v1/premiumIndex', {
      symbol: 'BTCUSDT',
    });
    expect(estimate).toMatchObject({ lastFundingRate: '0.00100000', nextFundingTime: 101 * MINUTE });

    clock.now = 101 * MINUTE;
    const income = (account: string) =>
      ok<{ incomeType: string; income: string; time: number }[]>(
        'GET /fapi/v1/income',
        { incomeType: 'FUNDING_FEE' },
        account,
      );
    const value = new Dec('30060').times('0.1').times('0.001');
    expect(income('long')).toEqual([
      expect.objectContaining({ income: value.negated().toFixed(8), time: 101 * MINUTE }),
    ]);
    expect(income('short')).toEqual([expect.objectContaining({ income: value.toFixed(8) })]);
    const history = ok<{ fundingRate: string; fundingTime: number }[]>('GET /fapi/v1/fundingRate', {
      symbol: 'BTCUSDT',
    });
    expect(history).toEqual([
      {
        symbol: 'BTCUSDT',
        fundingTime: 101 * MINUTE,
        fundingRate: '0.00100000',
        markPrice: '30060.00000000',
      },
    ]);

    // two intervals later, two more settlements (without mark moves, at the standing premium)
    clock.now = 103 * MINUTE;
    expect(income('long')).toHaveLength(3);
  });

  it('keeps the rate within ±0.75 %', () => {
    const { state, clock, ok } = futuresUnderTest({ fundingIntervalMs: MINUTE });
    clock.now = 5 * MINUTE + 1;
    setMarkPrice(state, 'ETHUSDT', '2100.00', clock.now, undefined, '2000.00');
    expect(ok('GET /fapi/v1/premiumIndex', { symbol: 'ETHUSDT' })).toMatchObject({
      lastFundingRate: '0.00750000',
    });
  });
});
