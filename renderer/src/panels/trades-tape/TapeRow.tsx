import { memo } from 'react';
import type { TapeTrade } from '@shared/ipc/market';
import type { TimeDisplay } from '../../stores/ui-store';
import { formatPrice, formatQuantity } from '../../ui/format-decimal';
import { formatClock } from '../../ui/format-time';

interface TapeRowProps {
  /** The row's position in the whole tape (the header is 1), for assistive technology. */
  readonly rowIndex: number;
  readonly trade: TapeTrade;
  readonly tickSize: string;
  readonly stepSize: string;
  readonly timeDisplay: TimeDisplay;
}

/** One public trade, coloured by its aggressor's side; a trade never changes, so neither does its row. */
export const TapeRow = memo(function TapeRow({
  rowIndex,
  trade,
  tickSize,
  stepSize,
  timeDisplay,
}: TapeRowProps) {
  const side = trade.side === 'BUY' ? 'buy' : 'sell';
  return (
    <tr className={`tape-row side-${side}`} aria-rowindex={rowIndex}>
      <td className="num tape-price">{formatPrice(trade.price, tickSize)}</td>
      <td className="num tape-size">{formatQuantity(trade.quantity, stepSize)}</td>
      <td className="num tape-time">{formatClock(trade.time, timeDisplay)}</td>
      <td className="tape-side">{trade.side === 'BUY' ? 'Buy' : 'Sell'}</td>
    </tr>
  );
});
