import type { KlineRow } from '@shared/market/klines';
import type { PublicTradeView, SymbolConfig, WindowQuery } from '../engine';
import { fromFixed } from '../engine/fixed';
import { klineBucket } from '../streams/kline-buckets';
import type { KlineInterval } from '../streams/stream-names';
import type { StatTrade } from '../streams/trade-series';
import { MarketUnits } from './market-profile';
import { mixSeed, Rng } from './rng';

const MINUTE = 60_000;

export interface MarketHistoryOptions {
  readonly seed: number;
  readonly symbols: readonly SymbolConfig[];
  /** History ends here (exclusive; floored to a minute): the venue's start. */
  readonly anchorTime: number;
  /** The live engine's price at the anchor (its last trade); the symbol's reference price otherwise. */
  readonly anchorPrice?: (symbol: string) => string | undefined;
  /** Days of history (default 31). */
  readonly days?: number;
}

/**
 * One symbol's generated trades, column-wise (the trade with id k sits at index k − 1), plus
 * per-minute sums. Prices and quantities are whole ticks and steps (a minute holds at most 13
 * trades of at most 6 lots, so step sums stay far below 2^53); quote sums are bigint 1e-8 units.
 */
interface SymbolHistory {
  readonly units: MarketUnits;
  readonly time: Float64Array;
  readonly ticks: Int32Array;
  readonly steps: Int32Array;
  readonly buyerMaker: Uint8Array;
  /** Index of the first trade of each minute (one extra entry at the end). */
  readonly minuteStart: Int32Array;
  readonly minuteHigh: Int32Array;
  readonly minuteLow: Int32Array;
  readonly minuteSteps: Float64Array;
  readonly minuteQuote: BigInt64Array;
  readonly minuteTakerSteps: Float64Array;
  readonly minuteTakerQuote: BigInt64Array;
}

/**
 * The market before the venue started, derived from the seed alone (nothing goes through the
 * engine, so starting stays instant): every minute of the last `days` days has 1–13 trades on a
 * lattice random walk that ends exactly at the live engine's starting price. Generated per
 * symbol on first use and kept; ids run from 1 and times are strictly before `anchorTime`.
 */
export class MarketHistory {
  readonly startTime: number;
  readonly endTime: number;
  private readonly symbols = new Map<string, SymbolConfig>();
  private readonly built = new Map<string, SymbolHistory>();

  constructor(private readonly options: MarketHistoryOptions) {
    this.endTime = Math.floor(options.anchorTime / MINUTE) * MINUTE;
    this.startTime = this.endTime - (options.days ?? 31) * 24 * 60 * MINUTE;
    for (const config of options.symbols) this.symbols.set(config.symbol, config);
  }

  /** How many historical trades a symbol has (live trade ids would follow these). */
  tradeCount(symbol: string): number {
    return this.history(symbol)?.time.length ?? 0;
  }

  /** The trade with id `index + 1`, in fixed point (for the streams' rolling statistics). */
  tradeAt(symbol: string, index: number): StatTrade {
    const history = this.history(symbol);
    if (!history || index < 0 || index >= history.time.length) {
      throw new RangeError(`No historical ${symbol} trade at index ${index}.`);
    }
    const ticks = history.ticks[index] as number;
    const steps = history.steps[index] as number;
    return {
      id: index + 1,
      time: history.time[index] as number,
      price: BigInt(ticks) * history.units.tick,
      qty: BigInt(steps) * history.units.step,
      quoteQty: history.units.quote(ticks, steps),
    };
  }

