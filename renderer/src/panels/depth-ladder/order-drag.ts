import { useCallback, useEffect, useRef, useState } from 'react';

/** One of the trader's orders being dragged along the ladder, and the level under the pointer. */
export interface OrderDrag {
  /** The dragged order's client id, or null when nothing is dragged. */
  readonly dragged: string | null;
  /** The level the pointer is over while dragging (the row's price as the frame gives it). */
  readonly over: string | null;
  /** The pointer went down on an order's mark. */
  readonly start: (orderId: string) => void;
  /** The pointer entered a level's row. */
  readonly enter: (price: string) => void;
  /** The pointer came up over a level's row: the order is dropped there. */
  readonly release: (price: string) => void;
}

/**
 * Dragging an order with pointer events rather than the browser's drag and drop. The drag lives here,
 * not in the mark's element, so it survives the book shifting under the pointer: rows are keyed by
 * position, and a level moving to another row replaces the mark the drag began on — which ends a
 * native drag and drops the trader's gesture on the floor. A release outside any level, or Escape,
 * ends the drag and sends nothing.
 */
export function useOrderDrag(drop: ((orderId: string, price: string) => void) | undefined): OrderDrag {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const draggedRef = useRef<string | null>(null);
  const dropRef = useRef(drop);
  useEffect(() => {
    dropRef.current = drop;
  });

  const listeners = useRef<(() => void) | null>(null);
  const end = useCallback(() => {
    draggedRef.current = null;
    listeners.current?.();
    listeners.current = null;
    setDragged(null);
    setOver(null);
  }, []);
  useEffect(() => () => listeners.current?.(), []);

  const start = useCallback(
    (orderId: string) => {
      if (!dropRef.current) return;
      listeners.current?.();
      draggedRef.current = orderId;
      // Window listeners run after a row's own handlers (React listens at its root), so a release over
      // a level is dropped there first and this only ends a release anywhere else.
      const onUp = () => end();
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') end();
      };
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onUp);
      window.addEventListener('keydown', onKey);
      listeners.current = () => {
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onUp);
        window.removeEventListener('keydown', onKey);
      };
      setDragged(orderId);
    },
    [end],
  );
  const enter = useCallback((price: string) => {
    if (draggedRef.current !== null) setOver(price);
  }, []);
  const release = useCallback(
    (price: string) => {
      const orderId = draggedRef.current;
      if (orderId === null) return;
      end();
      dropRef.current?.(orderId, price);
    },
    [end],
  );
  return { dragged, over, start, enter, release };
}
