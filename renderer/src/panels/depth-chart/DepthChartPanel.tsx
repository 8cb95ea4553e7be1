import { useMemo } from 'react';
import { useSymbolPrecision } from '../../api/use-symbols';
import { decimalsOf, formatDecimal, formatPrice } from '@shared/decimal/format';
import { useBook } from '../depth-ladder/use-book';
import { MarketPanel } from '../market-panel/MarketPanel';
import { usePanelMarket, type PanelLink } from '../market-panel/panel-link';
import { depthGeometry } from './depth-geometry';
import './depth-chart.css';

/** Levels per side the depth chart asks for, at the tick size. */
export const depthChartLevels = 100;
const width = 400;
const height = 200;

/** Cumulative bid and ask depth around the mid, drawn from main's book frames. */
export function DepthChartPanel({ link }: { link: PanelLink }) {
  const { symbol, market } = usePanelMarket(link);
  const precision = useSymbolPrecision(symbol, market);
  const book = useBook(precision ? symbol : null, precision?.tickSize ?? null, depthChartLevels, market);
  const frame = book.frame?.symbol === symbol ? book.frame : undefined;
  const geometry = useMemo(
    () => (frame?.mid ? depthGeometry(frame.bids, frame.asks, frame.mid, width, height) : undefined),
    [frame],
  );

  return (
    <MarketPanel className="depth-chart-panel" title="Market depth" link={link} error={book.error}>
      {precision && frame && geometry ? (
        <figure className="depth-chart">
          <svg
            role="img"
            aria-label={`Cumulative depth of ${frame.symbol}`}
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
          >
            <path className="depth-bids" d={geometry.bidPath} />
            <path className="depth-asks" d={geometry.askPath} />
            <line className="depth-mid" x1={width / 2} x2={width / 2} y1={0} y2={height} />
          </svg>
          <figcaption className="depth-axis num">
            <span aria-label="Lowest price">{formatPrice(geometry.lowPrice, precision.tickSize)}</span>
            <span aria-label="Mid price">
              {formatDecimal(frame.mid!, decimalsOf(precision.tickSize) + 1)}
            </span>
            <span aria-label="Highest price">{formatPrice(geometry.highPrice, precision.tickSize)}</span>
          </figcaption>
        </figure>
      ) : (
        !book.error && <p className="muted">Waiting for the book…</p>
      )}
    </MarketPanel>
  );
}