  /** Trades by the venue's paging rules (fromId / startTime / endTime / limit), oldest first. */
  historicalTrades(symbol: string, query: WindowQuery): PublicTradeView[] {
    const history = this.history(symbol);
    if (!history) return [];
    const { time } = history;
    const limit = query.limit ?? 500;
    const firstAtOrAfter = (at: number) => {
      let low = 0;
      let high = time.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((time[mid] as number) < at) low = mid + 1;
        else high = mid;
      }
      return low;
    };
    let from: number;
    let to: number;
    if (query.fromId !== undefined) {
      from = Math.max(0, query.fromId - 1);
      to = Math.min(time.length, from + limit);
    } else if (query.startTime !== undefined) {
      from = firstAtOrAfter(query.startTime);
      const end = query.endTime === undefined ? time.length : firstAtOrAfter(query.endTime + 1);
      to = Math.min(end, from + limit);
    } else {
      to = query.endTime === undefined ? time.length : firstAtOrAfter(query.endTime + 1);
      from = Math.max(0, to - limit);
    }
    const views: PublicTradeView[] = [];
    for (let index = from; index < to; index += 1) views.push(this.tradeView(history, index));
    return views;
  }

  /**
   * Klines of the history: buckets of `interval` in the time zone `offsetMs` ahead of UTC, with
   * the REST paging rules (startTime → oldest from it; endTime only → newest up to it; neither →
   * newest). A bucket that runs past `endTime` holds only its historical part.
   */
  historicalKlines(
    symbol: string,
    interval: KlineInterval,
    query: { startTime?: number; endTime?: number; limit?: number; offsetMs?: number } = {},
  ): KlineRow[] {
    const history = this.history(symbol);
    if (!history) return [];
    const limit = query.limit ?? 500;
    const offset = query.offsetMs ?? 0;
    const from = Math.max(this.startTime, query.startTime ?? this.startTime);
    const to = Math.min(this.endTime - 1, query.endTime ?? this.endTime - 1);
    const rows: KlineRow[] = [];
    if (from > to) return rows;
    if (query.startTime !== undefined) {
      for (let time = klineBucket(interval, from, offset).open; time <= to && rows.length < limit;) {
        const bucket = klineBucket(interval, time, offset);
        rows.push(this.kline(history, bucket.open, bucket.close));
        time = bucket.close + 1;
      }
      return rows;
    }
    for (let time = to; time >= this.startTime && rows.length < limit;) {
      const bucket = klineBucket(interval, time, offset);
      rows.push(this.kline(history, bucket.open, bucket.close));
      time = bucket.open - 1;
    }
    return rows.reverse();
  }

  private tradeView(history: SymbolHistory, index: number): PublicTradeView {
    const ticks = history.ticks[index] as number;
    const steps = history.steps[index] as number;
    return {
      id: index + 1,
      price: history.units.price(ticks),
      qty: history.units.qty(steps),
      quoteQty: fromFixed(history.units.quote(ticks, steps)),
      time: history.time[index] as number,
      isBuyerMaker: history.buyerMaker[index] === 1,
      isBestMatch: true,
    };
  }

  private kline(history: SymbolHistory, open: number, close: number): KlineRow {
    const firstMinute = Math.max(0, Math.floor((open - this.startTime) / MINUTE));
    const lastMinute = Math.min(
      history.minuteStart.length - 2,
      Math.floor((close - this.startTime) / MINUTE),
    );
    const from = history.minuteStart[firstMinute] as number;
    const to = history.minuteStart[lastMinute + 1] as number;
    const { units } = history;
    let high = 0;
    let low = Number.MAX_SAFE_INTEGER;
    let volume = 0n;
    let quote = 0n;
    let takerVolume = 0n;
    let takerQuote = 0n;
    for (let m = firstMinute; m <= lastMinute; m += 1) {
      high = Math.max(high, history.minuteHigh[m] as number);
      low = Math.min(low, history.minuteLow[m] as number);
      volume += BigInt(history.minuteSteps[m] as number);
      quote += history.minuteQuote[m] as bigint;
      takerVolume += BigInt(history.minuteTakerSteps[m] as number);
      takerQuote += history.minuteTakerQuote[m] as bigint;
    }
    const qty = (steps: bigint) => fromFixed(steps * units.step);
    return [
      open,
      units.price(history.ticks[from] as number),
      units.price(high),
      units.price(low),
      units.price(history.ticks[to - 1] as number),
      qty(volume),
      close,
      fromFixed(quote),
      to - from,
      qty(takerVolume),
      fromFixed(takerQuote),
      '0',
    ];
  }

  private history(symbol: string): SymbolHistory | undefined {
    const cached = this.built.get(symbol);
    if (cached) return cached;
    const config = this.symbols.get(symbol);
    if (!config) return undefined;
    const history = this.generate(config);
    this.built.set(symbol, history);
    return history;
  }

  private generate(config: SymbolConfig): SymbolHistory {
    const units = new MarketUnits(config);
    const anchor = this.options.anchorPrice?.(config.symbol);
    const minutes = (this.endTime - this.startTime) / MINUTE;
    const closes = new Int32Array(minutes + 1);
    const rng = new Rng(mixSeed(this.options.seed, config.symbol, this.endTime));
    const last = anchor === undefined ? units.referenceTicks : units.ticksOf(anchor);
    closes[minutes] = last;
    // Walk backwards from the live price so the history ends exactly where trading resumes.
    for (let i = minutes; i > 0; i -= 1) {
      const current = closes[i] as number;
      const unit = units.spacing(current) * 3;
      const delta = rng.int(-2, 2) * unit;
      const previous = current - delta;
      closes[i - 1] = previous < last / 3 || previous > last * 3 ? current + delta : previous;
    }
    // A light symbol (the venue's wider list) trades once or twice a minute: a fraction of the work.
    const most = units.light ? 2 : 13;
    const capacity = minutes * most;
    const time = new Float64Array(capacity);
    const ticks = new Int32Array(capacity);
    const steps = new Int32Array(capacity);
    const buyerMaker = new Uint8Array(capacity);
    const minuteStart = new Int32Array(minutes + 1);
    const minuteHigh = new Int32Array(minutes);
    const minuteLow = new Int32Array(minutes);
    const minuteSteps = new Float64Array(minutes);
    const minuteQuote = new BigInt64Array(minutes);
    const minuteTakerSteps = new Float64Array(minutes);
    const minuteTakerQuote = new BigInt64Array(minutes);
    let n = 0;
    for (let m = 0; m < minutes; m += 1) {
      minuteStart[m] = n;
      const open = closes[m] as number;
      const close = closes[m + 1] as number;
      const count = rng.int(1, most);
      const unit = units.spacing(open);
      // Increasing times inside the minute: each trade in its own slice of it.
      const slice = Math.floor(MINUTE / count);
      let high = 0;
      let low = Number.MAX_SAFE_INTEGER;
      let stepSum = 0;
      let takerStepSum = 0;
      // Quote sums as exact numbers; bigint sums take over in the (rare) minute where one would pass 2^53.
      let quoteSum = 0;
      let takerQuoteSum = 0;
      let bigQuoteSum: bigint | undefined;
      let bigTakerQuoteSum = 0n;
      for (let j = 1; j <= count; j += 1) {
        const path = open + Math.trunc(((close - open) * j) / count);
        const price = Math.max(1, path + (j === count ? 0 : rng.int(-1, 1) * unit));
        const qty = units.lotSteps * rng.int(1, 6);
        const makerBuys = rng.int(0, 1);
        time[n] = this.startTime + m * MINUTE + (j - 1) * slice + rng.int(0, slice - 1);
        ticks[n] = price;
        steps[n] = qty;
        buyerMaker[n] = makerBuys;
        high = Math.max(high, price);
        low = Math.min(low, price);
        stepSum += qty;
        if (makerBuys === 0) takerStepSum += qty;
        const quote = bigQuoteSum === undefined ? units.smallQuote(price, qty) : -1;
        if (quote >= 0 && quoteSum + quote <= Number.MAX_SAFE_INTEGER) {
          quoteSum += quote;
          if (makerBuys === 0) takerQuoteSum += quote;
        } else {
          if (bigQuoteSum === undefined) {
            bigQuoteSum = BigInt(quoteSum);
            bigTakerQuoteSum = BigInt(takerQuoteSum);
          }
          const exact = units.quote(price, qty);
          bigQuoteSum += exact;
          if (makerBuys === 0) bigTakerQuoteSum += exact;
        }
        n += 1;
      }
      minuteHigh[m] = high;
      minuteLow[m] = low;
      minuteSteps[m] = stepSum;
      minuteTakerSteps[m] = takerStepSum;
      minuteQuote[m] = bigQuoteSum ?? BigInt(quoteSum);
      minuteTakerQuote[m] = bigQuoteSum === undefined ? BigInt(takerQuoteSum) : bigTakerQuoteSum;
    }
    minuteStart[minutes] = n;
    return {
      units,
      time: time.slice(0, n),
      ticks: ticks.slice(0, n),
      steps: steps.slice(0, n),
      buyerMaker: buyerMaker.slice(0, n),
      minuteStart,
      minuteHigh,
      minuteLow,
      minuteSteps,
      minuteQuote,
      minuteTakerSteps,
      minuteTakerQuote,
    };
  }
}
