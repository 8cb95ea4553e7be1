import type {
  NewOrderRespType,
  OrderType,
  SelfTradePreventionMode,
  Side,
  TimeInForce,
} from '@shared/api/spot/enums';
import type { MarketData } from './market-data';

/**
 * What the HTTP layer needs from the matching engine. Requests arrive with their formats,
 * enums, precision and per-type mandatory/forbidden parameters checked. Symbol filters (-1013)
 * are not: several need the engine's state (reference price, open-order counts), so the engine
 * runs shared/market/filters before it acts. The engine answers with wire-shaped bodies
 * (decimal strings, epoch ms) or throws an EngineRejection. `account` is PaperAccount.uid;
 * symbol permissions (PaperAccount.permissions against permissionSets) are the engine's check.
 */

/** A refusal by the engine, answered as HTTP 400 `{code, msg}` (-2010, -2011, -2013, -2038, -1013 …). */
export interface EngineRejection {
  readonly code: number;
  readonly msg: string;
}

export interface NewOrderRequest {
  readonly symbol: string;
  readonly side: Side;
  readonly type: OrderType;
  readonly timeInForce?: TimeInForce;
  readonly quantity?: string;
  readonly quoteOrderQty?: string;
  readonly price?: string;
  readonly stopPrice?: string;
  readonly trailingDelta?: number;
  readonly icebergQty?: string;
  readonly newClientOrderId?: string;
  readonly strategyId?: number;
  readonly strategyType?: number;
  /** Already defaulted: FULL for MARKET and LIMIT, ACK otherwise. */
  readonly newOrderRespType: NewOrderRespType;
  readonly selfTradePreventionMode?: SelfTradePreventionMode;
}

/** Which order: by id, by client id, or both (then both must match, else -2039). */
export interface OrderSelector {
  readonly symbol: string;
  readonly orderId?: number;
  readonly origClientOrderId?: string;
}

export interface CancelOrderRequest extends OrderSelector {
  readonly newClientOrderId?: string;
  readonly cancelRestrictions?: 'ONLY_NEW' | 'ONLY_PARTIALLY_FILLED';
}

export interface AmendKeepPriorityRequest extends OrderSelector {
  readonly newClientOrderId?: string;
  readonly newQty: string;
}

export interface CancelReplaceRequest {
  readonly cancel: CancelOrderRequest;
  readonly order: NewOrderRequest;
  readonly cancelReplaceMode: 'STOP_ON_FAILURE' | 'ALLOW_FAILURE';
  readonly orderRateLimitExceededMode: 'DO_NOTHING' | 'CANCEL_ONLY';
}

/** One leg of an order list, with the list-level fields (symbol, STP, resp type) applied. */
export type ListLegRequest = Omit<NewOrderRequest, 'newOrderRespType' | 'selfTradePreventionMode'>;

export interface OrderListRequest {
  readonly contingencyType: 'OCO' | 'OTO' | 'OTOCO';
  readonly symbol: string;
  readonly listClientOrderId?: string;
  readonly newOrderRespType: NewOrderRespType;
  readonly selfTradePreventionMode?: SelfTradePreventionMode;
  /** OCO: [above, below]. OTO: [working, pending]. OTOCO: [working, pendingAbove, pendingBelow?]. */
  readonly legs: readonly ListLegRequest[];
}

export interface TimeRange {
  readonly startTime?: number;
  readonly endTime?: number;
  readonly limit: number;
}

/** A public trade as the market-data endpoints and klines need it. */
export interface PublicTrade {
  readonly id: number;
  readonly price: string;
  readonly qty: string;
  readonly quoteQty: string;
  readonly time: number;
  readonly isBuyerMaker: boolean;
  /** Taker order id: trades of one taker at one price and time form an aggregate trade. */
  readonly takerOrderId: number;
}

export interface BookLevels {
  readonly lastUpdateId: number;
  readonly bids: readonly (readonly [string, string])[];
  readonly asks: readonly (readonly [string, string])[];
}

type Body = Record<string, unknown>;

export interface VenueEngine extends MarketData {
  // Trading (TRADE). Each returns the response body shaped by newOrderRespType.
  placeOrder(account: number, order: NewOrderRequest): Body;
  /** Validation only (order/test); throws like placeOrder would. */
  testOrder(account: number, order: NewOrderRequest): void;
  cancelOrder(account: number, request: CancelOrderRequest): Body;
  /** Cancelled order reports and order-list objects, mixed. */
  cancelOpenOrders(account: number, symbol: string): Body[];
  /** The engine decides the outcome row; the HTTP layer maps it to 200/400/409 and -2021/-2022. */
  cancelReplace(
    account: number,
    request: CancelReplaceRequest,
    orderLimitExceeded: boolean,
    /** When exceeded: the -1015 refusal the new order gets. */
    orderLimitRejection?: EngineRejection,
  ): {
    cancelResult: 'SUCCESS' | 'FAILURE' | 'NOT_ATTEMPTED';
    newOrderResult: 'SUCCESS' | 'FAILURE' | 'NOT_ATTEMPTED';
    cancelResponse: Body;
    newOrderResponse: Body | null;
  };
  amendKeepPriority(account: number, request: AmendKeepPriorityRequest): Body;
  placeOrderList(account: number, request: OrderListRequest): Body;
  cancelOrderList(
    account: number,
    request: { symbol: string; orderListId?: number; listClientOrderId?: string; newClientOrderId?: string },
  ): Body;

  // Account queries (USER_DATA).
  queryOrder(account: number, selector: OrderSelector): Body;
  openOrders(account: number, symbol?: string): Body[];
  allOrders(account: number, symbol: string, query: TimeRange & { orderId?: number }): Body[];
  orderAmendments(
    account: number,
    symbol: string,
    orderId: number,
    fromExecutionId: number | undefined,
    limit: number,
  ): Body[];
  queryOrderList(account: number, selector: { orderListId?: number; listClientOrderId?: string }): Body;
  allOrderLists(account: number, query: TimeRange & { fromId?: number }): Body[];
  openOrderLists(account: number): Body[];
  accountInfo(account: number, omitZeroBalances: boolean): Body;
  myTrades(account: number, symbol: string, query: TimeRange & { orderId?: number; fromId?: number }): Body[];
  preventedMatches(
    account: number,
    symbol: string,
    query: { preventedMatchId?: number; orderId?: number; fromPreventedMatchId?: number; limit: number },
  ): Body[];
  allocations(
    account: number,
    symbol: string,
    query: TimeRange & { fromAllocationId?: number; orderId?: number },
  ): Body[];
}
