import type { FuturesOrderView, FuturesTradeView, FuturesTransactionView } from '@shared/ipc/futures';
import { futuresTypeWord, sideWords, statusWord } from '@shared/ipc/order-words';
import {
  amountColumn,
  fieldColumn,
  priceColumn,
  quantityColumn,
  timeColumn,
  wordColumn,
} from '../history/column-builders';
import type { HistoryColumn } from '../history/history-columns';

const none = '—';
const isZero = (value: string) => /^-?0*\.?0*$/.test(value);
const sideWord = (side: string) => sideWords[side as 'BUY' | 'SELL'] ?? side;
const positionSideWords: Readonly<Record<string, string>> = { BOTH: 'One-way', LONG: 'Long', SHORT: 'Short' };
const positionSideWord = (side: string) => positionSideWords[side] ?? side;

/** A contract's orders as the venue lists them (allOrders). */
export const futuresOrderColumns: HistoryColumn<FuturesOrderView>[] = [
  timeColumn('updateTime', 'Updated'),
  fieldColumn('symbol', 'Symbol'),
  fieldColumn('orderId', 'Order id', 'num'),
  fieldColumn('clientOrderId', 'Client id', 'id'),
  { header: 'side', label: 'Side', value: (o) => o.side, show: (o) => sideWord(o.side) },
  wordColumn('positionSide', 'Position', positionSideWord),
  wordColumn('origType', 'Type', futuresTypeWord),
  {
    ...priceColumn('price', 'Price'),
    show: (o, f) => (isZero(o.price) ? none : f.price(o.symbol, o.price)),
  },
  {
    ...priceColumn('stopPrice', 'Trigger'),
    show: (o, f) => (isZero(o.stopPrice) ? none : f.price(o.symbol, o.stopPrice)),
  },
  {
    header: 'avgPrice',
    label: 'Avg price',
    kind: 'num',
    value: (o) => o.avgPrice,
    show: (o, f) => (o.avgPrice === null || isZero(o.avgPrice) ? none : f.amount(o.avgPrice)),
  },
  quantityColumn('executedQty', 'Filled'),
  quantityColumn('origQty', 'Size'),
  wordColumn('status', 'Status', statusWord),
  {
    header: 'reduceOnly',
    label: 'Reduce only',
    value: (o) => o.reduceOnly,
    show: (o) => (o.closePosition ? 'Close position' : o.reduceOnly ? 'Yes' : ''),
  },
  fieldColumn('timeInForce', 'TIF'),
];

/** A contract's fills (userTrades), with what each realized and paid. */
export const futuresTradeColumns: HistoryColumn<FuturesTradeView>[] = [
  timeColumn('time'),
  fieldColumn('symbol', 'Symbol'),
  { header: 'side', label: 'Side', value: (t) => t.side, show: (t) => sideWord(t.side) },
  wordColumn('positionSide', 'Position', positionSideWord),
  priceColumn('price', 'Price'),
  quantityColumn('qty', 'Size'),
  amountColumn('value', 'Value'),
  fieldColumn('valueAsset', 'Value asset'),
  {
    header: 'realizedPnl',
    label: 'Realized P&L',
    kind: 'num',
    value: (t) => t.realizedPnl,
    show: (t, f) => (isZero(t.realizedPnl) ? none : f.amount(t.realizedPnl)),
  },
  amountColumn('commission', 'Fee'),
  fieldColumn('commissionAsset', 'Fee asset'),
  { header: 'maker', label: 'Role', value: (t) => t.maker, show: (t) => (t.maker ? 'Maker' : 'Taker') },
  fieldColumn('orderId', 'Order id', 'num'),
  fieldColumn('id', 'Trade id', 'num'),
];

const incomeTypeWords: Readonly<Record<string, string>> = {
  REALIZED_PNL: 'Realized P&L',
  COMMISSION: 'Fee',
  FUNDING_FEE: 'Funding',
  TRANSFER: 'Transfer',
  INSURANCE_CLEAR: 'Liquidation clearance',
  COMMISSION_REBATE: 'Fee rebate',
  WELCOME_BONUS: 'Bonus',
};
/** An income type in a trader's words; a type without one reads as the venue names it, in lower case. */
export const incomeTypeWord = (type: string) =>
  incomeTypeWords[type] ?? type.charAt(0) + type.slice(1).toLowerCase().replace(/_/g, ' ');

/** The family's wallet changes (income), each with its cause. */
export const futuresTransactionColumns: HistoryColumn<FuturesTransactionView>[] = [
  timeColumn('time'),
  wordColumn('incomeType', 'Type', incomeTypeWord),
  { header: 'symbol', label: 'Symbol', value: (r) => r.symbol, show: (r) => r.symbol || none },
  amountColumn('income', 'Amount'),
  fieldColumn('asset', 'Asset'),
  {
    header: 'tradeId',
    label: 'Trade id',
    kind: 'num',
    value: (r) => r.tradeId,
    show: (r) => r.tradeId || none,
  },
  fieldColumn('tranId', 'Transaction id', 'id'),
];
