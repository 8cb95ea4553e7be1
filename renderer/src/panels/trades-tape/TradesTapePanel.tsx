import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useSymbolPrecision } from '../../api/use-symbols';
import { useUiStore } from '../../stores/ui-store';
import { MarketPanel } from '../market-panel/MarketPanel';
import { usePanelMarket, type PanelLink } from '../market-panel/panel-link';
import { TapeRow } from './TapeRow';
import { useTape } from './use-tape';
import './tape.css';

/** Every tape row is this tall (tape.css `.tape-row`), so the list is virtualised without measuring. */
export const tapeRowHeight = 18;

/**
 * The symbol's public trades, newest on top, the aggressor's side in colour and words. All the trades
 * held in memory can be scrolled through; only the visible rows are in the DOM.
 */
export function TradesTapePanel({ link }: { link: PanelLink }) {
  const { symbol, market } = usePanelMarket(link);
  const precision = useSymbolPrecision(symbol, market);
  const { trades, error } = useTape(precision ? symbol : null, market);
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are read in this render only
  const virtualizer = useVirtualizer({
    count: trades.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => tapeRowHeight,
    getItemKey: (index) => trades[index]!.id,
    overscan: 8,
  });
  const rows = virtualizer.getVirtualItems();
  const padTop = rows[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (rows[rows.length - 1]?.end ?? 0);

  return (
    <MarketPanel className="tape-panel" title="Trades tape" link={link} error={error}>
      <div ref={scroller} className="tape-scroll">
        {precision && (
          <table aria-label="Trades" aria-rowcount={trades.length + 1} className="tape">
            <thead>
              <tr aria-rowindex={1}>
                <th className="num">Price</th>
                <th className="num">Size</th>
                <th className="num">Time ({timeDisplay === 'utc' ? 'UTC' : 'local'})</th>
                <th>Side</th>
              </tr>
            </thead>
            <tbody>
              {padTop > 0 && <tr aria-hidden="true" className="tape-spacer" style={{ height: padTop }} />}
              {rows.map((row) => (
                <TapeRow
                  key={row.key}
                  rowIndex={row.index + 2}
                  trade={trades[row.index]!}
                  tickSize={precision.tickSize}
                  stepSize={precision.stepSize}
                  timeDisplay={timeDisplay}
                />
              ))}
              {padBottom > 0 && (
                <tr aria-hidden="true" className="tape-spacer" style={{ height: padBottom }} />
              )}
            </tbody>
          </table>
        )}
      </div>
    </MarketPanel>
  );
}
