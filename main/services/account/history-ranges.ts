import type { KlineInterval } from '@shared/api/spot/enums';
import type { PortfolioRange } from '@shared/ipc/account';

const HOUR = 3_600_000;

export interface RangeStep {
  readonly interval: KlineInterval;
  readonly intervalMs: number;
  readonly spanMs: number;
}

/** Each chart range with the kline interval that gives it a few hundred points (one klines page). */
export const rangeSteps: Record<PortfolioRange, RangeStep> = {
  '24h': { interval: '5m', intervalMs: 5 * 60_000, spanMs: 24 * HOUR },
  '7d': { interval: '1h', intervalMs: HOUR, spanMs: 7 * 24 * HOUR },
  '30d': { interval: '4h', intervalMs: 4 * HOUR, spanMs: 30 * 24 * HOUR },
};

/** The open times of the closed buckets in the range that ends at `now`, oldest first. */
export function closedOpens(step: RangeStep, now: number): number[] {
  const first = Math.floor((now - step.spanMs) / step.intervalMs) * step.intervalMs;
  const opens: number[] = [];
  for (let open = first; open + step.intervalMs <= now; open += step.intervalMs) opens.push(open);
  return opens;
}
