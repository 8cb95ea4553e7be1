import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachedExitsArgs } from '@shared/ipc/futures-args';
import { refusal } from '../test-support/refusal';
import { loopbackFuturesService } from './test-support';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';

let venue: LoopbackVenue;
beforeAll(async () => {
  venue = await startLoopbackVenue(['mover', 'coinmover', 'refused', 'exits']);
});
afterAll(() => venue.close());

const context = { sessionId: 'test' };

const serviceFor = (account: string) => loopbackFuturesService(venue, account);

const modifies = () => venue.received.filter((r) => r.startsWith('PUT') && r.endsWith('/v1/order')).length;

/** What a move was refused with, before sending: the venue saw no PUT order from it. */
async function refusedBeforeSending(call: () => Promise<unknown>) {
  const before = modifies();
  const error = await refusal(call());
  expect(modifies()).toBe(before);
  return error;
}

type Handlers = ReturnType<typeof serviceFor>['h'];

/** A USD-M GTC limit buy of 0.010 BTCUSDT at 29,500.00, under the mark of 30,000: it rests. */
const buyAt29500 = (h: Handlers, exits?: AttachedExitsArgs) =>
  h['tt:futures:place'](
    {
      family: 'usdm',
      order: {
        type: 'LIMIT',
        symbol: 'BTCUSDT',
        side: 'BUY',
        quantity: '0.010',
        price: '29500.00',
        timeInForce: 'GTC',
      },
      ...(exits ? { exits } : {}),
    },
    context,
  );

describe('moving a futures limit order in place (PUT order) over loopback', () => {
  it("moves a USD-M limit's price and size, keeping its ids, and the venue's record shows it", async () => {
    const { h, events } = serviceFor('mover');
    const placed = await buyAt29500(h);
    const before = modifies();
    const moved = await h['tt:futures:modify'](
      { family: 'usdm', symbol: 'BTCUSDT', clientOrderId: placed.clientOrderId, price: '29400.00' },
      context,
    );
    expect(modifies()).toBe(before + 1);
    expect(moved).toMatchObject({
      orderId: placed.orderId,
      clientOrderId: placed.clientOrderId,
      price: '29400.00',
      origQty: '0.010',
      status: 'NEW',
    });
    const resized = await h['tt:futures:modify'](
      {
        family: 'usdm',
        symbol: 'BTCUSDT',
        clientOrderId: placed.clientOrderId,
        price: '29400.00',
        quantity: '0.020',
      },
      context,
    );
    expect(resized).toMatchObject({ price: '29400.00', origQty: '0.020' });
    const open = await h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(open.map((o) => [o.orderId, o.price, o.origQty])).toEqual([[placed.orderId, '29400.00', '0.020']]);
    expect(events.at(-1)).toEqual({ family: 'usdm', symbol: 'BTCUSDT' });
  });

  it('refuses before sending what the venue would refuse, and the order stays as it was', async () => {
    const { h } = serviceFor('refused');
    const placed = await buyAt29500(h);
    const move = (price: string, quantity?: string) =>
      h['tt:futures:modify'](
        {
          family: 'usdm',
          symbol: 'BTCUSDT',
          clientOrderId: placed.clientOrderId,
          price,
          ...(quantity ? { quantity } : {}),
        },
        context,
      );
    expect(await refusedBeforeSending(() => move('29500.05'))).toMatchObject({
      code: -4014,
      message: expect.stringContaining('Price not increased by tick size.'),
    });
    expect(await refusedBeforeSending(() => move('29500.00'))).toMatchObject({
      code: -5027,
      message: expect.stringContaining('No need to modify the order.'),
    });
    expect(await refusedBeforeSending(() => move('29500.00', '0.0105'))).toMatchObject({ code: -1111 });
    // Above the mark (30,000) × 1.05: PERCENT_PRICE's cap.
    expect(await refusedBeforeSending(() => move('31600.00'))).toMatchObject({ code: -4016 });

    await h['tt:futures:cancel'](
      { family: 'usdm', symbol: 'BTCUSDT', clientOrderId: placed.clientOrderId },
      context,
    );
    expect(await refusedBeforeSending(() => move('29400.00'))).toMatchObject({
      code: -2013,
      message: expect.stringContaining('Order does not exist.'),
    });
    const [order] = (await h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context)).filter(
      (o) => o.clientOrderId === placed.clientOrderId,
    );
    expect(order).toBeUndefined();
  });

  it('keeps a stop loss riding on the entry below the moved entry, and checks it later at the new price', async () => {
    const { h } = serviceFor('exits');
    const placed = await buyAt29500(h, { stopLoss: { stopPrice: '29000.00', workingType: 'MARK_PRICE' } });
    const move = (price: string) =>
      h['tt:futures:modify'](
        { family: 'usdm', symbol: 'BTCUSDT', clientOrderId: placed.clientOrderId, price },
        context,
      );
    const under = await refusedBeforeSending(() => move('28900.00'));
    expect(under).toMatchObject({ kind: 'invalid-arguments', data: { notSent: true } });
    expect(under.message).toMatch(/stop loss/i);

    expect(await move('29400.00')).toMatchObject({
      price: '29400.00',
      exits: { stopLoss: '29000.00' },
    });
    const exitMove = await refusal(
      h['tt:futures:moveExit'](
        {
          family: 'usdm',
          symbol: 'BTCUSDT',
          clientOrderId: placed.clientOrderId,
          kind: 'stopLoss',
          stopPrice: '29450.00',
        },
        context,
      ),
    );
    expect(exitMove.message).toMatch(/stop loss/i);
  });

  it('moves a COIN-M limit by its price alone', async () => {
    const { h } = serviceFor('coinmover');
    const placed = await h['tt:futures:place'](
      {
        family: 'coinm',
        order: {
          type: 'LIMIT',
          symbol: 'BTCUSD_PERP',
          side: 'SELL',
          quantity: '2',
          price: '30500.0',
          timeInForce: 'GTC',
        },
      },
      context,
    );
    const moved = await h['tt:futures:modify'](
      { family: 'coinm', symbol: 'BTCUSD_PERP', clientOrderId: placed.clientOrderId, price: '30600.0' },
      context,
    );
    expect(moved).toMatchObject({ orderId: placed.orderId, price: '30600.0', origQty: '2', status: 'NEW' });
  });
});
