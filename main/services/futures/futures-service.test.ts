import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import { refusal } from '../test-support/refusal';
import { setMarkPrice } from '../../paper-venue/futures';
import { loopbackFuturesService } from './test-support';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';

let venue: LoopbackVenue;
beforeAll(async () => {
  venue = await startLoopbackVenue([
    'oneway',
    'filters',
    'leverage',
    'hedger',
    'switcher',
    'coin',
    'stopper',
    'partial',
    'canceller',
  ]);
});
afterAll(() => venue.close());

const context = { sessionId: 'test' };

const serviceFor = (account: string) => loopbackFuturesService(venue, account);

const orderPosts = () => venue.received.filter((r) => r.endsWith('/v1/order') && r.startsWith('POST')).length;

/** What a call was refused with, checked before sending: the venue saw no order from it. */
async function refusedBeforeSending(call: () => Promise<unknown>) {
  const before = orderPosts();
  const error = await refusal(call());
  expect(orderPosts()).toBe(before);
  return error;
}

describe('futures service over loopback: quote-settled family, one-way mode', () => {
  it('opens a short with a MARKET order and closes it with a reduce-only MARKET', async () => {
    const { h, events } = serviceFor('oneway');
    expect(await h['tt:futures:positionMode']({ family: 'usdm' }, context)).toEqual({
      family: 'usdm',
      hedge: false,
    });
    const placed = await h['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'SELL', quantity: '0.010' } },
      context,
    );
    expect(placed).toMatchObject({ status: 'FILLED', executedQty: '0.010', positionSide: 'BOTH' });
    expect(events).toContainEqual({ family: 'usdm', symbol: 'BTCUSDT' });

    const [open] = await h['tt:futures:positions']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(open).toMatchObject({ symbol: 'BTCUSDT', positionSide: 'BOTH', size: '-0.010', leverage: 20 });
    expect(open!.entryPrice).not.toMatch(/^0(\.0+)?$/);
    // a short of 300 USDT on a 10000 USDT wallet is liquidated only far above the mark
    expect(dec(open!.liquidationPrice!).gt(1_000_000)).toBe(true);
    expect(open!.markPrice).toMatch(/^30000/);

    const account = await h['tt:futures:account']({ family: 'usdm' }, context);
    const usdt = account.wallets.find((w) => w.asset === 'USDT')!;
    expect(usdt.initialMargin).not.toMatch(/^0(\.0+)?$/);

    const closing = await h['tt:futures:closePosition'](
      { family: 'usdm', symbol: 'BTCUSDT', positionSide: 'BOTH' },
      context,
    );
    expect(closing).toMatchObject({ side: 'BUY', type: 'MARKET', reduceOnly: true, executedQty: '0.010' });
    const [closed] = await h['tt:futures:positions']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(closed!.size).toMatch(/^0(\.0+)?$/);
    expect(closed!.liquidationPrice).toBeNull();
    const again = await refusedBeforeSending(() =>
      h['tt:futures:closePosition']({ family: 'usdm', symbol: 'BTCUSDT', positionSide: 'BOTH' }, context),
    );
    expect(again).toMatchObject({ kind: 'invalid-arguments' });
    expect(again.message).toContain('there is no BOTH position in BTCUSDT to close');
  });

  it('closes part of a position at market and the rest with a resting reduce-only limit', async () => {
    const { h } = serviceFor('partial');
    await h['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.030' } },
      context,
    );
    const close = (more: { quantity?: string; price?: string }) =>
      h['tt:futures:closePosition'](
        { family: 'usdm', symbol: 'BTCUSDT', positionSide: 'BOTH', ...more },
        context,
      );

    const beyond = await refusedBeforeSending(() => close({ quantity: '0.031' }));
    expect(beyond).toMatchObject({
      code: -2022,
      message: expect.stringContaining('ReduceOnly Order is rejected.'),
    });

    const part = await close({ quantity: '0.010' });
    expect(part).toMatchObject({ side: 'SELL', type: 'MARKET', reduceOnly: true, executedQty: '0.010' });
    const [held] = await h['tt:futures:positions']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(held!.size).toBe('0.020');

    // Above the mark (30,000): the limit rests until the market comes up to it.
    const limit = await close({ price: '30100.00' });
    expect(limit).toMatchObject({
      side: 'SELL',
      type: 'LIMIT',
      price: '30100.00',
      origQty: '0.020',
      reduceOnly: true,
      timeInForce: 'GTC',
      status: 'NEW',
    });
    const open = await h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(open.map((o) => [o.type, o.price, o.origQty, o.reduceOnly])).toEqual([
      ['LIMIT', '30100.00', '0.020', true],
    ]);
    // Off the tick: refused with the venue's filter failure, and nothing is sent.
    const offTick = await refusedBeforeSending(() => close({ price: '30100.05' }));
    expect(offTick).toMatchObject({ code: -4014 });
  });

  it('refuses LONG in one-way mode with -4061 before sending', async () => {
    const { h } = serviceFor('oneway');
    const error = await refusedBeforeSending(() =>
      h['tt:futures:place'](
        {
          family: 'usdm',
          order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', positionSide: 'LONG', quantity: '0.010' },
        },
        context,
      ),
    );
    expect(error).toMatchObject({ code: -4061, kind: 'invalid-arguments' });
    expect(error.message).toContain("Order's position side does not match user's setting.");
  });

  it('checks the futures filters before sending: tick, step, percent price, min notional', async () => {
    const { h } = serviceFor('filters');
    const limit = (price: string, quantity: string) =>
      h['tt:futures:place'](
        {
          family: 'usdm',
          order: { type: 'LIMIT', symbol: 'BTCUSDT', side: 'BUY', timeInForce: 'GTC', price, quantity },
        },
        context,
      );
    const refused = (price: string, quantity: string) => refusedBeforeSending(() => limit(price, quantity));
    expect((await refused('29000.05', '0.010')).code).toBe(-4014);
    expect((await refused('29000.0', '0.0105')).code).toBe(-1111);
    expect((await refused('33000.0', '0.010')).code).toBe(-4016);
    expect((await refused('29000.0', '0.001')).message).toContain(
      "Order's notional must be no smaller than 100 (unless you choose reduce only)",
    );
    const resting = await limit('29000.0', '0.010');
    expect(resting).toMatchObject({ status: 'NEW', price: '29000.00' });
    expect(await h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context)).toHaveLength(1);
    const canceled = await h['tt:futures:cancel'](
      { family: 'usdm', symbol: 'BTCUSDT', orderId: resting.orderId! },
      context,
    );
    expect(canceled.status).toBe('CANCELED');
    expect(await h['tt:futures:open']({ family: 'usdm' }, context)).toEqual([]);
    const queried = await h['tt:futures:order'](
      { family: 'usdm', symbol: 'BTCUSDT', clientOrderId: resting.clientOrderId },
      context,
    );
    expect(queried).toMatchObject({ orderId: resting.orderId, status: 'CANCELED' });
  });

  it('changes leverage, and the venue refuses an invalid one with its code', async () => {
    const { h } = serviceFor('leverage');
    expect(
      await h['tt:futures:setLeverage']({ family: 'usdm', symbol: 'ETHUSDT', leverage: 10 }, context),
    ).toEqual({
      family: 'usdm',
      symbol: 'ETHUSDT',
      leverage: 10,
      maxPosition: '20000000',
    });
    const [eth] = await h['tt:futures:positions']({ family: 'usdm', symbol: 'ETHUSDT' }, context);
    expect(eth!.leverage).toBe(10);
    const error = await refusal(
      h['tt:futures:setLeverage']({ family: 'usdm', symbol: 'ETHUSDT', leverage: 125 }, context),
    );
    expect(error).toMatchObject({ kind: 'venue', code: -4028 });
  });
});

