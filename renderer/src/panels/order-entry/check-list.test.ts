import { describe, expect, it } from 'vitest';
import { btcusdt } from '../orders/fake-trading-terminal';
import { checkOco, checkOto, checkOtoco, type ListCheck } from './check-list';
import { emptyLeg, type LegDraft } from './leg-draft';

const leg = (type: LegDraft['type'], fields: Partial<LegDraft> = {}): LegDraft => ({
  ...emptyLeg(type),
  ...fields,
});

/** The last price every check here is made against. */
const LAST = '60000.00';
const ocoAtLast = (side: 'BUY' | 'SELL', above: LegDraft, below: LegDraft) =>
  checkOco({ side, quantity: '0.01', above, below }, btcusdt, LAST);
const otoAtLast = (working: LegDraft, pending: LegDraft) => checkOto(working, pending, btcusdt, LAST);
/** Which leg a refused list names, and the venue's message. */
const refusalOf = (result: ListCheck<unknown>) =>
  result.ok ? null : [result.problem.leg, result.problem.message];

describe('checkOco', () => {
  it('takes a BUY OCO with the stop above and the limit maker below the last price', () => {
    const result = ocoAtLast(
      'BUY',
      leg('STOP_LOSS', { stopPrice: '61000.00' }),
      leg('LIMIT_MAKER', { price: '59000.00' }),
    );
    expect(result.ok && result.args).toEqual({
      symbol: 'BTCUSDT',
      side: 'BUY',
      quantity: '0.01',
      above: { type: 'STOP_LOSS', stopPrice: '61000.00' },
      below: { type: 'LIMIT_MAKER', price: '59000.00' },
    });
  });

  it('refuses a below leg that is not below the last price, in the venue’s words', () => {
    const result = ocoAtLast(
      'SELL',
      leg('LIMIT_MAKER', { price: '61000.00' }),
      leg('STOP_LOSS', { stopPrice: '60000.00' }),
    );
    expect(result.ok ? null : result.problem).toEqual({
      leg: 'below',
      code: -2010,
      message: 'The relationship of the prices for the orders is not correct.',
      hint: 'The below leg (60000.00) must be lower than the last price (60000.00).',
    });
  });

  it('refuses two legs of which neither is a stop loss', () => {
    const result = ocoAtLast(
      'SELL',
      leg('LIMIT_MAKER', { price: '61000.00' }),
      leg('TAKE_PROFIT', { stopPrice: '59000.00' }),
    );
    expect(result.ok ? null : result.problem.message).toMatch(/^One leg must be a stop loss/);
  });

  it('checks each leg against the symbol filters', () => {
    const result = ocoAtLast(
      'SELL',
      leg('LIMIT_MAKER', { price: '61000.001' }),
      leg('STOP_LOSS', { stopPrice: '59000.00' }),
    );
    expect(refusalOf(result)).toEqual(['above', 'Filter failure: PRICE_FILTER']);
  });
});

describe('checkOto', () => {
  it('builds the working and pending legs with their own sides and quantities', () => {
    const result = otoAtLast(
      leg('LIMIT', { side: 'BUY', quantity: '0.01', price: '59000.00' }),
      leg('TAKE_PROFIT_LIMIT', { side: 'SELL', quantity: '0.01', price: '62000.00', stopPrice: '61900.00' }),
    );
    expect(result.ok && result.args).toEqual({
      symbol: 'BTCUSDT',
      working: { type: 'LIMIT', side: 'BUY', quantity: '0.01', price: '59000.00', timeInForce: 'GTC' },
      pending: {
        type: 'TAKE_PROFIT_LIMIT',
        side: 'SELL',
        quantity: '0.01',
        price: '62000.00',
        stopPrice: '61900.00',
        timeInForce: 'GTC',
      },
    });
  });

  it('refuses a pending notional below the minimum', () => {
    const result = otoAtLast(
      leg('LIMIT', { side: 'BUY', quantity: '0.01', price: '59000.00' }),
      leg('LIMIT', { side: 'SELL', quantity: '0.00001', price: '60100.00' }),
    );
    expect(refusalOf(result)).toEqual(['pending', 'Filter failure: NOTIONAL']);
  });
});

