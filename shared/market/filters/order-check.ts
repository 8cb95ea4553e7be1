import type { OrderType, Side } from '../../api/spot/enums';

/** An order before it is sent: what the filters look at. Decimals are wire strings. */
export interface ProspectiveOrder {
  readonly side: Side;
  readonly type: OrderType;
  readonly price?: string;
  readonly stopPrice?: string;
  readonly quantity?: string;
  readonly quoteOrderQty?: string;
  readonly icebergQty?: string;
  /** In BIPS (1 = 0.01 %). */
  readonly trailingDelta?: number;
}

/** Open-order counts the count filters compare against; the order being checked is not included. */
export interface OpenOrderCounts {
  readonly symbol: number;
  readonly symbolAlgo: number;
  readonly symbolIceberg: number;
  readonly exchange: number;
  readonly exchangeAlgo: number;
  readonly exchangeIceberg: number;
}

/**
 * What the filters need beyond the order. A filter whose context is missing is reported as unchecked,
 * never passed silently: the caller sees which checks did not run.
 */
export interface FilterContext {
  /** The symbol's reference price (or avgPrice VWAP): PERCENT_PRICE*, and notional of MARKET orders. */
  readonly referencePrice?: string;
  readonly openOrders?: OpenOrderCounts;
  /** How many orders this placement adds (1; OCO and OTO 2; OTOCO 3). */
  readonly ordersAdded?: number;
  /** MAX_POSITION: free + locked base asset, and the quantity of the account's open BUY orders. */
  readonly position?: { readonly baseBalance: string; readonly openBuyQty: string };
}

export const filterFailureCode = -1013;

/** Exactly the venue's own rejection. */
export interface FilterFailure {
  readonly code: typeof filterFailureCode;
  readonly msg: `Filter failure: ${string}`;
  readonly filterType: string;
}

export type FilterVerdict = 'pass' | 'fail' | 'unchecked';

export const STOP_TYPES: ReadonlySet<OrderType> = new Set([
  'STOP_LOSS',
  'STOP_LOSS_LIMIT',
  'TAKE_PROFIT',
  'TAKE_PROFIT_LIMIT',
]);

/** Orders that execute without a limit price of their own. */
export const isMarketLike = (order: ProspectiveOrder): boolean =>
  order.type === 'MARKET' || order.type === 'STOP_LOSS' || order.type === 'TAKE_PROFIT';

export const isIceberg = (order: ProspectiveOrder): boolean =>
  order.icebergQty !== undefined && order.icebergQty !== '' && !/^0*(\.0*)?$/.test(order.icebergQty);
