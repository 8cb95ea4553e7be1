import type { AccountTrade, PreventedMatch } from '../../../../shared/api/spot/account';
import type { OrderAmendment } from '../../../../shared/api/spot/amend';
import type { OrderListView, OrderView } from '../../../../shared/ipc/orders';
import type { CsvColumn } from './csv';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const orderColumns: CsvColumn<OrderView>[] = [
  { header: 'time', value: (o) => iso(o.time) },
  { header: 'symbol', value: (o) => o.symbol },
  { header: 'orderId', value: (o) => o.orderId },
  { header: 'clientOrderId', value: (o) => o.clientOrderId },
  { header: 'orderListId', value: (o) => o.orderListId },
  { header: 'side', value: (o) => o.side },
  { header: 'type', value: (o) => o.type },
  { header: 'timeInForce', value: (o) => o.timeInForce },
  { header: 'price', value: (o) => o.price },
  { header: 'stopPrice', value: (o) => o.stopPrice },
  { header: 'origQty', value: (o) => o.origQty },
  { header: 'executedQty', value: (o) => o.executedQty },
  { header: 'cummulativeQuoteQty', value: (o) => o.cummulativeQuoteQty },
  { header: 'status', value: (o) => o.status },
  { header: 'updateTime', value: (o) => iso(o.updateTime) },
];

export const tradeColumns: CsvColumn<AccountTrade>[] = [
  { header: 'time', value: (t) => iso(t.time) },
  { header: 'symbol', value: (t) => t.symbol },
  { header: 'id', value: (t) => t.id },
  { header: 'orderId', value: (t) => t.orderId },
  { header: 'side', value: (t) => (t.isBuyer ? 'BUY' : 'SELL') },
  { header: 'price', value: (t) => t.price },
  { header: 'qty', value: (t) => t.qty },
  { header: 'quoteQty', value: (t) => t.quoteQty },
  { header: 'commission', value: (t) => t.commission },
  { header: 'commissionAsset', value: (t) => t.commissionAsset },
  { header: 'maker', value: (t) => t.isMaker },
];

export const listColumns: CsvColumn<OrderListView>[] = [
  { header: 'transactionTime', value: (l) => iso(l.transactionTime) },
  { header: 'symbol', value: (l) => l.symbol },
  { header: 'orderListId', value: (l) => l.orderListId },
  { header: 'listClientOrderId', value: (l) => l.listClientOrderId },
  { header: 'contingencyType', value: (l) => l.contingencyType },
  { header: 'listStatusType', value: (l) => l.listStatusType },
  { header: 'listOrderStatus', value: (l) => l.listOrderStatus },
  { header: 'orders', value: (l) => l.orders.map((o) => o.orderId ?? o.clientOrderId).join(' ') },
];

export const preventedMatchColumns: CsvColumn<PreventedMatch>[] = [
  { header: 'transactTime', value: (p) => iso(p.transactTime) },
  { header: 'symbol', value: (p) => p.symbol },
  { header: 'preventedMatchId', value: (p) => p.preventedMatchId },
  { header: 'takerOrderId', value: (p) => p.takerOrderId },
  { header: 'makerOrderId', value: (p) => p.makerOrderId },
  { header: 'tradeGroupId', value: (p) => p.tradeGroupId },
  { header: 'selfTradePreventionMode', value: (p) => p.selfTradePreventionMode },
  { header: 'price', value: (p) => p.price },
  { header: 'makerPreventedQuantity', value: (p) => p.makerPreventedQuantity },
];

export const amendmentColumns: CsvColumn<OrderAmendment>[] = [
  { header: 'time', value: (a) => iso(a.time) },
  { header: 'symbol', value: (a) => a.symbol },
  { header: 'orderId', value: (a) => a.orderId },
  { header: 'executionId', value: (a) => a.executionId },
  { header: 'origClientOrderId', value: (a) => a.origClientOrderId },
  { header: 'newClientOrderId', value: (a) => a.newClientOrderId },
  { header: 'origQty', value: (a) => a.origQty },
  { header: 'newQty', value: (a) => a.newQty },
];
