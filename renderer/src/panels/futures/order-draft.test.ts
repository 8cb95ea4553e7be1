import { describe, expect, it } from 'vitest';
import { btcusdCoin, btcusdtBuyLimit, btcusdtPerp, order } from './fake-futures';
import { buildOrder, emptyDraft, fieldsOf, placedText } from './order-draft';
import { symbolFigures } from './figures';

const oneWay = { hedge: false, now: 1_000_000 };
const hedge = { hedge: true, now: 1_000_000 };

describe('buildOrder', () => {
  it('names the first missing field instead of checking an incomplete order', () => {
    expect(buildOrder('usdm', btcusdtPerp, { ...emptyDraft, price: '60000.10' }, oneWay)).toEqual({
      ok: false,
      missing: 'quantity',
    });
    expect(
      buildOrder('coinm', btcusdCoin, { ...emptyDraft, type: 'STOP_MARKET', quantity: '1' }, oneWay),
    ).toEqual({
      ok: false,
      missing: 'stopPrice',
    });
  });

  it('sends a matched price instead of the typed one, and drops fields the type does not take', () => {
    const draft = {
      ...emptyDraft,
      price: '60000.10',
      priceMatch: 'QUEUE_5',
      quantity: '0.010',
      stopPrice: '1.0',
      callbackRate: '1',
      workingType: 'MARK_PRICE',
      priceProtect: true,
    };
    expect(buildOrder('usdm', btcusdtPerp, draft, oneWay)).toEqual({
      ok: true,
      args: btcusdtBuyLimit({ quantity: '0.010', priceMatch: 'QUEUE_5' }),
    });
  });

  it('sends the position side in hedge mode and reduce-only only in one-way mode', () => {
    const draft = {
      ...emptyDraft,
      type: 'MARKET',
      quantity: '0.010',
      reduceOnly: true,
      positionSide: 'SHORT' as const,
    };
    expect(buildOrder('usdm', btcusdtPerp, draft, hedge)).toMatchObject({
      ok: true,
      args: { order: { positionSide: 'SHORT' } },
    });
    const sent = buildOrder('usdm', btcusdtPerp, draft, hedge);
    expect(sent.ok && 'reduceOnly' in sent.args.order).toBe(false);
    expect(buildOrder('usdm', btcusdtPerp, draft, oneWay)).toMatchObject({
      ok: true,
      args: { order: { reduceOnly: true } },
    });
    expect(fieldsOf('usdm', draft, true).reduceOnly).toBe(false);
  });

  it("refuses a position side that does not match the account's mode with the venue's -4061", () => {
    const draft = { ...emptyDraft, type: 'MARKET', quantity: '0.010', positionSide: 'BOTH' as const };
    expect(buildOrder('usdm', btcusdtPerp, draft, hedge)).toEqual({
      ok: false,
      refusal: { code: -4061, msg: "Order's position side does not match user's setting." },
    });
  });

  it('builds a trailing stop with its callback rate and activation price and its trigger settings', () => {
    const draft = {
      ...emptyDraft,
      type: 'TRAILING_STOP_MARKET',
      side: 'SELL' as const,
      quantity: '3',
      callbackRate: '1.5',
      activationPrice: '61000.0',
      workingType: 'MARK_PRICE',
      priceProtect: true,
    };
    expect(buildOrder('coinm', btcusdCoin, draft, oneWay)).toEqual({
      ok: true,
      args: {
        family: 'coinm',
        order: {
          symbol: 'BTCUSD_PERP',
          side: 'SELL',
          type: 'TRAILING_STOP_MARKET',
          quantity: '3',
          callbackRate: '1.5',
          activationPrice: '61000.0',
          workingType: 'MARK_PRICE',
          priceProtect: true,
        },
      },
    });
  });

  it('checks the notional against the mark price for a market order', () => {
    const draft = { ...emptyDraft, type: 'MARKET', quantity: '0.001' };
    expect(buildOrder('usdm', btcusdtPerp, draft, { ...oneWay, markPrice: '60000' })).toEqual({
      ok: false,
      refusal: {
        code: -4164,
        msg: "Order's notional must be no smaller than 100 (unless you choose reduce only)",
      },
    });
    expect(
      buildOrder('usdm', btcusdtPerp, { ...draft, reduceOnly: true }, { ...oneWay, markPrice: '60000' }).ok,
    ).toBe(true);
  });
});

