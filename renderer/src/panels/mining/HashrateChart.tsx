import type { HashratePoint } from '@shared/ipc/mining';
import { formatHashrate, formatRate, hashrateGeometry } from './hashrate-chart-math';

const box = { width: 480, height: 140 };

/** The hashrate line (and the reject rate on its own scale) over a series, oldest on the left. */
export function HashrateChart({
  points,
  title,
}: {
  readonly points: readonly HashratePoint[];
  readonly title: string;
}) {
  if (points.length === 0) return <p className="empty">No hashrate reported.</p>;
  const g = hashrateGeometry(points, box);
  return (
    <figure className="hashrate-chart">
      <svg
        role="img"
        aria-label={`${title}: ${formatHashrate(g.minHashrate)} to ${formatHashrate(g.maxHashrate)}, reject rate up to ${formatRate(g.maxReject)}`}
        viewBox={`-4 -4 ${box.width + 8} ${box.height + 8}`}
        width="100%"
      >
        <polyline
          className="hashrate-line"
          points={g.hashrate}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <polyline
          className="reject-line"
          points={g.reject}
          fill="none"
          stroke="#d9822b"
          strokeWidth="1"
          strokeDasharray="4 3"
        />
      </svg>
      <figcaption>
        Hashrate {formatHashrate(g.minHashrate)} – {formatHashrate(g.maxHashrate)} (solid); reject rate 0 –{' '}
        {formatRate(g.maxReject)} (dashed)
      </figcaption>
    </figure>
  );
}
