import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../test-support/refusal';
import { setMarkPrice } from '../../paper-venue/futures';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';
import { createFuturesService } from './futures-service';
import { futuresVenueOf } from './futures-venue';

let venue: LoopbackVenue;
beforeAll(async () => {
  venue = await startLoopbackVenue(['opening', 'protect', 'whole', 'limits', 'refused', 'lost', 'coin']);
});
afterAll(() => venue.close());

const context = { sessionId: 'test' };
/** The account's futures handlers; `onChanged` runs at each `tt:futures:changed` (after a cancel, say). */
const serviceFor = (account: string, onChanged: () => void = () => {}) =>
  createFuturesService({
    venue: async () => futuresVenueOf(venue.client(account)),
    emit: (name) => {
      if (name === 'tt:futures:changed') onChanged();
    },
  }).handlers;

const markOf = (symbol: string) => venue.state.markets.get(symbol)!.mark;
/** The order-changing requests the clients sent from `from` on, in order. */
const writesSince = (from: number) =>
  venue.received.slice(from).filter((r) => r.startsWith('POST') || r.startsWith('DELETE'));
const openAlgos = async (account: string) =>
  venue.client(account).futures.usdm!.openAlgoOrders({ symbol: 'ETHUSDT' });

describe('moving a conditional order waiting for its trigger', () => {
  it('cancels an opening stop first, then places it at the new trigger, as the venue records', async () => {
    const h = serviceFor('opening');
    const mark = markOf('ETHUSDT');
    const stop = await h['tt:futures:place'](
      {
        family: 'usdm',
        order: {
          type: 'STOP_MARKET',
          symbol: 'ETHUSDT',
          side: 'BUY',
          stopPrice: mark.plus(50).toFixed(2),
          quantity: '0.250',
          workingType: 'MARK_PRICE',
        },
      },
      context,
    );
    const from = venue.received.length;
    const to = mark.plus(30).toFixed(2);
    const moved = await h['tt:futures:moveConditional'](
      {
        family: 'usdm',
        symbol: 'ETHUSDT',
        clientOrderId: stop.clientOrderId,
        algoId: stop.algoId!,
        stopPrice: to,
      },
      context,
    );
    expect(moved.warning).toBeNull();
    expect(moved.order).toMatchObject({ type: 'STOP_MARKET', side: 'BUY', origQty: '0.250', stopPrice: to });
    expect(writesSince(from)).toEqual(['DELETE /fapi/v1/algoOrder', 'POST /fapi/v1/algoOrder']);
    const old = await venue.client('opening').futures.usdm!.queryAlgoOrder({ algoId: stop.algoId! });
    expect(old.algoStatus).toBe('CANCELED');
    const open = await openAlgos('opening');
    expect(open.map((o) => [o.algoId, o.triggerPrice, o.quantity, o.workingType])).toEqual([
      [moved.order.algoId, to, '0.250', 'MARK_PRICE'],
    ]);
  });

  it("places a position's reduce-only stop anew before it cancels the old one, so the position is never bare", async () => {
    const h = serviceFor('protect');
    await h['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'ETHUSDT', side: 'BUY', quantity: '0.500' } },
      context,
    );
    const mark = markOf('ETHUSDT');
    const stop = await h['tt:futures:place'](
      {
        family: 'usdm',
        order: {
          type: 'STOP_MARKET',
          symbol: 'ETHUSDT',
          side: 'SELL',
          stopPrice: mark.minus(80).toFixed(2),
          quantity: '0.200',
          reduceOnly: true,
        },
      },
      context,
    );
    const from = venue.received.length;
    const to = mark.minus(40).toFixed(2);
    const moved = await h['tt:futures:moveConditional'](
      { family: 'usdm', symbol: 'ETHUSDT', clientOrderId: stop.clientOrderId, stopPrice: to },
      context,
    );
    expect(writesSince(from)).toEqual(['POST /fapi/v1/algoOrder', 'DELETE /fapi/v1/algoOrder']);
    expect(moved.order).toMatchObject({
      reduceOnly: true,
      stopPrice: to,
      origQty: '0.200',
      workingType: 'CONTRACT_PRICE',
    });
    const open = await openAlgos('protect');
    expect(open.map((o) => [o.triggerPrice, o.reduceOnly])).toEqual([[to, true]]);
  });

  it('cancels a reduce-only stop for the whole position first: with both open they would close more than it holds (-4118)', async () => {
    const h = serviceFor('whole');
    await h['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'ETHUSDT', side: 'BUY', quantity: '0.300' } },
      context,
    );
    const mark = markOf('ETHUSDT');
    const stop = await h['tt:futures:place'](
      {
        family: 'usdm',
        order: {
          type: 'STOP_MARKET',
          symbol: 'ETHUSDT',
          side: 'SELL',
          stopPrice: mark.minus(80).toFixed(2),
          quantity: '0.300',
          reduceOnly: true,
        },
      },
      context,
    );
    const from = venue.received.length;
    const to = mark.minus(40).toFixed(2);
    const moved = await h['tt:futures:moveConditional'](
      { family: 'usdm', symbol: 'ETHUSDT', clientOrderId: stop.clientOrderId, stopPrice: to },
      context,
    );
    expect(moved.warning).toBeNull();
    expect(writesSince(from)).toEqual(['DELETE /fapi/v1/algoOrder', 'POST /fapi/v1/algoOrder']);
    const open = await openAlgos('whole');
    expect(open.map((o) => [o.triggerPrice, o.quantity, o.reduceOnly])).toEqual([[to, '0.300', true]]);
  });

  it("moves a stop-limit's limit price as far as its trigger, or to the one given", async () => {
    const h = serviceFor('limits');
    const mark = markOf('ETHUSDT');
    const stop = await h['tt:futures:place'](
      {
        family: 'usdm',
        order: {
          type: 'STOP',
          symbol: 'ETHUSDT',
          side: 'BUY',
          stopPrice: mark.plus(40).toFixed(2),
          price: mark.plus(42).toFixed(2),
          quantity: '0.100',
          timeInForce: 'GTC',
        },
      },
      context,
    );
    const shifted = await h['tt:futures:moveConditional'](
      {
        family: 'usdm',
        symbol: 'ETHUSDT',
        clientOrderId: stop.clientOrderId,
        stopPrice: mark.plus(60).toFixed(2),
      },
      context,
    );
    expect(shifted.order).toMatchObject({
      stopPrice: mark.plus(60).toFixed(2),
      price: mark.plus(62).toFixed(2),
    });
    const given = await h['tt:futures:moveConditional'](
      {
        family: 'usdm',
        symbol: 'ETHUSDT',
        clientOrderId: shifted.order.clientOrderId,
        stopPrice: mark.plus(20).toFixed(2),
        price: mark.plus(25).toFixed(2),
      },
      context,
    );
    const [open] = await openAlgos('limits');
    expect([open?.triggerPrice, open?.price, open?.timeInForce]).toEqual([
      mark.plus(20).toFixed(2),
      mark.plus(25).toFixed(2),
      'GTC',
    ]);
    expect(given.order.algoId).toBe(open?.algoId);
  });

  it('refuses a trigger the market has already passed with -2021, sending nothing and leaving the order', async () => {
    const h = serviceFor('refused');
    const mark = markOf('ETHUSDT');
    const stop = await h['tt:futures:place'](
      {
        family: 'usdm',
        order: {
          type: 'STOP_MARKET',
          symbol: 'ETHUSDT',
          side: 'BUY',
          stopPrice: mark.plus(50).toFixed(2),
          quantity: '0.100',
          workingType: 'MARK_PRICE',
        },
      },
      context,
    );
    const from = venue.received.length;
    const error = await refusal(
      h['tt:futures:moveConditional'](
        {
          family: 'usdm',
          symbol: 'ETHUSDT',
          clientOrderId: stop.clientOrderId,
          stopPrice: mark.minus(10).toFixed(2),
        },
        context,
      ),
    );
    expect(error).toMatchObject({ code: -2021, data: { notSent: true } });
    expect(writesSince(from)).toEqual([]);
    expect((await openAlgos('refused')).map((o) => o.algoId)).toEqual([stop.algoId]);
  });

  it('refuses a trailing stop, and an order no longer waiting', async () => {
    const h = serviceFor('refused');
    const trailing = await h['tt:futures:place'](
      {
        family: 'usdm',
        order: {
          type: 'TRAILING_STOP_MARKET',
          symbol: 'ETHUSDT',
          side: 'SELL',
          quantity: '0.100',
          callbackRate: '1',
        },
      },
      context,
    );
    const move = (clientOrderId: string) =>
      refusal(
        h['tt:futures:moveConditional'](
          {
            family: 'usdm',
            symbol: 'ETHUSDT',
            clientOrderId,
            stopPrice: markOf('ETHUSDT').minus(90).toFixed(2),
          },
          context,
        ),
      );
    expect((await move(trailing.clientOrderId)).message).toMatch(
      /A trailing stop follows the price by itself/,
    );
    await h['tt:futures:cancel']({ family: 'usdm', symbol: 'ETHUSDT', algoId: trailing.algoId! }, context);
    expect((await move(trailing.clientOrderId)).message).toMatch(/no longer waits for its trigger/);
  });

  describe('when the venue refuses the new order after the old one was cancelled', () => {
    const placeStop = async (h: ReturnType<typeof serviceFor>, stopPrice: string) =>
      h['tt:futures:place'](
        {
          family: 'usdm',
          order: {
            type: 'STOP_MARKET',
            symbol: 'ETHUSDT',
            side: 'BUY',
            stopPrice,
            quantity: '0.100',
            workingType: 'MARK_PRICE',
          },
        },
        context,
      );

    it('places the old one again where it was, and says so', async () => {
      const mark = markOf('ETHUSDT');
      let jumpTo: string | null = null;
      // The mark jumps between the old order's cancel and the new one's arrival: the venue then
      // refuses the new trigger (already passed) that the check before sending accepted.
      const h = serviceFor('lost', () => {
        if (jumpTo !== null) setMarkPrice(venue.state, 'ETHUSDT', jumpTo, Date.now());
        jumpTo = null;
      });
      const old = mark.plus(50).toFixed(2);
      const stop = await placeStop(h, old);
      jumpTo = mark.plus(35).toFixed(2);
      const error = await refusal(
        h['tt:futures:moveConditional'](
          {
            family: 'usdm',
            symbol: 'ETHUSDT',
            clientOrderId: stop.clientOrderId,
            stopPrice: mark.plus(30).toFixed(2),
          },
          context,
        ),
      );
      expect(error.code).toBe(-2021);
      expect(error.message).toMatch(
        /The old order was cancelled first; it stands again at [\d,]+\.\d\d, with a new id\./,
      );
      const open = await openAlgos('lost');
      expect(open.map((o) => [o.triggerPrice, o.quantity, o.side])).toEqual([[old, '0.100', 'BUY']]);
      expect(open[0]?.algoId).not.toBe(stop.algoId);
      setMarkPrice(venue.state, 'ETHUSDT', mark.toFixed(2), Date.now());
    });

    it('says loudly when the old one cannot be placed again either', async () => {
      const mark = markOf('ETHUSDT');
      let jumpTo: string | null = null;
      const h = serviceFor('lost', () => {
        if (jumpTo !== null) setMarkPrice(venue.state, 'ETHUSDT', jumpTo, Date.now());
        jumpTo = null;
      });
      for (const o of await openAlgos('lost'))
        await venue.client('lost').futures.usdm!.cancelAlgoOrder({ algoId: o.algoId });
      const stop = await placeStop(h, mark.plus(50).toFixed(2));
      jumpTo = mark.plus(60).toFixed(2);
      const error = await refusal(
        h['tt:futures:moveConditional'](
          {
            family: 'usdm',
            symbol: 'ETHUSDT',
            clientOrderId: stop.clientOrderId,
            stopPrice: mark.plus(30).toFixed(2),
          },
          context,
        ),
      );
      expect(error.message).toMatch(
        /was cancelled first and could not be placed again \(.*-2021.*\): it no longer works\./,
      );
      expect(await openAlgos('lost')).toEqual([]);
      setMarkPrice(venue.state, 'ETHUSDT', mark.toFixed(2), Date.now());
    });
  });

  it('moves a COIN-M stop in the order book the same way', async () => {
    const h = serviceFor('coin');
    const mark = markOf('BTCUSD_PERP');
    const stop = await h['tt:futures:place'](
      {
        family: 'coinm',
        order: {
          type: 'STOP_MARKET',
          symbol: 'BTCUSD_PERP',
          side: 'SELL',
          stopPrice: mark.minus(500).toFixed(1),
          quantity: '3',
        },
      },
      context,
    );
    const from = venue.received.length;
    const to = mark.minus(300).toFixed(1);
    const moved = await h['tt:futures:moveConditional'](
      { family: 'coinm', symbol: 'BTCUSD_PERP', clientOrderId: stop.clientOrderId, stopPrice: to },
      context,
    );
    expect(writesSince(from)).toEqual(['DELETE /dapi/v1/order', 'POST /dapi/v1/order']);
    const open = await venue.client('coin').futures.coinm!.openOrders({ symbol: 'BTCUSD_PERP' });
    expect(open.map((o) => [o.orderId, o.type, o.stopPrice, o.origQty, o.side])).toEqual([
      [moved.order.orderId, 'STOP_MARKET', to, '3', 'SELL'],
    ]);
  });
});
