import type { PortfolioHistory } from '@shared/ipc/account';

type ValuePoint = PortfolioHistory['points'][number];

/**
 * The values taken "now" by each computation, per quote asset: between two kline closes they are the
 * only points there are, so the chart's open bucket fills in as prices move. Kept for `keepMs` (the
 * longest kline interval); a closed kline's point replaces those before its close.
 */
export function createLiveSamples(keepMs: number) {
  const byQuote = new Map<string, ValuePoint[]>();
  return {
    /** Records `sample`; returns the samples taken after `after` (the last closed point), `sample` last. */
    add(quoteAsset: string, sample: ValuePoint, after: number): ValuePoint[] {
      const kept = (byQuote.get(quoteAsset) ?? []).filter(
        (p) => p.at > sample.at - keepMs && p.at < sample.at,
      );
      byQuote.set(quoteAsset, [...kept, sample]);
      return [...kept.filter((p) => p.at > after), sample];
    },
  };
}
