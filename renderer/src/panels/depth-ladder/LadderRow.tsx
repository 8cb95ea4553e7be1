import { memo } from 'react';
import { formatPrice, formatQuantity } from '../../ui/format-decimal';
import type { LevelOrders } from './ladder-math';

export type BookSide = 'bid' | 'ask';

interface LadderRowProps {
  readonly side: BookSide;
  readonly price: string;
  readonly quantity: string;
  readonly total: string;
  /** The depth bar's CSS width, e.g. "42.50%". */
  readonly width: string;
  readonly tickSize: string;
  readonly stepSize: string;
  readonly mine: LevelOrders | undefined;
  readonly onPick: (price: string, side: BookSide) => void;
  readonly onCancel: ((orderId: string) => void) | undefined;
}

/** One price level. Rows are keyed by position and only repaint when their own figures change. */
export const LadderRow = memo(function LadderRow({
  side,
  price,
  quantity,
  total,
  width,
  tickSize,
  stepSize,
  mine,
  onPick,
  onCancel,
}: LadderRowProps) {
  return (
    <tr className={`ladder-row side-${side}${mine ? ' has-mine' : ''}`}>
      <td className="ladder-mine num">
        {mine && (
          <span className="mine-mark" aria-label={`Your orders: ${formatQuantity(mine.remaining, stepSize)}`}>
            ● {formatQuantity(mine.remaining, stepSize)}
          </span>
        )}
        {mine &&
          onCancel &&
          mine.orderIds.map((id) => (
            <button
              key={id}
              type="button"
              className="cancel-order"
              aria-label={`Cancel order ${id}`}
              onClick={() => onCancel(id)}
            >
              ×
            </button>
          ))}
      </td>
      <td className="ladder-price num">
        <button type="button" onClick={() => onPick(price, side)}>
          {formatPrice(price, tickSize)}
        </button>
      </td>
      <td className="ladder-size num">{formatQuantity(quantity, stepSize)}</td>
      <td className="ladder-total num">
        <span className="depth-bar" style={{ width }} aria-hidden="true" />
        {formatQuantity(total, stepSize)}
      </td>
    </tr>
  );
});
