import './futures.css';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useFuturesChanges } from '../../api/futures-changes';
import { useTerminal } from '../../api/terminal-context';
import { useTradingGuard } from '../../api/use-trading-guard';
import { venueQueries } from '../../api/venue-queries';
import { AccountSettings } from './AccountSettings';
import { AccountSummary } from './AccountSummary';
import { FuturesMarketHeader } from './FuturesMarketHeader';
import { FuturesOrderForm } from './FuturesOrderForm';
import { FuturesScaledForm } from './FuturesScaledForm';
import { MarginSettings } from './MarginSettings';
import { OpenOrdersTable } from './OpenOrdersTable';
import { FuturesCancelAll } from './FuturesCancelAll';
import { PositionsTable } from './PositionsTable';
import { CloseAllPositions } from './CloseAllPositions';
import { FuturesChaseForm } from './FuturesChaseForm';
import { FuturesTwapForm } from './FuturesTwapForm';
import { FuturesHistory } from './FuturesHistory';
import { isZero } from './figures';
import { isWorking } from './chart-lines';
import type { LiquidationSources } from './liquidation-estimate';

const entryNames = { order: 'Order', scaled: 'Scaled', chase: 'Chase', twap: 'TWAP' } as const;

export const futuresFamilyNames: Record<FuturesFamily, string> = {
  usdm: 'USD-M futures',
  coinm: 'COIN-M futures',
};

interface FuturesPanelProps {
  readonly family: FuturesFamily;
  /** The symbol to start on, when the family lists it. */
  readonly initialSymbol?: string;
}

