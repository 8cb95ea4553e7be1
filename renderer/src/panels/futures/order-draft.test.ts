import { describe, expect, it } from 'vitest';
import { btcusdCoin, btcusdtBuyLimit, btcusdtPerp } from './fake-futures';
import { buildOrder, emptyDraft, fieldsOf } from './order-draft';

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
