import { memo } from 'react';
import type { TapeTrade } from '@shared/ipc/market';
import type { TimeDisplay } from '../../stores/ui-store';
import { formatPrice, formatQuantity } from '@shared/decimal/format';
import { formatClock } from '../../ui/format-time';

interface TapeRowProps {
  /** The row's position in the whole tape (the header is 1), for assistive technology. */
  readonly rowIndex: number;
  readonly trade: TapeTrade;
  readonly tickSize: string;
  readonly stepSize: string;
  readonly timeDisplay: TimeDisplay;
}

/**
 * One public trade, coloured by its aggressor's side. A trade never changes, so neither do its cells:
 * when newer trades push it down only the row's position (`aria-rowindex`) is set again.
 */
export const TapeRow = memo(function TapeRow({ rowIndex, ...cells }: TapeRowProps) {
  return (
    <tr className={`tape-row side-${cells.trade.side === 'BUY' ? 'buy' : 'sell'}`} aria-rowindex={rowIndex}>
      <TapeCells {...cells} />
    </tr>
  );
});

const TapeCells = memo(function TapeCells({
  trade,
  tickSize,
  stepSize,
  timeDisplay,
}: Omit<TapeRowProps, 'rowIndex'>) {
  return (
    <>
      <td className="num tape-price">{formatPrice(trade.price, tickSize)}</td>
      <td className="num tape-size">{formatQuantity(trade.quantity, stepSize)}</td>
      <td className="num tape-time">{formatClock(trade.time, timeDisplay)}</td>
      <td className="tape-side">{trade.side === 'BUY' ? 'Buy' : 'Sell'}</td>
    </>
  );
});
