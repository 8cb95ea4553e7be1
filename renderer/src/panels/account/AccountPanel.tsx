import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UnfilledOrderCount } from '@shared/api/spot/account';
import { dec, isZero } from '@shared/decimal/decimal';
import type { BalanceView, VenueFamilyName } from '@shared/ipc/account';
import { accountQueries } from '../../api/account-queries';
import { useTerminal } from '../../api/terminal-context';
import { useUiStore } from '../../stores/ui-store';
import { formatAmount, formatCount, formatDecimal, formatPercent } from '@shared/decimal/format';
import { formatClock } from '../../ui/format-time';
import { DataTable, type Column } from '../../ui/table/DataTable';
import { futuresFamilyNames } from '../futures/FuturesPanel';
import { CommissionFigures } from '../order-entry/CommissionFigures';
import { useTradingSymbol } from '../order-entry/trading-symbol-store';
import { ErrorText } from '../orders/ErrorText';
import { ValueChart } from './ValueChart';
import './account.css';

/** Whose counter a meter is: each family's host counts its own. */
const familyNames: Record<VenueFamilyName, string> = {
  spot: 'Spot',
  ...futuresFamilyNames,
  mining: 'Mining',
};
const placesOf = (value: string) => value.split('.')[1]?.length ?? 0;
/** A balance's places: as many as the venue gives, so the column lines up. */
const placesOfBalance = (b: BalanceView) => Math.max(placesOf(b.free), placesOf(b.locked));
/** Free plus locked, at the balance's places. */
const totalOf = (b: BalanceView) => dec(b.free).plus(b.locked).toFixed(placesOfBalance(b));

const balanceColumns: Column<BalanceView>[] = [
  { id: 'asset', header: 'Asset', rowHeader: true, cell: (b) => b.asset },
  // What can be spent now and what open orders hold, as the Binance app puts it (the API's free and locked).
  { id: 'free', header: 'Available', numeric: true, cell: (b) => formatDecimal(b.free, placesOfBalance(b)) },
  {
    id: 'locked',
    header: 'In orders',
    numeric: true,
    cell: (b) => formatDecimal(b.locked, placesOfBalance(b)),
  },
  { id: 'total', header: 'Total', numeric: true, cell: (b) => formatDecimal(totalOf(b), placesOfBalance(b)) },
];

const countColumns: Column<UnfilledOrderCount>[] = [
  {
    id: 'interval',
    header: 'Interval',
    rowHeader: true,
    cell: (c) => `${c.intervalNum} ${c.interval.toLowerCase()}`,
  },
  { id: 'count', header: 'Count', numeric: true, cell: (c) => formatCount(c.count) },
  { id: 'limit', header: 'Limit', numeric: true, cell: (c) => formatCount(c.limit) },
];

/** Balances, portfolio value over time, commission rates, unfilled order counts and request limits. */
export function AccountPanel() {
  const terminal = useTerminal();
  const symbol = useTradingSymbol((s) => s.symbol);
  const [hideZero, setHideZero] = useState(true);
  const [quoteAsset, setQuoteAsset] = useState('USDT');
  const summary = useQuery(accountQueries.summary(terminal));
  const portfolio = useQuery(accountQueries.portfolio(terminal, quoteAsset));
  const commission = useQuery({
    ...accountQueries.commission(terminal, symbol ?? ''),
    enabled: symbol !== null,
  });
  const counts = useQuery(accountQueries.orderCounts(terminal));
  const limits = useQuery(accountQueries.limits(terminal));
  const heldReads = limits.data?.blocks.find((b) => b.scope === 'reads');
  const timeDisplay = useUiStore((s) => s.timeDisplay);

  const balances = (summary.data?.balances ?? []).filter(
    (b) => !hideZero || !isZero(b.free) || !isZero(b.locked),
  );
  const assets = (summary.data?.balances ?? []).map((b) => b.asset);

  return (
    <section className="panel account-panel" aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <ErrorText error={summary.error} label="Account could not be loaded" />
      {summary.data && !summary.data.canTrade && (
        <p role="alert" className="error-text">
          This account may not trade.
        </p>
      )}

      <h3>Balances</h3>
      <label className="inline-control">
        <input type="checkbox" checked={hideZero} onChange={(e) => setHideZero(e.target.checked)} />
        Hide zero balances
      </label>
      <DataTable label="Balances" columns={balanceColumns} rows={balances} rowKey={(b) => b.asset} />

      <h3>Portfolio value</h3>
      <label className="inline-control">
        Value in
        <select
          aria-label="Portfolio quote asset"
          value={quoteAsset}
          onChange={(e) => setQuoteAsset(e.target.value)}
        >
          {[...new Set([quoteAsset, ...assets])].map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </label>
      <ErrorText error={portfolio.error} label="Portfolio could not be valued" />
      {portfolio.data && (
        <>
          <p aria-label="Portfolio total" className="num">
            {formatAmount(portfolio.data.total, portfolio.data.quoteAsset)} {portfolio.data.quoteAsset}
          </p>
          {portfolio.data.unpriced.length > 0 && (
            <p className="muted">
              Not valued (no price in {quoteAsset}): {portfolio.data.unpriced.join(', ')}
            </p>
          )}
        </>
      )}
      <ValueChart quoteAsset={quoteAsset} />

      <h3>Commission rates</h3>
      <div className="figure-grid">
        {summary.data && (
          <dl className="figures" aria-label="Account commission rates">
            <dt>Maker</dt>
            <dd>{formatPercent(summary.data.commissionRates.maker)}</dd>
            <dt>Taker</dt>
            <dd>{formatPercent(summary.data.commissionRates.taker)}</dd>
          </dl>
        )}
        <ErrorText error={commission.error} label="Commission rates could not be loaded" />
        {commission.data && (
          <CommissionFigures
            name={`${commission.data.symbol} commission rates`}
            standardTerm={`${commission.data.symbol} maker / taker`}
            standard={commission.data.standardCommission}
            tax={commission.data.taxCommission}
            discount={commission.data.discount}
          />
        )}
      </div>

      <h3>Unfilled order counts</h3>
      <ErrorText error={counts.error} label="Order counts could not be loaded" />
      <DataTable
        label="Unfilled order counts"
        columns={countColumns}
        rows={counts.data ?? []}
        rowKey={(c) => `${c.intervalNum}${c.interval}`}
      />

      <h3>Request limits</h3>
      <ErrorText error={limits.error} label="Limits could not be loaded" />
      {limits.data?.blockedUntil != null && (
        <p role="alert" className="error-text">
          Rate limited until {formatClock(limits.data.blockedUntil, timeDisplay)}
          {limits.data.blockedReason && `: ${limits.data.blockedReason}`}
        </p>
      )}
      {heldReads && (
        <p role="status" aria-label="Reads held">
          Reads held until {formatClock(heldReads.until, timeDisplay)}: {heldReads.reason}
        </p>
      )}
      <ul aria-label="Request limits" className="meters">
        {(limits.data?.meters ?? []).map((m) => (
          <li key={`${m.family}-${m.kind}-${m.window}`}>
            {familyNames[m.family]} {m.kind} {m.window}: {formatCount(m.used)}
            {m.limit === null ? '' : ` / ${formatCount(m.limit)}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
