import type { DepthUpdateEvent, MiniTickerEvent, TradeEvent } from '@shared/api/spot/streams';
import type { EngineEvent } from '../engine';
import { fromFixed } from '../engine/fixed';
import type { Trade } from '../engine/types';
import type { TradeTape } from '../engine/trade-tape';
import { KlineState, type KlineHistory } from './kline-state';
import { RollingStats } from './rolling-stats';
import type { StreamSource } from './stream-source';
import { aggregateRuns } from '../http/agg-trades';
import {
  firstAtOrAfter,
  joinedSeries,
  tapeSeries,
  type TradeHistory,
  type TradeSeries,
} from './trade-series';
import type { MarketStream } from './stream-names';

export type StreamSink = (payload: object) => void;

interface Topic {
  readonly stream: MarketStream;
  readonly sinks: Set<StreamSink>;
  kline?: KlineState;
}

interface DiffAccumulator {
  first: number;
  last: number;
  readonly bids: Map<string, string>;
  readonly asks: Map<string, string>;
}

export interface MarketFeedOptions {
  readonly now: () => number;
  /** Every symbol the venue lists (for `!miniTicker@arr`). */
  readonly symbols: readonly string[];
  /** The market before the venue started: the kline bucket spanning the start includes it. */
  readonly history?: KlineHistory;
  /** Added to the engine's trade ids (the history's trade count), so they match the REST ids. */
  readonly tradeIdOffset?: (symbol: string) => number;
  /** The trades before the venue started: the 24 h and 5 min statistics include them. */
  readonly tradeHistory?: TradeHistory;
  /** Periods of the 100 ms, 1 s and 2 s streams; tests shorten them. */
  readonly fastMs?: number;
  readonly secondMs?: number;
  readonly klineMs?: number;
}

const DAY = 86_400_000;
const AVG_PRICE_WINDOW = 5 * 60_000;

/**
 * Turns the engine's ordered event log into market-stream payloads. Real-time
 * streams (trade, aggTrade, bookTicker) go out right after the command that caused them; the
 * others on their timers. Listeners of the engine must not call back into it, so events are only
 * recorded in the listener and handled in a microtask once the command has finished.
 */
export class MarketFeed {
  private readonly topics = new Map<string, Topic>();
  private readonly pendingTrades: { symbol: string; id: number }[] = [];
  private readonly pendingDepth = new Set<string>();
  private readonly diffs = new Map<string, DiffAccumulator>();
  private readonly lastBookTicker = new Map<string, string>();
  private readonly rolling = new Map<string, RollingStats>();
  private readonly droppedDepth = new Set<string>();
  private flushQueued = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unsubscribe: () => void;

  constructor(
    private readonly source: StreamSource,
    private readonly options: MarketFeedOptions,
  ) {
    this.unsubscribe = source.engine.subscribe((event) => this.record(event));
    const fast = options.fastMs ?? 100;
    const second = options.secondMs ?? 1000;
    this.timers.push(
      setInterval(() => this.tick(100), fast),
      setInterval(() => this.tick(1000), second),
      setInterval(() => this.tickKlines(), options.klineMs ?? 2000),
      setInterval(() => this.tickKlines('1s'), second),
    );
    for (const timer of this.timers) timer.unref();
  }

  /** Adds a sink for a stream; returns its removal. */
  subscribe(name: string, stream: MarketStream, sink: StreamSink): () => void {
    let topic = this.topics.get(name);
    if (!topic) {
      topic = { stream, sinks: new Set() };
      this.topics.set(name, topic);
      this.activate(name, topic);
    }
    topic.sinks.add(sink);
    return () => {
      const current = this.topics.get(name);
      if (!current) return;
      current.sinks.delete(sink);
      if (current.sinks.size === 0) this.topics.delete(name);
    };
  }

  /** Fault injection: the next diff-depth event of the symbol is never sent (a gap in U/u). */
  dropNextDepthEvent(symbol: string): void {
    this.droppedDepth.add(symbol);
  }

  close(): void {
    this.unsubscribe();
    for (const timer of this.timers) clearInterval(timer);
    this.topics.clear();
  }

  private activate(name: string, topic: Topic): void {
    const { stream } = topic;
    if (stream.kind === 'kline') {
      topic.kline = new KlineState(stream.symbol, stream.interval, stream.offsetMs);
      topic.kline.reset(this.options.now(), this.trades(stream.symbol), this.options.history);
    }
    if (stream.kind === 'diffDepth') this.diffs.delete(name);
  }

  private trades(symbol: string): TradeTape {
    return this.source.engine.symbol(symbol).trades;
  }

  private record(event: EngineEvent): void {
    if (event.type === 'trade') this.pendingTrades.push({ symbol: event.symbol, id: event.trade.id });
    else if (event.type === 'depth') {
      this.pendingDepth.add(event.symbol);
      for (const [name, topic] of this.topics) {
        if (topic.stream.kind === 'diffDepth' && topic.stream.symbol === event.symbol) {
          this.accumulate(name, event);
        }
      }
    } else return;
    if (!this.flushQueued) {
      this.flushQueued = true;
      queueMicrotask(() => this.flush());
    }
  }

