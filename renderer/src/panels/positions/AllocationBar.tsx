import { dec } from '@shared/decimal/decimal';
import type { PositionView } from '@shared/ipc/positions';
import { percent } from './figures';

/** The portfolio's allocation as one bar, largest share first; each segment names its asset and share. */
export function AllocationBar({ positions }: { readonly positions: readonly PositionView[] }) {
  const shares = positions
    .filter((p) => p.share !== null && dec(p.share).gt(0))
    .sort((a, b) => dec(b.share!).comparedTo(dec(a.share!)));
  if (shares.length === 0) return null;
  return (
    <div className="allocation">
      <div className="allocation-bar" aria-hidden="true">
        {shares.map((p, i) => (
          <span
            key={p.asset}
            className={`segment segment-${i % 6}`}
            style={{ width: `${p.share}%` }}
            title={`${p.asset} ${percent(p.share)}`}
          />
        ))}
      </div>
      <ul className="allocation-legend" aria-label="Allocation">
        {shares.map((p, i) => (
          <li key={p.asset}>
            <span className={`swatch segment-${i % 6}`} aria-hidden="true" />
            {p.asset} {percent(p.share)}
          </li>
        ))}
      </ul>
    </div>
  );
}
