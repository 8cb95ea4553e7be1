import { fixed } from '../futures/decimal';
import { depthSnapshot, type DepthSnapshot, type Level } from '../futures/depth-view';
import { tradeKlines } from '../futures/kline-views';
import type { FuturesState, Market } from '../futures/state';
import type { Family } from '../futures/symbols';
import { premiumIndex } from '../futures/ticker-views';
import { aggTradeView } from '../futures/trade-views';
import type { FuturesStream } from './stream-names';

/** One subscription's source: each poll answers the payloads due at venue time `now`. */
export interface Feed {
  poll(now: number): unknown[];
}

const pair = (market: Market) => (market.spec.family === 'dapi' ? { ps: market.spec.pair } : {});

function markPriceEvent(state: FuturesState, market: Market, now: number) {
  const info = premiumIndex(state, market, now);
  return {
    e: 'markPriceUpdate',
    E: now,
    s: market.spec.symbol,
    ...pair(market),
    p: info.markPrice,
    i: info.indexPrice,
    P: info.estimatedSettlePrice,
    r: info.lastFundingRate,
    T: info.nextFundingTime,
  };
}

/** Runs `emit` at most once a `periodMs` of venue time (first at once). */
function every(periodMs: number, emit: (now: number) => unknown[]): Feed {
  let last = Number.NEGATIVE_INFINITY;
  return {
    poll: (now) => {
      if (now - last < periodMs) return [];
      const out = emit(now);
      if (out.length > 0) last = now;
      return out;
    },
  };
}

function levelMap(levels: readonly Level[]): Map<string, string> {
  return new Map(levels.map(([price, qty]) => [price, qty]));
}

function diff(before: Map<string, string>, after: Map<string, string>): Level[] {
  const changed: Level[] = [];
  for (const [price, qty] of after) if (before.get(price) !== qty) changed.push([price, qty]);
  for (const price of before.keys()) if (!after.has(price)) changed.push([price, '0']);
  return changed;
}

/** A depthUpdate event: update ids U..u following pu, with these bid and ask levels. */
function depthUpdate<Levels>(market: Market, now: number, U: number, u: number, pu: number, levels: Levels) {
  return { e: 'depthUpdate', E: now, T: now, s: market.spec.symbol, ...pair(market), U, u, pu, ...levels };
}

/** Diff depth: levels changed since the last event, update ids continuing the REST snapshot's. */
function depthFeed(market: Market, periodMs: number): Feed {
  let seen: DepthSnapshot = depthSnapshot(market);
  return every(periodMs, (now) => {
    const current = depthSnapshot(market);
    if (current.lastUpdateId === seen.lastUpdateId) return [];
    const event = depthUpdate(market, now, seen.lastUpdateId + 1, current.lastUpdateId, seen.lastUpdateId, {
      b: diff(levelMap(seen.bids), levelMap(current.bids)),
      a: diff(levelMap(seen.asks), levelMap(current.asks)),
    });
    seen = current;
    return [event];
  });
}

function partialDepthFeed(market: Market, levels: number, periodMs: number): Feed {
  let previous = depthSnapshot(market).lastUpdateId;
  return every(periodMs, (now) => {
    const current = depthSnapshot(market);
    const event = depthUpdate(
      market,
      now,
      Math.min(previous + 1, current.lastUpdateId),
      current.lastUpdateId,
      previous,
      {
        b: current.bids.slice(0, levels),
        a: current.asks.slice(0, levels),
      },
    );
    previous = current.lastUpdateId;
    return [event];
  });
}

/** Each poll hands back what was added to a growing list since the previous poll (or the feed's start). */
function sinceLastPoll<T>(list: () => readonly T[]): () => readonly T[] {
  let cursor = list().length;
  return () => {
    const fresh = list().slice(cursor);
    cursor += fresh.length;
    return fresh;
  };
}

