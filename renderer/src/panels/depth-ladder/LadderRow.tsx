import { memo, type MouseEvent, type PointerEvent } from 'react';
import { formatPrice, formatQuantity } from '@shared/decimal/format';
import { describeMarked } from '../orders/marked-orders';
import { CancelOrderButton } from './CancelOrderButton';
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
  /** The order form's order(s) at this level before they are sent, in words. */
  readonly preview: string | undefined;
  /** A plain click on the price: it goes to the order form. */
  readonly onPick: (price: string, side: BookSide) => void;
  /** A click with the placing modifier: a limit order at this level, the form's size. */
  readonly onPlace: ((price: string, side: BookSide) => void) | undefined;
  readonly placeModifier: 'Shift' | 'Ctrl' | 'Alt' | 'off';
  readonly onCancel: ((orderId: string) => void) | undefined;
  /** Dragging the trader's orders between levels (see `useOrderDrag`); unset, marks do not drag. */
  readonly drag: RowDrag | undefined;
  /** An order is being dragged and the pointer is over this level. */
  readonly dropTarget: boolean;
}

/** The stable handlers of an order drag a row needs. */
export interface RowDrag {
  readonly start: (orderId: string) => void;
  readonly enter: (price: string) => void;
  readonly release: (price: string) => void;
}

const held = (event: MouseEvent, modifier: LadderRowProps['placeModifier']) =>
  (modifier === 'Shift' && event.shiftKey) ||
  (modifier === 'Ctrl' && (event.ctrlKey || event.metaKey)) ||
  (modifier === 'Alt' && event.altKey);

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
  preview,
  onPick,
  onPlace,
  placeModifier,
  onCancel,
  drag,
  dropTarget,
}: LadderRowProps) {
  const shownPrice = formatPrice(price, tickSize);
  return (
    <tr
      className={`ladder-row side-${side}${mine ? ' has-mine' : ''}${dropTarget ? ' drop-target' : ''}`}
      onPointerEnter={drag && (() => drag.enter(price))}
      onPointerUp={drag && (() => drag.release(price))}
    >
      <td className="ladder-mine num">
        {preview !== undefined && (
          <span
            className="form-preview"
            role="img"
            aria-label={`${preview} at ${shownPrice}`}
            title={preview}
          >
            ○
          </span>
        )}
        {mine?.orders.map((order) => {
          const quantityText = order.closesPosition ? 'position' : formatQuantity(order.remaining, stepSize);
          const name = `${describeMarked(order, quantityText)} at ${shownPrice}${order.moving ? ', moving' : ''}`;
          const draggable = drag !== undefined && order.fixed !== true;
          return (
            <span
              key={order.id}
              className={`mine-order kind-${order.kind}${order.pending ? ' pending' : ''}${order.moving ? ' moving' : ''}`}
            >
              <span
                className="mine-mark"
                role="img"
                aria-label={`Your order: ${name}${draggable ? ' (drag to another price to move it)' : ''}`}
                title={name}
                onPointerDown={
                  draggable
                    ? (event: PointerEvent) => {
                        if (event.button !== 0) return;
                        event.preventDefault();
                        drag.start(order.id);
                      }
                    : undefined
                }
              >
                {order.kind === 'stop' ? '◆' : '●'} {quantityText}
              </span>
              {onCancel && <CancelOrderButton orderId={order.id} onCancel={onCancel} />}
            </span>
          );
        })}
      </td>
      <td className="ladder-price num">
        <button
          type="button"
          title={
            onPlace && placeModifier !== 'off' ? `${placeModifier}+click: place a limit here` : undefined
          }
          onClick={(event) => {
            if (onPlace && held(event, placeModifier)) onPlace(price, side);
            else onPick(price, side);
          }}
        >
          {shownPrice}
        </button>
      </td>
      <td className="ladder-size num">
        {/* Behind the whole row (ladder.css), so it stays when the total gives way. */}
        <span className="depth-bar" style={{ width }} aria-hidden="true" />
        {formatQuantity(quantity, stepSize)}
      </td>
      <td className="ladder-total num">{formatQuantity(total, stepSize)}</td>
    </tr>
  );
});
