import Decimal from 'decimal.js';
import { memo } from 'react';
import type { TickerView } from '@shared/ipc/market';
import type { SymbolPrecision } from '@shared/market/symbol-precision';
import { formatCompact } from '../../ui/format-compact';
import { formatDecimal, formatPrice } from '@shared/decimal/format';

interface WatchlistRowProps {
  readonly id: string;
  readonly symbol: SymbolPrecision;
  readonly ticker: TickerView | undefined;
  readonly favourite: boolean;
  readonly active: boolean;
  readonly cursor: boolean;
  readonly onChoose: (symbol: string) => void;
  readonly onToggleFavourite: (symbol: string) => void;
}

function changeText(percent: string): { text: string; direction: 'up' | 'down' | 'flat' } {
  const value = new Decimal(percent);
  const text = `${formatDecimal(percent, 2)}%`;
  if (value.isZero()) return { text, direction: 'flat' };
  return value.isPositive() ? { text: `+${text}`, direction: 'up' } : { text, direction: 'down' };
}

/** One symbol of the watchlist; re-renders only when its own ticker or state changes. */
export const WatchlistRow = memo(function WatchlistRow({
  id,
  symbol,
  ticker,
  favourite,
  active,
  cursor,
  onChoose,
  onToggleFavourite,
}: WatchlistRowProps) {
  const change = ticker ? changeText(ticker.priceChangePercent) : undefined;
  return (
    <div
      id={id}
      role="row"
      aria-label={symbol.symbol}
      aria-selected={active}
      className={`watch-row${active ? ' is-active' : ''}${cursor ? ' is-cursor' : ''}`}
      onClick={() => onChoose(symbol.symbol)}
    >
      <span role="gridcell" className="watch-fav">
        <button
          type="button"
          tabIndex={-1}
          aria-label={`Favourite ${symbol.symbol}`}
          aria-pressed={favourite}
          onClick={(e) => {
            e.stopPropagation();
            onToggleFavourite(symbol.symbol);
          }}
        >
          {favourite ? '★' : '☆'}
        </button>
      </span>
      <span role="gridcell" className="watch-symbol">
        {symbol.baseAsset}
        <span className="muted">/{symbol.quoteAsset}</span>
      </span>
      <span role="gridcell" className="num watch-last" aria-label="Last price">
        {ticker ? formatPrice(ticker.lastPrice, symbol.tickSize) : '—'}
      </span>
      <span
        role="gridcell"
        className={`num watch-change ${change ? `dir-${change.direction}` : ''}`}
        aria-label="24h change"
      >
        {change?.text ?? '—'}
      </span>
      <span
        role="gridcell"
        className="num watch-volume"
        aria-label="Quote volume"
        title={ticker ? `${formatDecimal(ticker.quoteVolume, 2)} ${symbol.quoteAsset}` : undefined}
      >
        {ticker ? formatCompact(ticker.quoteVolume) : '—'}
      </span>
    </div>
  );
});
