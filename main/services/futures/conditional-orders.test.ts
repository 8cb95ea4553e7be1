import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../test-support/refusal';
import { setMarkPrice } from '../../paper-venue/futures';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';
import { createFuturesService } from './futures-service';
import { futuresVenueOf } from './futures-venue';

let venue: LoopbackVenue;
beforeAll(async () => {
  venue = await startLoopbackVenue(['stops', 'brackets', 'margins', 'partial', 'covered', 'at-once']);
});
afterAll(() => venue.close());

const context = { sessionId: 'test' };
const serviceFor = (account: string) =>
  createFuturesService({ venue: async () => futuresVenueOf(venue.client(account)), emit: () => {} }).handlers;

const algoPosts = () => venue.received.filter((r) => r === 'POST /fapi/v1/algoOrder').length;
const markOf = (symbol: string) => venue.state.markets.get(symbol)!.mark;

describe('USD-M conditional orders through the futures service', () => {
  it('places a stop through the algo endpoint, lists it with the open orders and cancels it by algo id', async () => {
    const h = serviceFor('stops');
    const below = markOf('ETHUSDT').minus(100).toFixed(2);
    const stop = await h['tt:futures:place'](
      {
        family: 'usdm',
        order: {
          type: 'STOP_MARKET',
          symbol: 'ETHUSDT',
          side: 'SELL',
          stopPrice: below,
          quantity: '0.100',
          workingType: 'MARK_PRICE',
        },
      },
      context,
    );
    expect(stop).toMatchObject({ type: 'STOP_MARKET', status: 'NEW', algoStatus: 'NEW', stopPrice: below });
    const open = await h['tt:futures:open']({ family: 'usdm', symbol: 'ETHUSDT' }, context);
    expect(open.map((o) => o.algoId)).toEqual([stop.algoId]);
    const canceled = await h['tt:futures:cancel'](
      { family: 'usdm', symbol: 'ETHUSDT', algoId: stop.algoId! },
      context,
    );
    expect(canceled).toMatchObject({ status: 'CANCELED', algoStatus: 'CANCELED' });
  });

  it('refuses a stop on the wrong side of the mark with -2021 before sending', async () => {
    const h = serviceFor('stops');
    const before = algoPosts();
    const above = markOf('ETHUSDT').plus(100).toFixed(2);
    const error = await refusal(
      h['tt:futures:place'](
        {
          family: 'usdm',
          order: {
            type: 'STOP_MARKET',
            symbol: 'ETHUSDT',
            side: 'SELL',
            stopPrice: above,
            quantity: '0.100',
            workingType: 'MARK_PRICE',
          },
        },
        context,
      ),
    );
    expect(error).toMatchObject({
      code: -2021,
      message: 'POST /fapi/v1/algoOrder: Order would immediately trigger.',
    });
    expect(algoPosts()).toBe(before);
  });

  it("sets, moves and fires a position's take-profit, and the venue expires its stop-loss", async () => {
    const h = serviceFor('brackets');
    await h['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.010' } },
      context,
    );
    const mark = markOf('BTCUSDT');
    const setTrigger = (type: 'STOP_MARKET' | 'TAKE_PROFIT_MARKET', stopPrice: string, replaces?: number) =>
      h['tt:futures:closePosition'](
        {
          family: 'usdm',
          symbol: 'BTCUSDT',
          positionSide: 'BOTH',
          trigger: { type, stopPrice, workingType: 'MARK_PRICE' },
          ...(replaces === undefined ? {} : { replaces: { algoId: replaces } }),
        },
        context,
      );
    const stopLoss = await setTrigger('STOP_MARKET', mark.minus(500).toFixed(2));
    const first = await setTrigger('TAKE_PROFIT_MARKET', mark.plus(800).toFixed(2));
    const moved = await setTrigger('TAKE_PROFIT_MARKET', mark.plus(300).toFixed(2), first.algoId);
    const open = await h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(open.map((o) => o.algoId).sort()).toEqual([stopLoss.algoId, moved.algoId].sort());
    expect(moved).toMatchObject({ closePosition: true, side: 'SELL', origQty: '0.000' });

    setMarkPrice(venue.state, 'BTCUSDT', mark.plus(300).toFixed(2), Date.now());
    const [position] = await h['tt:futures:positions']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(position?.size).toBe('0.000');
    expect(await h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context)).toEqual([]);
  });
});

describe('part of a position closed at a trigger', () => {
  it('is a reduce-only conditional order of that size, beside the whole take profit, and fires for that part alone', async () => {
    const h = serviceFor('partial');
    await h['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.010' } },
      context,
    );
    const mark = markOf('BTCUSDT');
    const at = (type: 'STOP_MARKET' | 'TAKE_PROFIT_MARKET', stopPrice: string, quantity?: string) =>
      h['tt:futures:closePosition'](
        {
          family: 'usdm',
          symbol: 'BTCUSDT',
          positionSide: 'BOTH',
          trigger: { type, stopPrice, workingType: 'MARK_PRICE' },
          ...(quantity === undefined ? {} : { quantity }),
        },
        context,
      );
    const half = await at('TAKE_PROFIT_MARKET', mark.plus(200).toFixed(2), '0.004');
    const whole = await at('TAKE_PROFIT_MARKET', mark.plus(900).toFixed(2));
    expect(half).toMatchObject({ reduceOnly: true, closePosition: false, origQty: '0.004', side: 'SELL' });
    expect(whole).toMatchObject({ closePosition: true });
    const before = algoPosts();
    const tooMuch = await refusal(at('STOP_MARKET', mark.minus(300).toFixed(2), '0.011'));
    expect(tooMuch).toMatchObject({ code: -2022, data: { notSent: true } });
    expect(algoPosts()).toBe(before);

    // The mark reaches the first take profit: that part closes, the rest and its take profit stay.
    setMarkPrice(venue.state, 'BTCUSDT', mark.plus(200).toFixed(2), Date.now());
    const [position] = await h['tt:futures:positions']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(position?.size).toBe('0.006');
    const open = await h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(open.map((o) => o.algoId)).toEqual([whole.algoId]);
  });
});

