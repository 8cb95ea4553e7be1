import { describe, expect, it } from 'vitest';
import type { PositionView } from '@shared/ipc/futures';
import { futuresBasisOf } from './futures-basis';
import { pnlWatch } from './pnl-watch';
import { noticeNumbers } from '../notice-numbers';

const row = (size: string, entryPrice: string, positionSide: PositionView['positionSide'] = 'BOTH') =>
  ({ symbol: 'BTCUSDT', size, entryPrice, positionSide }) as PositionView;

describe("a futures position's basis for its P&L alerts", () => {
  it('sums both hedge sides on a linear contract, a short negative, and values it at the mark', async () => {
    const basisOf = futuresBasisOf({
      positionOf: async () => ({
        rows: [row('0.3', '30000', 'LONG'), row('-0.1', '31000', 'SHORT')],
        contractSize: null,
      }),
    });
    const basis = await basisOf('usdm', 'BTCUSDT');
    // 0.3 − 0.1 held; 0.3 × 30,000 − 0.1 × 31,000 = 5,900 paid
    expect(basis).toEqual({ quantity: '0.2', costBasis: '5900' });
    const watch = pnlWatch('BTCUSDT USD-M', { kind: 'positionPnl', direction: 'above', amount: '100' }, () =>
      noticeNumbers(undefined),
    );
    watch.setBasis(basis);
    // At 30,000: 0.3 × 0 + 0.1 × 1,000 = +100, the first value only tells the side; then below, then at
    expect(watch.onTick({ price: '29900', time: 1 })).toBeNull();
    expect(watch.onTick({ price: '30500', time: 2 })).toMatchObject({ price: '30500' });
  });

  it('values an inverse contract in its base asset, and has no basis without a position', async () => {
    const basisOf = futuresBasisOf({
      positionOf: async () => ({ rows: [row('-3', '50000')], contractSize: 100 }),
    });
    const basis = await basisOf('coinm', 'BTCUSDT');
    // −3 × 100 USD; −300 / 50,000 = −0.006
    expect(basis).toEqual({ quantity: '-300', costBasis: '-0.006', inverse: true });
    const watch = pnlWatch(
      'BTCUSD_PERP COIN-M',
      { kind: 'positionPnl', direction: 'above', amount: '0.001' },
      () => noticeNumbers(undefined),
    );
    watch.setBasis(basis);
    // A short of 300 USD from 50,000: at 40,000 it made −0.006 + 300 / 40,000 = +0.0015 BTC
    expect(watch.onTick({ price: '50000', time: 1 })).toBeNull();
    expect(watch.onTick({ price: '40000', time: 2 })).toMatchObject({ price: '40000' });
    const none = futuresBasisOf({ positionOf: async () => ({ rows: [row('0', '0')], contractSize: null }) });
    expect(await none('usdm', 'BTCUSDT')).toBeNull();
  });

  it('takes the side the P&L stood on at the mark it was read at, so the first mark past the amount fires', () => {
    const watch = pnlWatch('BTCUSDT USD-M', { kind: 'positionPnl', direction: 'below', amount: '-0.5' }, () =>
      noticeNumbers(undefined),
    );
    // 0.010 bought at 65,019.2, read at a mark of 65,009.6: −0.096, above −0.5
    watch.setBasis({ quantity: '0.010', costBasis: '650.192', at: '65009.6' });
    expect(watch.onTick({ price: '64765.9', time: 1 })).toMatchObject({ price: '64765.9' });
  });
});