describe('futures service over loopback: hedge mode', () => {
  it('opens and closes LONG and SHORT positions on the same symbol', async () => {
    const { h } = serviceFor('hedger');
    expect(await h['tt:futures:setPositionMode']({ family: 'usdm', hedge: true }, context)).toEqual({
      family: 'usdm',
      hedge: true,
    });
    const market = (side: 'BUY' | 'SELL', positionSide: 'LONG' | 'SHORT') =>
      h['tt:futures:place'](
        {
          family: 'usdm',
          order: { type: 'MARKET', symbol: 'ETHUSDT', side, positionSide, quantity: '0.500' },
        },
        context,
      );
    await market('BUY', 'LONG');
    await market('SELL', 'SHORT');
    const rows = await h['tt:futures:positions']({ family: 'usdm', symbol: 'ETHUSDT' }, context);
    expect(rows.map((r) => [r.positionSide, r.size]).sort()).toEqual([
      ['LONG', '0.500'],
      ['SHORT', '-0.500'],
    ]);

    const closeLong = await h['tt:futures:closePosition'](
      { family: 'usdm', symbol: 'ETHUSDT', positionSide: 'LONG' },
      context,
    );
    expect(closeLong).toMatchObject({
      side: 'SELL',
      positionSide: 'LONG',
      reduceOnly: false,
      status: 'FILLED',
    });
    const closeShort = await h['tt:futures:closePosition'](
      { family: 'usdm', symbol: 'ETHUSDT', positionSide: 'SHORT' },
      context,
    );
    expect(closeShort).toMatchObject({ side: 'BUY', positionSide: 'SHORT', status: 'FILLED' });
    const after = await h['tt:futures:positions']({ family: 'usdm', symbol: 'ETHUSDT' }, context);
    expect(after.every((r) => /^-?0(\.0+)?$/.test(r.size))).toBe(true);
  });

  it('refuses an order without a position side in hedge mode with -4061 before sending', async () => {
    const { h } = serviceFor('hedger');
    const error = await refusedBeforeSending(() =>
      h['tt:futures:place'](
        { family: 'usdm', order: { type: 'MARKET', symbol: 'ETHUSDT', side: 'BUY', quantity: '0.500' } },
        context,
      ),
    );
    expect(error.code).toBe(-4061);
  });

  it('forgets a cached mode the venue contradicts, so the next order is checked against the real one', async () => {
    const stale = serviceFor('switcher');
    expect((await stale.h['tt:futures:positionMode']({ family: 'usdm' }, context)).hedge).toBe(false);
    await serviceFor('switcher').h['tt:futures:setPositionMode']({ family: 'usdm', hedge: true }, context);
    const order = {
      family: 'usdm' as const,
      order: { type: 'MARKET' as const, symbol: 'ETHUSDT', side: 'BUY' as const, quantity: '0.500' },
    };
    expect((await refusal(stale.h['tt:futures:place'](order, context))).kind).toBe('venue');
    expect((await refusal(stale.h['tt:futures:place'](order, context))).kind).toBe('invalid-arguments');
  });
});

