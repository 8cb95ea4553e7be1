import { describe, expect, it } from 'vitest';
import { klineInterval } from '@shared/api/spot/enums';
import { randomInt, seededRandom } from '@shared/random/seeded';
import { barArray } from '../engine/minute-bars';
import { EngineQueries } from '../engine/queries';
import type { KlineRequest, MarketData } from '../http/market-data';
import { windowFigures } from '../http/ticker-stats';
import { tradeKlines } from '../http/trade-klines';
import { KlineState } from '../streams/kline-state';
import { RollingStats } from '../streams/rolling-stats';
import { tapeSeries, type TradeSeries } from '../streams/trade-series';
import { storeMarketData } from './market-data-adapter';
import { tradedEngine } from './test-support/traded-engine';

const HOUR = 3_600_000;

/** Queries of every shape: newest, from a start, up to an end, in time zones off the hour. */
function requests(now: number, first: number, seed: number): KlineRequest[] {
  const random = seededRandom(seed);
  const out: KlineRequest[] = [];
  for (const interval of klineInterval.options.filter((option) => option !== '1s')) {
    for (const offsetMinutes of [0, 8 * 60, -(5 * 60 + 30), 5 * 60 + 45]) {
      const within = () => first - HOUR + randomInt(random, now - first + 2 * HOUR);
      const limit = 1 + randomInt(random, 1000);
      out.push({ interval, offsetMinutes, limit: 1000, now });
      out.push({ interval, offsetMinutes, limit, startTime: within(), now });
      out.push({ interval, offsetMinutes, limit, endTime: within(), now });
      const start = within();
      out.push({
        interval,
        offsetMinutes,
        limit,
        startTime: start,
        endTime: start + randomInt(random, 4 * 24 * HOUR),
        now,
      });
    }
  }
  return out;
}

describe('minute bars', () => {
  it('equal the klines summed from the trades, for every interval, time zone and range', () => {
    const { engine, more, now } = tradedEngine(20261128);
    const market = storeMarketData({ queries: new EngineQueries(engine) });
    const fromTrades: MarketData = { ...market, minuteBars: undefined };
    const compare = (seed: number) => {
      const at = now();
      const first = market.firstTradeTime('BTCUSDT') as number;
      let rows = 0;
      for (const request of requests(at, first, seed)) {
        const expected = tradeKlines(fromTrades, 'BTCUSDT', request);
        expect({ request, rows: tradeKlines(market, 'BTCUSDT', request) }).toEqual({
          request,
          rows: expected,
        });
        rows += expected.length;
      }
      return rows;
    };
    more(1_500);
    // Read halfway, so the second comparison reads bars folded in two goes (the newest minute's bar
    // grown by later trades).
    expect(compare(1)).toBeGreaterThan(10_000);
    more(1_500);
    expect(compare(2)).toBeGreaterThan(10_000);
    const trades = new EngineQueries(engine).trades('BTCUSDT');
    const bars = barArray(market.minuteBars!('BTCUSDT'));
    expect(bars.reduce((sum, bar) => sum + bar.n, 0)).toBe(trades.length);
    expect(bars.length).toBeLessThan(trades.length);
  });

  it("start a kline stream's open bucket as the trades would, ids included", () => {
    const { engine, more, now } = tradedEngine(7);
    more(2_000);
    const market = storeMarketData({ queries: new EngineQueries(engine) });
    const fromTrades: MarketData = { ...market, minuteBars: undefined };
    const tape = new EngineQueries(engine).trades('BTCUSDT');
    let traded = 0;
    for (const interval of klineInterval.options.filter((option) => option !== '1s')) {
      for (const offsetMinutes of [0, 5 * 60 + 45]) {
        // Inside the trades (a bucket with many) and after the last one.
        for (const at of [tape.at(Math.floor(tape.length * 0.7)).time, now()]) {
          const state = new KlineState('BTCUSDT', interval, offsetMinutes * 60_000);
          state.reset(at, tape);
          const { k } = state.payload(at, false);
          const [row] = tradeKlines(fromTrades, 'BTCUSDT', { interval, offsetMinutes, limit: 1, now: at });
          const from = tape.firstAtOrAfter(k.t);
          const to = tape.firstAtOrAfter(k.T + 1);
          const expected = {
            t: row?.[0],
            o: row?.[1],
            h: row?.[2],
            l: row?.[3],
            c: row?.[4],
            v: row?.[5],
            q: row?.[7],
            n: row?.[8],
            V: row?.[9],
            Q: row?.[10],
            f: to > from ? from + 1 : -1,
            L: to > from ? to : -1,
          };
          const { t, o, h, l, c, v, q, n, V, Q, f, L } = k;
          expect({ interval, offsetMinutes, at, k: { t, o, h, l, c, v, q, n, V, Q, f, L } }).toEqual({
            interval,
            offsetMinutes,
            at,
            k: expected,
          });
          traded += n;
        }
      }
    }
    expect(traded).toBeGreaterThan(10_000);
  });

  it('start the rolling 24 h statistics as the trades one by one would, and slide on alike', () => {
    const { engine, more } = tradedEngine(11);
    more(3_000);
    const tape = new EngineQueries(engine).trades('BTCUSDT');
    const withBars = tapeSeries(tape);
    const oneByOne: TradeSeries = {
      get length() {
        return tape.length;
      },
      start: 0,
      at: (index) => tape.at(index),
      priceAt: (index) => tape.at(index).price,
    };
    const first = tape.at(0).time;
    const last = tape.at(tape.length - 1).time;
    const random = seededRandom(3);
    let counted = 0;
    for (let round = 0; round < 40; round += 1) {
      const window = [24 * HOUR, 5 * 60_000, HOUR][round % 3] as number;
      const ours = new RollingStats(withBars, window);
      const theirs = new RollingStats(oneByOne, window);
      // The trades' own times (edges inside a minute) and times between them.
      let now =
        round % 2 === 0
          ? tape.at(randomInt(random, tape.length)).time
          : first + randomInt(random, last - first + 2 * HOUR);
      for (let step = 0; step < 5; step += 1) {
        const expected = theirs.stats(now);
        expect({ round, step, stats: ours.stats(now) }).toEqual({ round, step, stats: expected });
        counted += expected.count;
        now += randomInt(random, 30 * 60_000);
      }
    }
    expect(counted).toBeGreaterThan(5_000);
  });

  it("give a ticker window's figures as its trades one by one would", () => {
    const { engine, more } = tradedEngine(5);
    more(3_000);
    const market = storeMarketData({ queries: new EngineQueries(engine) });
    const tape = new EngineQueries(engine).trades('BTCUSDT');
    const first = tape.at(0).time;
    const last = tape.at(tape.length - 1).time;
    const random = seededRandom(9);
    let counted = 0;
    for (let round = 0; round < 200; round += 1) {
      const length = [24 * HOUR, 7 * 24 * HOUR, 60_000, 30 * 60_000][round % 4] as number;
      // Edges on a trade, on a whole minute, or anywhere (also before the first and after the last).
      const pick = round % 3;
      const start =
        pick === 0
          ? tape.at(randomInt(random, tape.length)).time
          : first - HOUR + randomInt(random, last - first + 2 * HOUR);
      const from = pick === 1 ? start - (start % 60_000) : start;
      const to = from + length;
      const expected = windowFigures(market.tradesBetween('BTCUSDT', from, to));
      expect({ from, to, figures: market.windowFigures?.('BTCUSDT', from, to) }).toEqual({
        from,
        to,
        figures: expected,
      });
      counted += expected?.count ?? 0;
    }
    expect(counted).toBeGreaterThan(20_000);
  });
});
