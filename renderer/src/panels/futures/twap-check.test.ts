import { describe, expect, it } from 'vitest';
import { btcusdCoin, btcusdtPerp } from './fake-futures';
import { checkTwap, emptyTwapDraft, type TwapDraft } from './twap-check';

const draft = (over: Partial<TwapDraft>): TwapDraft => ({
  ...emptyTwapDraft,
  quantity: '0.030',
  slices: '3',
  duration: '1',
  unit: 'minutes',
  ...over,
});
const context = (available = '10000', hedge = false) => ({
  hedge,
  now: 0,
  markPrice: '60000.0',
  margin: { leverage: 20, held: '0', available },
});

describe('checkTwap', () => {
  it('gives the slices, their spacing and the TWAP main is sent', () => {
    const check = checkTwap('usdm', btcusdtPerp, draft({ quantity: '0.032' }), context());
    expect(check).toMatchObject({
      ok: true,
      args: {
        family: 'usdm',
        symbol: 'BTCUSDT',
        side: 'BUY',
        quantity: '0.032',
        slices: 3,
        durationSeconds: 60,
      },
      plan: { sizes: ['0.010', '0.011', '0.011'], every: '30' },
    });
    // reduce-only in one-way mode, the position side in hedge mode; a limit
    const reduce = checkTwap(
      'usdm',
      btcusdtPerp,
      draft({ side: 'SELL', reduceOnly: true, limitPrice: '59000' }),
      {
        ...context(),
        margin: { leverage: 20, held: '0.050', available: '10000' },
      },
    );
    expect(reduce.ok && reduce.args).toMatchObject({ reduceOnly: true, limitPrice: '59000' });
    const hedged = checkTwap(
      'usdm',
      btcusdtPerp,
      draft({ positionSide: 'SHORT', side: 'SELL' }),
      context('10000', true),
    );
    expect(hedged.ok && hedged.args).toMatchObject({ positionSide: 'SHORT' });
  });

  it('refuses each slice as the venue would: the minimum notional, the step, one step a slice', () => {
    // 0.003 a slice is 180 USDT; 0.001 is 60, under the 100 minimum
    expect(checkTwap('usdm', btcusdtPerp, draft({ quantity: '0.003' }), context())).toMatchObject({
      ok: false,
      refusal: { code: -4164 },
    });
    expect(checkTwap('usdm', btcusdtPerp, draft({ quantity: '0.0301' }), context())).toEqual({
      ok: false,
      refusal: { code: -4023, msg: 'Qty not increased by step size.' },
    });
    expect(checkTwap('usdm', btcusdtPerp, draft({ quantity: '0.002' }), context())).toEqual({
      ok: false,
      problem: '0.002 in 3 slices is less than one step (0.001) a slice.',
    });
  });

  it('refuses the whole size where the margin cannot carry it, though each slice could', () => {
    // 0.030 × 60,000 / 20 = 90 USDT of margin
    expect(checkTwap('usdm', btcusdtPerp, draft({}), context('89'))).toMatchObject({
      ok: false,
      refusal: { code: -2019 },
    });
    expect(checkTwap('usdm', btcusdtPerp, draft({}), context('91')).ok).toBe(true);
  });

  it('takes whole seconds, at least one between slices, up to a day', () => {
    expect(checkTwap('usdm', btcusdtPerp, draft({ duration: '0.01' }), context())).toEqual({
      ok: false,
      problem: 'The duration must come to whole seconds.',
    });
    expect(
      checkTwap('usdm', btcusdtPerp, draft({ duration: '1', unit: 'seconds' }), context()),
    ).toMatchObject({
      problem: 'The duration: from 2 seconds to 24 hours.',
    });
    expect(
      checkTwap('usdm', btcusdtPerp, draft({ slices: '10', duration: '5', unit: 'seconds' }), context()),
    ).toMatchObject({ problem: 'At least a second between slices: fewer slices or a longer duration.' });
    expect(checkTwap('usdm', btcusdtPerp, draft({ slices: '1' }), context())).toMatchObject({
      problem: 'Slices: from 2 to 100.',
    });
    expect(
      checkTwap('usdm', btcusdtPerp, draft({ duration: '1.5', unit: 'hours' }), context()),
    ).toMatchObject({
      ok: true,
      plan: { every: '2700' },
    });
  });

  it('slices a COIN-M contract in whole contracts', () => {
    const check = checkTwap('coinm', btcusdCoin, draft({ quantity: '10', slices: '4' }), context());
    expect(check).toMatchObject({ ok: true, plan: { sizes: ['2', '2', '3', '3'] } });
  });
});
