import { describe, expect, it } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import { PAPER_SYMBOLS } from '@shared/market/paper-symbols';
import {
  bracketOf,
  bracketRates,
  exitPnl,
  exitQuantity,
  noSpotExits,
  spotSizeForRisk,
  type SpotExitsDraft,
} from './spot-exits';

const btcusdt = PAPER_SYMBOLS.find((s) => s.symbol === 'BTCUSDT')!;
const rates = { maker: '0.001', taker: '0.001' };
const step = '0.00001';
const buy: NewOrderArgs = {
  symbol: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: 'GTC',
  price: '60000.00',
  quantity: '0.01000',
};
const exits = (over: Partial<SpotExitsDraft>): SpotExitsDraft => ({ ...noSpotExits, on: true, ...over });

describe('a spot limit entry with a take profit and a stop loss', () => {
  it("sells what a buy leaves after its fee (paid in the base asset), down to the step, and buys back a sell's size", () => {
    expect(exitQuantity(buy, rates, step)).toBe('0.00999');
    expect(exitQuantity({ ...buy, quantity: '0.01234' }, { maker: '0.001', taker: '0.002' }, step)).toBe(
      '0.01231',
    );
    expect(exitQuantity({ ...buy, side: 'SELL' }, rates, step)).toBe('0.01000');
  });

  it("places a long's take profit above and stop loss below as an OTOCO, both exits selling what the buy leaves", () => {
    const bracket = bracketOf(
      buy,
      exits({ takeProfit: '63000.00', stopLoss: '58000.00' }),
      rates,
      btcusdt,
      '60500.00',
      step,
    );
    expect(bracket?.kind).toBe('otoco');
    if (!bracket?.check.ok) throw new Error(JSON.stringify(bracket?.check));
    expect(bracket.check.args).toEqual({
      symbol: 'BTCUSDT',
      working: { type: 'LIMIT', side: 'BUY', quantity: '0.01000', price: '60000.00', timeInForce: 'GTC' },
      pendingSide: 'SELL',
      pendingQuantity: '0.00999',
      pendingAbove: { type: 'LIMIT_MAKER', price: '63000.00' },
      pendingBelow: { type: 'STOP_LOSS', stopPrice: '58000.00' },
    });
  });

  it("turns a short's exits round (stop loss above, take profit below), a stop limit making it STOP_LOSS_LIMIT", () => {
    const sell = { ...buy, side: 'SELL' as const, price: '61000.00' };
    const bracket = bracketOf(
      sell,
      exits({ takeProfit: '59000.00', stopLoss: '62000.00', stopLimit: '62100.00' }),
      rates,
      btcusdt,
      '60500.00',
      step,
    );
    if (!bracket?.check.ok) throw new Error(JSON.stringify(bracket?.check));
    expect(bracket.check.args).toMatchObject({
      pendingSide: 'BUY',
      pendingQuantity: '0.01000',
      pendingAbove: { type: 'STOP_LOSS_LIMIT', stopPrice: '62000.00', price: '62100.00', timeInForce: 'GTC' },
      pendingBelow: { type: 'LIMIT_MAKER', price: '59000.00' },
    });
  });

  it("places one exit alone as an OTO, and refuses an exit on the wrong side of the entry with the venue's words", () => {
    const one = bracketOf(buy, exits({ stopLoss: '58000.00' }), rates, btcusdt, '60500.00', step);
    if (one?.kind !== 'oto' || !one.check.ok) throw new Error(JSON.stringify(one));
    expect(one.check.args.pending).toEqual({
      type: 'STOP_LOSS',
      side: 'SELL',
      quantity: '0.00999',
      stopPrice: '58000.00',
    });
    const wrong = bracketOf(
      buy,
      exits({ takeProfit: '59000.00', stopLoss: '58000.00' }),
      rates,
      btcusdt,
      '60500.00',
      step,
    );
    expect(wrong?.check.ok).toBe(false);
    if (wrong?.check.ok === false)
      expect(wrong.check.problem).toMatchObject({
        leg: 'above',
        code: -2010,
        message: 'The relationship of the prices for the orders is not correct.',
      });
    expect(bracketOf(buy, exits({}), rates, btcusdt, null, step)).toBeNull();
    expect(
      bracketOf(
        { ...buy, type: 'MARKET' } as NewOrderArgs,
        exits({ stopLoss: '1' }),
        rates,
        btcusdt,
        null,
        step,
      ),
    ).toBeNull();
  });

  it('says what each exit makes after both commissions, exactly', () => {
    const r = bracketRates(buy, '60500.00', rates);
    expect(r).toEqual({ entry: '0.001', takeProfit: '0.001', stopLoss: '0.001' });
    // Long 0.01 at 60,000: holds 0.00999; sells 0.00999 at 63,000 paying 0.001 of it.
    // 0.00999 × 63000 − 0.00999 × 63000 × 0.001 − 600 = 629.37 − 0.62937 − 600
    expect(exitPnl('BUY', '0.01', '60000', '63000', '0.00999', { entry: '0.001', exit: '0.001' })).toBe(
      '28.74063',
    );
    // Short 0.01 at 61,000 (receives 609.39), buys back 0.01 at 62,000 (620) paying 0.00001 BTC (0.62).
    expect(exitPnl('SELL', '0.01', '61000', '62000', '0.01', { entry: '0.001', exit: '0.001' })).toBe(
      '-11.23',
    );
    // A buy limit through the last price takes.
    expect(bracketRates(buy, '59000.00', { maker: '0.001', taker: '0.002' }).entry).toBe('0.002');
  });

  it('sizes the entry so that the stop loses no more than the risk, fees included', () => {
    const sized = spotSizeForRisk({
      side: 'BUY',
      entryPrice: '60000.00',
      stopLoss: '58000.00',
      risk: '50',
      unit: 'amount',
      freeQuote: undefined,
      rates: { entry: '0.001', takeProfit: '0.001', stopLoss: '0.001' },
      exitRates: rates,
      stepSize: step,
      quoteAsset: 'USDT',
    });
    if (!sized?.ok) throw new Error(JSON.stringify(sized));
    // 50 ÷ (60,000 − 0.999 × 58,000 × (1 − 0.001)) = 50 ÷ 2,115.942 = 0.023630…
    expect(sized.quantity).toBe('0.02363');
    expect(dec(sized.loss).neg().lte(50)).toBe(true);
    // One step more would lose more than the risk.
    const more = dec(sized.quantity).plus(step).toFixed(5);
    const held = exitQuantity({ ...buy, quantity: more }, rates, step);
    expect(
      dec(exitPnl('BUY', more, '60000.00', '58000.00', held, { entry: '0.001', exit: '0.001' }))
        .neg()
        .gt(50),
    ).toBe(true);

    const percent = spotSizeForRisk({
      side: 'SELL',
      entryPrice: '61000',
      stopLoss: '62000',
      risk: '1',
      unit: 'percent',
      freeQuote: '10000',
      rates: { entry: '0.001', takeProfit: '0.001', stopLoss: '0.001' },
      exitRates: rates,
      stepSize: step,
      quoteAsset: 'USDT',
    });
    if (!percent?.ok) throw new Error(JSON.stringify(percent));
    expect(dec(percent.loss).neg().lte(100)).toBe(true);
    expect(
      spotSizeForRisk({
        side: 'BUY',
        entryPrice: '60000',
        stopLoss: '61000',
        risk: '50',
        unit: 'amount',
        freeQuote: undefined,
        rates: { entry: '0.001', takeProfit: '0.001', stopLoss: '0.001' },
        exitRates: rates,
        stepSize: step,
        quoteAsset: 'USDT',
      }),
    ).toBeNull();
  });
});
