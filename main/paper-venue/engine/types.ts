import type {
  OrderStatus,
  OrderType,
  SelfTradePreventionMode,
  Side,
  TimeInForce,
} from '@shared/api/spot/enums';
import type { PriceLevel } from './book';

export type { OrderStatus, OrderType, SelfTradePreventionMode, Side, TimeInForce };

export type ExpiryReason =
  | 'NONE'
  | 'REJECTED'
  | 'EXCHANGE_CANCELED'
  | 'OCO_TRIGGER'
  | 'OTO_PHASE_ONE_EXPIRED'
  | 'UNFILLED_IOC_QUANTITY_EXPIRED'
  | 'UNFILLED_FOK_ORDER_EXPIRED'
  | 'INSUFFICIENT_LIQUIDITY'
  | 'EXECUTION_RULE_PRICE_RANGE_EXCEEDED';

export type ContingencyType = 'OCO' | 'OTO';
export type ListStatusType = 'EXEC_STARTED' | 'ALL_DONE';
export type ListOrderStatus = 'EXECUTING' | 'ALL_DONE';
export type CancelRestrictions = 'ONLY_NEW' | 'ONLY_PARTIALLY_FILLED';
export type CancelReplaceMode = 'STOP_ON_FAILURE' | 'ALLOW_FAILURE';

/** What the engine needs to know about a symbol; filters are checked before orders reach it. */
export interface SymbolConfig {
  readonly symbol: string;
  readonly baseAsset: string;
  readonly quoteAsset: string;
  /** Decimal strings. */
  readonly tickSize: string;
  readonly stepSize: string;
  readonly minQty: string;
  readonly amendAllowed: boolean;
}

/** A new order as the HTTP layer hands it over: decimals as strings, already validated. */
export interface NewOrder {
  readonly symbol: string;
  readonly side: Side;
  readonly type: OrderType;
  readonly timeInForce?: TimeInForce;
  readonly quantity?: string;
  readonly quoteOrderQty?: string;
  readonly price?: string;
  readonly stopPrice?: string;
  /** BIPS. */
  readonly trailingDelta?: number;
  readonly icebergQty?: string;
  readonly newClientOrderId?: string;
  readonly selfTradePreventionMode?: SelfTradePreventionMode;
  readonly strategyId?: number;
  readonly strategyType?: number;
}

/** One leg of an OCO (or of the pending pair of an OTOCO): the list gives side and quantity. */
export interface OcoLeg {
  readonly type: OrderType;
  readonly clientOrderId?: string;
  readonly price?: string;
  readonly stopPrice?: string;
  readonly trailingDelta?: number;
  readonly icebergQty?: string;
  readonly timeInForce?: TimeInForce;
  readonly strategyId?: number;
  readonly strategyType?: number;
}

export interface Order {
  readonly symbol: string;
  readonly orderId: number;
  orderListId: number;
  clientOrderId: string;
  readonly accountId: string;
  readonly side: Side;
  readonly type: OrderType;
  readonly timeInForce: TimeInForce;
  /** 0n for market-type orders. */
  readonly price: bigint;
  origQty: bigint;
  executedQty: bigint;
  cumQuote: bigint;
  readonly origQuoteOrderQty: bigint;
  readonly stopPrice: bigint;
  /** BIPS; 0 when not trailing. */
  readonly trailingDelta: number;
  trailingTime: number;
  /** Best price seen since trailing started; 0n while not tracking. */
  trailBest: bigint;
  readonly icebergQty: bigint;
  status: OrderStatus;
  readonly time: number;
  updateTime: number;
  workingTime: number;
  isWorking: boolean;
  readonly selfTradePreventionMode: SelfTradePreventionMode;
  readonly strategyId: number | undefined;
  readonly strategyType: number | undefined;
  preventedMatchId: number;
  preventedQuantity: bigint;
  expiryReason: ExpiryReason;
  /** Funds this order holds locked (quote for buys, base for sells). */
  locked: bigint;
  /** Quantity shown on the book (the iceberg slice, or the whole remainder). */
  visible: bigint;
  prev: Order | undefined;
  next: Order | undefined;
  /** The book's level it rests at; undefined while it is off the book. */
  level: PriceLevel | undefined;
}

export interface OrderList {
  readonly orderListId: number;
  readonly symbol: string;
  readonly accountId: string;
  readonly contingencyType: ContingencyType;
  readonly listClientOrderId: string;
  listStatusType: ListStatusType;
  listOrderStatus: ListOrderStatus;
  transactionTime: number;
  readonly orderIds: number[];
  /** OTO/OTOCO: the working order; -1 for OCO. */
  readonly workingOrderId: number;
  /** The OCO pair (for OTOCO the pending pair), or empty. */
  readonly ocoPair: readonly number[];
}

export interface Trade {
  readonly symbol: string;
  readonly id: number;
  readonly price: bigint;
  readonly qty: bigint;
  readonly quoteQty: bigint;
  readonly time: number;
  readonly isBuyerMaker: boolean;
  readonly buyerOrderId: number;
  readonly sellerOrderId: number;
  readonly buyerAccountId: string;
  readonly sellerAccountId: string;
  readonly buyerOrderListId: number;
  readonly sellerOrderListId: number;
  readonly buyerCommission: bigint;
  readonly sellerCommission: bigint;
  readonly takerOrderId: number;
}

export interface PreventedMatch {
  readonly symbol: string;
  readonly preventedMatchId: number;
  readonly takerOrderId: number;
  readonly makerOrderId: number;
  readonly tradeGroupId: number;
  readonly selfTradePreventionMode: SelfTradePreventionMode;
  readonly price: bigint;
  readonly makerPreventedQuantity: bigint;
  readonly transactTime: number;
  readonly accountId: string;
}

export interface Amendment {
  readonly symbol: string;
  readonly orderId: number;
  readonly executionId: number;
  readonly origClientOrderId: string;
  readonly newClientOrderId: string;
  readonly origQty: bigint;
  readonly newQty: bigint;
  readonly time: number;
  readonly accountId: string;
}

export interface AccountSetup {
  readonly accountId: string;
  /** Asset → decimal string. */
  readonly balances: Readonly<Record<string, string>>;
  /** Decimal rates, e.g. "0.001". */
  readonly commission: { readonly maker: string; readonly taker: string };
}
