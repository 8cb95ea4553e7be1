import { describe, expect, it } from 'vitest';
import { PAPER_SYMBOLS } from '@shared/market/paper-symbols';
import { checkScaled, type ScaledDraft } from './scaled-check';

const btcusdt = PAPER_SYMBOLS.find((s) => s.symbol === 'BTCUSDT')!;
const draft = (over: Partial<ScaledDraft>): ScaledDraft => ({
  side: 'BUY',
  start: '60000.00',
  end: '59000.00',
  count: '3',
  total: '0.00300',
  distribution: 'even',
  ...over,
});
const rich = {
  free: new Map([
    ['USDT', '100000'],
    ['BTC', '1'],
  ]),
  lastPrice: '60500.00',
};

describe('checkScaled', () => {
  it('gives the limit orders to send, what they lock together and their average price', () => {
    const check = checkScaled(draft({}), btcusdt, rich);
    if (!check.ok) throw new Error(check.problem.message);
    expect(check.orders).toEqual([
      {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: '60000.00',
        quantity: '0.00100',
      },
      {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: '59500.00',
        quantity: '0.00100',
      },
      {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: '59000.00',
        quantity: '0.00100',
      },
    ]);
    expect(check.locks).toEqual({ amount: '178.5', asset: 'USDT' });
    expect(check.quote).toBe('178.5');
    expect(check.averagePrice).toBe('59500');
    const sell = checkScaled(draft({ side: 'SELL', start: '61000.00', end: '62000.00' }), btcusdt, rich);
    expect(sell).toMatchObject({ ok: true, locks: { amount: '0.003', asset: 'BTC' } });
  });

  it('refuses with the venue’s filter failure of the first order that breaks one, on its field', () => {
    expect(checkScaled(draft({ total: '0.00015' }), btcusdt, rich)).toEqual({
      ok: false,
      problem: expect.objectContaining({
        field: 'total',
        code: -1013,
        message: 'Order 1 of 3 (60,000.00): Filter failure: NOTIONAL',
      }),
    });
    expect(checkScaled(draft({ start: '60000.005' }), btcusdt, rich)).toMatchObject({
      ok: false,
      problem: {
        field: 'start',
        code: -1013,
        message: 'Order 1 of 3 (60,000.005): Filter failure: PRICE_FILTER',
      },
    });
    // Far under the market: the venue's price band (PERCENT_PRICE_BY_SIDE) against the last price.
    expect(checkScaled(draft({ start: '20000.00', end: '10000.00' }), btcusdt, rich)).toMatchObject({
      ok: false,
      problem: { field: 'end', message: 'Order 3 of 3 (10,000.00): Filter failure: PERCENT_PRICE_BY_SIDE' },
    });
  });

  it('counts every order of the set against the open-order limit', () => {
    const near = {
      ...rich,
      openOrders: {
        symbol: 198,
        symbolAlgo: 0,
        symbolIceberg: 0,
        exchange: 198,
        exchangeAlgo: 0,
        exchangeIceberg: 0,
      },
    };
    expect(checkScaled(draft({}), btcusdt, near)).toMatchObject({
      ok: false,
      problem: { field: 'total', message: 'Order 1 of 3 (60,000.00): Filter failure: MAX_NUM_ORDERS' },
    });
    expect(checkScaled(draft({ count: '2' }), btcusdt, near).ok).toBe(true);
  });

  it('refuses a set the balance cannot lock in full, before any order is sent', () => {
    const poor = {
      ...rich,
      free: new Map([
        ['USDT', '178.49'],
        ['BTC', '0.002'],
      ]),
    };
    expect(checkScaled(draft({}), btcusdt, poor)).toEqual({
      ok: false,
      problem: {
        field: 'total',
        code: -2010,
        message: 'Account has insufficient balance for requested action.',
        hint: 'The 3 orders lock 178.50 USDT; 178.49 USDT is available.',
      },
    });
    expect(
      checkScaled(draft({ side: 'SELL', start: '61000.00', end: '62000.00' }), btcusdt, poor),
    ).toMatchObject({
      ok: false,
      problem: { code: -2010, hint: 'The 3 orders lock 0.00300000 BTC; 0.00200000 BTC is available.' },
    });
    const unknown = checkScaled(draft({}), btcusdt, { ...rich, free: undefined });
    expect(unknown).toMatchObject({ ok: true, unchecked: expect.arrayContaining(['the balance']) });
  });
});
