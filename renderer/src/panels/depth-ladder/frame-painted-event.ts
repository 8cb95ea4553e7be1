import { useLayoutEffect } from 'react';
import type { BookFrame } from '@shared/ipc/market';
import { paintsThisFrame } from '../../api/paint-queue';
import { afterPaint } from '../../ui/after-paint';

/** The window event the ladder dispatches once a book frame is on screen; read by `npm run bench`. */
export const framePaintedEvent = 'tt:book-frame-painted';

/** The window event the ladder dispatches once a change of the trader's open orders is on screen; read by `npm run bench`. */
export const ordersPaintedEvent = 'tt:ladder-orders-painted';

export interface FramePaintedDetail {
  /** The frame's symbol (the ladder shows a frame only once it is its own symbol's). */
  readonly symbol: string;
  /** Venue event time of the newest diff in the frame (ms, venue clock). */
  readonly eventTime: number;
  /** When main cut the frame (ms, local clock). */
  readonly frameTime: number;
  /** When the frame was painted (ms since the epoch, this page's clock). */
  readonly paintedAt: number;
}

export interface OrdersPaintedDetail {
  /** When the render with the new open orders was painted (ms since the epoch, this page's clock). */
  readonly paintedAt: number;
}

/**
 * After the DOM commit of `value`'s render, tells `announce` when it was painted (`afterPaint`; for
 * renders of work the paint queue ran just before a paint, that paint). Nothing is retained, so it
 * costs nothing unobserved.
 */
function useAnnounceAfterPaint<T>(
  value: T | undefined,
  announce: (value: T, paintedAt: number) => void,
): void {
  useLayoutEffect(() => {
    if (value === undefined) return;
    afterPaint((paintedAt) => announce(value, paintedAt), paintsThisFrame());
    // `announce` is a module-level function for each caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
}

const announceFrame = ({ symbol, eventTime, frameTime }: BookFrame, paintedAt: number) => {
  const detail: FramePaintedDetail = { symbol, eventTime, frameTime, paintedAt };
  window.dispatchEvent(new CustomEvent(framePaintedEvent, { detail }));
};

/** Dispatches `tt:book-frame-painted` once `frame` is on screen. */
export function useFramePaintedEvent(frame: BookFrame | undefined): void {
  useAnnounceAfterPaint(frame, announceFrame);
}

const announceOrders = (_orders: unknown, paintedAt: number) => {
  const detail: OrdersPaintedDetail = { paintedAt };
  window.dispatchEvent(new CustomEvent(ordersPaintedEvent, { detail }));
};

/** Dispatches `tt:ladder-orders-painted` once a new list of the trader's open orders is on screen. */
export function useOrdersPaintedEvent(orders: readonly unknown[]): void {
  useAnnounceAfterPaint(orders, announceOrders);
}
