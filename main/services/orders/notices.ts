import type { OrderNotice, OrderView } from '@shared/ipc/orders';
import { dec } from '@shared/decimal/decimal';
import { orderKind, spotTypeWord, statusWithName } from '@shared/ipc/order-words';
import { noticeNumbers, type NoticeNumbers, type PrecisionOf } from '../notice-numbers';

/** "limit buy 0.01000 BTCUSDT": the order in a trader's words, after the notice's colon. */
const kindOf = (o: OrderView) => orderKind(spotTypeWord(o.type), o.side).toLowerCase();
const describe = (o: OrderView, n: NoticeNumbers) => `${kindOf(o)} ${n.size(o.origQty)} ${o.symbol}`;

/** The fills' average price, unrounded: the notice writes it on the tick. */
const averagePrice = (o: OrderView): string | null => {
  const qty = dec(o.executedQty);
  return qty.isZero() ? null : dec(o.cummulativeQuoteQty).div(qty).toFixed();
};

/**
 * What the user is told when an order's state changes; nothing for changes they did not wait for.
 * Prices and sizes are on the symbol's tick and step where `precisionOf` knows them.
 */
export function noticeFor(
  before: OrderView | undefined,
  after: OrderView,
  precisionOf?: PrecisionOf,
): OrderNotice | null {
  if (before?.status === after.status && before.executedQty === after.executedQty) return null;
  const n = noticeNumbers(precisionOf?.(after.symbol));
  const avg = averagePrice(after);
  const at = avg === null ? '' : ` at an average of ${n.price(avg)}`;
  switch (after.status) {
    case 'FILLED':
      return { kind: 'filled', order: after, message: `Filled: ${describe(after, n)}${at}.` };
    case 'PARTIALLY_FILLED':
      return {
        kind: 'partially-filled',
        order: after,
        message: `Partially filled: ${kindOf(after)} ${n.size(after.executedQty)} of ${n.size(after.origQty)} ${after.symbol}${at}.`,
      };
    case 'CANCELED':
      return { kind: 'canceled', order: after, message: `Cancelled: ${describe(after, n)}.` };
    case 'EXPIRED':
    case 'EXPIRED_IN_MATCH':
      return { kind: 'expired', order: after, message: `Expired: ${describe(after, n)}.` };
    case 'REJECTED':
      return {
        kind: 'rejected',
        order: after,
        message: `Rejected: ${describe(after, n)}${after.problem ? `: ${after.problem.message}` : ''}.`,
      };
    default:
      return null;
  }
}

export function reconciledNotice(after: OrderView, precisionOf?: PrecisionOf): OrderNotice {
  const outcome =
    after.orderId === null
      ? 'the venue has no such order: it was not placed'
      : `the venue has it as ${statusWithName(after.status)}`;
  return {
    kind: 'reconciled',
    order: after,
    message: `Order ${after.clientOrderId} (${describe(after, noticeNumbers(precisionOf?.(after.symbol)))}) is known again: ${outcome}.`,
  };
}
