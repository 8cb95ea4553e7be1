import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordPushes } from '../test-support/pushes';
import { formatPrice } from '@shared/decimal/format';
import { dec } from '@shared/decimal/decimal';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { setMarkPrice } from '@main/paper-venue/futures/market-moves';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';
import { createFuturesService } from './futures-service';
import { openUserData } from './test-support';
import { futuresVenueOf } from './futures-venue';

let venue: LoopbackVenue;
beforeAll(async () => {
  venue = await startLoopbackVenue(
    ['stream-fills', 'stream-lost', 'stream-pnl', 'stream-algo', 'stream-margin'],
    {
      faults: true,
    },
  );
});
afterEach(() => venue.faults.apply({ serverErrorPercent: 0 }));
afterAll(() => venue.close());

const context = { sessionId: 'test' };

/** The futures service of one paper account, fed by its user-data streams; every push is kept. */
async function connected(account: string) {
  const { pushed, emit, next } = recordPushes();
  const client = venue.client(account);
  const service = createFuturesService({
    venue: async () => futuresVenueOf(client),
    emit,
    // Asking the venue by REST would come only after a minute: what settles an order here is the stream.
    reconcileBackoff: { baseMs: 60_000, maxMs: 60_000 },
  });
  const streams = await openUserData(service, client, { emit, next });
  const close = async () => {
    service.dispose();
    await streams.stop();
  };
  return { h: service.handlers, client, pushed, next, close };
}

/** A contract's tick, from the family's symbols as the service answers them. */
const tickOf = (
  symbols: readonly { symbol: string; filters: Parameters<typeof tickAndStepOf>[0] }[],
  symbol: string,
) => tickAndStepOf(symbols.find((s) => s.symbol === symbol)?.filters ?? []).tickSize;

describe('futures fills by the user-data stream', () => {
  it('tells a market fill as a notice and pushes the filled order and the change, without being asked', async () => {
    const s = await connected('stream-fills');
    try {
      const eth = tickOf(await s.h['tt:futures:symbols']({ family: 'usdm' }, context), 'ETHUSDT');
      const placed = await s.h['tt:futures:place'](
        { family: 'usdm', order: { type: 'MARKET', symbol: 'ETHUSDT', side: 'BUY', quantity: '0.100' } },
        context,
      );
      const filled = await s.next((p) => p.name === 'tt:futures:notice' && p.payload.kind === 'filled');
      if (filled.name !== 'tt:futures:notice') throw new Error('not a notice');
      const atVenue = await s.client.futures.usdm!.queryOrder({
        symbol: 'ETHUSDT',
        orderId: placed.orderId!,
      });
      expect(filled.payload.order).toMatchObject({
        orderId: placed.orderId,
        status: 'FILLED',
        executedQty: atVenue.executedQty,
      });
      expect(filled.payload.message).toBe(
        `Filled: market buy 0.100 ETHUSDT at an average of ${formatPrice(atVenue.avgPrice ?? '', eth)}.`,
      );
      await s.next((p) => p.name === 'tt:futures:orderUpdated' && p.payload.order.status === 'FILLED');
      await s.next((p) => p.name === 'tt:futures:changed' && p.payload.symbol === 'ETHUSDT');
    } finally {
      await s.close();
    }
  });
});

