import Decimal from 'decimal.js';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatPrice } from '@shared/decimal/format';
import { placeLines, priceAtTick, spreadLabels } from './line-layout';
import './chart-lines.css';

/** Price ↔ pixel on the chart's candle pane. */
export interface ChartScale {
  priceToY(price: number): number | null;
  yToPrice(y: number): number | null;
}

/** A horizontal line on the chart: an order, a position's entry, an alert. */
export interface ChartLine {
  readonly id: string;
  /** The exact price; the chart's floats only place it. */
  readonly price: string;
  readonly tone: 'buy' | 'sell' | 'neutral' | 'alert';
  /** What its label says, before the price. */
  readonly label: string;
  /** Dragging it to another price. */
  readonly onMove?: (price: string) => void;
  /** A control on the line that removes what it stands for (cancel an order, delete an alert). */
  readonly remove?: { readonly label: string; readonly run: () => void };
  /** Not on the venue yet: what the order form would place, drawn faint. */
  readonly preview?: boolean;
}

interface ChartLinesProps {
  readonly lines: readonly ChartLine[];
  readonly scale: ChartScale | undefined;
  readonly tickSize: string;
  /** The pane's height in pixels. */
  readonly height: number;
}

interface Drag {
  readonly id: string;
  readonly y: number;
  /** A keyboard move: the price stepped by ticks, committed with Enter. */
  readonly price?: string;
}

/**
 * Lines over the chart, each with its label, a remove control and a handle that drags it to another
 * price (or, focused, moves it a tick per arrow key and places it with Enter). A line whose price is
 * out of view stays pinned at the edge with an arrow, so nothing the trader has working is hidden.
 */
export function ChartLines({ lines, scale, tickSize, height }: ChartLinesProps) {
  const layer = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  if (!scale) return null;

  const yOf = (event: PointerEvent) => event.clientY - (layer.current?.getBoundingClientRect().top ?? 0);
  const finish = (line: ChartLine, price: string | null) => {
    setDrag(null);
    if (price !== null && !new Decimal(price).eq(line.price)) line.onMove?.(price);
  };
  const stepKey = (line: ChartLine, event: KeyboardEvent) => {
    const current = drag?.id === line.id && drag.price !== undefined ? drag.price : line.price;
    const ticks = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (ticks !== 0) {
      event.preventDefault();
      const next = new Decimal(current).plus(new Decimal(tickSize).times(ticks));
      if (next.gt(0))
        setDrag({ id: line.id, y: 0, price: next.toFixed(new Decimal(tickSize).decimalPlaces()) });
    } else if (event.key === 'Enter' && drag?.id === line.id && drag.price !== undefined) {
      event.preventDefault();
      finish(line, drag.price);
    } else if (event.key === 'Escape') setDrag(null);
  };

  const draggingOf = (line: ChartLine) => (drag?.id === line.id ? drag : null);
  const places = placeLines(
    lines.map((line) => {
      const dragging = draggingOf(line);
      return dragging && dragging.price === undefined
        ? dragging.y
        : scale.priceToY(Number(dragging?.price ?? line.price));
    }),
    height,
  );
  // A label moves off its line only where another would cover it.
  const labels = spreadLabels(
    places.map((place) => place?.top ?? null),
    height,
  );

  return (
    <div ref={layer} className="chart-lines" aria-label="Lines on the chart" role="group">
      {lines.map((line, index) => {
        const dragging = draggingOf(line);
        const shownPrice = dragging?.price ?? line.price;
        const place = places[index];
        if (!place) return null;
        const previewPrice =
          dragging && dragging.price === undefined
            ? priceAtTick(scale.yToPrice(dragging.y), tickSize)
            : shownPrice;
        const text = `${line.label} ${formatPrice(previewPrice ?? line.price, tickSize)}`;
        const arrow = place.pinned === 'above' ? '▲ ' : place.pinned === 'below' ? '▼ ' : '';
        const shift = (labels[index] ?? place.top) - place.top;
        return (
          <div
            key={line.id}
            className={`chart-line tone-${line.tone}${line.preview ? ' preview' : ''}${place.pinned ? ' pinned' : ''}${dragging ? ' dragging' : ''}`}
            style={{ top: `${place.top}px` }}
            role="group"
            aria-label={`${line.label} at ${formatPrice(line.price, tickSize)}${place.pinned ? `, out of view ${place.pinned}` : ''}`}
          >
            <span className="chart-line-rule" aria-hidden="true" />
            <span
              className="chart-line-label"
              style={shift === 0 ? undefined : { transform: `translateY(calc(-50% + ${shift}px))` }}
            >
              {line.onMove ? (
                <button
                  type="button"
                  className="chart-line-handle"
                  aria-label={`Move ${line.label}: drag, or arrow keys then Enter`}
                  onPointerDown={(event) => {
                    event.currentTarget.setPointerCapture?.(event.pointerId);
                    setDrag({ id: line.id, y: yOf(event) });
                  }}
                  onPointerMove={(event) => {
                    if (dragging && dragging.price === undefined) setDrag({ id: line.id, y: yOf(event) });
                  }}
                  onPointerUp={(event) => {
                    if (!dragging || dragging.price !== undefined) return;
                    finish(line, priceAtTick(scale.yToPrice(yOf(event)), tickSize));
                  }}
                  onPointerCancel={() => setDrag(null)}
                  onKeyDown={(event) => stepKey(line, event)}
                  onBlur={() => dragging?.price !== undefined && setDrag(null)}
                >
                  ⇅
                </button>
              ) : null}
              <span className="chart-line-text num">
                {arrow}
                {text}
              </span>
              {line.remove && (
                <button
                  type="button"
                  className="chart-line-remove"
                  aria-label={line.remove.label}
                  onClick={line.remove.run}
                >
                  ×
                </button>
              )}
            </span>
          </div>
        );
      })}
    </div>
  );
}
