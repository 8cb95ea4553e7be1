import { memo, useState, type DragEvent, type MouseEvent } from 'react';
import { formatPrice, formatQuantity } from '../../ui/format-decimal';
import { describeMarked } from '../orders/marked-orders';
import type { LevelOrders } from './ladder-math';

export type BookSide = 'bid' | 'ask';

/** The drag payload: one of the trader's orders, by client id. */
export const orderDragType = 'application/x-tt-order';

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
  /** A plain click on the price: it goes to the order form. */
  readonly onPick: (price: string, side: BookSide) => void;
  /** A click with the placing modifier: a limit order at this level, the form's size. */
  readonly onPlace: ((price: string, side: BookSide) => void) | undefined;
  readonly placeModifier: 'Shift' | 'Ctrl' | 'Alt' | 'off';
  readonly onCancel: ((orderId: string) => void) | undefined;
  /** One of the trader's orders dropped on this level. */
  readonly onDropOrder: ((orderId: string, price: string) => void) | undefined;
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
  onPick,
  onPlace,
  placeModifier,
  onCancel,
  onDropOrder,
}: LadderRowProps) {
  const [target, setTarget] = useState(false);
  const shownPrice = formatPrice(price, tickSize);
  const drop = onDropOrder && {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(orderDragType)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setTarget(true);
    },
    onDragLeave: () => setTarget(false),
    onDrop: (event: DragEvent) => {
      setTarget(false);
      const orderId = event.dataTransfer.getData(orderDragType);
      if (!orderId) return;
      event.preventDefault();
      onDropOrder(orderId, price);
    },
  };
  return (
    <tr
      className={`ladder-row side-${side}${mine ? ' has-mine' : ''}${target ? ' drop-target' : ''}`}
      {...drop}
    >
      <td className="ladder-mine num">
        {mine?.orders.map((order) => {
          const quantityText = formatQuantity(order.remaining, stepSize);
          const name = `${describeMarked(order, quantityText)} at ${shownPrice}`;
          return (
            <span
              key={order.id}
              className={`mine-order kind-${order.kind}${order.pending ? ' pending' : ''}`}
            >
              <span
                className="mine-mark"
                role="img"
                aria-label={`Your order: ${name}${onDropOrder ? ' (drag to another price to move it)' : ''}`}
                title={name}
                draggable={onDropOrder !== undefined}
                onDragStart={(event) => {
                  event.dataTransfer.setData(orderDragType, order.id);
                  event.dataTransfer.effectAllowed = 'move';
                }}
              >
                {order.kind === 'stop' ? '◆' : '●'} {quantityText}
              </span>
              {onCancel && (
                <button
                  type="button"
                  className="cancel-order"
                  aria-label={`Cancel order ${order.id}`}
                  onClick={() => onCancel(order.id)}
                >
                  ×
                </button>
              )}
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
      <td className="ladder-size num">{formatQuantity(quantity, stepSize)}</td>
      <td className="ladder-total num">
        <span className="depth-bar" style={{ width }} aria-hidden="true" />
        {formatQuantity(total, stepSize)}
      </td>
    </tr>
  );
});