describe('a take profit and a stop loss on the entry', () => {
  const entry = {
    ...emptyDraft,
    price: '60000.10',
    quantity: '0.010',
    withExits: true,
    takeProfit: '63000',
    stopLoss: '58000.5',
    exitTrigger: 'MARK_PRICE',
  };

  it('rides on the entry as its exits, on the mark when chosen', () => {
    expect(buildOrder('usdm', btcusdtPerp, entry, oneWay)).toEqual({
      ok: true,
      args: {
        ...btcusdtBuyLimit({ quantity: '0.010', price: '60000.10' }),
        exits: {
          takeProfit: { stopPrice: '63000', workingType: 'MARK_PRICE' },
          stopLoss: { stopPrice: '58000.5', workingType: 'MARK_PRICE' },
        },
      },
    });
    expect(buildOrder('usdm', btcusdtPerp, { ...entry, withExits: false }, oneWay)).toEqual({
      ok: true,
      args: btcusdtBuyLimit({ quantity: '0.010', price: '60000.10' }),
    });
  });

  it("refuses an exit the entry's own price would fire, in a trader's words with the venue's code", () => {
    expect(buildOrder('usdm', btcusdtPerp, { ...entry, takeProfit: '59000' }, oneWay)).toEqual({
      ok: false,
      refusal: {
        code: -2021,
        msg: "Take profit 59000 would fire at once: a long's take profit goes above the entry price 60000.10.",
      },
    });
    const short = { ...entry, side: 'SELL' as const, takeProfit: '58000', stopLoss: '59000' };
    expect(buildOrder('usdm', btcusdtPerp, short, oneWay)).toMatchObject({
      ok: false,
      refusal: {
        code: -2021,
        msg: "Stop loss 59000 would fire at once: a short's stop loss goes above the entry price 60000.10.",
      },
    });
    expect(buildOrder('usdm', btcusdtPerp, { ...entry, stopLoss: '58000.55' }, oneWay)).toMatchObject({
      ok: false,
      refusal: { code: -4014 },
    });
    expect(buildOrder('usdm', btcusdtPerp, { ...entry, takeProfit: ' ', stopLoss: '' }, oneWay)).toEqual({
      ok: false,
      missing: 'takeProfit',
    });
  });

  it('is offered only on an entry that opens or adds to a position', () => {
    expect(fieldsOf('usdm', entry, false).exits).toBe(true);
    expect(fieldsOf('usdm', { ...entry, type: 'MARKET' }, false).exits).toBe(true);
    expect(fieldsOf('usdm', { ...entry, type: 'STOP_MARKET' }, false).exits).toBe(false);
    expect(fieldsOf('usdm', { ...entry, reduceOnly: true }, false).exits).toBe(false);
    expect(fieldsOf('usdm', { ...entry, side: 'SELL', positionSide: 'LONG' }, true).exits).toBe(false);
    expect(fieldsOf('usdm', { ...entry, side: 'SELL', positionSide: 'SHORT' }, true).exits).toBe(true);
    // reduce-only is one-way mode's: in hedge mode the switch stays
    expect(fieldsOf('usdm', { ...entry, reduceOnly: true }, true).exits).toBe(true);
  });

  it('says what rides on a placed entry, on the tick', () => {
    const placed = { ...order('usdm', 'BTCUSDT', 7), exits: { takeProfit: '63000', stopLoss: '58000.5' } };
    expect(placedText(placed, symbolFigures(btcusdtPerp))).toBe(
      'Limit buy 0.010 BTCUSDT: Open (NEW), order 7. Its take profit 63,000.0 and stop loss 58,000.5 go on when it fills.',
    );
    const filled = {
      ...order('usdm', 'BTCUSDT', 8),
      type: 'MARKET',
      origType: 'MARKET',
      status: 'FILLED' as const,
      executedQty: '0.010',
    };
    const sent = { takeProfit: { stopPrice: '63000' } };
    expect(placedText(filled, symbolFigures(btcusdtPerp), sent)).toBe(
      'Market buy 0.010 BTCUSDT: Filled (FILLED), order 8. Its take profit and stop loss were sent when it filled: the notices say how they went.',
    );
    expect(placedText(filled, symbolFigures(btcusdtPerp))).toBe(
      'Market buy 0.010 BTCUSDT: Filled (FILLED), order 8.',
    );
  });
});
