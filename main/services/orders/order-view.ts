import type { OrderStatus, OrderType, SelfTradePreventionMode, Side } from '@shared/api/spot/enums';
import type { TerminalErrorPayload } from '@shared/ipc/errors';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import type { OrderState, OrderView } from '@shared/ipc/orders';

/** Any venue order shape (placement, query, cancel report): the fields an OrderView is read from. */
export interface VenueOrderFields {
  readonly symbol: string;
  readonly orderId: number;
  readonly orderListId: number;
  readonly clientOrderId: string;
  readonly origClientOrderId?: string;
  readonly price?: string;
  readonly origQty?: string;
  readonly executedQty?: string;
  readonly cummulativeQuoteQty?: string;
  readonly origQuoteOrderQty?: string;
  readonly status?: OrderStatus;
  readonly timeInForce?: string;
  readonly type?: OrderType;
  readonly side?: Side;
  readonly stopPrice?: string;
  readonly icebergQty?: string;
  readonly trailingDelta?: number;
  readonly selfTradePreventionMode?: SelfTradePreventionMode;
  readonly time?: number;
  readonly transactTime?: number;
  readonly updateTime?: number;
  readonly workingTime?: number;
}

const FINAL: ReadonlySet<OrderState> = new Set([
  'FILLED',
  'CANCELED',
  'REJECTED',
  'EXPIRED',
  'EXPIRED_IN_MATCH',
]);

/** Done for good: it leaves the open orders. SENDING and UNKNOWN are not final. */
export const isFinal = (state: OrderState): boolean => FINAL.has(state);

const nonZero = (value: string | undefined): string | null =>
  value === undefined || /^0*(\.0*)?$/.test(value) ? null : value;

/** The order as the terminal shows it before the venue has answered. */
export function sendingView(order: NewOrderArgs, clientOrderId: string, now: number): OrderView {
  return {
    symbol: order.symbol,
    clientOrderId,
    orderId: null,
    orderListId: -1,
    side: order.side,
    type: order.type,
    timeInForce: 'timeInForce' in order ? order.timeInForce : null,
    price: 'price' in order ? order.price : '0',
    origQty: order.quantity ?? '0',
    executedQty: '0',
    cummulativeQuoteQty: '0',
    origQuoteOrderQty: ('quoteOrderQty' in order ? order.quoteOrderQty : undefined) ?? '0',
    stopPrice: ('stopPrice' in order ? order.stopPrice : undefined) ?? null,
    icebergQty: ('icebergQty' in order ? order.icebergQty : undefined) ?? null,
    trailingDelta: ('trailingDelta' in order ? order.trailingDelta : undefined) ?? null,
    status: 'SENDING',
    selfTradePreventionMode: order.selfTradePreventionMode ?? null,
    time: now,
    updateTime: now,
    workingTime: null,
    problem: null,
  };
}

/** Two views of an order that say the same in every field: pushing the second tells nothing new. */
export function sameView(a: OrderView, b: OrderView): boolean {
  for (const key of Object.keys(a) as (keyof OrderView)[]) {
    if (key === 'problem') continue;
    if (a[key] !== b[key]) return false;
  }
  return a.problem === b.problem || JSON.stringify(a.problem) === JSON.stringify(b.problem);
}

/**
 * Merges a venue answer into what was known: fields the answer lacks (an ACK has no price) are kept.
 * `clientOrderId` is the order's own id (a cancel report's `clientOrderId` is the cancel's id).
 */
export function mergeVenueOrder(
  known: OrderView | undefined,
  venue: VenueOrderFields,
  problem: TerminalErrorPayload | null = null,
): OrderView {
  const at = venue.updateTime ?? venue.transactTime ?? venue.time ?? known?.updateTime ?? 0;
  const status: OrderState = venue.status ?? (known?.status === 'SENDING' ? 'NEW' : (known?.status ?? 'NEW'));
  return {
    symbol: venue.symbol,
    clientOrderId: venue.origClientOrderId ?? venue.clientOrderId,
    orderId: venue.orderId,
    orderListId: venue.orderListId,
    side: venue.side ?? known?.side ?? 'BUY',
    type: venue.type ?? known?.type ?? 'LIMIT',
    timeInForce: venue.timeInForce ?? known?.timeInForce ?? null,
    price: venue.price ?? known?.price ?? '0',
    origQty: venue.origQty ?? known?.origQty ?? '0',
    executedQty: venue.executedQty ?? known?.executedQty ?? '0',
    cummulativeQuoteQty: venue.cummulativeQuoteQty ?? known?.cummulativeQuoteQty ?? '0',
    origQuoteOrderQty: venue.origQuoteOrderQty ?? known?.origQuoteOrderQty ?? '0',
    stopPrice: nonZero(venue.stopPrice) ?? known?.stopPrice ?? null,
    icebergQty: nonZero(venue.icebergQty) ?? known?.icebergQty ?? null,
    trailingDelta: venue.trailingDelta ?? known?.trailingDelta ?? null,
    status,
    selfTradePreventionMode: venue.selfTradePreventionMode ?? known?.selfTradePreventionMode ?? null,
    // A placement answer has no creation time but its transaction time: the venue's, not the send's.
    time: venue.time ?? (known?.status === 'SENDING' ? venue.transactTime : undefined) ?? known?.time ?? at,
    updateTime: at,
    workingTime:
      venue.workingTime === undefined
        ? (known?.workingTime ?? null)
        : venue.workingTime > 0
          ? venue.workingTime
          : null,
    problem,
  };
}
