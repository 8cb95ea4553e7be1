import { fromFixed } from './fixed';
import type { Amendment, Order, OrderList, PreventedMatch, Trade } from './types';

/** An order in the venue's query form (GET /api/v3/order); conditional keys only when they apply. */
export interface OrderView {
  symbol: string;
  orderId: number;
  orderListId: number;
  clientOrderId: string;
  price: string;
  origQty: string;
  executedQty: string;
  cummulativeQuoteQty: string;
  status: Order['status'];
  timeInForce: Order['timeInForce'];
  type: Order['type'];
  side: Order['side'];
  stopPrice: string;
  icebergQty: string;
  time: number;
  updateTime: number;
  isWorking: boolean;
  workingTime: number;
  origQuoteOrderQty: string;
  selfTradePreventionMode: Order['selfTradePreventionMode'];
  preventedMatchId?: number;
  preventedQuantity?: string;
  trailingDelta?: number;
  trailingTime?: number;
  strategyId?: number;
  strategyType?: number;
  expiryReason?: Order['expiryReason'];
}

export function orderView(order: Order): OrderView {
  const view: OrderView = {
    symbol: order.symbol,
    orderId: order.orderId,
    orderListId: order.orderListId,
    clientOrderId: order.clientOrderId,
    price: fromFixed(order.price),
    origQty: fromFixed(order.origQty),
    executedQty: fromFixed(order.executedQty),
    cummulativeQuoteQty: fromFixed(order.cumQuote),
    status: order.status,
    timeInForce: order.timeInForce,
    type: order.type,
    side: order.side,
    stopPrice: fromFixed(order.stopPrice),
    icebergQty: fromFixed(order.icebergQty),
    time: order.time,
    updateTime: order.updateTime,
    isWorking: order.isWorking,
    workingTime: order.workingTime,
    origQuoteOrderQty: fromFixed(order.origQuoteOrderQty),
    selfTradePreventionMode: order.selfTradePreventionMode,
  };
  if (order.preventedMatchId >= 0) {
    view.preventedMatchId = order.preventedMatchId;
    view.preventedQuantity = fromFixed(order.preventedQuantity);
  }
  if (order.trailingDelta > 0) {
    view.trailingDelta = order.trailingDelta;
    view.trailingTime = order.trailingTime;
  }
  if (order.strategyId !== undefined) view.strategyId = order.strategyId;
  if (order.strategyType !== undefined) view.strategyType = order.strategyType;
  if (order.expiryReason !== 'NONE') view.expiryReason = order.expiryReason;
  return view;
}

/** One fill of a placement response (FULL). */
export interface FillView {
  price: string;
  qty: string;
  commission: string;
  commissionAsset: string;
  tradeId: number;
}

/** A fill before formatting. */
export interface RawFill {
  readonly price: bigint;
  readonly qty: bigint;
  readonly commission: bigint;
  readonly commissionAsset: string;
  readonly tradeId: number;
}

export function fillView(fill: RawFill): FillView {
  return {
    price: fromFixed(fill.price),
    qty: fromFixed(fill.qty),
    commission: fromFixed(fill.commission),
    commissionAsset: fill.commissionAsset,
    tradeId: fill.tradeId,
  };
}

export interface OrderListView {
  orderListId: number;
  contingencyType: OrderList['contingencyType'];
  listStatusType: OrderList['listStatusType'];
  listOrderStatus: OrderList['listOrderStatus'];
  listClientOrderId: string;
  transactionTime: number;
  symbol: string;
  orders: { symbol: string; orderId: number; clientOrderId: string }[];
}

export function orderListView(list: OrderList, orders: readonly Order[]): OrderListView {
  return {
    orderListId: list.orderListId,
    contingencyType: list.contingencyType,
    listStatusType: list.listStatusType,
    listOrderStatus: list.listOrderStatus,
    listClientOrderId: list.listClientOrderId,
    transactionTime: list.transactionTime,
    symbol: list.symbol,
    orders: orders.map((o) => ({ symbol: o.symbol, orderId: o.orderId, clientOrderId: o.clientOrderId })),
  };
}

export interface PublicTradeView {
  id: number;
  price: string;
  qty: string;
  quoteQty: string;
  time: number;
  isBuyerMaker: boolean;
  isBestMatch: boolean;
}

/** What the public is told of a trade, its figures as decimal strings. */
export function publicTradeFigures(trade: Trade) {
  return {
    id: trade.id,
    price: fromFixed(trade.price),
    qty: fromFixed(trade.qty),
    quoteQty: fromFixed(trade.quoteQty),
    time: trade.time,
    isBuyerMaker: trade.isBuyerMaker,
  };
}

export function publicTradeView(trade: Trade): PublicTradeView {
  return { ...publicTradeFigures(trade), isBestMatch: true };
}

/** GET /api/v3/myTrades element. */
export interface AccountTradeView {
  symbol: string;
  id: number;
  orderId: number;
  orderListId: number;
  price: string;
  qty: string;
  quoteQty: string;
  commission: string;
  commissionAsset: string;
  time: number;
  isBuyer: boolean;
  isMaker: boolean;
  isBestMatch: boolean;
}

export function accountTradeView(
  trade: Trade,
  isBuyer: boolean,
  baseAsset: string,
  quoteAsset: string,
): AccountTradeView {
  return {
    symbol: trade.symbol,
    id: trade.id,
    orderId: isBuyer ? trade.buyerOrderId : trade.sellerOrderId,
    orderListId: isBuyer ? trade.buyerOrderListId : trade.sellerOrderListId,
    price: fromFixed(trade.price),
    qty: fromFixed(trade.qty),
    quoteQty: fromFixed(trade.quoteQty),
    commission: fromFixed(isBuyer ? trade.buyerCommission : trade.sellerCommission),
    commissionAsset: isBuyer ? baseAsset : quoteAsset,
    time: trade.time,
    isBuyer,
    isMaker: isBuyer === trade.isBuyerMaker,
    isBestMatch: true,
  };
}

export interface PreventedMatchView {
  symbol: string;
  preventedMatchId: number;
  takerOrderId: number;
  makerSymbol: string;
  makerOrderId: number;
  tradeGroupId: number;
  selfTradePreventionMode: PreventedMatch['selfTradePreventionMode'];
  price: string;
  makerPreventedQuantity: string;
  transactTime: number;
}

export function preventedMatchView(match: PreventedMatch): PreventedMatchView {
  return {
    symbol: match.symbol,
    preventedMatchId: match.preventedMatchId,
    takerOrderId: match.takerOrderId,
    makerSymbol: match.symbol,
    makerOrderId: match.makerOrderId,
    tradeGroupId: match.tradeGroupId,
    selfTradePreventionMode: match.selfTradePreventionMode,
    price: fromFixed(match.price),
    makerPreventedQuantity: fromFixed(match.makerPreventedQuantity),
    transactTime: match.transactTime,
  };
}

export interface AmendmentView {
  symbol: string;
  orderId: number;
  executionId: number;
  origClientOrderId: string;
  newClientOrderId: string;
  origQty: string;
  newQty: string;
  time: number;
}

export function amendmentView(amendment: Amendment): AmendmentView {
  return {
    symbol: amendment.symbol,
    orderId: amendment.orderId,
    executionId: amendment.executionId,
    origClientOrderId: amendment.origClientOrderId,
    newClientOrderId: amendment.newClientOrderId,
    origQty: fromFixed(amendment.origQty),
    newQty: fromFixed(amendment.newQty),
    time: amendment.time,
  };
}
