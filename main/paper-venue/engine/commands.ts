import type { EngineError } from './errors';
import type {
  AccountSetup,
  CancelReplaceMode,
  CancelRestrictions,
  NewOrder,
  OcoLeg,
  OrderType,
  SelfTradePreventionMode,
  Side,
  TimeInForce,
} from './types';
import type { FillView, OrderListView, OrderView } from './views';

/** An order inside an OTO/OTOCO request (the working order or the pending one). */
export interface ListOrder {
  readonly type: OrderType;
  readonly side: Side;
  readonly quantity: string;
  readonly price?: string;
  readonly stopPrice?: string;
  readonly trailingDelta?: number;
  readonly icebergQty?: string;
  readonly timeInForce?: TimeInForce;
  readonly clientOrderId?: string;
  readonly strategyId?: number;
  readonly strategyType?: number;
}

export interface NewOco {
  readonly symbol: string;
  readonly side: Side;
  readonly quantity: string;
  readonly listClientOrderId?: string;
  readonly selfTradePreventionMode?: SelfTradePreventionMode;
  readonly above: OcoLeg;
  readonly below: OcoLeg;
}

export interface NewOto {
  readonly symbol: string;
  readonly listClientOrderId?: string;
  readonly selfTradePreventionMode?: SelfTradePreventionMode;
  readonly working: ListOrder;
  readonly pending: ListOrder;
}

export interface NewOtoco {
  readonly symbol: string;
  readonly listClientOrderId?: string;
  readonly selfTradePreventionMode?: SelfTradePreventionMode;
  readonly working: ListOrder;
  readonly pendingSide: Side;
  readonly pendingQuantity: string;
  readonly pendingAbove: OcoLeg;
  /** Optional in the spec; without it the single pending order behaves as in an OTO. */
  readonly pendingBelow?: OcoLeg;
}

export interface OrderRef {
  readonly orderId?: number;
  readonly origClientOrderId?: string;
}

/** A request about one order of an account, named by its id or its client id. */
interface OrderRequest {
  readonly at: number;
  readonly accountId: string;
  readonly symbol: string;
  readonly orderId?: number;
  readonly origClientOrderId?: string;
  readonly newClientOrderId?: string;
}

/**
 * Every state-changing request, as plain JSON (decimals are strings): the durable store journals
 * these verbatim and replays them in order. `at` is the command's transaction time in ms.
 */
export type EngineCommand =
  | { readonly kind: 'openAccount'; readonly at: number; readonly account: AccountSetup }
  | { readonly kind: 'placeOrder'; readonly at: number; readonly accountId: string; readonly order: NewOrder }
  | ({ readonly kind: 'cancelOrder'; readonly cancelRestrictions?: CancelRestrictions } & OrderRequest)
  | {
      readonly kind: 'cancelOrderList';
      readonly at: number;
      readonly accountId: string;
      readonly symbol: string;
      readonly orderListId?: number;
      readonly listClientOrderId?: string;
      readonly newClientOrderId?: string;
    }
  | {
      readonly kind: 'cancelOpenOrders';
      readonly at: number;
      readonly accountId: string;
      readonly symbol: string;
    }
  | {
      readonly kind: 'cancelReplace';
      readonly at: number;
      readonly accountId: string;
      readonly cancelReplaceMode: CancelReplaceMode;
      readonly cancelOrderId?: number;
      readonly cancelOrigClientOrderId?: string;
      readonly cancelNewClientOrderId?: string;
      readonly cancelRestrictions?: CancelRestrictions;
      /** The new order; its symbol is also the symbol of the order to cancel. */
      readonly order: NewOrder;
    }
  | ({ readonly kind: 'amendOrder'; readonly newQty: string } & OrderRequest)
  | { readonly kind: 'placeOco'; readonly at: number; readonly accountId: string; readonly list: NewOco }
  | { readonly kind: 'placeOto'; readonly at: number; readonly accountId: string; readonly list: NewOto }
  | { readonly kind: 'placeOtoco'; readonly at: number; readonly accountId: string; readonly list: NewOtoco }
  | {
      readonly kind: 'deposit';
      readonly at: number;
      readonly accountId: string;
      readonly asset: string;
      /** Positive decimal string, at most 8 decimals. */
      readonly amount: string;
    }
  | {
      readonly kind: 'externalLock';
      readonly at: number;
      readonly accountId: string;
      readonly asset: string;
      /** Signed decimal string: positive locks free balance, negative releases an earlier lock. */
      readonly delta: string;
    };

