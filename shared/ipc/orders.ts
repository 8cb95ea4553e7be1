import { z } from 'zod';
import type { OrderStatus, OrderType, SelfTradePreventionMode, Side } from '../api/spot/enums';
import type { TestOrderCommission } from '../api/spot/order';
import { decimalString } from '../api/wire';
import { event, request } from './define';
import type { TerminalErrorPayload } from './errors';
import {
  newOrderArgs,
  ocoArgs,
  otoArgs,
  otocoArgs,
  spotChaseArgs,
  spotTwapArgs,
  symbolArg,
} from './order-args';
import type { ChaseView } from './chase';
import type { TwapView } from './twap';

/**
 * Orders and order lists, as main's order manager knows them. Main generates every client order id,
 * checks the symbol's filters before sending, keeps open orders current from the user-data stream and
 * REST, and marks an order UNKNOWN when the venue's answer was lost (a 5xx or a timeout after sending)
 * until querying it by client id tells its real state (architecture rule 6).
 */

/** The venue's statuses, plus the terminal's own: SENDING (not answered yet) and UNKNOWN (see above). */
export type OrderState = OrderStatus | 'SENDING' | 'UNKNOWN';

export interface OrderView {
  readonly symbol: string;
  readonly clientOrderId: string;
  /** Null until the venue has answered with one. */
  readonly orderId: number | null;
  /** -1 unless the order belongs to a list. */
  readonly orderListId: number;
  readonly side: Side;
  readonly type: OrderType;
  readonly timeInForce: string | null;
  readonly price: string;
  readonly origQty: string;
  readonly executedQty: string;
  readonly cummulativeQuoteQty: string;
  readonly origQuoteOrderQty: string;
  readonly stopPrice: string | null;
  readonly icebergQty: string | null;
  readonly trailingDelta: number | null;
  readonly status: OrderState;
  readonly selfTradePreventionMode: SelfTradePreventionMode | null;
  /** Creation time (ms). */
  readonly time: number;
  readonly updateTime: number;
  /** When the order went on the book; null while pending (an OTO's pending leg) or unknown. */
  readonly workingTime: number | null;
  /** Why the order is UNKNOWN (the lost answer) or what the venue said when it refused or expired it. */
  readonly problem: TerminalErrorPayload | null;
}

export interface OrderListView {
  readonly symbol: string;
  readonly orderListId: number | null;
  readonly listClientOrderId: string;
  readonly contingencyType: 'OCO' | 'OTO' | 'OPO';
  readonly listStatusType: string;
  readonly listOrderStatus: string;
  readonly transactionTime: number;
  /** The list's orders, in the venue's order (OCO: stop-type leg first; OTO/OTOCO: working first). */
  readonly orders: readonly OrderView[];
}

/** A cancelReplace outcome, every row of the spec's table told apart; partial ones are not errors. */
export interface CancelReplaceView {
  readonly cancelResult: 'SUCCESS' | 'FAILURE' | 'NOT_ATTEMPTED';
  readonly newOrderResult: 'SUCCESS' | 'FAILURE' | 'NOT_ATTEMPTED';
  readonly canceled: OrderView | null;
  readonly placed: OrderView | null;
  readonly cancelError: TerminalErrorPayload | null;
  readonly newOrderError: TerminalErrorPayload | null;
  /** HTTP status of the venue's answer (200, 400, 409, 429). */
  readonly status: number;
  /** A sentence for the user: what happened to the old order and to the new one. */
  readonly explanation: string;
}

/** Where to move an open order: a new price (a stop market's trigger), a new trigger, a new open quantity. */
export interface MoveOrderArgs {
  readonly price?: string;
  readonly stopPrice?: string;
  /** The quantity still to fill after the move. */
  readonly quantity?: string;
}

/**
 * What moving an order did. `how`: amend keepPriority (the quantity fell; the order kept its place),
 * cancelReplace (a new order in its place), listReplace (its list cancelled and placed again with the
 * leg moved), none (nothing was changed; `reason` says why, in the venue's words where it refused).
 */
export interface MoveOutcome {
  readonly moved: boolean;
  readonly how: 'amend' | 'cancelReplace' | 'listReplace' | 'none';
  /** The order as it now stands (the new one after a replace). */
  readonly order: OrderView | null;
  readonly list: OrderListView | null;
  readonly reason: string | null;
}

export type CommissionPreview = TestOrderCommission;

export type OrderNoticeKind =
  | 'filled'
  | 'partially-filled'
  | 'canceled'
  | 'expired'
  | 'rejected'
  | 'reconciled'
  /** A conditional order reached its trigger and placed its order in the book. */
  | 'triggered'
  /** A futures entry's take profit and stop loss were placed, or one of them could not be. */
  | 'exits-set'
  | 'exits-refused'
  /** The futures venue's MARGIN_CALL: cross positions close to liquidation. */
  | 'margin-call';

/** A notice's kind in a few words: the title of its notification. */
export const orderNoticeTitles: Record<OrderNoticeKind, string> = {
  filled: 'Order filled',
  'partially-filled': 'Order partially filled',
  canceled: 'Order cancelled',
  expired: 'Order expired',
  rejected: 'Order rejected',
  reconciled: 'Order known again',
  triggered: 'Order triggered',
  'exits-set': 'Take profit / stop loss set',
  'exits-refused': 'Take profit / stop loss not set',
  'margin-call': 'Margin call',
};

/** What a notification (an OS notification where enabled) tells the user about one order. */
export interface OrderNotice {
  readonly kind: OrderNoticeKind;
  readonly order: OrderView;
  readonly message: string;
}

