import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPushes } from '../test-support/pushes';
import { setMarkPrice } from '@main/paper-venue/futures/market-moves';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';
import { refusal } from '../test-support/refusal';
import { createFuturesService } from './futures-service';
import { openUserData } from './test-support';
import { futuresVenueOf } from './futures-venue';
import { attachedExitsFile } from './attached-exits-store';

let venue: LoopbackVenue;
let dataDir: string;
beforeAll(async () => {
  venue = await startLoopbackVenue([
    'exits-market',
    'exits-limit',
    'exits-cancel',
    'exits-restart',
    'exits-gap',
    'exits-hedge',
    'exits-move',
  ]);
  dataDir = await mkdtemp(join(tmpdir(), 'tt-exits-'));
});
afterAll(async () => {
  await venue.close();
  await rm(dataDir, { recursive: true, force: true });
});

const context = { sessionId: 'test' };
const markOf = (symbol: string) => venue.state.markets.get(symbol)!.mark;

/** One paper account's futures service over `dataDir`, fed by its user-data streams when `streamed`. */
async function serviceOf(account: string, streamed = true) {
  const { emit, next } = recordPushes();
  const client = venue.client(account);
  const service = createFuturesService({
    venue: async () => futuresVenueOf(client),
    emit,
    dataDir,
    profileKey: async () => account,
  });
  const streams = streamed ? await openUserData(service, client, { emit, next }) : undefined;
  /** The venue's own record: the account's working conditional orders on BTCUSDT. */
  const venueExits = async () =>
    (await client.futures.usdm!.openAlgoOrders({ symbol: 'BTCUSDT' }))
      .map((o) => [o.orderType, o.side, o.closePosition, o.triggerPrice] as const)
      .sort();
  const notice = async (kind: string) => {
    const found = await next((p) => p.name === 'tt:futures:notice' && p.payload.kind === kind);
    if (found.name !== 'tt:futures:notice') throw new Error('not a notice');
    return found.payload;
  };
  /** A GTC limit entry of 0.010 BTCUSDT carrying exits whose triggers watch the mark. */
  const limitEntry = (
    side: 'BUY' | 'SELL',
    price: string,
    exits: { takeProfit?: string; stopLoss?: string },
  ) =>
    service.handlers['tt:futures:place'](
      {
        family: 'usdm',
        order: { type: 'LIMIT', symbol: 'BTCUSDT', side, quantity: '0.010', price, timeInForce: 'GTC' },
        exits: onTheMark(exits),
      },
      context,
    );
  const close = async () => {
    await service.flush();
    service.dispose();
    await streams?.stop();
  };
  return { h: service.handlers, service, client, venueExits, notice, limitEntry, close };
}

/** Exits given by their trigger prices, on the mark. */
const onTheMark = (exits: { takeProfit?: string; stopLoss?: string }) => ({
  ...(exits.takeProfit
    ? { takeProfit: { stopPrice: exits.takeProfit, workingType: 'MARK_PRICE' as const } }
    : {}),
  ...(exits.stopLoss ? { stopLoss: { stopPrice: exits.stopLoss, workingType: 'MARK_PRICE' as const } } : {}),
});

const stored = async (account: string) => {
  const text = await readFile(attachedExitsFile(dataDir), 'utf8').catch(() => '{"profiles":{}}');
  return (
    (JSON.parse(text) as { profiles: Record<string, { clientOrderId: string }[]> }).profiles[account] ?? []
  );
};