  private accumulate(name: string, event: Extract<EngineEvent, { type: 'depth' }>): void {
    let diff = this.diffs.get(name);
    if (!diff) {
      diff = { first: event.firstUpdateId, last: event.lastUpdateId, bids: new Map(), asks: new Map() };
      this.diffs.set(name, diff);
    }
    diff.last = event.lastUpdateId;
    for (const [price, qty] of event.bids) diff.bids.set(price, qty);
    for (const [price, qty] of event.asks) diff.asks.set(price, qty);
  }

  private publish(
    filter: (stream: MarketStream) => boolean,
    build: (stream: MarketStream) => object | undefined,
  ) {
    for (const topic of this.topics.values()) {
      if (!filter(topic.stream)) continue;
      const payload = build(topic.stream);
      if (payload) for (const sink of topic.sinks) sink(payload);
    }
  }

  private flush(): void {
    this.flushQueued = false;
    const now = this.options.now();
    const trades = this.pendingTrades.splice(0);
    const made = new Map<string, Trade[]>();
    for (const { symbol, id } of trades) {
      const tape = this.trades(symbol);
      if (id > tape.length || id <= tape.start) continue;
      const trade = tape.at(id - 1);
      const ofSymbol = made.get(symbol);
      if (ofSymbol) ofSymbol.push(trade);
      else made.set(symbol, [trade]);
      this.publish(
        (s) => s.kind === 'trade' && s.symbol === symbol,
        () =>
          ({
            e: 'trade',
            E: now,
            s: symbol,
            t: this.tradeId(symbol, trade.id),
            p: fromFixed(trade.price),
            q: fromFixed(trade.qty),
            T: trade.time,
            m: trade.isBuyerMaker,
            M: true,
          }) satisfies TradeEvent,
      );
      for (const topic of this.topics.values()) {
        if (topic.kline && topic.stream.kind === 'kline' && topic.stream.symbol === symbol) {
          if (trade.time > topic.kline.close) this.rollKline(topic, trade.time);
          topic.kline.add(trade);
        }
      }
    }
    for (const [symbol, ofSymbol] of made) this.flushAggTrades(symbol, ofSymbol, now);
    for (const symbol of this.pendingDepth) this.flushBookTicker(symbol);
    this.pendingDepth.clear();
  }

  /**
   * The aggregates of the trades made since the last flush: consecutive fills of one taker order at
   * one price and time, as the REST endpoint groups them. One taker order's fills come from one
   * command, so a flush never splits an aggregate.
   */
  private flushAggTrades(symbol: string, trades: readonly Trade[], now: number): void {
    const listening = [...this.topics.values()].some(
      (t) => t.stream.kind === 'aggTrade' && t.stream.symbol === symbol,
    );
    if (!listening) return;
    for (const group of aggregateRuns(trades)) {
      const first = group[0] as Trade;
      const last = group.at(-1) as Trade;
      const qty = group.reduce((sum, trade) => sum + trade.qty, 0n);
      this.publish(
        (s) => s.kind === 'aggTrade' && s.symbol === symbol,
        // As over REST, an aggregate's id is its first trade's.
        () => ({
          e: 'aggTrade',
          E: now,
          s: symbol,
          a: this.tradeId(symbol, first.id),
          p: fromFixed(first.price),
          q: fromFixed(qty),
          f: this.tradeId(symbol, first.id),
          l: this.tradeId(symbol, last.id),
          T: first.time,
          m: first.isBuyerMaker,
          M: true,
        }),
      );
    }
  }

  private flushBookTicker(symbol: string): void {
    const top = this.source.queries.bookTicker(symbol);
    const key = `${top.bidPrice}/${top.bidQty}/${top.askPrice}/${top.askQty}`;
    if (this.lastBookTicker.get(symbol) === key) return;
    this.lastBookTicker.set(symbol, key);
    const u = this.source.engine.symbol(symbol).book.lastUpdateId;
    this.publish(
      (s) => s.kind === 'bookTicker' && s.symbol === symbol,
      () => ({ u, s: symbol, b: top.bidPrice, B: top.bidQty, a: top.askPrice, A: top.askQty }),
    );
  }

  private tick(periodMs: 100 | 1000): void {
    const now = this.options.now();
    for (const [name, topic] of this.topics) {
      const { stream } = topic;
      if (stream.kind === 'diffDepth' && stream.periodMs === periodMs) this.sendDiff(name, topic, now);
      if (stream.kind === 'partialDepth' && stream.periodMs === periodMs) {
        const depth = this.source.queries.depth(stream.symbol, stream.levels);
        for (const sink of topic.sinks) sink(depth);
      }
    }
    if (periodMs === 1000) this.tickStatistics(now);
  }

