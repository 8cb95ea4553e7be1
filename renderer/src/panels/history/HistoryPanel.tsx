import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { OrderListView, OrderView } from '@shared/ipc/orders';
import { accountQueries } from '../../api/account-queries';
import { ordersQueries } from '../../api/orders-queries';
import { useTerminal } from '../../api/terminal-context';
import { Choice } from '../order-entry/Field';
import { useTradingSymbol } from '../order-entry/trading-symbol-store';
import { ErrorText } from '../orders/ErrorText';
import {
  amendmentColumns,
  listColumns,
  orderColumns,
  preventedMatchColumns,
  tradeColumns,
  type HistoryColumn,
} from './history-columns';
import { useHistoryFormat } from './history-format';
import { HistoryTable, type HistoryLink } from './HistoryTable';
import { useAllSymbolsHistory } from './use-all-symbols-history';
import './history.css';

type HistoryTab = 'orders' | 'trades' | 'lists' | 'prevented' | 'amendments';
const tabLabels: Record<HistoryTab, string> = {
  orders: 'All orders',
  trades: 'Trades',
  lists: 'Order lists',
  prevented: 'Prevented matches',
  amendments: 'Amendments',
};

type Range = '1d' | '7d' | '30d';
const rangeMs: Record<Range, number> = { '1d': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };
const rangeLabels: Record<Range, string> = {
  '1d': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

const drawsNothing: [] = [];

/**
 * The account's history for the active symbol; main pages the venue's 24-hour windows. While not
 * `visible` (behind another tab) a change of its queries draws nothing: main's order updates still
 * land in their cache, and the panel draws them when it is shown again.
 */
export function HistoryPanel({ visible = true }: { readonly visible?: boolean }) {
  const terminal = useTerminal();
  const symbol = useTradingSymbol((s) => s.symbol);
  const [tab, setTab] = useState<HistoryTab>('orders');
  // No property of a query's result draws the panel while it is hidden; shown, the ones it reads do.
  const quiet = visible ? undefined : drawsNothing;
  const [range, setRange] = useState<Range>('1d');
  // The window ends now: orders placed or changed after it opened are folded in from main's updates
  // (syncOrdersEvents); Refresh asks the venue again.
  const [endTime, setEndTime] = useState(() => Date.now());
  // Trades and lists carry nothing to fold in: their window moves to now when a fill or a list change is
  // pushed, so they are asked again (only while their tab shows: a disabled query never fetches).
  const [liveEnd, setLiveEnd] = useState(endTime);
  useEffect(() => {
    const offOrders = terminal.orders.onUpdated(({ orders }) => {
      if (orders.some((o) => o.status === 'FILLED' || o.status === 'PARTIALLY_FILLED'))
        setLiveEnd(Date.now());
    });
    const offLists = terminal.orders.onListsUpdated(() => setLiveEnd(Date.now()));
    return () => {
      offOrders();
      offLists();
    };
  }, [terminal]);
  const liveSpan = { startTime: liveEnd - rangeMs[range], endTime: liveEnd };
  const [orderIdText, setOrderIdText] = useState('');
  const [everySymbol, setEverySymbol] = useState(false);
  // An order list whose orders alone the orders tab shows, from a list id followed in either table.
  const [onlyList, setOnlyList] = useState<{ id: number; symbol: string } | null>(null);
  const span = { startTime: endTime - rangeMs[range], endTime };
  const orderId = /^\d+$/.test(orderIdText) ? Number(orderIdText) : null;
  const sym = symbol ?? '';

  const symbolOrders = useQuery({
    ...ordersQueries.history(terminal, { symbol: sym, ...span }),
    enabled: tab === 'orders' && symbol !== null && !everySymbol,
    notifyOnChangeProps: quiet,
  });
  const symbolTrades = useQuery({
    ...accountQueries.trades(terminal, { symbol: sym, ...liveSpan }),
    enabled: tab === 'trades' && symbol !== null && !everySymbol,
    notifyOnChangeProps: quiet,
  });
  const allOrders = useAllSymbolsHistory('orders', span, tab === 'orders' && everySymbol, quiet);
  const allTrades = useAllSymbolsHistory('trades', liveSpan, tab === 'trades' && everySymbol, quiet);
  const orders = everySymbol ? allOrders : symbolOrders;
  const trades = everySymbol ? allTrades : symbolTrades;
  const lists = useQuery({
    ...ordersQueries.listHistory(terminal, liveSpan),
    enabled: tab === 'lists',
    notifyOnChangeProps: quiet,
  });
  const prevented = useQuery({
    ...accountQueries.preventedMatches(terminal, { symbol: sym, orderId: orderId ?? 0 }),
    enabled: tab === 'prevented' && symbol !== null && orderId !== null,
    notifyOnChangeProps: quiet,
  });
  const amendments = useQuery({
    ...accountQueries.amendments(terminal, { symbol: sym, orderId: orderId ?? 0 }),
    enabled: tab === 'amendments' && symbol !== null && orderId !== null,
    notifyOnChangeProps: quiet,
  });
  const format = useHistoryFormat();
  // The links stay the same objects while the symbol does: a new link would draw every row again.
  const links = useMemo(() => {
    const showList = (id: number, listSymbol: string) => {
      setOnlyList({ id, symbol: listSymbol });
      // A list on another symbol is found among every symbol's orders.
      if (listSymbol !== symbol) setEverySymbol(true);
      setTab('orders');
    };
    const orderList: HistoryLink<OrderView> = {
      header: 'orderListId',
      label: (o) => (o.orderListId === -1 ? null : `Show the orders of list ${o.orderListId}`),
      open: (o) => showList(o.orderListId, o.symbol),
    };
    const list: HistoryLink<OrderListView> = {
      header: 'orderListId',
      label: (l) => (l.orderListId === null ? null : `Show the orders of list ${l.orderListId}`),
      open: (l) => l.orderListId !== null && showList(l.orderListId, l.symbol),
    };
    return { orderList, list };
  }, [symbol, setOnlyList, setEverySymbol, setTab]);
  const shownOrders =
    onlyList === null
      ? orders.data
      : orders.data?.filter((o) => o.orderListId === onlyList.id && o.symbol === onlyList.symbol);
  const active = { orders, trades, lists, prevented, amendments }[tab];
  const stamp = new Date(endTime).toISOString().slice(0, 10);
  const file = (what: string) => `${what}-${everySymbol ? 'all-symbols' : (symbol ?? 'all')}-${stamp}.csv`;
  const byOrder = tab === 'prevented' || tab === 'amendments';
  /** A tab's table under the tab's name, exported to a file named after what it holds. */
  const table = <Row,>(
    rows: readonly Row[] | undefined,
    columns: readonly HistoryColumn<Row>[],
    rowKey: (row: Row) => string,
    fileStem: string,
    link?: HistoryLink<Row>,
  ) =>
    rows && (
      <HistoryTable
        key={tab}
        name={tabLabels[tab]}
        rows={rows}
        columns={columns}
        link={link}
        rowKey={rowKey}
        format={format}
        filename={file(fileStem)}
      />
    );
  const tables: Record<HistoryTab, () => ReactNode> = {
    orders: () => table(shownOrders, orderColumns, (o) => o.clientOrderId, 'orders', links.orderList),
    trades: () => table(trades.data, tradeColumns, (t) => String(t.id), 'trades'),
    lists: () => table(lists.data, listColumns, (l) => l.listClientOrderId, 'order-lists', links.list),
    prevented: () =>
      table(prevented.data, preventedMatchColumns, (p) => String(p.preventedMatchId), 'prevented-matches'),
    amendments: () => table(amendments.data, amendmentColumns, (a) => String(a.executionId), 'amendments'),
  };

  return (
    <section className="panel history-panel" aria-labelledby="history-heading">
      <h2 id="history-heading">History {everySymbol ? '· all symbols' : symbol && `· ${symbol}`}</h2>
      <div role="tablist" aria-label="History" className="tabs">
        {(Object.keys(tabLabels) as HistoryTab[]).map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
            {tabLabels[t]}
          </button>
        ))}
      </div>
      <div className="actions">
        {byOrder ? (
          <label>
            Order id
            <input
              value={orderIdText}
              inputMode="numeric"
              onChange={(e) => setOrderIdText(e.target.value.trim())}
            />
          </label>
        ) : (
          <>
            {(tab === 'orders' || tab === 'trades') && (
              <Choice
                label="Symbols"
                value={everySymbol ? 'all' : 'one'}
                options={['one', 'all'] as const}
                labels={{ one: symbol ?? 'Trading symbol', all: 'All symbols' }}
                onChange={(choice) => setEverySymbol(choice === 'all')}
              />
            )}
            <Choice
              label="Range"
              value={range}
              options={['1d', '7d', '30d'] as const}
              labels={rangeLabels}
              onChange={setRange}
            />
          </>
        )}
        <button
          type="button"
          onClick={() => {
            const now = Date.now();
            setEndTime(now);
            setLiveEnd(now);
          }}
        >
          Refresh
        </button>
      </div>
      {symbol === null && tab !== 'lists' && !everySymbol && <p>Choose a symbol in the order entry first.</p>}
      {byOrder && orderId === null && <p>Enter an order id to see its {tabLabels[tab].toLowerCase()}.</p>}
      <ErrorText error={active.error} label="History could not be loaded" />
      {active.isFetching && <p aria-live="polite">Loading…</p>}
      {tab === 'orders' && onlyList !== null && (
        <p className="history-filter">
          Only the orders of list {onlyList.id} ({onlyList.symbol}).{' '}
          <button type="button" onClick={() => setOnlyList(null)}>
            Show every order
          </button>
        </p>
      )}
      {tables[tab]()}
    </section>
  );
}