describe('a futures entry with a take profit and a stop loss', () => {
  it('places both as closePosition orders as soon as a market entry fills', async () => {
    const s = await serviceOf('exits-market');
    try {
      const mark = markOf('BTCUSDT');
      const tp = mark.plus(900).toFixed(1);
      const sl = mark.minus(600).toFixed(1);
      const entry = await s.h['tt:futures:place'](
        {
          family: 'usdm',
          order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.010' },
          exits: {
            takeProfit: { stopPrice: tp, workingType: 'MARK_PRICE' },
            stopLoss: { stopPrice: sl, workingType: 'MARK_PRICE' },
          },
        },
        context,
      );
      expect(entry).toMatchObject({ status: 'FILLED' });
      expect(entry.exits).toBeUndefined();
      expect(await s.venueExits()).toEqual(
        [
          ['STOP_MARKET', 'SELL', true, `${sl}0`],
          ['TAKE_PROFIT_MARKET', 'SELL', true, `${tp}0`],
        ].sort(),
      );
      const set = await s.notice('exits-set');
      // grouped as the tables show prices
      expect(set.message).toMatch(/^Take profit \d{1,3}(,\d{3})+\.\d and Stop loss \d{1,3}(,\d{3})+\.\d /);
      expect(set.message.replace(/,/g, '')).toBe(
        `Take profit ${tp} and Stop loss ${sl} set on Long BTCUSDT: each closes the whole position when it fires.`,
      );
      expect(await stored('exits-market')).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it("waits for a limit entry's first fill, shows the exits on the entry meanwhile, then places them", async () => {
    const s = await serviceOf('exits-limit');
    try {
      const mark = markOf('BTCUSDT');
      const limit = mark.minus(300).toFixed(1);
      const tp = mark.plus(500).toFixed(1);
      const sl = mark.minus(800).toFixed(1);
      const entry = await s.limitEntry('BUY', limit, { takeProfit: tp, stopLoss: sl });
      expect(entry).toMatchObject({ status: 'NEW', exits: { takeProfit: tp, stopLoss: sl } });
      expect(await s.venueExits()).toEqual([]);
      const open = await s.h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
      expect(open.find((o) => o.clientOrderId === entry.clientOrderId)?.exits).toEqual({
        takeProfit: tp,
        stopLoss: sl,
      });
      expect((await stored('exits-limit')).map((e) => e.clientOrderId)).toEqual([entry.clientOrderId]);

      // The market falls through the limit: the entry fills, the stream tells it, the exits go on.
      setMarkPrice(venue.state, 'BTCUSDT', mark.minus(400).toFixed(1), Date.now());
      const set = await s.notice('exits-set');
      expect(set.order?.clientOrderId).toBe(entry.clientOrderId);
      expect(await s.venueExits()).toEqual(
        [
          ['STOP_MARKET', 'SELL', true, `${sl}0`],
          ['TAKE_PROFIT_MARKET', 'SELL', true, `${tp}0`],
        ].sort(),
      );
      expect(await stored('exits-limit')).toEqual([]);
      setMarkPrice(venue.state, 'BTCUSDT', mark.toFixed(1), Date.now());
    } finally {
      await s.close();
    }
  });

  it('moves and removes an exit while the entry waits, checked at its price; the fill places what is left', async () => {
    const s = await serviceOf('exits-move');
    try {
      const mark = markOf('BTCUSDT');
      const limit = mark.minus(300).toFixed(1);
      const entry = await s.limitEntry('BUY', limit, {
        takeProfit: mark.plus(500).toFixed(1),
        stopLoss: mark.minus(800).toFixed(1),
      });
      const move = (kind: 'takeProfit' | 'stopLoss', stopPrice: string | null) =>
        s.h['tt:futures:moveExit'](
          { family: 'usdm', symbol: 'BTCUSDT', clientOrderId: entry.clientOrderId, kind, stopPrice },
          context,
        );
      const tp = mark.plus(250).toFixed(1);
      expect(await move('takeProfit', tp)).toEqual({ takeProfit: tp, stopLoss: mark.minus(800).toFixed(1) });
      // above the entry's limit, though under the mark: a long's stop loss that would fire at its price
      const wrong = mark.minus(100).toFixed(1);
      expect(await refusal(move('stopLoss', wrong))).toMatchObject({
        code: -2021,
        message: `POST /fapi/v1/order: Stop loss ${wrong} would fire at once: a long's stop loss goes below the entry price ${limit}.`,
      });
      expect(await move('stopLoss', null)).toEqual({ takeProfit: tp });
      const open = await s.h['tt:futures:open']({ family: 'usdm', symbol: 'BTCUSDT' }, context);
      expect(open.find((o) => o.clientOrderId === entry.clientOrderId)?.exits).toEqual({ takeProfit: tp });

      setMarkPrice(venue.state, 'BTCUSDT', mark.minus(400).toFixed(1), Date.now());
      await s.notice('exits-set');
      expect(await s.venueExits()).toEqual([['TAKE_PROFIT_MARKET', 'SELL', true, `${tp}0`]]);
      expect((await refusal(move('takeProfit', tp))).message).toMatch(/No take profit or stop loss waits/);
      setMarkPrice(venue.state, 'BTCUSDT', mark.toFixed(1), Date.now());
    } finally {
      await s.close();
    }
  });

  it('drops the exits of an entry cancelled unfilled, and places nothing', async () => {
    const s = await serviceOf('exits-cancel');
    try {
      const mark = markOf('BTCUSDT');
      const entry = await s.limitEntry('SELL', mark.plus(700).toFixed(1), {
        stopLoss: mark.plus(1_200).toFixed(1),
      });
      expect(await stored('exits-cancel')).toHaveLength(1);
      await s.h['tt:futures:cancel']({ family: 'usdm', symbol: 'BTCUSDT', orderId: entry.orderId! }, context);
      await s.notice('canceled');
      await expect.poll(() => stored('exits-cancel')).toEqual([]);
      expect(await s.venueExits()).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('keeps the promise over a restart: a fill while main was away places the exits on the next start', async () => {
    const first = await serviceOf('exits-restart', false);
    const mark = markOf('BTCUSDT');
    const limit = mark.minus(200).toFixed(1);
    const sl = mark.minus(700).toFixed(1);
    const entry = await first.limitEntry('BUY', limit, { stopLoss: sl });
    await first.close();
    setMarkPrice(venue.state, 'BTCUSDT', mark.minus(300).toFixed(1), Date.now());
    const filled = await venue.client('exits-restart').futures.usdm!.queryOrder({
      symbol: 'BTCUSDT',
      orderId: entry.orderId!,
    });
    expect(filled.status).toBe('FILLED');

    const second = await serviceOf('exits-restart', false);
    try {
      await second.service.resumeExits();
      expect(await second.venueExits()).toEqual([['STOP_MARKET', 'SELL', true, `${sl}0`]]);
      expect(await stored('exits-restart')).toEqual([]);
    } finally {
      await second.close();
      setMarkPrice(venue.state, 'BTCUSDT', mark.toFixed(1), Date.now());
    }
  });

  it('says loudly when the market has passed a stop loss by the time the entry fills, and sets the take profit', async () => {
    const s = await serviceOf('exits-gap');
    try {
      const mark = markOf('BTCUSDT');
      const limit = mark.minus(100).toFixed(1);
      const tp = mark.plus(400).toFixed(1);
      const sl = mark.minus(300).toFixed(1);
      await s.limitEntry('BUY', limit, { takeProfit: tp, stopLoss: sl });
      // A gap: the mark lands below the stop loss as the entry fills.
      setMarkPrice(venue.state, 'BTCUSDT', mark.minus(500).toFixed(1), Date.now());
      const refused = await s.notice('exits-refused');
      expect(refused.message.replace(/,/g, '')).toBe(
        `Long BTCUSDT: Stop loss ${sl} was not set: Order would immediately trigger. (code -2021) Set it on the position.`,
      );
      expect((await s.notice('exits-set')).message).toMatch(/^Take profit /);
      expect(await s.venueExits()).toEqual([['TAKE_PROFIT_MARKET', 'SELL', true, `${tp}0`]]);
      setMarkPrice(venue.state, 'BTCUSDT', mark.toFixed(1), Date.now());
    } finally {
      await s.close();
    }
  });
});

describe('exits on a COIN-M short in hedge mode', () => {
  it("places a short's take profit below and stop loss above as BUY closers of the SHORT side", async () => {
    const s = await serviceOf('exits-hedge');
    try {
      await s.h['tt:futures:setPositionMode']({ family: 'coinm', hedge: true }, context);
      const mark = markOf('BTCUSD_PERP');
      const tp = mark.minus(800).toFixed(1);
      const sl = mark.plus(500).toFixed(1);
      await s.h['tt:futures:place'](
        {
          family: 'coinm',
          order: {
            type: 'MARKET',
            symbol: 'BTCUSD_PERP',
            side: 'SELL',
            positionSide: 'SHORT',
            quantity: '2',
          },
          exits: {
            takeProfit: { stopPrice: tp, workingType: 'MARK_PRICE' },
            stopLoss: { stopPrice: sl, workingType: 'MARK_PRICE' },
          },
        },
        context,
      );
      await s.notice('exits-set');
      // The venue's own record: COIN-M conditional orders wait in its book.
      const held = await s.client.futures.coinm!.openOrders({ symbol: 'BTCUSD_PERP' });
      expect(
        held.map((o) => [o.type, o.side, o.positionSide, o.closePosition, o.stopPrice, o.workingType]).sort(),
      ).toEqual(
        [
          ['STOP_MARKET', 'BUY', 'SHORT', true, sl, 'MARK_PRICE'],
          ['TAKE_PROFIT_MARKET', 'BUY', 'SHORT', true, tp, 'MARK_PRICE'],
        ].sort(),
      );
    } finally {
      await s.close();
    }
  });
});

describe('exits checked before the entry is sent', () => {
  it("refuses a long's take profit under its limit price with -2021 in a trader's words, sending nothing", async () => {
    const s = await serviceOf('exits-cancel', false);
    try {
      await s.h['tt:futures:symbols']({ family: 'usdm' }, context);
      const before = venue.received.length;
      const mark = markOf('BTCUSDT');
      const limit = mark.minus(300).toFixed(1);
      const tp = mark.minus(400).toFixed(1);
      const error = await refusal(
        s.h['tt:futures:place'](
          {
            family: 'usdm',
            order: {
              type: 'LIMIT',
              symbol: 'BTCUSDT',
              side: 'BUY',
              quantity: '0.010',
              price: limit,
              timeInForce: 'GTC',
            },
            exits: { takeProfit: { stopPrice: tp } },
          },
          context,
        ),
      );
      expect(error).toMatchObject({
        code: -2021,
        message: `POST /fapi/v1/order: Take profit ${tp} would fire at once: a long's take profit goes above the entry price ${limit}.`,
      });
      const reduceOnly = await refusal(
        s.h['tt:futures:place'](
          {
            family: 'usdm',
            order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'SELL', quantity: '0.010', reduceOnly: true },
            exits: { stopLoss: { stopPrice: mark.plus(500).toFixed(1) } },
          },
          context,
        ),
      );
      expect(reduceOnly.message).toBe(
        'POST /fapi/v1/order: A reduce-only order closes: it takes no take profit or stop loss.',
      );
      expect(venue.received.slice(before).filter((r) => r.startsWith('POST'))).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