function aggTradeFeed(state: FuturesState, market: Market): Feed {
  const fresh = sinceLastPoll(() => state.tape.aggregates.get(market.spec.symbol) ?? []);
  return {
    poll: (now) =>
      fresh().map((agg) => ({
        e: 'aggTrade',
        E: now,
        s: market.spec.symbol,
        ...aggTradeView(market, agg),
      })),
  };
}

function tradeFeed(state: FuturesState, market: Market): Feed {
  const fresh = sinceLastPoll(() => state.tape.fills.get(market.spec.symbol) ?? []);
  const { spec } = market;
  return {
    poll: (now) =>
      fresh().map((fill) => ({
        e: 'trade',
        E: now,
        T: fill.time,
        s: spec.symbol,
        t: fill.id,
        p: fixed(fill.price, spec.pricePrecision),
        q: fixed(fill.qty, spec.quantityPrecision),
        X: 'MARKET',
        m: fill.isBuyerMaker,
      })),
  };
}

function bookTickerFeed(market: Market): Feed {
  let last = '';
  return {
    poll: (now) => {
      const depth = depthSnapshot(market);
      const [b, B] = depth.bids[0] ?? ['0', '0'];
      const [a, A] = depth.asks[0] ?? ['0', '0'];
      const key = `${b}/${B}/${a}/${A}`;
      if (key === last) return [];
      last = key;
      return [
        {
          e: 'bookTicker',
          u: depth.lastUpdateId,
          s: market.spec.symbol,
          ...pair(market),
          b,
          B,
          a,
          A,
          T: now,
          E: now,
        },
      ];
    },
  };
}

/** The current kline every 250 ms while it changes; the previous one again, closed, once a new one opens. */
function klineFeed(state: FuturesState, market: Market, interval: FuturesStream & { kind: 'kline' }): Feed {
  let last = '';
  let lastOpen: number | undefined;
  const event = (row: ReturnType<typeof tradeKlines>[number], now: number) => {
    const fills = (state.tape.fills.get(market.spec.symbol) ?? []).filter(
      (f) => f.time >= row[0] && f.time <= row[6],
    );
    return {
      e: 'kline',
      E: now,
      s: market.spec.symbol,
      ...pair(market),
      k: {
        t: row[0],
        T: row[6],
        s: market.spec.symbol,
        i: interval.interval,
        f: fills[0]?.id ?? -1,
        L: fills.at(-1)?.id ?? -1,
        o: row[1],
        c: row[4],
        h: row[2],
        l: row[3],
        v: row[5],
        n: row[8],
        x: now > row[6],
        q: row[7],
        V: row[9],
        Q: row[10],
        B: '0',
      },
    };
  };
  return every(250, (now) => {
    const rows = tradeKlines(state, market, { interval: interval.interval, limit: 2, now });
    const current = rows.at(-1);
    if (!current) return [];
    const out: unknown[] = [];
    const previous = rows.at(-2);
    if (lastOpen !== undefined && current[0] !== lastOpen && previous && previous[0] === lastOpen)
      out.push(event(previous, now));
    const key = JSON.stringify(current);
    if (key !== last) out.push(event(current, now));
    last = key;
    lastOpen = current[0];
    return out;
  });
}

/** The feed behind one parsed stream name. */
export function openFeed(state: FuturesState, family: Family, stream: FuturesStream): Feed {
  if (stream.kind === 'markPriceAll') {
    return every(stream.periodMs, (now) => [
      [...state.markets.values()]
        .filter((m) => m.spec.family === family)
        .map((m) => markPriceEvent(state, m, now)),
    ]);
  }
  const market = state.markets.get(stream.symbol)!;
  switch (stream.kind) {
    case 'markPrice':
      return every(stream.periodMs, (now) => [markPriceEvent(state, market, now)]);
    case 'depth':
      return depthFeed(market, stream.periodMs);
    case 'partialDepth':
      return partialDepthFeed(market, stream.levels, stream.periodMs);
    case 'aggTrade':
      return aggTradeFeed(state, market);
    case 'trade':
      return tradeFeed(state, market);
    case 'bookTicker':
      return bookTickerFeed(market);
    case 'kline':
      return klineFeed(state, market, stream);
  }
}