describe('futures service over loopback: contract-quantity family', () => {
  it('opens with MARKET and closes with a reduce-only MARKET', async () => {
    const { h } = serviceFor('coin');
    const symbols = await h['tt:futures:symbols']({ family: 'coinm' }, context);
    expect(symbols.find((s) => s.symbol === 'BTCUSD_PERP')).toMatchObject({
      contractSize: 100,
      marginAsset: 'BTC',
    });
    await h['tt:futures:place'](
      { family: 'coinm', order: { type: 'MARKET', symbol: 'BTCUSD_PERP', side: 'SELL', quantity: '3' } },
      context,
    );
    const [short] = await h['tt:futures:positions']({ family: 'coinm', symbol: 'BTCUSD_PERP' }, context);
    expect(short).toMatchObject({ size: '-3', positionSide: 'BOTH' });
    const wallet = (await h['tt:futures:account']({ family: 'coinm' }, context)).wallets[0]!;
    expect(wallet.asset).toBe('BTC');
    const closing = await h['tt:futures:closePosition'](
      { family: 'coinm', symbol: 'BTCUSD_PERP', positionSide: 'BOTH' },
      context,
    );
    expect(closing).toMatchObject({ side: 'BUY', origQty: '3', reduceOnly: true, status: 'FILLED' });
    const [flat] = await h['tt:futures:positions']({ family: 'coinm', symbol: 'BTCUSD_PERP' }, context);
    expect(flat!.size).toBe('0');
  });

  it('closes a position with a closePosition STOP_MARKET once its trigger is reached', async () => {
    const { h } = serviceFor('stopper');
    await h['tt:futures:place'](
      { family: 'coinm', order: { type: 'MARKET', symbol: 'BTCUSD_PERP', side: 'BUY', quantity: '2' } },
      context,
    );
    const stop = await h['tt:futures:closePosition'](
      {
        family: 'coinm',
        symbol: 'BTCUSD_PERP',
        positionSide: 'BOTH',
        trigger: { type: 'STOP_MARKET', stopPrice: '29000.0', workingType: 'MARK_PRICE' },
      },
      context,
    );
    expect(stop).toMatchObject({ type: 'STOP_MARKET', side: 'SELL', closePosition: true, status: 'NEW' });
    setMarkPrice(venue.state, 'BTCUSD_PERP', '28990.0', Date.now());
    const [flat] = await h['tt:futures:positions']({ family: 'coinm', symbol: 'BTCUSD_PERP' }, context);
    expect(flat!.size).toBe('0');
    const done = await h['tt:futures:order'](
      { family: 'coinm', symbol: 'BTCUSD_PERP', orderId: stop.orderId! },
      context,
    );
    expect(done.status).toBe('FILLED');
    setMarkPrice(venue.state, 'BTCUSD_PERP', '30000.0', Date.now());
  });

  it('refuses closePosition with a quantity (-4137) before sending', async () => {
    const { h } = serviceFor('coin');
    const error = await refusedBeforeSending(() =>
      h['tt:futures:place'](
        {
          family: 'coinm',
          order: {
            type: 'STOP_MARKET',
            symbol: 'BTCUSD_PERP',
            side: 'SELL',
            stopPrice: '29000.0',
            quantity: '1',
            closePosition: true,
          },
        },
        context,
      ),
    );
    expect(error.code).toBe(-4137);
  });
});

