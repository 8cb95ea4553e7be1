import type { AccountTrade, PreventedMatch } from '@shared/api/spot/account';
import type { OrderAmendment } from '@shared/api/spot/amend';
import type { OrderListView, OrderView } from '@shared/ipc/orders';
import { amountColumn, quantityColumn, timeColumn } from './column-builders';
import type { CsvColumn } from './csv';

/**
 * A column of a history table: the export names it as the venue does (`header`), the screen in a few words
 * (`label`) so every column fits the pane.
 */
export interface HistoryColumn<Row> extends CsvColumn<Row> {
  readonly label: string;
  /** A figure is right-aligned; a long id is cut short on screen, whole in its tooltip and the export. */
  readonly kind?: 'num' | 'id' | 'time';
  /** The cell as the other panes show it (the export keeps the venue's value). */
  readonly show?: (row: Row, format: HistoryFormat) => string;
}

/** How the history shows times and figures: the trader's time zone, each symbol's tick and step. */
export interface HistoryFormat {
  time(ms: number | null): string;
  price(symbol: string, value: string | null): string;
  quantity(symbol: string, value: string | null): string;
  /** A quote or fee amount: grouped, up to 8 places, trailing zeros dropped. */
  amount(value: string | null): string;
}

const none = '—';
const isZero = (value: string | null) => value === null || /^0*\.?0*$/.test(value);
/** The types whose time in force means something: a market or stop-market order has none. */
const withTimeInForce = new Set(['LIMIT', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT_LIMIT']);

export const orderColumns: HistoryColumn<OrderView>[] = [
  timeColumn('time'),
  { header: 'symbol', label: 'Symbol', value: (o) => o.symbol },
  { header: 'orderId', label: 'Order id', kind: 'num', value: (o) => o.orderId },
  { header: 'clientOrderId', label: 'Client id', kind: 'id', value: (o) => o.clientOrderId },
  {
    header: 'orderListId',
    label: 'List',
    kind: 'num',
    value: (o) => o.orderListId,
    show: (o) => (o.orderListId === -1 ? none : String(o.orderListId)),
  },
  { header: 'side', label: 'Side', value: (o) => o.side },
  { header: 'type', label: 'Type', value: (o) => o.type },
  {
    header: 'timeInForce',
    label: 'TIF',
    value: (o) => o.timeInForce,
    show: (o) => (withTimeInForce.has(o.type) ? (o.timeInForce ?? none) : none),
  },
  {
    header: 'price',
    label: 'Price',
    kind: 'num',
    value: (o) => o.price,
    show: (o, f) => (isZero(o.price) ? none : f.price(o.symbol, o.price)),
  },
  {
    header: 'stopPrice',
    label: 'Trigger',
    kind: 'num',
    value: (o) => o.stopPrice,
    show: (o, f) => (isZero(o.stopPrice) ? none : f.price(o.symbol, o.stopPrice)),
  },
  quantityColumn('origQty', 'Qty'),
  quantityColumn('executedQty', 'Executed'),
  amountColumn('cummulativeQuoteQty', 'Quote executed'),
  { header: 'status', label: 'Status', value: (o) => o.status },
  timeColumn('updateTime', 'Updated'),
];

export const tradeColumns: HistoryColumn<AccountTrade>[] = [
  timeColumn('time'),
  { header: 'symbol', label: 'Symbol', value: (t) => t.symbol },
  { header: 'id', label: 'Trade id', kind: 'num', value: (t) => t.id },
  { header: 'orderId', label: 'Order id', kind: 'num', value: (t) => t.orderId },
  { header: 'side', label: 'Side', value: (t) => (t.isBuyer ? 'BUY' : 'SELL') },
  {
    header: 'price',
    label: 'Price',
    kind: 'num',
    value: (t) => t.price,
    show: (t, f) => f.price(t.symbol, t.price),
  },
  quantityColumn('qty', 'Qty'),
  amountColumn('quoteQty', 'Quote qty'),
  amountColumn('commission', 'Fee'),
  { header: 'commissionAsset', label: 'Fee asset', value: (t) => t.commissionAsset },
  { header: 'maker', label: 'Role', value: (t) => t.isMaker, show: (t) => (t.isMaker ? 'Maker' : 'Taker') },
];

export const listColumns: HistoryColumn<OrderListView>[] = [
  timeColumn('transactionTime'),
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
  timeColumn('transactTime'),
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
  timeColumn('time'),
  { header: 'symbol', label: 'Symbol', value: (a) => a.symbol },
  { header: 'orderId', label: 'Order id', kind: 'num', value: (a) => a.orderId },
  { header: 'executionId', label: 'Execution id', kind: 'num', value: (a) => a.executionId },
  { header: 'origClientOrderId', label: 'Client id before', kind: 'id', value: (a) => a.origClientOrderId },
  { header: 'newClientOrderId', label: 'Client id after', kind: 'id', value: (a) => a.newClientOrderId },
  { header: 'origQty', label: 'Qty before', kind: 'num', value: (a) => a.origQty },
  { header: 'newQty', label: 'Qty after', kind: 'num', value: (a) => a.newQty },
];
