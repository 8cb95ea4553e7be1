import { describe, expect, it } from 'vitest';
import { btcusdCoin, btcusdtPerp } from './fake-futures';
import { checkFuturesScaled, type FuturesScaledDraft } from './scaled-futures';

const draft = (over: Partial<FuturesScaledDraft>): FuturesScaledDraft => ({
  side: 'BUY',
  positionSide: 'BOTH',
  reduceOnly: false,
  start: '59000.0',
  end: '58000.0',
  count: '3',
  total: '0.030',
  distribution: 'even',
  ...over,
});
const context = (available: string) => ({
  hedge: false,
  now: 0,
  markPrice: '60000.0',
  margin: { leverage: 20, held: '0', available },
});

describe('checkFuturesScaled', () => {
  it('gives each limit order and the margin the set holds back while it rests', () => {
    const check = checkFuturesScaled('usdm', btcusdtPerp, draft({}), context('1000'));
    if (!check.ok) throw new Error(check.message);
    expect(check.orders.map((o) => o.order)).toEqual(
      ['59000.0', '58500.0', '58000.0'].map((price) => ({
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price,
        quantity: '0.010',
      })),
    );
    // (590 + 585 + 580) / 20
    expect(check.margin).toBe('87.75');
    expect(check.averagePrice).toBe('58500');
  });

  it('refuses the first order the margin the earlier ones left cannot carry, with the venue’s -2019', () => {
    // 29.50 and 29.25 leave 28.24 of 87.00: the third needs 29.00.
    expect(checkFuturesScaled('usdm', btcusdtPerp, draft({}), context('86.99'))).toEqual({
      ok: false,
      field: 'total',
      message: 'Order 3 of 3 (58,000.0): Margin is insufficient.',
      code: -2019,
    });
    // Reduce-only orders hold nothing back, and need nothing while they shrink a position.
    const closing = { ...context('0'), margin: { leverage: 20, held: '0.030', available: '0' } };
    expect(
      checkFuturesScaled(
        'usdm',
        btcusdtPerp,
        draft({ side: 'SELL', start: '61000.0', end: '62000.0', reduceOnly: true }),
        closing,
      ),
    ).toMatchObject({ ok: true, margin: '0' });
  });

  it('refuses an order the venue’s filters refuse, on the field at fault', () => {
    expect(
      checkFuturesScaled('usdm', btcusdtPerp, draft({ start: '59000.05' }), context('1000')),
    ).toMatchObject({
      ok: false,
      field: 'start',
      code: -4014,
      hint: 'Prices run from 0.1 to 1,000,000.0 in ticks of 0.1.',
    });
    // The mark's band: a buy may not be more than 5 % above 60,000, 63,000.
    expect(checkFuturesScaled('usdm', btcusdtPerp, draft({ end: '63500.0' }), context('1000'))).toMatchObject(
      { ok: false, field: 'end', code: -4016 },
    );
    // MIN_NOTIONAL 100: 0.001 at 59,000 is 59.
    expect(checkFuturesScaled('usdm', btcusdtPerp, draft({ total: '0.003' }), context('1000'))).toMatchObject(
      {
        ok: false,
        field: 'total',
        code: -4164,
      },
    );
  });

  it('averages an inverse contract’s prices weighted by each order’s value', () => {
    const check = checkFuturesScaled(
      'coinm',
      btcusdCoin,
      draft({ start: '50000.0', end: '25000.0', count: '2', total: '2' }),
      { hedge: false, now: 0 },
    );
    // One contract at each: 2 / (1/50,000 + 1/25,000) = 33,333.33…
    expect(check).toMatchObject({ ok: true, margin: null });
    if (check.ok) expect(check.averagePrice.slice(0, 11)).toBe('33333.33333');
  });
});
