import type { KlineEvent } from '@shared/api/spot/streams';
import type { KlineRow } from '@shared/market/klines';
import { fromFixed, toFixed } from '../engine/fixed';
import type { Trade } from '../engine/types';
import { addSums, addTrade, firstBarAtOrAfter, type BarSums } from '../engine/minute-bars';
import type { TradeTape } from '../engine/trade-tape';
import { klineBucket } from './kline-buckets';
import type { KlineInterval } from './stream-names';

/** Klines from before the venue started (sim/history.ts), merged into the bucket that spans the start. */
export interface KlineHistory {
  readonly endTime: number;
  historicalKlines(
    symbol: string,
    interval: KlineInterval,
    query: { startTime?: number; endTime?: number; limit?: number; offsetMs?: number },
  ): readonly KlineRow[];
}

/** The open kline of one stream, built from trades as they print. */
export class KlineState implements BarSums {
  open = 0;
  close = 0;
  private o = 0n;
  /** The bucket's running figures; `n` counts its live trades only. */
  h = 0n;
  l = 0n;
  c = 0n;
  v = 0n;
  q = 0n;
  takerV = 0n;
  takerQ = 0n;
  n = 0;
  private historicalCount = 0;
  private first = -1;
  private last = -1;
  /** Id of the newest trade already looked at, so no trade counts twice. */
  private seen = 0;

  constructor(
    readonly symbol: string,
    readonly interval: KlineInterval,
    readonly offsetMs: number,
  ) {}

  /** Starts the bucket holding `time`, priced at the last trade before it, and adds the bucket's trades. */
  reset(time: number, trades: TradeTape, history?: KlineHistory): void {
    const bucket = klineBucket(this.interval, time, this.offsetMs);
    this.open = bucket.open;
    this.close = bucket.close;
    let index = trades.firstAtOrAfter(bucket.open);
    const previous = index > 0 ? trades.priceAt(index - 1) : 0n;
    this.o = this.h = this.l = this.c = previous;
    this.v = this.q = this.takerV = this.takerQ = 0n;
    this.n = 0;
    this.historicalCount = 0;
    this.first = this.last = -1;
    if (history && bucket.open < history.endTime) this.startFromHistory(history);
    this.seen = index;
    // A 1d, 1w or 1M bucket may hold days of trades: its whole minutes are read from the bars.
    if (this.interval !== '1s' && this.addBars(trades, index, trades.firstAtOrAfter(bucket.close + 1)))
      return;
    // Trades no longer kept are only in the bars; a bucket reaching back to them that the bars do not
    // hold exactly (a clock stepped back) counts from the oldest kept.
    for (
      index = Math.max(index, trades.start);
      index < trades.length && trades.timeAt(index) <= bucket.close;
      index += 1
    )
      this.add(trades.at(index));
  }

  /**
   * Adds the trades from index `from` up to `to` (not included) as their minute bars. False, with
   * nothing added, when the bars of the bucket do not hold exactly those trades (a clock that
   * stepped back put one in an earlier minute).
   */
  private addBars(trades: TradeTape, from: number, to: number): boolean {
    if (to === from) return true;
    const bars = trades.minuteBars();
    const start = firstBarAtOrAfter(bars, this.open);
    const end = firstBarAtOrAfter(bars, this.close + 1);
    const sums = bars.sum(start, end);
    if (!sums || sums.n !== to - from) return false;
    if (this.historicalCount === 0) {
      this.o = bars.at(start).o;
      this.h = sums.h;
      this.l = sums.l;
    }
    addSums(this, sums);
    this.first = from + 1;
    this.last = to;
    this.seen = to;
    return true;
  }

  /** The historical part of the bucket; live trades are added on top (ids count live trades only). */
  private startFromHistory(history: KlineHistory): void {
    const [row] = history.historicalKlines(this.symbol, this.interval, {
      startTime: this.open,
      endTime: this.close,
      limit: 1,
      offsetMs: this.offsetMs,
    });
    if (!row || row[0] !== this.open) return;
    this.o = toFixed(row[1]);
    this.h = toFixed(row[2]);
    this.l = toFixed(row[3]);
    this.c = toFixed(row[4]);
    this.v = toFixed(row[5]);
    this.q = toFixed(row[7]);
    this.historicalCount = row[8];
    this.takerV = toFixed(row[9]);
    this.takerQ = toFixed(row[10]);
  }

  add(trade: Trade): void {
    if (trade.id <= this.seen) return;
    this.seen = trade.id;
    if (this.n === 0) {
      if (this.historicalCount === 0) this.o = this.h = this.l = trade.price;
      this.first = trade.id;
    }
    addTrade(this, trade);
    this.last = trade.id;
  }

  payload(eventTime: number, closed: boolean): KlineEvent {
    return {
      e: 'kline',
      E: eventTime,
      s: this.symbol,
      k: {
        t: this.open,
        T: this.close,
        s: this.symbol,
        i: this.interval,
        f: this.first,
        L: this.last,
        o: fromFixed(this.o),
        c: fromFixed(this.c),
        h: fromFixed(this.h),
        l: fromFixed(this.l),
        v: fromFixed(this.v),
        n: this.historicalCount + this.n,
        x: closed,
        q: fromFixed(this.q),
        V: fromFixed(this.takerV),
        Q: fromFixed(this.takerQ),
        B: '0',
      },
    };
  }
}
