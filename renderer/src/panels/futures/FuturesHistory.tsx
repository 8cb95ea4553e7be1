import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { formatCount } from '@shared/decimal/format';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import type { FuturesFamily, FuturesHistoryView, FuturesSymbolView } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { useUiStore } from '../../stores/ui-store';
import { HistoryTable } from '../history/HistoryTable';
import type { HistoryColumn } from '../history/history-columns';
import { historyFormat } from '../history/history-format';
import { ErrorText } from '../orders/ErrorText';
import { futuresOrderColumns, futuresTradeColumns, futuresTransactionColumns } from './history-columns';
import { positionRoundColumns } from './position-round-columns';
import { closedRoundsText, positionRounds, type PositionRound } from './position-rounds';
import { pnl } from './figures';
import { dailyPnl } from './daily-pnl';
import { dailyPnlColumns } from './daily-pnl-columns';
import { formatDateTime } from '../../ui/format-time';

const roundKey = (r: PositionRound) => `${r.positionSide}-${r.side}-${r.opened ?? 'before'}`;

type Tab = 'orders' | 'trades' | 'positions' | 'daily' | 'transactions';
const tabNames: Record<Tab, string> = {
  orders: 'Order history',
  trades: 'Trade history',
  positions: 'Position history',
  daily: 'Daily P&L',
  transactions: 'Transactions',
};
const rangeNames = { 1: 'Last 24 hours', 7: 'Last 7 days' } as const;

/**
 * The family's history as the venue keeps it: the contract's orders and fills, and the wallet's
 * changes (realized P&L, fees, funding), over the last day or week; each table exports to CSV as the
 * venue sent it.
 */
export function FuturesHistory({
  family,
  symbol,
  symbols,
}: {
  readonly family: FuturesFamily;
  readonly symbol: string;
  readonly symbols: ReadonlyMap<string, FuturesSymbolView>;
}) {
  const terminal = useTerminal();
  const [tab, setTab] = useState<Tab>('orders');
  const [days, setDays] = useState<1 | 7>(1);
  const orders = useQuery({
    ...futuresQueries.orderHistory(terminal, family, symbol, days),
    enabled: tab === 'orders',
  });
  const trades = useQuery({
    ...futuresQueries.tradeHistory(terminal, family, symbol, days),
    enabled: tab === 'trades' || tab === 'positions',
  });
  const positions = useQuery({ ...futuresQueries.positions(terminal, family), enabled: tab === 'positions' });
  const transactions = useQuery({
    ...futuresQueries.transactions(terminal, family, days),
    enabled: tab === 'transactions' || tab === 'positions' || tab === 'daily',
  });
  // The funding each position paid, from the range's income; not known where the income was not all read.
  const funding = useMemo(
    () =>
      transactions.data?.complete
        ? transactions.data.rows
            .filter((r) => r.incomeType === 'FUNDING_FEE')
            .map((r) => ({ symbol: r.symbol, time: r.time, income: r.income, asset: r.asset }))
        : undefined,
    [transactions.data],
  );
  const rounds = useMemo(
    () =>
      trades.data && positions.data && trades.data.complete && transactions.data
        ? positionRounds(trades.data.rows, positions.data, funding)
        : undefined,
    [trades.data, positions.data, transactions.data, funding],
  );
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const format = useMemo(
    () =>
      historyFormat(timeDisplay, (symbol) => {
        const contract = symbols.get(symbol);
        return contract && tickAndStepOf(contract.filters);
      }),
    [symbols, timeDisplay],
  );
  const dailyView = useMemo(
    () =>
      transactions.data && {
        ...transactions.data,
        rows: dailyPnl(transactions.data.rows, (ms) => formatDateTime(ms, timeDisplay).slice(0, 10)),
      },
    [transactions.data, timeDisplay],
  );
  const positionsTab = trades.error ? trades : transactions.error ? transactions : positions;
  const active = { orders, trades, positions: positionsTab, daily: transactions, transactions }[tab];
  const familyWide = tab === 'transactions' || tab === 'daily';
  const stem = familyWide ? `${family}-${tab}` : `${family}-${tab}-${symbol}`;
  const table = <Row,>(
    view: FuturesHistoryView<Row> | undefined,
    columns: readonly HistoryColumn<Row>[],
    rowKey: (row: Row) => string,
  ): ReactNode =>
    view && (
      <>
        <HistoryTable
          key={tab}
          name={tabNames[tab]}
          // Newest first on screen and in the file, as the venue's own history pages show them
          rows={[...view.rows].reverse()}
          columns={columns}
          rowKey={rowKey}
          format={format}
          filename={`${stem}-${new Date(view.to).toISOString().slice(0, 10)}.csv`}
        />
        {!view.complete && (
          <p role="status" aria-label="History incomplete">
            The range holds more than the {formatCount(view.rows.length)} rows read: the oldest are shown,
            newer ones are not.{days === 7 ? ' Last 24 hours shows the newest.' : ''}
          </p>
        )}
      </>
    );
  return (
    <section aria-label={`${family === 'usdm' ? 'USD-M' : 'COIN-M'} history`} className="futures-history">
      <div role="tablist" aria-label="History" className="tabs">
        {(Object.keys(tabNames) as Tab[]).map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
            {tabNames[t]}
          </button>
        ))}
      </div>
      <label>
        Range{' '}
        <select value={days} onChange={(e) => setDays(e.target.value === '7' ? 7 : 1)}>
          {([1, 7] as const).map((d) => (
            <option key={d} value={d}>
              {rangeNames[d]}
            </option>
          ))}
        </select>
      </label>{' '}
      <span className="muted">{familyWide ? 'every contract' : symbol}</span>
      {tab === 'orders' && table(orders.data, futuresOrderColumns, (o) => o.clientOrderId)}
      {tab === 'trades' && table(trades.data, futuresTradeColumns, (t) => `${t.symbol}-${t.id}`)}
      {tab === 'positions' && rounds && (
        <>
          <p role="status" aria-label="Closed positions">
            {closedRoundsText(rounds, pnl) ??
              (rounds.length > 0
                ? 'No position closed in the range yet: what is listed is still open.'
                : 'No position closed in the range.')}
          </p>
          {table({ ...trades.data!, rows: rounds }, positionRoundColumns, roundKey)}
        </>
      )}
      {tab === 'positions' && trades.data && !trades.data.complete && (
        <p role="status" aria-label="Closed positions">
          The range holds more fills than were read, so its positions cannot be told from them: Last 24 hours
          shows them.
        </p>
      )}
      {tab === 'daily' &&
        // Oldest first, as the tables take rows; each shows them newest first.
        table(
          dailyView && { ...dailyView, rows: [...dailyView.rows].reverse() },
          dailyPnlColumns,
          (d) => `${d.day}-${d.asset}`,
        )}
      {tab === 'transactions' &&
        table(transactions.data, futuresTransactionColumns, (r) => `${r.tranId}-${r.incomeType}-${r.time}`)}
      <ErrorText error={active.error} label="History error" />
    </section>
  );
}
