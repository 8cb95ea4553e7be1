import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import type { FuturesOrderView, PositionView } from '@shared/ipc/futures';
import { refusal } from '../test-support/refusal';
import { loopbackFuturesService } from './test-support';
import { createPositionActions, type PositionActionsDeps } from './position-actions';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';

let venue: LoopbackVenue;
beforeAll(async () => {
  venue = await startLoopbackVenue(['closer', 'marker', 'reverser', 'thin', 'hedged', 'coiner']);
});
afterAll(() => venue.close());

const context = { sessionId: 'test' };

const serviceFor = (account: string) => loopbackFuturesService(venue, account);

type Handlers = ReturnType<typeof serviceFor>['h'];

const market = (h: Handlers, symbol: string, side: 'BUY' | 'SELL', quantity: string) =>
  h['tt:futures:place']({ family: 'usdm', order: { type: 'MARKET', symbol, side, quantity } }, context);

/** The venue's own record of the account's non-zero positions, as "SYMBOL SIDE size". */
const held = async (h: Handlers, family: 'usdm' | 'coinm' = 'usdm') =>
  (await h['tt:futures:positions']({ family }, context))
    .filter((p) => !/^-?0(\.0+)?$/.test(p.size))
    .map((p) => `${p.symbol} ${p.positionSide} ${p.size}`);

/** The one-way BTCUSDT position's take profit (a closePosition order) at `stopPrice`. */
const takeProfitAt = (h: Handlers, stopPrice: string) =>
  h['tt:futures:closePosition'](
    {
      family: 'usdm',
      symbol: 'BTCUSDT',
      positionSide: 'BOTH',
      trigger: { type: 'TAKE_PROFIT_MARKET', stopPrice },
    },
    context,
  );

const orderPosts = () => venue.received.filter((r) => r.endsWith('/v1/order') && r.startsWith('POST')).length;

describe('closing every position at market, over loopback', () => {
  it('closes each open position of the family, and the venue expires their take profits', async () => {
    const { h, events } = serviceFor('closer');
    await market(h, 'BTCUSDT', 'BUY', '0.010');
    await market(h, 'ETHUSDT', 'SELL', '0.100');
    await takeProfitAt(h, '40000.0');
    expect(await held(h)).toEqual(['BTCUSDT BOTH 0.010', 'ETHUSDT BOTH -0.100']);
    events.length = 0;

    const result = await h['tt:futures:closeAllPositions']({ family: 'usdm' }, context);
    expect(result.failed).toEqual([]);
    expect(
      result.closed.map((c) => `${c.symbol} ${c.size} ${c.order.side} ${c.order.status}`).sort(),
    ).toEqual(['BTCUSDT 0.010 SELL FILLED', 'ETHUSDT -0.100 BUY FILLED']);
    expect(result.closed.every((c) => c.order.reduceOnly && c.order.type === 'MARKET')).toBe(true);
    expect(await held(h)).toEqual([]);
    // The position's take profit went with it (the venue's rule for closePosition orders).
    expect(await h['tt:futures:open']({ family: 'usdm' }, context)).toEqual([]);
    expect(events).toContainEqual({ family: 'usdm', symbol: null });

    // Nothing open: nothing sent, nothing said changed.
    const before = orderPosts();
    events.length = 0;
    expect(await h['tt:futures:closeAllPositions']({ family: 'usdm' }, context)).toEqual({
      family: 'usdm',
      at: 'market',
      closed: [],
      failed: [],
    });
    expect(orderPosts()).toBe(before);
    expect(events).toEqual([]);
  });

  it('with limits at each mark: a reduce-only limit per position, on the tick and never worse than the mark', async () => {
    const { h } = serviceFor('marker');
    await market(h, 'BTCUSDT', 'BUY', '0.010');
    await market(h, 'ETHUSDT', 'SELL', '0.100');
    const marks = new Map(
      (await h['tt:futures:positions']({ family: 'usdm' }, context)).map((p) => [p.symbol, p.markPrice]),
    );
    const result = await h['tt:futures:closeAllPositions']({ family: 'usdm', at: 'mark' }, context);
    expect(result).toMatchObject({ at: 'mark', failed: [] });
    const placed = new Map(result.closed.map((c) => [c.symbol, c.order]));
    const long = placed.get('BTCUSDT')!;
    const short = placed.get('ETHUSDT')!;
    expect([long.type, long.side, long.reduceOnly, long.origQty]).toEqual(['LIMIT', 'SELL', true, '0.010']);
    expect([short.type, short.side, short.reduceOnly, short.origQty]).toEqual([
      'LIMIT',
      'BUY',
      true,
      '0.100',
    ]);
    // BTCUSDT's tick is 0.1 and ETHUSDT's 0.01: the long sells at or above its mark, the short buys
    // at or below it, each within a tick.
    const within = (price: string, mark: string, tick: string, up: boolean) => {
      const gap = up ? dec(price).minus(mark) : dec(mark).minus(price);
      return gap.gte(0) && gap.lt(tick);
    };
    expect(within(long.price, marks.get('BTCUSDT')!, '0.1', true)).toBe(true);
    expect(within(short.price, marks.get('ETHUSDT')!, '0.01', false)).toBe(true);
    // The venue holds them (a limit may also have filled at once against the book).
    const open = await h['tt:futures:open']({ family: 'usdm' }, context);
    const filled = result.closed.filter((c) => c.order.status === 'FILLED').length;
    expect(open.filter((o) => o.type === 'LIMIT' && o.reduceOnly)).toHaveLength(2 - filled);
  });

  it('closes COIN-M positions in contracts', async () => {
    const { h } = serviceFor('coiner');
    await h['tt:futures:place'](
      { family: 'coinm', order: { type: 'MARKET', symbol: 'BTCUSD_PERP', side: 'BUY', quantity: '2' } },
      context,
    );
    expect(await held(h, 'coinm')).toEqual(['BTCUSD_PERP BOTH 2']);
    const result = await h['tt:futures:closeAllPositions']({ family: 'coinm' }, context);
    expect(result.closed.map((c) => `${c.symbol} ${c.order.side} ${c.order.executedQty}`)).toEqual([
      'BTCUSD_PERP SELL 2',
    ]);
    expect(await held(h, 'coinm')).toEqual([]);
  });

  it('tells which positions did not close and why, and closes the rest', async () => {
    const position = (symbol: string, size: string) =>
      ({ symbol, positionSide: 'BOTH', size }) as PositionView;
    const deps: Pick<PositionActionsDeps, 'positions' | 'closePosition' | 'changed'> = {
      positions: async () => [
        position('BTCUSDT', '0.010'),
        position('ETHUSDT', '0'),
        position('BNBUSDT', '-1'),
      ],
      closePosition: async (_venue, args) => {
        if (args.symbol === 'BNBUSDT')
          throw Object.assign(new Error('unused'), {
            toPayload: () => ({ kind: 'venue', message: 'Order would immediately trigger.', code: -2021 }),
          });
        return { side: 'SELL', status: 'FILLED' } as FuturesOrderView;
      },
      changed: () => undefined,
    };
    const actions = createPositionActions(deps as PositionActionsDeps);
    const result = await actions.closeAll({} as never, 'usdm');
    expect(result.closed.map((c) => c.symbol)).toEqual(['BTCUSDT']);
    expect(result.failed).toEqual([
      {
        symbol: 'BNBUSDT',
        positionSide: 'BOTH',
        size: '-1',
        reason: 'Order would immediately trigger. (code -2021)',
      },
    ]);
  });
});