describe('a futures order whose answer is a 5xx after the venue accepted it, settled by the stream', () => {
  it('shows UNKNOWN, then the venue state the stream tells, with a "known again" notice and no query', async () => {
    const s = await connected('stream-lost');
    try {
      await s.h['tt:futures:symbols']({ family: 'usdm' }, context);
      const sentBefore = venue.received.length;
      venue.faults.apply({ serverErrorPercent: 100 });
      const answer = await s.h['tt:futures:place'](
        { family: 'usdm', order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.010' } },
        context,
      );
      venue.faults.apply({ serverErrorPercent: 0 });
      expect(answer).toMatchObject({ status: 'UNKNOWN', orderId: null });
      const known = await s.next((p) => p.name === 'tt:futures:notice' && p.payload.kind === 'reconciled');
      if (known.name !== 'tt:futures:notice') throw new Error('not a notice');
      // The stream tells the order's acceptance first, then its fill.
      expect(known.payload.order).toMatchObject({ clientOrderId: answer.clientOrderId, status: 'NEW' });
      expect(known.payload.message).toBe(
        `Order ${answer.clientOrderId} (market buy 0.010 BTCUSDT) is known again: the venue has it as Open (NEW).`,
      );
      await s.next(
        (p) =>
          p.name === 'tt:futures:notice' &&
          p.payload.kind === 'filled' &&
          p.payload.order?.clientOrderId === answer.clientOrderId,
      );
      const sent = venue.received.slice(sentBefore);
      expect(sent.filter((r) => r.endsWith(' /fapi/v1/order'))).toEqual(['POST /fapi/v1/order']);
      // The venue's own record: one order with that id, filled, and the position it opened.
      const held = venue.state.orders;
      const mine = [...held.values()].filter((o) => o.clientOrderId === answer.clientOrderId);
      expect(mine.map((o) => [o.status, o.executedQty.toFixed()])).toEqual([['FILLED', '0.01']]);
      const shown = await s.h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
      expect(shown.map((o) => o.clientOrderId)).not.toContain(answer.clientOrderId);
      const [position] = await s.h['tt:futures:positions']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
      expect(position?.size).toBe('0.010');
    } finally {
      await s.close();
    }
  });
});

describe('USD-M conditional orders by ALGO_UPDATE', () => {
  it('settles a lost algo order by the stream, and tells its cancel, its trigger and its fill', async () => {
    const s = await connected('stream-algo');
    const notice = async (match: (message: string) => boolean) => {
      const told = await s.next((p) => p.name === 'tt:futures:notice' && match(p.payload.message));
      if (told.name !== 'tt:futures:notice') throw new Error('not a notice');
      return told.payload;
    };
    const mark = () => venue.state.markets.get('ETHUSDT')!.mark;
    const conditional = (type: 'STOP_MARKET' | 'TAKE_PROFIT_MARKET', stopPrice: string) =>
      s.h['tt:futures:place'](
        {
          family: 'usdm',
          order: {
            type,
            symbol: 'ETHUSDT',
            side: 'SELL',
            stopPrice,
            quantity: '0.100',
            workingType: 'MARK_PRICE',
          },
        },
        context,
      );
    try {
      const eth = tickOf(await s.h['tt:futures:symbols']({ family: 'usdm' }, context), 'ETHUSDT');
      const above = mark().plus(100).toFixed(2);
      const take = await conditional('TAKE_PROFIT_MARKET', above);
      await s.h['tt:futures:cancel']({ family: 'usdm', symbol: 'ETHUSDT', algoId: take.algoId! }, context);
      const canceled = await notice((m) => m.startsWith('Take profit market cancelled'));
      expect(canceled).toMatchObject({
        kind: 'canceled',
        order: { algoId: take.algoId, algoStatus: 'CANCELED' },
      });
      expect(canceled.message).toBe(
        `Take profit market cancelled: sell 0.100 ETHUSDT, trigger price ${formatPrice(above, eth)}.`,
      );

      const sentBefore = venue.received.length;
      const below = mark().minus(100).toFixed(2);
      venue.faults.apply({ serverErrorPercent: 100 });
      const answer = await conditional('STOP_MARKET', below);
      venue.faults.apply({ serverErrorPercent: 0 });
      expect(answer).toMatchObject({ status: 'UNKNOWN', orderId: null });
      const known = await notice((m) => m.startsWith(`Order ${answer.clientOrderId}`));
      expect(known).toMatchObject({
        kind: 'reconciled',
        order: {
          clientOrderId: answer.clientOrderId,
          status: 'NEW',
          algoStatus: 'NEW',
          algoId: expect.any(Number),
        },
      });
      expect(known.message).toBe(
        `Order ${answer.clientOrderId} (stop market sell 0.100 ETHUSDT) is known again: the venue has it as Open (NEW).`,
      );
      // Each change the stream tells refreshes the family's views.
      const update = s.pushed.findIndex(
        (p) =>
          p.name === 'tt:futures:orderUpdated' &&
          p.payload.order.clientOrderId === answer.clientOrderId &&
          p.payload.order.status === 'NEW',
      );
      expect(s.pushed[update + 1]).toEqual({
        name: 'tt:futures:changed',
        payload: { family: 'usdm', symbol: 'ETHUSDT' },
      });
      // Settled by the stream: the venue was not asked for it.
      const sent = venue.received.slice(sentBefore);
      expect(sent.filter((r) => r.endsWith(' /fapi/v1/algoOrder'))).toEqual(['POST /fapi/v1/algoOrder']);
      const shown = await s.h['tt:futures:open']({ family: 'usdm', symbol: 'ETHUSDT' }, context);
      expect(shown.map((o) => [o.clientOrderId, o.algoStatus])).toEqual([[answer.clientOrderId, 'NEW']]);

      // The mark falls to the stop: it triggers, and the market order it placed fills.
      setMarkPrice(venue.state, 'ETHUSDT', below, Date.now());
      const triggered = await notice((m) => m.startsWith('Stop market triggered'));
      expect(triggered).toMatchObject({ kind: 'triggered', order: { algoStatus: 'TRIGGERED' } });
      expect(triggered.message).toBe(
        `Stop market triggered: sell 0.100 ETHUSDT, trigger price ${formatPrice(below, eth)}.`,
      );
      const filled = await notice((m) => m.startsWith('Filled: stop market sell 0.100 ETHUSDT'));
      expect(filled.order).toMatchObject({ orderId: Number(triggered.order?.orderId), status: 'FILLED' });
      const mine = [...venue.state.orders.values()].filter((o) => o.clientOrderId === answer.clientOrderId);
      expect(mine.map((o) => [o.status, o.executedQty.toFixed()])).toEqual([['FILLED', '0.1']]);
    } finally {
      await s.close();
    }
  });
});

describe('futures P&L from the venue records', () => {
  it('realized P&L, commission, net and ROE of a long opened and closed by resting orders, to the digit', async () => {
    const s = await connected('stream-pnl');
    const order = (side: 'BUY' | 'SELL', price: string) =>
      s.h['tt:futures:place'](
        {
          family: 'usdm',
          order: { type: 'LIMIT', symbol: 'BTCUSDT', side, timeInForce: 'GTC', price, quantity: '0.010' },
        },
        context,
      );
    try {
      const btc = tickOf(await s.h['tt:futures:symbols']({ family: 'usdm' }, context), 'BTCUSDT');
      setMarkPrice(venue.state, 'BTCUSDT', '30000.0', Date.now());
      await order('BUY', '29900.0');
      // The market falls through the bid: it fills at 29900 as maker (0.02 %: 0.0598 USDT).
      setMarkPrice(venue.state, 'BTCUSDT', '29800.0', Date.now());
      await s.next((p) => p.name === 'tt:futures:notice' && p.payload.kind === 'filled');
      await order('SELL', '30500.0');
      // It rises through the ask: closed at 30500 (fee 0.061), realized (30500 − 29900) × 0.01 = 6.
      setMarkPrice(venue.state, 'BTCUSDT', '30600.0', Date.now());
      const closing = await s.next(
        (p) =>
          p.name === 'tt:futures:notice' && p.payload.kind === 'filled' && p.payload.order?.side === 'SELL',
      );
      if (closing.name !== 'tt:futures:notice') throw new Error('not a notice');
      expect(closing.payload.message).toBe(
        `Filled: limit sell 0.010 BTCUSDT at an average of ${formatPrice('30500', btc)}. Realized P&L 6.`,
      );

      const pnl = await s.h['tt:futures:pnl']({ family: 'usdm' }, context);
      expect(pnl.totals).toEqual([
        {
          asset: 'USDT',
          realizedPnl: '6',
          commission: '-0.1208',
          funding: '0',
          net: '5.8792',
          unrealizedPnl: '0',
        },
      ]);
      expect(pnl.positions).toEqual([
        {
          symbol: 'BTCUSDT',
          positionSide: 'BOTH',
          asset: 'USDT',
          size: '0',
          realizedPnl: '6',
          commission: '-0.1208',
          funding: '0',
          unrealizedPnl: '0',
          roePercent: null,
        },
      ]);
      // ROE: 6 over the margin of 0.01 × 29900 at 20x (14.95) = 40.13 %.
      expect(pnl.closed).toEqual([
        expect.objectContaining({
          symbol: 'BTCUSDT',
          direction: 'LONG',
          maxSize: '0.01',
          entryPrice: '29900',
          exitPrice: '30500',
          realizedPnl: '6',
          commission: '-0.1208',
          net: '5.8792',
          roePercent: '40.13',
        }),
      ]);
    } finally {
      await s.close();
    }
  });
});

describe('a margin call by the user-data stream', () => {
  it('tells the positions close to liquidation, loudly, as the venue calls the margin', async () => {
    const s = await connected('stream-margin');
    try {
      setMarkPrice(venue.state, 'BTCUSDT', '30000.0', Date.now());
      await s.h['tt:futures:place'](
        { family: 'usdm', order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', quantity: '3.000' } },
        context,
      );
      const [long] = await s.h['tt:futures:positions']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
      expect(long!.liquidationPrice).not.toBeNull();
      // Just above the liquidation price the maintenance margin is past 80 % of the margin balance.
      const near = dec(long!.liquidationPrice!).mul('1.0005').toDecimalPlaces(1).toFixed(1);
      setMarkPrice(venue.state, 'BTCUSDT', near, Date.now());
      const called = await s.next((p) => p.name === 'tt:futures:notice' && p.payload.kind === 'margin-call');
      if (called.name !== 'tt:futures:notice') throw new Error('not a notice');
      expect(called.payload).toEqual({
        kind: 'margin-call',
        order: null,
        message: `Margin call on USD-M futures: Long BTCUSDT 3.000 (mark ${formatPrice(near, '0.10')}) close to liquidation, the maintenance margin near the margin balance. Add margin or reduce the position.`,
      });
      const [still] = await s.h['tt:futures:positions']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
      expect(still!.size).toBe('3.000');
    } finally {
      await s.close();
    }
  });
});
