import Decimal from 'decimal.js';
import { fromFixed, SCALE } from '../engine/fixed';
import { barHolding } from '../engine/minute-bars';
import type { TradeSeries } from './trade-series';

/** Statistics of the trades in (now − window, now], as the ticker streams report them. */
export interface WindowStats {
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly lastQty: string;
  /** Price of the last trade before the window ("x" in the ticker stream). */
  readonly prevClose: string;
  readonly volume: string;
  readonly quoteVolume: string;
  readonly priceChange: string;
  readonly priceChangePercent: string;
  readonly weightedAvgPrice: string;
  readonly openTime: number;
  readonly closeTime: number;
  readonly firstId: number;
  readonly lastId: number;
  readonly count: number;
}

/**
 * A sliding window over a symbol's trade history (which only grows, oldest first). Sums move
 * incrementally and high/low come from monotonic queues, so a tick costs O(new + expired trades)
 * however long the venue has been running.
 */
export class RollingStats {
  private start = 0;
  private end = 0;
  private volume = 0n;
  private quote = 0n;
  private readonly maxQueue: number[] = [];
  private readonly minQueue: number[] = [];

  constructor(
    private readonly trades: TradeSeries,
    private readonly windowMs: number,
  ) {}

  stats(now: number): WindowStats {
    const from = now - this.windowMs;
    // Not asked for so long that the trades it stopped at were dropped since: start again.
    if (this.start < this.trades.start) this.clear();
    if (this.end === 0 && this.trades.length > 0) {
      this.skipTo(from);
      this.fillFromBars(now);
    }
    while (this.end < this.trades.length && this.trades.at(this.end).time <= now) this.add(this.end++);
    while (this.start < this.end && this.trades.at(this.start).time <= from) this.remove(this.start++);
    return this.describe(from, now);
  }

  private clear(): void {
    this.start = this.end = 0;
    this.volume = this.quote = 0n;
    this.maxQueue.length = this.minQueue.length = 0;
  }

  /** Jumps over trades that are already outside the window without summing them. */
  private skipTo(from: number): void {
    let low = this.trades.start;
    let high = this.trades.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.trades.at(mid).time <= from) low = mid + 1;
      else high = mid;
    }
    this.start = low;
    this.end = low;
  }

  /**
   * The first fill of a window that holds only live trades, from their minute bars: a day of the
   * normal market is ~400,000 trades on the busiest symbol, read one by one otherwise. Sums take
   * whole bars; the high and low queues (the trades no later trade reaches) are found going back
   * and only read the trades of bars that hold a new high or low.
   */
  private fillFromBars(now: number): void {
    const live = this.trades.liveBars?.();
    if (!live || this.start < live.offset) return;
    const { bars, offset } = live;
    let end = this.start;
    let high = this.trades.length;
    while (end < high) {
      const mid = (end + high) >> 1;
      if (this.trades.at(mid).time <= now) end = mid + 1;
      else high = mid;
    }
    const maxes: number[] = [];
    const mins: number[] = [];
    let max: bigint | undefined;
    let min: bigint | undefined;
    let bar = barHolding(bars, end - 1 - offset);
    for (; bar >= 0; bar -= 1) {
      const { first, n, h, l, v, q } = bars.at(bar);
      const from = Math.max(this.start, offset + first);
      const to = Math.min(end, offset + first + n);
      if (to <= from) break;
      const whole = from === offset + first && to === offset + first + n;
      if (whole) {
        this.volume += v;
        this.quote += q;
      }
      if (whole && max !== undefined && min !== undefined && h <= max && l >= min) continue;
      for (let index = to - 1; index >= from; index -= 1) {
        const trade = this.trades.at(index);
        if (!whole) {
          this.volume += trade.qty;
          this.quote += trade.quoteQty;
        }
        if (max === undefined || trade.price > max) {
          max = trade.price;
          maxes.push(index);
        }
        if (min === undefined || trade.price < min) {
          min = trade.price;
          mins.push(index);
        }
      }
    }
    this.maxQueue.push(...maxes.reverse());
    this.minQueue.push(...mins.reverse());
    this.end = end;
  }

  private add(index: number): void {
    const trade = this.trades.at(index);
    this.volume += trade.qty;
    this.quote += trade.quoteQty;
    const price = trade.price;
    while (this.maxQueue.length > 0 && this.trades.at(this.maxQueue.at(-1) as number).price <= price)
      this.maxQueue.pop();
    this.maxQueue.push(index);
    while (this.minQueue.length > 0 && this.trades.at(this.minQueue.at(-1) as number).price >= price)
      this.minQueue.pop();
    this.minQueue.push(index);
  }

  private remove(index: number): void {
    const trade = this.trades.at(index);
    this.volume -= trade.qty;
    this.quote -= trade.quoteQty;
    if (this.maxQueue[0] === index) this.maxQueue.shift();
    if (this.minQueue[0] === index) this.minQueue.shift();
  }

  private describe(from: number, now: number): WindowStats {
    const count = this.end - this.start;
    const first = count > 0 ? this.trades.at(this.start) : undefined;
    const last = count > 0 ? this.trades.at(this.end - 1) : undefined;
    const fallback = this.start > 0 ? this.trades.priceAt(this.start - 1) : 0n;
    const open = first?.price ?? fallback;
    const close = last?.price ?? fallback;
    const high = count > 0 ? this.trades.at(this.maxQueue[0] as number).price : close;
    const low = count > 0 ? this.trades.at(this.minQueue[0] as number).price : close;
    const change = close - open;
    const percent =
      open === 0n ? '0.000' : new Decimal(change.toString()).times(100).dividedBy(open.toString()).toFixed(3);
    const weighted = this.volume === 0n ? close : (this.quote * SCALE) / this.volume;
    return {
      open: fromFixed(open),
      high: fromFixed(high),
      low: fromFixed(low),
      close: fromFixed(close),
      lastQty: fromFixed(last?.qty ?? 0n),
      prevClose: fromFixed(fallback),
      volume: fromFixed(this.volume),
      quoteVolume: fromFixed(this.quote),
      priceChange: fromFixed(change),
      priceChangePercent: percent,
      weightedAvgPrice: fromFixed(weighted),
      openTime: from,
      closeTime: now,
      firstId: first?.id ?? -1,
      lastId: last?.id ?? -1,
      count,
    };
  }
}
