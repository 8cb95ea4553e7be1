import { describe, expect, it } from 'vitest';
import { klineInterval } from '@shared/api/spot/enums';
import { randomInt, seededRandom } from '@shared/random/seeded';
import type { Engine } from '../engine/engine';
import { barArray } from '../engine/minute-bars';
import { EngineQueries } from '../engine/queries';
import { restoreSnapshot, takeCompactSnapshot } from '../engine/snapshot';
import { btcusdt, throughOneFile } from '../engine/testkit';
import type { TradeTape } from '../engine/trade-tape';
import type { KlineRequest, MarketData } from '../http/market-data';
import { tradeKlines } from '../http/trade-klines';
import { KlineState } from '../streams/kline-state';
import { RollingStats } from '../streams/rolling-stats';
import { tapeSeries } from '../streams/trade-series';
import { storeMarketData } from './market-data-adapter';
import { tradedEngine } from './test-support/traded-engine';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RETENTION = 20 * DAY;

/** The same commands on two engines: one keeps every trade, the other drops what is past RETENTION. */
function twoEngines(seed: number) {
  const full = tradedEngine(seed);
  const dropping = tradedEngine(seed, { tradeRetentionMs: RETENTION });
  return {
    full: full.engine,
    dropping: dropping.engine,
    more: (count: number) => {
      full.more(count);
      dropping.more(count);
    },
    alsoOn: dropping.alsoOn,
  };
}

const tapeOf = (engine: Engine) => new EngineQueries(engine).trades('BTCUSDT');
const marketOf = (engine: Engine) => storeMarketData({ queries: new EngineQueries(engine) });

/** Klines of every interval but 1s (read from the trades), time zone and range, over the whole tape. */
function klineRequests(tape: TradeTape, seed: number): KlineRequest[] {
  const random = seededRandom(seed);
  const first = tape.firstTradeTime as number;
  const now = tape.timeAt(tape.length - 1) + randomInt(random, HOUR);
  const within = () => first - HOUR + randomInt(random, now - first + 2 * HOUR);
  return klineInterval.options
    .filter((interval) => interval !== '1s')
    .flatMap((interval) =>
      [0, 5 * 60 + 45].flatMap((offsetMinutes) => {
        const start = within();
        return [
          { interval, offsetMinutes, limit: 1000, now },
          { interval, offsetMinutes, limit: 1 + randomInt(random, 1000), startTime: within(), now },
          { interval, offsetMinutes, limit: 1000, startTime: start, endTime: start + 30 * DAY, now },
        ];
      }),
    );
}

/** What a reader of the market sees of both engines at `now`, for windows that start on a minute. */
function readings(market: MarketData, tape: TradeTape, now: number, requests: readonly KlineRequest[]) {
  // The API's windows, and longer ones reaching back past the oldest trade kept (a chunk holds weeks here).
  const windows = [MINUTE, HOUR, DAY, 7 * DAY, 100 * DAY, 150 * DAY].map((size) => {
    // A rolling window opens on a minute; a 24 h ticker anywhere (within the retention).
    const openTime = size === DAY ? now - DAY : Math.floor((now - size) / MINUTE) * MINUTE;
    return {
      size,
      openTime,
      figures: market.windowFigures?.('BTCUSDT', openTime, now),
      previous: market.priceBefore?.('BTCUSDT', openTime),
    };
  });
  const klines = requests.map((request) => tradeKlines(market, 'BTCUSDT', request));
  const streams = klineInterval.options.map((interval) => {
    const state = new KlineState('BTCUSDT', interval, 0);
    state.reset(now, tape);
    const { k } = state.payload(now, false);
    return k;
  });
  const rolling = [HOUR, DAY].map((size) => new RollingStats(tapeSeries(tape), size).stats(now));
  return { windows, klines, streams, rolling, firstTradeTime: market.firstTradeTime('BTCUSDT') };
}