describe('checkOtoco', () => {
  it('checks the pending pair against the working price, where the market is when it fills', () => {
    const draft = {
      working: leg('LIMIT', { side: 'BUY' as const, quantity: '0.01', price: '59000.00' }),
      pendingSide: 'SELL' as const,
      pendingQuantity: '0.01',
      above: leg('LIMIT_MAKER', { price: '59500.00' }),
      below: leg('STOP_LOSS', { stopPrice: '58000.00' }),
    };
    // 59500 is below the last price (60000) but above the working price (59000): accepted.
    const ok = checkOtoco(draft, btcusdt, LAST);
    expect(ok.ok).toBe(true);
    expect(ok.summary).toContain('Only when it is completely filled, two pending orders are placed');
    const wrong = checkOtoco({ ...draft, above: leg('LIMIT_MAKER', { price: '58500.00' }) }, btcusdt, LAST);
    expect(wrong.ok ? null : wrong.problem.hint).toBe(
      "The above leg (58500.00) must be higher than the working order's price (59000.00).",
    );
  });

  it('takes a single pending order without a below leg', () => {
    const result = checkOtoco(
      {
        working: leg('LIMIT_MAKER', { side: 'BUY', quantity: '0.01', price: '59000.00' }),
        pendingSide: 'SELL',
        pendingQuantity: '0.01',
        above: leg('LIMIT_MAKER', { price: '61000.00' }),
        below: null,
      },
      btcusdt,
      LAST,
    );
    expect(result.ok && result.args).toEqual({
      symbol: 'BTCUSDT',
      working: { type: 'LIMIT_MAKER', side: 'BUY', quantity: '0.01', price: '59000.00' },
      pendingSide: 'SELL',
      pendingQuantity: '0.01',
      pendingAbove: { type: 'LIMIT_MAKER', price: '61000.00' },
    });
  });
});

describe('a leg left incomplete', () => {
  it('is named in the leg’s own editor, in the form’s words', () => {
    const stop = leg('STOP_LOSS', { stopPrice: '58000.00' });
    expect(refusalOf(ocoAtLast('SELL', leg('LIMIT_MAKER'), stop))).toEqual(['above', 'Enter a price.']);
    expect(refusalOf(ocoAtLast('SELL', leg('LIMIT_MAKER', { price: '61000.00' }), leg('STOP_LOSS')))).toEqual(
      ['below', 'Enter a trigger price, a trailing delta or both (stopPrice, trailingDelta).'],
    );
    expect(refusalOf(ocoAtLast('SELL', leg('LIMIT_MAKER', { price: 'x1' }), stop))).toEqual([
      'above',
      'The price is not a number: "x1".',
    ]);
    // An OTOCO's pending pair is the schema's pendingAbove and pendingBelow, shown as above and below.
    const otoco = checkOtoco(
      {
        working: leg('LIMIT', { side: 'BUY', quantity: '0.01', price: '59000.00' }),
        pendingSide: 'SELL',
        pendingQuantity: '0.01',
        above: leg('LIMIT_MAKER'),
        below: leg('STOP_LOSS_LIMIT', { stopPrice: '58000.00', price: '57900.00' }),
      },
      btcusdt,
      LAST,
    );
    expect(refusalOf(otoco)).toEqual(['above', 'Enter a price.']);
    const oto = otoAtLast(
      leg('LIMIT', { side: 'BUY', quantity: '0.01' }),
      leg('LIMIT', { quantity: '0.01' }),
    );
    expect(refusalOf(oto)).toEqual(['working', 'Enter a price.']);
  });
});