/** One futures family: order entry, positions with close, open orders, wallets and account settings. */
export function FuturesPanel({ family, initialSymbol }: FuturesPanelProps) {
  const terminal = useTerminal();
  useFuturesChanges(family);
  const symbols = useQuery(futuresQueries.symbols(terminal, family));
  const positions = useQuery(futuresQueries.positions(terminal, family));
  const orders = useQuery(futuresQueries.openOrders(terminal, family));
  const account = useQuery(futuresQueries.account(terminal, family));
  const mode = useQuery(futuresQueries.positionMode(terminal, family));
  const clock = useQuery(venueQueries.clock(terminal));
  // Positions are re-read every few seconds: their failure tells when the family's host is unreachable.
  const guard = useTradingGuard(family, positions.error);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const headingId = useId();
  const symbolId = useId();

  const list = symbols.data ?? [];
  const bySymbol = new Map(list.map((s) => [s.symbol, s]));
  const current = bySymbol.get(chosen ?? '') ?? bySymbol.get(initialSymbol ?? '') ?? list[0];
  const rows = positions.data?.filter((p) => p.symbol === current?.symbol) ?? [];
  const mark = rows.map((p) => p.markPrice).find((m) => !isZero(m));
  const offset = clock.data?.offsetMs ?? 0;
  const available = account.data?.wallets.find((w) => w.asset === current?.marginAsset)?.availableBalance;
  const error = [symbols, positions, orders, account, mode].find((q) => q.isError)?.error;
  const [entry, setEntry] = useState<keyof typeof entryNames>('order');
  const rates = useQuery({
    ...futuresQueries.commissionRate(terminal, family, current?.symbol ?? ''),
    enabled: current !== undefined,
  }).data;
  const brackets = useQuery({
    ...futuresQueries.brackets(terminal, family, current?.symbol ?? ''),
    enabled: current !== undefined,
  }).data;
  const liquidation: LiquidationSources = {
    account: account.data,
    brackets: brackets?.brackets,
    marginAssetOf: (symbol) => bySymbol.get(symbol)?.marginAsset,
  };
  /** What both order forms are given: the contract, the account's mode, leverage, position and margin. */
  const formProps = (hedge: boolean) => ({
    family,
    symbol: current!,
    hedge,
    now: () => Date.now() + offset,
    markPrice: mark,
    blockedReason: guard.orderReason,
    ...(rows[0] ? { leverage: rows[0].leverage } : {}),
    positions: rows,
    ...(available === undefined ? {} : { available }),
    ...(rates === undefined ? {} : { fees: { maker: rates.maker, taker: rates.taker } }),
    liquidation,
  });

  return (
    <section className="panel futures-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{futuresFamilyNames[family]}</h2>
      {current && <FuturesMarketHeader family={family} symbol={current} />}
      {error !== undefined && (
        <p role="alert" className="error-text">
          {describeError(error)}
        </p>
      )}
      {guard.orderReason && (
        <p role="alert" className="error-text" aria-label="Trading disabled">
          {guard.orderReason}
        </p>
      )}
      {current && (
        <>
          <div className="field symbol-field">
            <label htmlFor={symbolId}>Futures symbol</label>
            <select id={symbolId} value={current.symbol} onChange={(e) => setChosen(e.target.value)}>
              {list.map((s) => (
                <option key={s.symbol} value={s.symbol}>
                  {s.symbol}
                </option>
              ))}
            </select>
          </div>
          <AccountSettings
            family={family}
            symbol={current.symbol}
            hedge={mode.data?.hedge}
            leverage={rows[0]?.leverage}
            blockedReason={guard.reason}
          />
          <MarginSettings
            family={family}
            symbol={current.symbol}
            marginType={positions.data ? (rows[0]?.marginType ?? 'cross') : undefined}
            blockedReason={guard.reason}
          />
          <div role="tablist" aria-label="Order kind" className="tabs">
            {(['order', 'scaled', 'chase', 'twap'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                role="tab"
                aria-selected={entry === kind}
                onClick={() => setEntry(kind)}
              >
                {entryNames[kind]}
              </button>
            ))}
          </div>
          {mode.data && entry === 'order' && (
            <FuturesOrderForm key={`${current.symbol}-${mode.data.hedge}`} {...formProps(mode.data.hedge)} />
          )}
          {mode.data && entry === 'scaled' && (
            <FuturesScaledForm key={`${current.symbol}-${mode.data.hedge}`} {...formProps(mode.data.hedge)} />
          )}
          {mode.data && entry === 'chase' && (
            <FuturesChaseForm
              key={`${current.symbol}-${mode.data.hedge}`}
              {...formProps(mode.data.hedge)}
              symbols={bySymbol}
            />
          )}
          {mode.data && entry === 'twap' && (
            <FuturesTwapForm
              key={`${current.symbol}-${mode.data.hedge}`}
              {...formProps(mode.data.hedge)}
              symbols={bySymbol}
            />
          )}
        </>
      )}
      <h3>Positions</h3>
      {positions.data && (
        <CloseAllPositions
          family={family}
          positions={positions.data}
          symbols={bySymbol}
          blocked={guard.orderReason !== null}
        />
      )}
      {positions.data && (
        <PositionsTable
          family={family}
          positions={positions.data}
          symbols={bySymbol}
          orders={orders.data ?? []}
          blockedReason={guard.orderReason}
          account={account.data}
        />
      )}
      <h3>Open orders</h3>
      {current && (
        <FuturesCancelAll
          family={family}
          symbol={current.symbol}
          blocked={guard.reason !== null}
          none={!orders.data?.some((o) => o.symbol === current.symbol && isWorking(o))}
        />
      )}
      {orders.data && (
        <OpenOrdersTable
          family={family}
          orders={orders.data}
          symbols={bySymbol}
          blockedReason={guard.reason}
        />
      )}
      <h3>History</h3>
      {current && <FuturesHistory family={family} symbol={current.symbol} symbols={bySymbol} />}
      <h3>Wallet</h3>
      {account.data && (
        <AccountSummary
          account={account.data}
          marginAssetOf={(symbol) => bySymbol.get(symbol)?.marginAsset}
        />
      )}
    </section>
  );
}