describe('trade retention', () => {
  it('drops old trades, and every reader of them answers as with every trade kept', () => {
    const { full, dropping, more } = twoEngines(20261129);
    more(14_000);
    const kept = tapeOf(dropping);
    const all = tapeOf(full);
    expect(kept.length).toBe(all.length);
    // Chunks of 4,096 trades: the two oldest are past the retention, the newest two are kept.
    expect(kept.start).toBe(8192);
    expect(kept.timeAt(kept.start)).toBe(all.timeAt(8192));
    // The newest trade dropped is older than the retention before the newest one.
    expect(all.timeAt(all.length - 1) - all.timeAt(kept.start - 1)).toBeGreaterThan(RETENTION);
    expect(() => kept.at(kept.start - 1)).toThrow(/no longer kept/);

    const random = seededRandom(4);
    const last = all.timeAt(all.length - 1);
    const requests = klineRequests(all, 2);
    for (const now of [last, last + randomInt(random, HOUR), all.timeAt(all.length - 50)]) {
      const expected = readings(marketOf(full), all, now, requests);
      // The longest windows open among the dropped trades.
      expect(expected.windows[5]?.openTime).toBeGreaterThan(all.timeAt(0));
      expect(expected.windows[4]?.openTime).toBeLessThan(kept.timeAt(kept.start));
      expect(readings(marketOf(dropping), kept, now, requests)).toEqual(expected);
    }
  });

  it('reads 1s klines from the trades kept: the newest as before, a start among the dropped from the oldest kept', () => {
    const { full, dropping, more } = twoEngines(5);
    more(14_000);
    const kept = tapeOf(dropping);
    const all = tapeOf(full);
    const now = all.timeAt(all.length - 1);
    const newest = { interval: '1s' as const, offsetMinutes: 0, limit: 1000, now };
    expect(tradeKlines(marketOf(dropping), 'BTCUSDT', newest)).toEqual(
      tradeKlines(marketOf(full), 'BTCUSDT', newest),
    );
    const old = { ...newest, startTime: all.timeAt(0), limit: 5 };
    const rows = tradeKlines(marketOf(dropping), 'BTCUSDT', old);
    const oldestKept = kept.timeAt(kept.start);
    expect(rows[0]?.[0]).toBe(oldestKept - (oldestKept % 1000));
    expect(rows).toEqual(tradeKlines(marketOf(full), 'BTCUSDT', { ...old, startTime: rows[0]?.[0] }));
  });

  it('answers trade lists from the oldest kept, and keeps every account trade', () => {
    const { full, dropping, more } = twoEngines(7);
    more(14_000);
    const kept = new EngineQueries(dropping);
    const all = new EngineQueries(full);
    const start = kept.trades('BTCUSDT').start;
    expect(start).toBeGreaterThan(0);
    expect(kept.recentTrades('BTCUSDT', 1000)).toEqual(all.recentTrades('BTCUSDT', 1000));
    expect(kept.historicalTrades('BTCUSDT', { fromId: 1, limit: 10 })).toEqual(
      all.historicalTrades('BTCUSDT', { fromId: start + 1, limit: 10 }),
    );
    expect(kept.historicalTrades('BTCUSDT', { fromId: start + 77, limit: 300 })).toEqual(
      all.historicalTrades('BTCUSDT', { fromId: start + 77, limit: 300 }),
    );
    for (const query of [{ fromId: 1, limit: 1000 }, { limit: 1000 }]) {
      const trades = kept.myTrades('alice', 'BTCUSDT', query);
      expect(trades.length).toBe(1000);
      expect(trades).toEqual(all.myTrades('alice', 'BTCUSDT', query));
    }
  });

  it('restores a snapshot with its bars, and goes on dropping as it would have', () => {
    const { full, dropping, more, alsoOn } = twoEngines(11);
    more(10_000);
    const compact = takeCompactSnapshot(dropping);
    // Through JSON and one buffer, as the snapshot file keeps it.
    const json = JSON.parse(JSON.stringify(compact.engine)) as typeof compact.engine;
    const columns = throughOneFile(compact.columns);
    const options = { historyFreeAccounts: ['sim-maker', 'sim-taker'], tradeRetentionMs: RETENTION };
    const restored = restoreSnapshot([btcusdt], json, options, columns);
    expect(tapeOf(dropping).start).toBe(4096);
    expect(tapeOf(restored).start).toBe(4096);
    expect(barArray(tapeOf(restored).minuteBars())).toEqual(barArray(tapeOf(dropping).minuteBars()));
    // A ticker stream asked before the drops below and not again until after them.
    const lagging = new RollingStats(tapeSeries(tapeOf(dropping)), DAY);
    const before = tapeOf(full).timeAt(tapeOf(full).length - 1);
    expect(lagging.stats(before)).toEqual(new RollingStats(tapeSeries(tapeOf(full)), DAY).stats(before));
    alsoOn(restored);
    more(8_000);
    const tape = tapeOf(restored);
    expect(tape.start).toBe(tapeOf(dropping).start);
    expect(tape.start).toBeGreaterThan(4096);
    expect(barArray(tape.minuteBars())).toEqual(barArray(tapeOf(dropping).minuteBars()));
    const all = tapeOf(full);
    const requests = klineRequests(all, 3);
    const now = all.timeAt(all.length - 1);
    expect(readings(marketOf(restored), tape, now, requests)).toEqual(
      readings(marketOf(full), all, now, requests),
    );
    expect(lagging.stats(now)).toEqual(new RollingStats(tapeSeries(all), DAY).stats(now));
    const query = { fromId: 1, limit: 1000 };
    expect(new EngineQueries(restored).myTrades('alice', 'BTCUSDT', query)).toEqual(
      new EngineQueries(full).myTrades('alice', 'BTCUSDT', query),
    );
    // A second snapshot keeps the first's encoded bar groups and adds the newer ones.
    const again = takeCompactSnapshot(restored);
    const twice = restoreSnapshot([btcusdt], again.engine, options, again.columns);
    expect(barArray(tapeOf(twice).minuteBars())).toEqual(barArray(tape.minuteBars()));
    // Restored with other simulated accounts, so its trades are kept again in other slots.
    const rekept = restoreSnapshot(
      [btcusdt],
      again.engine,
      { ...options, historyFreeAccounts: ['sim-maker'] },
      again.columns,
    );
    expect(tapeOf(rekept).start).toBe(tape.start);
    expect(readings(marketOf(rekept), tapeOf(rekept), now, requests)).toEqual(
      readings(marketOf(full), all, now, requests),
    );
  });
});
