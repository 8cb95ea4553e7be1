import Decimal from 'decimal.js';
import type { OrderTradeUpdate } from '@shared/api/futures/user-data';
import type { FuturesFamily, FuturesOrderView } from '@shared/ipc/futures';
import type { FuturesOrderNotice } from '@shared/ipc/futures-pnl';

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
    avgPrice: new Decimal(o.z).isZero() ? null : o.ap,
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

/** A venue decimal as a person reads it: no padding zeros. */
const plain = (value: string) => new Decimal(value).toFixed();
const describe = (o: FuturesOrderView) =>
  `${o.side}${o.positionSide === 'BOTH' ? '' : ` ${o.positionSide}`} ${plain(o.origQty)} ${o.symbol} ${o.origType}`;

/** What the user is told of an ORDER_TRADE_UPDATE: fills, cancels and expiries; nothing for a new order. */
export function streamNotice(event: OrderTradeUpdate, order: FuturesOrderView): FuturesOrderNotice | null {
  const at = order.avgPrice === null ? '' : ` at an average of ${plain(order.avgPrice)}`;
  const profit = new Decimal(event.o.rp).isZero() ? '' : ` Realized P&L ${plain(event.o.rp)}.`;
  switch (event.o.x) {
    case 'TRADE':
    case 'CALCULATED':
      return order.status === 'FILLED'
        ? { kind: 'filled', order, message: `Filled: ${describe(order)}${at}.${profit}` }
        : {
            kind: 'partially-filled',
            order,
            message: `Partially filled: ${plain(order.executedQty)} of ${describe(order)}${at}.${profit}`,
          };
    case 'CANCELED':
      return { kind: 'canceled', order, message: `Cancelled: ${describe(order)}.` };
    case 'EXPIRED':
      return { kind: 'expired', order, message: `Expired: ${describe(order)}.` };
    default:
      return null;
  }
}

/** An order whose placing answer was lost, now known: found at the venue, or not placed. */
export function reconciledNotice(order: FuturesOrderView): FuturesOrderNotice {
  const outcome =
    order.orderId === null && order.algoId === undefined
      ? 'the venue has no such order: it was not placed'
      : `the venue has it as ${order.status}`;
  return {
    kind: 'reconciled',
    order,
    message: `Order ${order.clientOrderId} (${describe(order)}) is known again: ${outcome}.`,
  };
}