const orderRef = z
  .object({
    symbol: symbolArg,
    orderId: z.number().int().optional(),
    clientOrderId: z.string().min(1).max(36).optional(),
  })
  .strict()
  .refine(
    (o) => o.orderId !== undefined || o.clientOrderId !== undefined,
    'orderId or clientOrderId is required',
  );
const cancelRestrictions = z.enum(['ONLY_NEW', 'ONLY_PARTIALLY_FILLED']);
const history = {
  startTime: z.number().int().nonnegative().optional(),
  endTime: z.number().int().nonnegative().optional(),
  limit: z.number().int().min(1).max(1000).optional(),
};

export const ordersRequests = {
  /** Open orders (all symbols when none is given), UNKNOWN ones included until reconciled. */
  'tt:orders:open': request<OrderView[]>()(z.object({ symbol: symbolArg.optional() }).strict()),
  'tt:orders:openLists': request<OrderListView[]>()(z.void()),
  /** Places an order. A venue refusal rejects with its code and message; a lost answer resolves UNKNOWN. */
  'tt:orders:place': request<OrderView>()(z.object({ order: newOrderArgs }).strict()),
  /** order/test: validates without placing; with computeCommissionRates, the commission preview. */
  'tt:orders:test': request<CommissionPreview | null>()(
    z.object({ order: newOrderArgs, computeCommissionRates: z.boolean() }).strict(),
  ),
  'tt:orders:cancel': request<OrderView>()(
    z.object({ order: orderRef, cancelRestrictions: cancelRestrictions.optional() }).strict(),
  ),
  /** Cancels every open order and list of a symbol. */
  'tt:orders:cancelAll': request<OrderView[]>()(z.object({ symbol: symbolArg }).strict()),
  'tt:orders:cancelReplace': request<CancelReplaceView>()(
    z
      .object({
        cancel: orderRef,
        mode: z.enum(['STOP_ON_FAILURE', 'ALLOW_FAILURE']),
        orderRateLimitExceededMode: z.enum(['DO_NOTHING', 'CANCEL_ONLY']).optional(),
        cancelRestrictions: cancelRestrictions.optional(),
        order: newOrderArgs,
      })
      .strict(),
  ),
  /** Moves an open order (ladder and chart drags, the Modify dialog) by the cheapest safe venue call. */
  'tt:orders:move': request<MoveOutcome>()(
    z
      .object({
        order: orderRef,
        price: decimalString.optional(),
        stopPrice: decimalString.optional(),
        quantity: decimalString.optional(),
      })
      .strict()
      .refine((m) => m.price !== undefined || m.stopPrice !== undefined || m.quantity !== undefined, {
        message: 'say where to move the order: price, stopPrice or quantity',
      }),
  ),
  /** Amend keepPriority: reduces the quantity in place, keeping the order's place in the queue. */
  'tt:orders:amend': request<OrderView>()(z.object({ order: orderRef, newQty: decimalString }).strict()),
  'tt:orders:placeOco': request<OrderListView>()(ocoArgs.strict()),
  'tt:orders:placeOto': request<OrderListView>()(otoArgs.strict()),
  'tt:orders:placeOtoco': request<OrderListView>()(otocoArgs.strict()),
  'tt:orders:cancelList': request<OrderListView>()(
    z.object({ symbol: symbolArg, orderListId: z.number().int() }).strict(),
  ),
  /** allOrders: a symbol's orders, oldest first; the venue's 24-hour window is paged by main. */
  'tt:orders:history': request<OrderView[]>()(
    z.object({ symbol: symbolArg, fromOrderId: z.number().int().optional(), ...history }).strict(),
  ),
  'tt:orders:listHistory': request<OrderListView[]>()(
    z.object({ fromId: z.number().int().optional(), ...history }).strict(),
  ),
  /** Starts a TWAP on a spot symbol; answers once its first slice is placed (refused before sending as any order). */
  'tt:orders:twap': request<TwapView>()(spotTwapArgs),
  /** The spot TWAPs of this run, newest first (ended ones too, until the app restarts). */
  'tt:orders:twaps': request<TwapView[]>()(z.object({}).strict()),
  /** Sends no more of a spot TWAP's slices; what they filled stays. */
  'tt:orders:stopTwap': request<TwapView>()(z.object({ id: z.string().min(1).max(40) }).strict()),
  /** Starts a chase on a spot symbol; answers once its order is placed (refused before sending as any order). */
  'tt:orders:chase': request<ChaseView>()(spotChaseArgs),
  /** The spot chases of this run, newest first (ended ones too, until the app restarts). */
  'tt:orders:chases': request<ChaseView[]>()(z.object({}).strict()),
  /** Stops replacing a spot chase's order; the order stays where it is. */
  'tt:orders:stopChase': request<ChaseView>()(z.object({ id: z.string().min(1).max(40) }).strict()),
};

export const ordersEvents = {
  /** Orders whose state changed (placed, filled, cancelled, reconciled …). */
  'tt:orders:updated': event<{ readonly orders: readonly OrderView[] }>(),
  'tt:orders:listsUpdated': event<{ readonly lists: readonly OrderListView[] }>(),
  'tt:orders:notice': event<OrderNotice>(),
  /** A spot TWAP sent or skipped a slice, filled, finished or stopped. */
  'tt:orders:twapUpdated': event<{ readonly twap: TwapView }>(),
  /** A spot chase moved, filled, stopped or ended. */
  'tt:orders:chaseUpdated': event<{ readonly chase: ChaseView }>(),
};
