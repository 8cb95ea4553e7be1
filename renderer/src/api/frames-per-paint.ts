import type { TerminalApi, Unsubscribe } from '@shared/ipc/contract';
import { paintQueue, type PaintQueue } from './paint-queue';

/** The market's frame events: tens a second on a busy market, each a render of the panels it feeds. */
const FRAME_EVENTS = ['onBook', 'onTrades', 'onKline', 'onMark', 'onTickers'] as const;

/**
 * The terminal with market frames delivered together just before the next paint, in the order they
 * came, instead of one render per frame as each arrives. The panels' stores notify React synchronously,
 * so frame by frame a busy market kept the page rendering back to back, and an order's answer (or a
 * click) waited behind those renders; now it waits at most for one batch, and a batch of several
 * frames is one render. Answers and every other event still arrive at once.
 */
export function deliverFramesPerPaint(terminal: TerminalApi, queue: PaintQueue = paintQueue): TerminalApi {
  const market = { ...terminal.market };
  for (const name of FRAME_EVENTS) {
    const subscribe = terminal.market[name] as (listener: (frame: unknown) => void) => Unsubscribe;
    (market as Record<string, unknown>)[name] = (listener: (frame: unknown) => void): Unsubscribe => {
      let listening = true;
      const off = subscribe((frame) =>
        queue.run(() => {
          if (listening) listener(frame);
        }),
      );
      return () => {
        listening = false;
        off();
      };
    };
  }
  return { ...terminal, market };
}