describe('reversing a position, over loopback', () => {
  it('turns a long into a short of the same size with one market order; the old take profit expires', async () => {
    const { h, events } = serviceFor('reverser');
    await market(h, 'BTCUSDT', 'BUY', '0.010');
    await takeProfitAt(h, '40000.0');
    events.length = 0;
    const before = orderPosts();
    const order = await h['tt:futures:reversePosition']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(order).toMatchObject({ side: 'SELL', type: 'MARKET', reduceOnly: false, executedQty: '0.020' });
    expect(orderPosts()).toBe(before + 1);
    expect(await held(h)).toEqual(['BTCUSDT BOTH -0.010']);
    expect(await h['tt:futures:open']({ family: 'usdm' }, context)).toEqual([]);
    expect(events).toContainEqual({ family: 'usdm', symbol: 'BTCUSDT' });

    // And back.
    await h['tt:futures:reversePosition']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
    expect(await held(h)).toEqual(['BTCUSDT BOTH 0.010']);
  });

  it('refuses before sending: no position, hedge mode, or margin the new side would need (-2019)', async () => {
    const refusedBeforeSending = async (call: () => Promise<unknown>) => {
      const before = orderPosts();
      const error = await refusal(call());
      expect(orderPosts()).toBe(before);
      return error;
    };
    const thin = serviceFor('thin').h;
    expect(
      await refusedBeforeSending(() =>
        thin['tt:futures:reversePosition']({ family: 'usdm', symbol: 'BTCUSDT' }, context),
      ),
    ).toMatchObject({ message: expect.stringMatching(/There is no BTCUSDT position to reverse\.$/) });
    // At 1× the position holds its whole value as margin: the other side would need as much again.
    await thin['tt:futures:setLeverage']({ family: 'usdm', symbol: 'BTCUSDT', leverage: 1 }, context);
    await market(thin, 'BTCUSDT', 'BUY', '0.300');
    expect(
      await refusedBeforeSending(() =>
        thin['tt:futures:reversePosition']({ family: 'usdm', symbol: 'BTCUSDT' }, context),
      ),
    ).toMatchObject({ code: -2019, message: expect.stringMatching(/Margin is insufficient\.$/) });
    expect(await held(thin)).toEqual(['BTCUSDT BOTH 0.300']);
    // The venue refuses the same order sent as it is: the check above is its own.
    expect(await refusal(market(thin, 'BTCUSDT', 'SELL', '0.600'))).toMatchObject({ code: -2019 });
    expect(await held(thin)).toEqual(['BTCUSDT BOTH 0.300']);

    const hedged = serviceFor('hedged').h;
    await hedged['tt:futures:setPositionMode']({ family: 'usdm', hedge: true }, context);
    await hedged['tt:futures:place'](
      {
        family: 'usdm',
        order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', positionSide: 'LONG', quantity: '0.010' },
      },
      context,
    );
    expect(
      await refusedBeforeSending(() =>
        hedged['tt:futures:reversePosition']({ family: 'usdm', symbol: 'BTCUSDT' }, context),
      ),
    ).toMatchObject({ message: expect.stringMatching(/one-way mode/) });
  });
});
