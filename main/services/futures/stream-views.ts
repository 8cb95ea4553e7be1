import type { OrderTradeUpdate } from '@shared/api/futures/user-data';
import type { FuturesFamily, FuturesOrderView } from '@shared/ipc/futures';
import type { FuturesOrderNotice } from '@shared/ipc/futures-pnl';
import { isZero } from '@shared/decimal/decimal';
import { futuresTypeWord, orderKind, statusWithName } from '@shared/ipc/order-words';
import { formatExact } from '@shared/decimal/format';
import { noticeNumbers, type NoticeNumbers, type PrecisionOf } from '../notice-numbers';

/** An order as an ORDER_TRADE_UPDATE tells it. */
export function streamOrderView(family: FuturesFamily, event: OrderTradeUpdate): FuturesOrderView {
  const o = event.o;
  return {
    family,
    symbol: o.s,
    orderId: o.i,
    clientOrderId: o.c,
    side: o.S,
    positionSide: o.ps,
    type: o.o,
    origType: o.ot,
    status: o.X,
    timeInForce: o.f,
    price: o.p,
    avgPrice: isZero(o.z) ? null : o.ap,
    origQty: o.q,
    executedQty: o.z,
    stopPrice: o.sp,
    reduceOnly: o.R,
    closePosition: o.cp ?? false,
    workingType: o.wt,
    priceProtect: o.pP ?? false,
    priceMatch: o.pm ?? 'NONE',
    selfTradePreventionMode: o.V ?? 'NONE',
    goodTillDate: o.gtd ? o.gtd : null,
    activatePrice: o.AP ?? null,
    priceRate: o.cr ?? null,
    updateTime: o.T,
  };
}

/** "market buy", "stop market sell": the order in a trader's words, after the notice's colon. */
const kindOf = (o: FuturesOrderView) => orderKind(futuresTypeWord(o.origType), o.side).toLowerCase();
/** "(long)" for a hedge-mode side; nothing in one-way mode. */
const sideOf = (o: FuturesOrderView) =>
  o.positionSide === 'BOTH' ? '' : ` (${o.positionSide.toLowerCase()})`;
const describe = (o: FuturesOrderView, n: NoticeNumbers) =>
  `${kindOf(o)} ${n.size(o.origQty)} ${o.symbol}${sideOf(o)}`;

/**
 * What the user is told of an ORDER_TRADE_UPDATE: fills, cancels and expiries; nothing for a new
 * order. Prices and sizes are on the contract's tick and step where `precisionOf` knows them.
 */
export function streamNotice(
  event: OrderTradeUpdate,
  order: FuturesOrderView,
  precisionOf?: PrecisionOf,
): FuturesOrderNotice | null {
  const n = noticeNumbers(precisionOf?.(order.symbol));
  const at = order.avgPrice === null ? '' : ` at an average of ${n.price(order.avgPrice)}`;
  const profit = isZero(event.o.rp) ? '' : ` Realized P&L ${formatExact(event.o.rp)}.`;
  switch (event.o.x) {
    case 'TRADE':
    case 'CALCULATED':
      return order.status === 'FILLED'
        ? { kind: 'filled', order, message: `Filled: ${describe(order, n)}${at}.${profit}` }
        : {
            kind: 'partially-filled',
            order,
            message: `Partially filled: ${kindOf(order)} ${n.size(order.executedQty)} of ${n.size(order.origQty)} ${order.symbol}${sideOf(order)}${at}.${profit}`,
          };
    case 'CANCELED':
      return { kind: 'canceled', order, message: `Cancelled: ${describe(order, n)}.` };
    case 'EXPIRED':
      return { kind: 'expired', order, message: `Expired: ${describe(order, n)}.` };
    default:
      return null;
  }
}

/** An order whose placing answer was lost, now known: found at the venue, or not placed. */
export function reconciledNotice(order: FuturesOrderView, precisionOf?: PrecisionOf): FuturesOrderNotice {
  const outcome =
    order.orderId === null && order.algoId === undefined
      ? 'the venue has no such order: it was not placed'
      : `the venue has it as ${statusWithName(order.status)}`;
  const n = noticeNumbers(precisionOf?.(order.symbol));
  return {
    kind: 'reconciled',
    order,
    message: `Order ${order.clientOrderId} (${describe(order, n)}) is known again: ${outcome}.`,
  };
}
