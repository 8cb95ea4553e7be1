import { describe, expect, it } from 'vitest';
import { noticeNumbers } from '../notice-numbers';
import { pnlWatch } from './pnl-watch';

/** Numbers before the symbol's filters are read: exact, trailing zeros dropped. */
const exact = () => noticeNumbers(undefined);

const tick = (price: string, time = 1) => ({ price, time });

describe('a P&L watch', () => {
  it('passes trades over until the position is read, and without one', () => {
    const watch = pnlWatch(
      'BTCUSDT',
      { kind: 'pnl', direction: 'above', amount: '10', method: 'average' },
      exact,
    );
    expect(watch.onTick(tick('100'))).toBeNull();
    watch.setBasis({ quantity: '0', costBasis: '0' });
    expect(watch.onTick(tick('100'))).toBeNull();
    watch.setBasis({ quantity: '2', costBasis: '190' });
    // 2 × 100 − 190 = 10: already past when first seen, so it waits for a crossing.
    expect(watch.onTick(tick('100'))).toBeNull();
    expect(watch.onTick(tick('99'))).toBeNull();
    expect(watch.onTick(tick('100.5', 7))).toEqual({
      time: 7,
      price: '100.5',
      message: 'BTCUSDT position P&L crossed above 10: 11 at 100.5.',
    });
  });

  it('values the position as it is after a fill', () => {
    const watch = pnlWatch(
      'ETHUSDT',
      { kind: 'pnl', direction: 'below', amount: '-1.5', method: 'fifo' },
      exact,
    );
    watch.setBasis({ quantity: '1', costBasis: '100' });
    expect(watch.onTick(tick('99'))).toBeNull();
    // Bought another at 100: the same 1.5 drop in price is now −3.
    watch.setBasis({ quantity: '2', costBasis: '200' });
    expect(watch.onTick(tick('99.25'))?.message).toBe(
      'ETHUSDT position P&L crossed below −1.5: −1.5 at 99.25.',
    );
  });

  it('writes the P&L at the quote asset’s places and the price on the tick, once the symbol is known', () => {
    const numbers = () =>
      noticeNumbers(
        { tickSize: '0.01', stepSize: '0.00001', quoteAsset: 'USDT' },
        { group: ',', decimal: '.' },
      );
    const watch = pnlWatch(
      'BTCUSDT',
      { kind: 'pnl', direction: 'below', amount: '-5', method: 'average' },
      numbers,
    );
    watch.setBasis({ quantity: '0.012', costBasis: '600' });
    expect(watch.onTick(tick('50000'))).toBeNull();
    // 0.012 × 49501 − 600 = −5.988
    expect(watch.onTick(tick('49501'))?.message).toBe(
      'BTCUSDT position P&L crossed below −5.00: −5.99 at 49,501.00.',
    );
  });
});
