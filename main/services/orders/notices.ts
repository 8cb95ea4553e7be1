import Decimal from 'decimal.js';
import type { OrderNotice, OrderView } from '@shared/ipc/orders';

/** A venue decimal as a person reads it: no padding zeros ("0.01000000" → "0.01"). */
const plain = (value: string) => new Decimal(value).toFixed();

const describe = (o: OrderView) => `${o.side} ${plain(o.origQty)} ${o.symbol} ${o.type}`;

/** The fills' average price, to the venue's eight decimals (a quotient rarely ends sooner). */
const averagePrice = (o: OrderView): string | null => {
  const qty = new Decimal(o.executedQty);
  return qty.isZero()
    ? null
    : new Decimal(o.cummulativeQuoteQty).div(qty).toDecimalPlaces(8, Decimal.ROUND_HALF_EVEN).toFixed();
};

/** What the user is told when an order's state changes; nothing for changes they did not wait for. */
export function noticeFor(before: OrderView | undefined, after: OrderView): OrderNotice | null {
  if (before?.status === after.status && before.executedQty === after.executedQty) return null;
  const avg = averagePrice(after);
  const at = avg === null ? '' : ` at an average of ${avg}`;
  switch (after.status) {
    case 'FILLED':
      return { kind: 'filled', order: after, message: `Filled: ${describe(after)}${at}.` };
    case 'PARTIALLY_FILLED':
      return {
        kind: 'partially-filled',
        order: after,
        message: `Partially filled: ${plain(after.executedQty)} of ${describe(after)}${at}.`,
      };
    case 'CANCELED':
      return { kind: 'canceled', order: after, message: `Cancelled: ${describe(after)}.` };
    case 'EXPIRED':
    case 'EXPIRED_IN_MATCH':
      return { kind: 'expired', order: after, message: `Expired: ${describe(after)}.` };
    case 'REJECTED':
      return {
        kind: 'rejected',
        order: after,
        message: `Rejected: ${describe(after)}${after.problem ? `: ${after.problem.message}` : ''}.`,
      };
    default:
      return null;
  }
}

export function reconciledNotice(after: OrderView): OrderNotice {
  const outcome =
    after.orderId === null
      ? 'the venue has no such order: it was not placed'
      : `the venue has it as ${after.status}`;
  return {
    kind: 'reconciled',
    order: after,
    message: `Order ${after.clientOrderId} (${describe(after)}) is known again: ${outcome}.`,
  };
}