export type CommandKind = EngineCommand['kind'];

/** A placed order with the fills it made during the placing command (FULL responses). */
export interface PlaceResult {
  readonly transactTime: number;
  readonly order: OrderView;
  readonly fills: FillView[];
}

export interface ListCancelResult {
  readonly transactTime: number;
  readonly list: OrderListView;
  readonly orderReports: OrderView[];
  /** The cancel request's client id (`clientOrderId` of each cancelled report). */
  readonly cancelClientOrderId: string;
}

export interface CancelResult {
  readonly transactTime: number;
  /** The cancelled order (status CANCELED). */
  readonly order: OrderView;
  /** The order's own client id (`origClientOrderId` in the response). */
  readonly origClientOrderId: string;
  /** The cancel request's client id (`clientOrderId` in the response). */
  readonly clientOrderId: string;
  /** Present when the order belonged to a list: the whole list was cancelled. */
  readonly orderList?: ListCancelResult;
}

export interface ListPlaceResult {
  readonly transactTime: number;
  readonly list: OrderListView;
  /** One per order of the list, in list order, as they stood when the command returned. */
  readonly orderReports: PlaceResult[];
}

export type CancelOpenOrdersResult = (
  | { readonly kind: 'order'; readonly result: CancelResult }
  | { readonly kind: 'list'; readonly result: ListCancelResult }
)[];

export type SubResult = 'SUCCESS' | 'FAILURE' | 'NOT_ATTEMPTED';

export interface EngineErrorBody {
  readonly code: number;
  readonly msg: string;
}

export interface CancelReplaceResult {
  readonly cancelResult: SubResult;
  readonly newOrderResult: SubResult;
  readonly cancelResponse: CancelResult | EngineErrorBody;
  readonly newOrderResponse: PlaceResult | EngineErrorBody | null;
}

export interface AmendResult {
  readonly transactTime: number;
  readonly executionId: number;
  readonly amendedOrder: OrderView;
  readonly origClientOrderId: string;
  /** Present when the order belongs to a list. */
  readonly listStatus?: OrderListView;
}

export interface AccountOpened {
  readonly accountId: string;
  readonly uid: number;
}

/** A credited deposit: the account's free balance of the asset after it. */
export interface DepositResult {
  readonly accountId: string;
  readonly asset: string;
  readonly amount: string;
  readonly free: string;
  readonly transactTime: number;
}

export interface ExternalLockResult {
  readonly accountId: string;
  readonly asset: string;
  readonly delta: string;
  readonly free: string;
  readonly locked: string;
  readonly transactTime: number;
}

export interface CommandResults {
  openAccount: AccountOpened;
  placeOrder: PlaceResult;
  cancelOrder: CancelResult;
  cancelOrderList: ListCancelResult;
  cancelOpenOrders: CancelOpenOrdersResult;
  cancelReplace: CancelReplaceResult;
  amendOrder: AmendResult;
  placeOco: ListPlaceResult;
  placeOto: ListPlaceResult;
  placeOtoco: ListPlaceResult;
  deposit: DepositResult;
  externalLock: ExternalLockResult;
}

export type CommandOf<K extends CommandKind> = Extract<EngineCommand, { kind: K }>;

export function errorBody(error: EngineError): EngineErrorBody {
  return { code: error.code, msg: error.message };
}
