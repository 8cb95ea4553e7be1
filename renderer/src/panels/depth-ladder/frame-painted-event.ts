import { useLayoutEffect } from 'react';
import type { BookFrame } from '@shared/ipc/market';
import { paintsThisFrame } from '../../api/paint-queue';

/** The window event the ladder dispatches once a book frame is on screen; read by `npm run bench`. */
export const framePaintedEvent = 'tt:book-frame-painted';

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

/**
 * After the frame's DOM commit, the next animation frame paints it (or, for frames delivered just
 * before a paint, that paint); a task queued from that frame's rAF callback runs once it is done. Nothing is retained, so it costs nothing unobserved.
 */
export function useFramePaintedEvent(frame: BookFrame | undefined): void {
  useLayoutEffect(() => {
    if (!frame) return;
    const { symbol, eventTime, frameTime } = frame;
    const announce = () =>
      setTimeout(() => {
        // A test's window can be gone by the time a last frame's timer runs.
        if (typeof window === 'undefined') return;
        const detail: FramePaintedDetail = {
          symbol,
          eventTime,
          frameTime,
          paintedAt: performance.timeOrigin + performance.now(),
        };
        window.dispatchEvent(new CustomEvent(framePaintedEvent, { detail }));
      }, 0);
    if (paintsThisFrame()) announce();
    else requestAnimationFrame(announce);
  }, [frame]);
}
