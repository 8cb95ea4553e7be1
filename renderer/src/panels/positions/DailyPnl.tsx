import { dec } from '@shared/decimal/decimal';
import type { PositionsView } from '@shared/ipc/positions';
import { money } from './figures';

const width = 300;
const height = 60;

/** Realized P&L per UTC day over 30 days as bars above and below a zero line; each bar says its figure. */
export function DailyPnl({ view }: { readonly view: PositionsView }) {
  const largest = view.daily.reduce((max, d) => {
    const abs = dec(d.realized).abs();
    return abs.gt(max) ? abs : max;
  }, dec('0'));
  const step = width / view.daily.length;
  const mid = height / 2;
  // Pixel heights only: the figures themselves stay decimal in the labels.
  const heightOf = (value: string) =>
    largest.isZero() ? 0 : dec(value).abs().div(largest).times(mid).toDecimalPlaces(1).toNumber();
  return (
    <figure className="daily-pnl">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Realized P&L per day over 30 days, in ${view.quoteAsset}`}
      >
        <line x1={0} x2={width} y1={mid} y2={mid} className="zero-line" />
        {view.daily.map((d, i) => {
          const h = heightOf(d.realized);
          const up = !dec(d.realized).isNegative();
          return (
            <rect
              key={d.day}
              x={i * step + 1}
              width={Math.max(1, step - 2)}
              y={up ? mid - h : mid}
              height={h}
              className={up ? 'bar-up' : 'bar-down'}
            >
              <title>{`${new Date(d.day).toISOString().slice(0, 10)}: ${money(d.realized, view.quoteAsset)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="muted">Realized P&amp;L per day (UTC), last 30 days</figcaption>
    </figure>
  );
}