  private sendDiff(name: string, topic: Topic, now: number): void {
    const diff = this.diffs.get(name);
    if (!diff || topic.stream.kind !== 'diffDepth') return;
    this.diffs.delete(name);
    const { symbol } = topic.stream;
    if (this.droppedDepth.delete(symbol)) return;
    const payload = {
      e: 'depthUpdate',
      E: now,
      s: symbol,
      U: diff.first,
      u: diff.last,
      b: [...diff.bids],
      a: [...diff.asks],
    } satisfies DepthUpdateEvent;
    for (const sink of topic.sinks) sink(payload);
  }

  /** The symbol's trades as the statistics see them: after the history, with the clients' ids. */
  private series(symbol: string): TradeSeries {
    const history = this.options.tradeHistory;
    return history ? joinedSeries(history, symbol, this.trades(symbol)) : tapeSeries(this.trades(symbol));
  }

  private stats(symbol: string, now: number) {
    let rolling = this.rolling.get(symbol);
    if (!rolling) {
      rolling = new RollingStats(this.series(symbol), DAY);
      this.rolling.set(symbol, rolling);
    }
    return rolling.stats(now);
  }

  private tickStatistics(now: number): void {
    const minis = new Map<string, object>();
    const mini = (symbol: string) => {
      let payload = minis.get(symbol);
      if (!payload) {
        const s = this.stats(symbol, now);
        payload = {
          e: '24hrMiniTicker',
          E: now,
          s: symbol,
          c: s.close,
          o: s.open,
          h: s.high,
          l: s.low,
          v: s.volume,
          q: s.quoteVolume,
        } satisfies MiniTickerEvent;
        minis.set(symbol, payload);
      }
      return payload;
    };
    for (const topic of this.topics.values()) {
      const { stream } = topic;
      let payload: object | undefined;
      if (stream.kind === 'miniTicker') payload = mini(stream.symbol);
      else if (stream.kind === 'allMiniTickers') payload = this.allMiniTickers(mini);
      else if (stream.kind === 'ticker') payload = this.ticker(stream.symbol, now);
      else if (stream.kind === 'avgPrice') payload = this.avgPrice(stream.symbol, now);
      if (payload) for (const sink of topic.sinks) sink(payload);
    }
  }

  /** Symbols that traded in the last 24 h (the "changed" ones). */
  private allMiniTickers(mini: (symbol: string) => object): object[] | undefined {
    const { symbols } = this.options;
    const changed = symbols.filter((symbol) => this.series(symbol).length > 0).map(mini);
    return changed.length > 0 ? changed : undefined;
  }

  private ticker(symbol: string, now: number): object {
    const s = this.stats(symbol, now);
    const top = this.source.queries.bookTicker(symbol);
    return {
      e: '24hrTicker',
      E: now,
      s: symbol,
      p: s.priceChange,
      P: s.priceChangePercent,
      w: s.weightedAvgPrice,
      x: s.prevClose,
      c: s.close,
      Q: s.lastQty,
      b: top.bidPrice,
      B: top.bidQty,
      a: top.askPrice,
      A: top.askQty,
      o: s.open,
      h: s.high,
      l: s.low,
      v: s.volume,
      q: s.quoteVolume,
      O: s.openTime,
      C: s.closeTime,
      F: s.firstId,
      L: s.lastId,
      n: s.count,
    };
  }

  private avgPrice(symbol: string, now: number): object {
    const trades = this.series(symbol);
    let volume = 0n;
    let quote = 0n;
    for (let i = firstAtOrAfter(trades, now - AVG_PRICE_WINDOW); i < trades.length; i += 1) {
      const trade = trades.at(i);
      volume += trade.qty;
      quote += trade.quoteQty;
    }
    const last = trades.length > 0 ? trades.at(trades.length - 1) : undefined;
    const price = volume === 0n ? (last?.price ?? 0n) : (quote * 100_000_000n) / volume;
    return { e: 'avgPrice', E: now, s: symbol, i: '5m', w: fromFixed(price), T: last?.time ?? 0 };
  }

  /** A trade id as clients see it; -1 (none) stays. */
  private tradeId(symbol: string, id: number): number {
    return id < 0 ? id : id + (this.options.tradeIdOffset?.(symbol) ?? 0);
  }

  private klinePayload(kline: KlineState, now: number, closed: boolean) {
    const payload = kline.payload(now, closed);
    const { k } = payload;
    return {
      ...payload,
      k: { ...k, f: this.tradeId(kline.symbol, k.f), L: this.tradeId(kline.symbol, k.L) },
    };
  }

  private rollKline(topic: Topic, time: number): void {
    const kline = topic.kline as KlineState;
    const final = this.klinePayload(kline, this.options.now(), true);
    for (const sink of topic.sinks) sink(final);
    kline.reset(time, this.trades(kline.symbol), this.options.history);
  }

  private tickKlines(only?: '1s'): void {
    const now = this.options.now();
    for (const topic of this.topics.values()) {
      const { kline } = topic;
      if (!kline || (only === '1s') !== (kline.interval === '1s')) continue;
      if (now > kline.close) this.rollKline(topic, now);
      const payload = this.klinePayload(kline, now, false);
      for (const sink of topic.sinks) sink(payload);
    }
  }
}
