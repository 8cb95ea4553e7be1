import type { AccountTrade, PreventedMatch } from '@shared/api/spot/account';
import type { OrderAmendment } from '@shared/api/spot/amend';
import type { OrderListView, OrderView } from '@shared/ipc/orders';
import type { CsvColumn } from './csv';

/**
 * A column of a history table: the export names it as the venue does (`header`), the screen in a few words
 * (`label`) so every column fits the pane.
 */
export interface HistoryColumn<Row> extends CsvColumn<Row> {
  readonly label: string;
  /** A figure is right-aligned; a long id is cut short on screen, whole in its tooltip and the export. */
  readonly kind?: 'num' | 'id' | 'time';
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const orderColumns: HistoryColumn<OrderView>[] = [
  { header: 'time', label: 'Time', kind: 'time', value: (o) => iso(o.time) },
  { header: 'symbol', label: 'Symbol', value: (o) => o.symbol },
  { header: 'orderId', label: 'Order id', kind: 'num', value: (o) => o.orderId },
  { header: 'clientOrderId', label: 'Client id', kind: 'id', value: (o) => o.clientOrderId },
  { header: 'orderListId', label: 'List', kind: 'num', value: (o) => o.orderListId },
  { header: 'side', label: 'Side', value: (o) => o.side },
  { header: 'type', label: 'Type', value: (o) => o.type },
  { header: 'timeInForce', label: 'TIF', value: (o) => o.timeInForce },
  { header: 'price', label: 'Price', kind: 'num', value: (o) => o.price },
  { header: 'stopPrice', label: 'Stop', kind: 'num', value: (o) => o.stopPrice },
  { header: 'origQty', label: 'Qty', kind: 'num', value: (o) => o.origQty },
  { header: 'executedQty', label: 'Executed', kind: 'num', value: (o) => o.executedQty },
  {
    header: 'cummulativeQuoteQty',
    label: 'Quote executed',
    kind: 'num',
    value: (o) => o.cummulativeQuoteQty,
  },
  { header: 'status', label: 'Status', value: (o) => o.status },
  { header: 'updateTime', label: 'Updated', kind: 'time', value: (o) => iso(o.updateTime) },
];

export const tradeColumns: HistoryColumn<AccountTrade>[] = [
  { header: 'time', label: 'Time', kind: 'time', value: (t) => iso(t.time) },
  { header: 'symbol', label: 'Symbol', value: (t) => t.symbol },
  { header: 'id', label: 'Trade id', kind: 'num', value: (t) => t.id },
  { header: 'orderId', label: 'Order id', kind: 'num', value: (t) => t.orderId },
  { header: 'side', label: 'Side', value: (t) => (t.isBuyer ? 'BUY' : 'SELL') },
  { header: 'price', label: 'Price', kind: 'num', value: (t) => t.price },
  { header: 'qty', label: 'Qty', kind: 'num', value: (t) => t.qty },
  { header: 'quoteQty', label: 'Quote qty', kind: 'num', value: (t) => t.quoteQty },
  { header: 'commission', label: 'Commission', kind: 'num', value: (t) => t.commission },
  { header: 'commissionAsset', label: 'Fee asset', value: (t) => t.commissionAsset },
  { header: 'maker', label: 'Maker', value: (t) => t.isMaker },
];

export const listColumns: HistoryColumn<OrderListView>[] = [
  { header: 'transactionTime', label: 'Time', kind: 'time', value: (l) => iso(l.transactionTime) },
  { header: 'symbol', label: 'Symbol', value: (l) => l.symbol },
  { header: 'orderListId', label: 'List id', kind: 'num', value: (l) => l.orderListId },
  { header: 'listClientOrderId', label: 'List client id', kind: 'id', value: (l) => l.listClientOrderId },
  { header: 'contingencyType', label: 'Type', value: (l) => l.contingencyType },
  { header: 'listStatusType', label: 'Status', value: (l) => l.listStatusType },
  { header: 'listOrderStatus', label: 'Order status', value: (l) => l.listOrderStatus },
  {
    header: 'orders',
    label: 'Orders',
    kind: 'id',
    value: (l) => l.orders.map((o) => o.orderId ?? o.clientOrderId).join(' '),
  },
];

export const preventedMatchColumns: HistoryColumn<PreventedMatch>[] = [
  { header: 'transactTime', label: 'Time', kind: 'time', value: (p) => iso(p.transactTime) },
  { header: 'symbol', label: 'Symbol', value: (p) => p.symbol },
  { header: 'preventedMatchId', label: 'Match id', kind: 'num', value: (p) => p.preventedMatchId },
  { header: 'takerOrderId', label: 'Taker order', kind: 'num', value: (p) => p.takerOrderId },
  { header: 'makerOrderId', label: 'Maker order', kind: 'num', value: (p) => p.makerOrderId },
  { header: 'tradeGroupId', label: 'Trade group', kind: 'id', value: (p) => p.tradeGroupId },
  { header: 'selfTradePreventionMode', label: 'STP mode', value: (p) => p.selfTradePreventionMode },
  { header: 'price', label: 'Price', kind: 'num', value: (p) => p.price },
  {
    header: 'makerPreventedQuantity',
    label: 'Maker qty prevented',
    kind: 'num',
    value: (p) => p.makerPreventedQuantity,
  },
];

export const amendmentColumns: HistoryColumn<OrderAmendment>[] = [
  { header: 'time', label: 'Time', kind: 'time', value: (a) => iso(a.time) },
  { header: 'symbol', label: 'Symbol', value: (a) => a.symbol },
  { header: 'orderId', label: 'Order id', kind: 'num', value: (a) => a.orderId },
  { header: 'executionId', label: 'Execution id', kind: 'num', value: (a) => a.executionId },
  { header: 'origClientOrderId', label: 'Client id before', kind: 'id', value: (a) => a.origClientOrderId },
  { header: 'newClientOrderId', label: 'Client id after', kind: 'id', value: (a) => a.newClientOrderId },
  { header: 'origQty', label: 'Qty before', kind: 'num', value: (a) => a.origQty },
  { header: 'newQty', label: 'Qty after', kind: 'num', value: (a) => a.newQty },
];
