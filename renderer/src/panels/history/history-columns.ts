import type { AccountTrade, PreventedMatch } from '@shared/api/spot/account';
import type { OrderAmendment } from '@shared/api/spot/amend';
import type { OrderListView, OrderView } from '@shared/ipc/orders';
import {
  amountColumn,
  fieldColumn,
  priceColumn,
  quantityColumn,
  timeColumn,
  wordColumn,
} from './column-builders';
import type { CsvColumn } from './csv';
import { listStatusWord, sideWords, spotTypeWord, statusWord } from '@shared/ipc/order-words';
import { stpWords } from '../order-entry/stp-words';

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
  /** The venue's name for what `show` puts in a trader's words, shown after it as secondary text. */
  readonly apiName?: (row: Row) => string;
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
  fieldColumn('symbol', 'Symbol'),
  fieldColumn('orderId', 'Order id', 'num'),
  fieldColumn('clientOrderId', 'Client id', 'id'),
  {
    header: 'orderListId',
    label: 'List',
    kind: 'num',
    value: (o) => o.orderListId,
    show: (o) => (o.orderListId === -1 ? none : String(o.orderListId)),
  },
  { header: 'side', label: 'Side', value: (o) => o.side, show: (o) => sideWords[o.side] },
  wordColumn('type', 'Type', spotTypeWord),
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
  wordColumn('status', 'Status', statusWord),
  timeColumn('updateTime', 'Updated'),
];

export const tradeColumns: HistoryColumn<AccountTrade>[] = [
  timeColumn('time'),
  fieldColumn('symbol', 'Symbol'),
  fieldColumn('id', 'Trade id', 'num'),
  fieldColumn('orderId', 'Order id', 'num'),
  {
    header: 'side',
    label: 'Side',
    value: (t) => (t.isBuyer ? 'BUY' : 'SELL'),
    show: (t) => (t.isBuyer ? sideWords.BUY : sideWords.SELL),
  },
  priceColumn('price', 'Price'),
  quantityColumn('qty', 'Qty'),
  amountColumn('quoteQty', 'Quote qty'),
  amountColumn('commission', 'Fee'),
  fieldColumn('commissionAsset', 'Fee asset'),
  { header: 'maker', label: 'Role', value: (t) => t.isMaker, show: (t) => (t.isMaker ? 'Maker' : 'Taker') },
];

/** What happened to a list last (listStatusType), in words. */
const listStatusTypeWords: Readonly<Record<string, string>> = {
  RESPONSE: 'Refused',
  EXEC_STARTED: 'Started',
  UPDATED: 'Updated',
  ALL_DONE: 'Done',
};
const listStatusTypeWord = (type: string) => listStatusTypeWords[type] ?? type;

export const listColumns: HistoryColumn<OrderListView>[] = [
  timeColumn('transactionTime'),
  fieldColumn('symbol', 'Symbol'),
  fieldColumn('orderListId', 'List id', 'num'),
  fieldColumn('listClientOrderId', 'List client id', 'id'),
  fieldColumn('contingencyType', 'Type'),
  wordColumn('listStatusType', 'Status', listStatusTypeWord),
  wordColumn('listOrderStatus', 'Order status', listStatusWord),
  {
    header: 'orders',
    label: 'Orders',
    kind: 'id',
    value: (l) => l.orders.map((o) => o.orderId ?? o.clientOrderId).join(' '),
  },
];

export const preventedMatchColumns: HistoryColumn<PreventedMatch>[] = [
  timeColumn('transactTime'),
  fieldColumn('symbol', 'Symbol'),
  fieldColumn('preventedMatchId', 'Match id', 'num'),
  fieldColumn('takerOrderId', 'Taker order', 'num'),
  fieldColumn('makerOrderId', 'Maker order', 'num'),
  fieldColumn('tradeGroupId', 'Trade group', 'id'),
  wordColumn('selfTradePreventionMode', 'STP mode', stpWords),
  priceColumn('price', 'Price'),
  quantityColumn('makerPreventedQuantity', 'Maker qty prevented'),
];

export const amendmentColumns: HistoryColumn<OrderAmendment>[] = [
  timeColumn('time'),
  fieldColumn('symbol', 'Symbol'),
  fieldColumn('orderId', 'Order id', 'num'),
  fieldColumn('executionId', 'Execution id', 'num'),
  fieldColumn('origClientOrderId', 'Client id before', 'id'),
  fieldColumn('newClientOrderId', 'Client id after', 'id'),
  quantityColumn('origQty', 'Qty before'),
  quantityColumn('newQty', 'Qty after'),
];
