import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { dec } from '@shared/decimal/decimal';
import { portfolioRanges, type PortfolioHistory, type PortfolioRange } from '@shared/ipc/account';
import { accountQueries } from '../../api/account-queries';
import { useTerminal } from '../../api/terminal-context';
import { ErrorText } from '../orders/ErrorText';
import { formatAmount } from '@shared/decimal/format';
import './value-chart.css';

export type ValuePoint = PortfolioHistory['points'][number];

const noPoints: readonly ValuePoint[] = [];

const rangeNames: Record<PortfolioRange, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };

/**
 * Screen coordinates of the points: time across, value up. The scaling is done in decimals; only the
 * final pixel positions become numbers.
 */
export function chartPoints(points: readonly ValuePoint[], width: number, height: number): string {
  if (points.length === 0) return '';
  const first = points[0]!.at;
  const span = Math.max(points.at(-1)!.at - first, 1);
  const values = points.map((s) => dec(s.total));
  const low = values.reduce((a, b) => (b.lt(a) ? b : a));
  const high = values.reduce((a, b) => (b.gt(a) ? b : a));
  const range = high.minus(low);
  return points
    .map((s, i) => {
      const x = ((s.at - first) / span) * width;
      const y = range.isZero()
        ? height / 2
        : values[i]!.minus(low).div(range).mul(height).negated().plus(height).toNumber();
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

interface ValueChartProps {
  readonly quoteAsset: string;
  readonly width?: number;
  readonly height?: number;
}

/**
 * The portfolio's value over the chosen range, from main's reconstruction (the balances rolled back
 * through the account's trades, at kline closes); refetched every 30 s and after each balance push that
 * changes a holding, so its last point is now. Memoized: the account panel re-renders on every balance
 * and limits push, which leave the chart as it is.
 */
export const ValueChart = memo(function ValueChart({
  quoteAsset,
  width = 320,
  height = 80,
}: ValueChartProps) {
  const terminal = useTerminal();
  const [range, setRange] = useState<PortfolioRange>('24h');
  const history = useQuery(accountQueries.portfolioHistory(terminal, quoteAsset, range));
  const points = history.data?.points ?? noPoints;
  const first = points[0];
  const last = points.at(-1);
  const line = useMemo(
    () => (points.length > 1 ? chartPoints(points, width, height) : ''),
    [points, width, height],
  );
  const extremes = useMemo(() => {
    const totals = points.map((p) => dec(p.total));
    return totals.length === 0
      ? null
      : {
          low: totals.reduce((a, b) => (b.lt(a) ? b : a)).toFixed(),
          high: totals.reduce((a, b) => (b.gt(a) ? b : a)).toFixed(),
        };
  }, [points]);

  return (
    <figure className="value-chart">
      <div role="group" aria-label="Value chart range" className="actions">
        {portfolioRanges.map((r) => (
          <button key={r} type="button" aria-pressed={range === r} onClick={() => setRange(r)}>
            {rangeNames[r]}
          </button>
        ))}
      </div>
      <ErrorText error={history.error} label="Value history could not be loaded" />
      <svg
        role="img"
        aria-label={
          `Portfolio value in ${quoteAsset} over ${rangeNames[range]}` +
          (first && last && points.length > 1
            ? `, from ${formatAmount(first.total, quoteAsset)} to ${formatAmount(last.total, quoteAsset)}`
            : ', no data yet')
        }
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
      >
        {points.length > 1 && <polyline points={line} fill="none" stroke="currentColor" strokeWidth="1.5" />}
      </svg>
      <figcaption>
        {history.isPending && 'Reconstructing the value history…'}
        {history.data && extremes && (
          <span className="num">
            Low {formatAmount(extremes.low, quoteAsset)} · High {formatAmount(extremes.high, quoteAsset)}{' '}
            {quoteAsset}, every {history.data.interval}
          </span>
        )}
        <span className="muted">
          Today&apos;s balances rolled back through your trades and valued at each candle&apos;s close;
          deposits and withdrawals are not rolled back.
        </span>
        {history.data && history.data.unpriced.length > 0 && (
          <span className="muted"> Not valued: {history.data.unpriced.join(', ')}.</span>
        )}
      </figcaption>
    </figure>
  );
});
