import type { Kline } from '@shared/api/spot/market-data';
import type { TimeDisplay } from '../../stores/ui-store';
import { formatDateTime } from '../../ui/format-time';

/**
 * A candle as the chart draws it. Canvas drawing needs numbers, so prices become numbers here and only
 * here, for pixels; every figure shown as text comes from the kline's decimal strings.
 */
export interface ChartCandle {
  /** Seconds since the epoch (the chart's UTCTimestamp). */
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
  readonly rising: boolean;
}

export const toChartCandle = (kline: Kline): ChartCandle => {
  const [open, high, low, close, volume] = [kline.open, kline.high, kline.low, kline.close, kline.volume].map(
    Number,
  ) as [number, number, number, number, number];
  return { time: Math.floor(kline.openTime / 1000), open, high, low, close, volume, rising: close >= open };
};

/**
 * Klines by open time: history pages and live updates folded together, oldest first. A live update
 * replaces its bucket; history never overwrites a bucket a live update already holds.
 */
export class KlineBook {
  private readonly byOpenTime = new Map<number, Kline>();
  private sorted: Kline[] | undefined = [];

  get size(): number {
    return this.byOpenTime.size;
  }

  /** Oldest first. */
  all(): readonly Kline[] {
    this.sorted ??= [...this.byOpenTime.values()].sort((a, b) => a.openTime - b.openTime);
    return this.sorted;
  }

  oldest(): Kline | undefined {
    return this.all()[0];
  }

  newest(): Kline | undefined {
    const all = this.all();
    return all[all.length - 1];
  }

  at(openTime: number): Kline | undefined {
    return this.byOpenTime.get(openTime);
  }

  /** Adds a page of history; returns how many buckets were new. */
  addHistory(klines: readonly Kline[]): number {
    let added = 0;
    for (const kline of klines) {
      if (this.byOpenTime.has(kline.openTime)) continue;
      this.byOpenTime.set(kline.openTime, kline);
      added++;
    }
    if (added > 0) this.sorted = undefined;
    return added;
  }

  /**
   * Takes a live update. Returns false for one older than the newest bucket (the chart can only
   * update its last bar or append).
   */
  addLive(kline: Kline): boolean {
    const newest = this.newest();
    if (newest && kline.openTime < newest.openTime) return false;
    const isNew = !this.byOpenTime.has(kline.openTime);
    this.byOpenTime.set(kline.openTime, kline);
    if (isNew) this.sorted = undefined;
    else if (this.sorted) this.sorted[this.sorted.length - 1] = kline;
    return true;
  }
}

/** A bucket's open time for the crosshair and the axis, in UTC or local time. */
export function formatBucketTime(epochMs: number, display: TimeDisplay, withSeconds: boolean): string {
  const full = formatDateTime(epochMs, display);
  return withSeconds ? full : full.slice(0, -':SS'.length);
}
