import { dec } from '../../../../shared/decimal/decimal';
import type { ValueSample } from './portfolio-history';

interface ValueChartProps {
  readonly samples: readonly ValueSample[];
  readonly quoteAsset: string;
  readonly width?: number;
  readonly height?: number;
}

/**
 * Screen coordinates of the samples: time across, value up. The scaling is done in decimals; only the
 * final pixel positions become numbers.
 */
export function chartPoints(samples: readonly ValueSample[], width: number, height: number): string {
  if (samples.length === 0) return '';
  const first = samples[0]!.at;
  const span = Math.max(samples.at(-1)!.at - first, 1);
  const values = samples.map((s) => dec(s.total));
  const low = values.reduce((a, b) => (b.lt(a) ? b : a));
  const high = values.reduce((a, b) => (b.gt(a) ? b : a));
  const range = high.minus(low);
  return samples
    .map((s, i) => {
      const x = ((s.at - first) / span) * width;
      const y = range.isZero()
        ? height / 2
        : values[i]!.minus(low).div(range).mul(height).negated().plus(height).toNumber();
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** The portfolio's value over time as a small SVG line. */
export function ValueChart({ samples, quoteAsset, width = 320, height = 80 }: ValueChartProps) {
  const last = samples.at(-1);
  return (
    <figure className="value-chart">
      <svg
        role="img"
        aria-label={`Portfolio value in ${quoteAsset} over time${last ? `, now ${last.total}` : ''}`}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
      >
        {samples.length > 1 && (
          <polyline
            points={chartPoints(samples, width, height)}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        )}
      </svg>
      <figcaption>
        {samples.length < 2
          ? 'The chart fills in as values arrive.'
          : `${samples.length} samples this session`}
      </figcaption>
    </figure>
  );
}
