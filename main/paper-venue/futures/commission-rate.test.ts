import { describe, expect, it } from 'vitest';
import { futuresUnderTest } from './testing';

describe('GET /fapi/v1/commissionRate and /dapi/v1/commissionRate', () => {
  it("answers the account's maker and taker rates on a symbol, as the fills charge them", () => {
    const venue = futuresUnderTest({ makerFee: '0.0002', takerFee: '0.0004' });
    expect(venue.ok('GET /fapi/v1/commissionRate', { symbol: 'BTCUSDT' })).toEqual({
      symbol: 'BTCUSDT',
      makerCommissionRate: '0.0002',
      takerCommissionRate: '0.0004',
    });
    expect(venue.ok('GET /dapi/v1/commissionRate', { symbol: 'BTCUSD_PERP' })).toMatchObject({
      symbol: 'BTCUSD_PERP',
      takerCommissionRate: '0.0004',
    });
    expect(venue.routes['GET /fapi/v1/commissionRate']).toMatchObject({ security: 'USER_DATA', weight: 20 });
  });

  it('refuses without a symbol (-1102) and for one of the other family (-1121)', () => {
    const venue = futuresUnderTest();
    expect(venue.send('GET /fapi/v1/commissionRate').body).toMatchObject({ code: -1102 });
    expect(venue.send('GET /fapi/v1/commissionRate', { symbol: 'BTCUSD_PERP' }).body).toEqual({
      code: -1121,
      msg: 'Invalid symbol.',
    });
  });
});
