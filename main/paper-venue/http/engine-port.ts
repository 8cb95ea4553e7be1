import type { Account, AccountTrade, Allocation, PreventedMatch } from '@shared/api/spot/account';
import type { AmendKeepPriorityResult, OrderAmendment } from '@shared/api/spot/amend';
import type { NewOrderRespType, SelfTradePreventionMode } from '@shared/api/spot/enums';
import type { CanceledOrder, OrderAck, OrderFull, OrderResult, QueriedOrder } from '@shared/api/spot/order';
import type {
  CancelAllResult,
  CanceledOrderList,
  OrderList,
  PlacedOrderList,
} from '@shared/api/spot/order-list';
import type { NewOrder } from '../engine/types';
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

/** A new order as the engine takes it, with the answer's shape (already defaulted: FULL for MARKET
 * and LIMIT, ACK otherwise). */
export interface NewOrderRequest extends NewOrder {
  readonly newOrderRespType: NewOrderRespType;
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

/** The answers the engine gives, typed once in shared/api for the venue and its clients. */
type Placed = OrderAck | OrderResult | OrderFull;

export interface VenueEngine extends MarketData {
  // Trading (TRADE). Each returns the response body shaped by newOrderRespType.
  placeOrder(account: number, order: NewOrderRequest): Placed;
  /** Validation only (order/test); throws like placeOrder would. */
  testOrder(account: number, order: NewOrderRequest): void;
  cancelOrder(account: number, request: CancelOrderRequest): CanceledOrder;
  /** Cancelled order reports and order-list objects, mixed. */
  cancelOpenOrders(account: number, symbol: string): CancelAllResult;
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
    /** The cancelled order, or the refusal of the cancel. */
    cancelResponse: CanceledOrder | EngineRejection;
    /** The placed order, the refusal of the new order, or null when it was not attempted. */
    newOrderResponse: Placed | EngineRejection | null;
  };
  amendKeepPriority(account: number, request: AmendKeepPriorityRequest): AmendKeepPriorityResult;
  placeOrderList(account: number, request: OrderListRequest): PlacedOrderList;
  cancelOrderList(
    account: number,
    request: { symbol: string; orderListId?: number; listClientOrderId?: string; newClientOrderId?: string },
  ): CanceledOrderList;

  // Account queries (USER_DATA).
  queryOrder(account: number, selector: OrderSelector): QueriedOrder;
  openOrders(account: number, symbol?: string): QueriedOrder[];
  allOrders(account: number, symbol: string, query: TimeRange & { orderId?: number }): QueriedOrder[];
  orderAmendments(
    account: number,
    symbol: string,
    orderId: number,
    fromExecutionId: number | undefined,
    limit: number,
  ): OrderAmendment[];
  queryOrderList(account: number, selector: { orderListId?: number; listClientOrderId?: string }): OrderList;
  allOrderLists(account: number, query: TimeRange & { fromId?: number }): OrderList[];
  openOrderLists(account: number): OrderList[];
  accountInfo(account: number, omitZeroBalances: boolean): Account;
  myTrades(
    account: number,
    symbol: string,
    query: TimeRange & { orderId?: number; fromId?: number },
  ): AccountTrade[];
  preventedMatches(
    account: number,
    symbol: string,
    query: { preventedMatchId?: number; orderId?: number; fromPreventedMatchId?: number; limit: number },
  ): PreventedMatch[];
  allocations(
    account: number,
    symbol: string,
    query: TimeRange & { fromAllocationId?: number; orderId?: number },
  ): Allocation[];
}
