import { decimalsOf, formatAtLeast, formatQuantity } from '@shared/decimal/format';
import type { TwapView } from '@shared/ipc/twap';

/**
 * A TWAP's end in one sentence, its figures on the symbol's tick and step (an average keeps its own
 * digits past the tick, up to eight): what it sent, what filled and at what average, and why it
 * stopped or what it skipped.
 */
export function endWords(view: TwapView, tickSize: string, stepSize: string): string {
  const size = (value: string) => formatQuantity(value, stepSize);
  const what = `TWAP ${view.side === 'BUY' ? 'buy' : 'sell'} ${size(view.quantity)} ${view.symbol}`;
  // A stop's note says how many slices went, and why.
  const how = view.state === 'done' ? `done: ${view.sent} of ${view.slices} slices sent, ` : 'stopped: ';
  const average =
    view.avgPrice === null
      ? 'nothing filled'
      : `${size(view.executedQty)} filled at ${formatAtLeast(view.avgPrice, decimalsOf(tickSize))} average`;
  return `${what} ${how}${average}.${view.note ? ` ${view.note}` : ''}`;
}
