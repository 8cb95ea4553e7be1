import { useId } from 'react';
import { useSymbolPrecision } from '../../api/use-symbols';
import { useUiStore } from '../../stores/ui-store';
import { PanelSymbolBar } from '../market-panel/PanelSymbolBar';
import { usePanelSymbol, type PanelLink } from '../market-panel/panel-link';
import { TapeRow } from './TapeRow';
import { useTape } from './use-tape';

/** Rows the tape keeps in the DOM; memory holds more (stream-store's tapeCapacity). */
export const tapeRowsShown = 100;

/** The symbol's public trades, newest on top, the aggressor's side in colour and words. */
export function TradesTapePanel({ link }: { link: PanelLink }) {
  const symbol = usePanelSymbol(link);
  const precision = useSymbolPrecision(symbol);
  const { trades, error } = useTape(precision ? symbol : null);
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const headingId = useId();

  return (
    <section className="panel tape-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Trades
      </h2>
      <PanelSymbolBar link={link} symbol={symbol} />
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      {precision && (
        <table aria-label="Trades" className="tape">
          <thead>
            <tr>
              <th className="num">Price</th>
              <th className="num">Size</th>
              <th className="num">Time ({timeDisplay === 'utc' ? 'UTC' : 'local'})</th>
              <th>Side</th>
            </tr>
          </thead>
          <tbody>
            {trades.slice(0, tapeRowsShown).map((trade) => (
              <TapeRow
                key={trade.id}
                trade={trade}
                tickSize={precision.tickSize}
                stepSize={precision.stepSize}
                timeDisplay={timeDisplay}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