describe("a one-way reduce-only order against the venue's position rules", () => {
  it('reads the position and both lists of open orders at once: one round trip before sending', async () => {
    const h = serviceFor('at-once');
    const order = (side: 'BUY' | 'SELL', quantity: string, reduceOnly: boolean) =>
      h['tt:futures:place'](
        { family: 'usdm', order: { type: 'MARKET', symbol: 'ETHUSDT', side, quantity, reduceOnly } },
        context,
      );
    await order('BUY', '0.200', false);
    const from = venue.received.length;
    expect(await order('SELL', '0.050', true)).toMatchObject({ status: 'FILLED', reduceOnly: true });
    const sent = venue.received.slice(from);
    const reads = ['GET /fapi/v2/positionRisk', 'GET /fapi/v1/openOrders', 'GET /fapi/v1/openAlgoOrders'];
    const at = reads.map((read) => sent.indexOf(read));
    expect(at.every((i) => i >= 0 && i < sent.indexOf('POST /fapi/v1/order'))).toBe(true);
    // The last of the three went out while the other two were still unanswered.
    expect(Math.max(...at.map((i) => venue.unansweredAtSend[from + i] ?? 0))).toBe(2);
  });

  it('is refused before sending where it would not shrink the position (-2022) or would close more than the open ones leave (-4118)', async () => {
    const h = serviceFor('covered');
    const sends = () => venue.received.filter((r) => r.startsWith('POST')).length;
    const reduce = (side: 'BUY' | 'SELL', quantity: string) =>
      h['tt:futures:place'](
        { family: 'usdm', order: { type: 'MARKET', symbol: 'ETHUSDT', side, quantity, reduceOnly: true } },
        context,
      );
    const before = sends();
    expect(await refusal(reduce('SELL', '0.100'))).toMatchObject({ code: -2022, data: { notSent: true } });
    expect(sends()).toBe(before);
    await h['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'ETHUSDT', side: 'BUY', quantity: '0.200' } },
      context,
    );
    // A reduce-only take profit for 0.150 of the 0.200 waits: 0.050 is left to close.
    await h['tt:futures:place'](
      {
        family: 'usdm',
        order: {
          type: 'TAKE_PROFIT_MARKET',
          symbol: 'ETHUSDT',
          side: 'SELL',
          stopPrice: markOf('ETHUSDT').plus(200).toFixed(2),
          quantity: '0.150',
          reduceOnly: true,
        },
      },
      context,
    );
    const placed = sends();
    expect(await refusal(reduce('SELL', '0.060'))).toMatchObject({
      code: -4118,
      message:
        'POST /fapi/v1/order: ReduceOnly Order Failed. Please check your existing position and open orders',
      data: { notSent: true },
    });
    expect(sends()).toBe(placed);
    expect(await reduce('SELL', '0.050')).toMatchObject({ status: 'FILLED', reduceOnly: true });
  });
});

describe('margin type, isolated margin and brackets through the futures service', () => {
  it('isolates a symbol, adds and removes margin, and says why there is no liquidation price', async () => {
    const h = serviceFor('margins');
    await h['tt:futures:setMarginType'](
      { family: 'usdm', symbol: 'ETHUSDT', marginType: 'ISOLATED' },
      context,
    );
    await h['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'ETHUSDT', side: 'BUY', quantity: '0.100' } },
      context,
    );
    const read = async () =>
      (await h['tt:futures:positions']({ family: 'usdm', symbol: 'ETHUSDT' }, context))[0]!;
    const opened = await read();
    expect(opened.marginType).toBe('isolated');
    expect(opened.liquidationPrice).not.toBeNull();
    // enough margin added to cover a fall to zero: no liquidation price, and a reason
    const value = markOf('ETHUSDT').times('0.100').toFixed(2);
    await h['tt:futures:positionMargin'](
      { family: 'usdm', symbol: 'ETHUSDT', positionSide: 'BOTH', amount: value, direction: 'add' },
      context,
    );
    const covered = await read();
    expect(covered.liquidationPrice).toBeNull();
    expect(covered.liquidationNote).toBe('No liquidation at this margin: it covers a fall to zero');
    await h['tt:futures:positionMargin'](
      { family: 'usdm', symbol: 'ETHUSDT', positionSide: 'BOTH', amount: value, direction: 'remove' },
      context,
    );
    expect((await read()).liquidationPrice).not.toBeNull();
    const tooMuch = await refusal(
      h['tt:futures:positionMargin'](
        { family: 'usdm', symbol: 'ETHUSDT', positionSide: 'BOTH', amount: '1', direction: 'remove' },
        context,
      ),
    );
    expect(tooMuch.code).toBe(-4051);
    const brackets = await h['tt:futures:leverageBrackets']({ family: 'usdm', symbol: 'ETHUSDT' }, context);
    expect(brackets.brackets[0]).toMatchObject({ bracket: 1, floor: '0' });
  });
});