describe('futures commission rates over loopback', () => {
  it("reads the account's maker and taker rates on a contract of each family", async () => {
    const { h } = serviceFor('oneway');
    expect(await h['tt:futures:commissionRate']({ family: 'usdm', symbol: 'BTCUSDT' }, context)).toEqual({
      family: 'usdm',
      symbol: 'BTCUSDT',
      maker: '0.0002',
      taker: '0.0005',
    });
    expect(
      await h['tt:futures:commissionRate']({ family: 'coinm', symbol: 'BTCUSD_PERP' }, context),
    ).toMatchObject({ symbol: 'BTCUSD_PERP', maker: '0.0002', taker: '0.0005' });
  });
});

describe('cancelling every working order of a contract over loopback', () => {
  it("cancels a contract's limits and waiting conditional orders, and leaves other contracts'", async () => {
    const { h } = serviceFor('canceller');
    const limit = (symbol: string, price: string, quantity: string) =>
      h['tt:futures:place'](
        {
          family: 'usdm',
          order: { type: 'LIMIT', symbol, side: 'BUY', quantity, price, timeInForce: 'GTC' },
        },
        context,
      );
    await limit('BTCUSDT', '29000.00', '0.010');
    await limit('ETHUSDT', '1500.00', '0.100');
    await h['tt:futures:place'](
      {
        family: 'usdm',
        order: {
          type: 'STOP_MARKET',
          symbol: 'BTCUSDT',
          side: 'BUY',
          quantity: '0.010',
          stopPrice: '31000.00',
        },
      },
      context,
    );
    expect(await h['tt:futures:cancelAll']({ family: 'usdm', symbol: 'BTCUSDT' }, context)).toEqual({
      cancelled: 2,
    });
    const open = await h['tt:futures:open']({ family: 'usdm' }, context);
    expect(open.map((o) => [o.symbol, o.type])).toEqual([['ETHUSDT', 'LIMIT']]);
  });
});
