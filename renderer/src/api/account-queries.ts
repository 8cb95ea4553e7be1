import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ArgsOf, TerminalApi } from '@shared/ipc/contract';
import { dec } from '@shared/decimal/decimal';
import type { AccountSummary, BalanceView, PortfolioRange } from '@shared/ipc/account';
import { positionsQueries } from './positions-queries';

/** Query factories of the account domain. */
export const accountQueries = {
  all: () => ['account'] as const,
  summary: (terminal: TerminalApi) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'summary'] as const,
      queryFn: () => terminal.account.summary(),
    }),
  portfolio: (terminal: TerminalApi, quoteAsset: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'portfolio', quoteAsset] as const,
      queryFn: () => terminal.account.portfolio({ quoteAsset }),
      refetchInterval: 30_000,
    }),
  /** Main keeps what is expensive (trades, closed klines), so a refetch costs one last-price request. */
  portfolioHistory: (terminal: TerminalApi, quoteAsset: string, range: PortfolioRange) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'portfolioHistory', quoteAsset, range] as const,
      queryFn: () => terminal.account.portfolioHistory({ quoteAsset, range }),
      refetchInterval: 30_000,
    }),
  commission: (terminal: TerminalApi, symbol: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'commission', symbol] as const,
      queryFn: () => terminal.account.commission({ symbol }),
    }),
  orderCounts: (terminal: TerminalApi) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'orderCounts'] as const,
      queryFn: () => terminal.account.orderCounts(),
      refetchInterval: 10_000,
    }),
  limits: (terminal: TerminalApi) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'limits'] as const,
      queryFn: () => terminal.account.limits(),
    }),
  trades: (terminal: TerminalApi, args: ArgsOf<'tt:account:trades'>) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'trades', args] as const,
      queryFn: () => terminal.account.trades(args),
    }),
  preventedMatches: (terminal: TerminalApi, args: ArgsOf<'tt:account:preventedMatches'>) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'preventedMatches', args] as const,
      queryFn: () => terminal.account.preventedMatches(args),
    }),
  amendments: (terminal: TerminalApi, args: ArgsOf<'tt:account:amendments'>) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'amendments', args] as const,
      queryFn: () => terminal.account.amendments(args),
    }),
};

/** A push may carry only the assets that changed: they replace their rows, the rest stay. */
export function mergeBalances(
  current: readonly BalanceView[],
  changed: readonly BalanceView[],
): BalanceView[] {
  const byAsset = new Map(current.map((b) => [b.asset, b]));
  for (const balance of changed) byAsset.set(balance.asset, balance);
  return [...byAsset.values()];
}

const holding = (b: BalanceView) => dec(b.free).plus(b.locked);

/**
 * Whether a push changes what is held (free + locked) of any asset: locking funds for an order or
 * releasing them does not. Without the balances known before, it may.
 */
export function changesHoldings(
  before: readonly BalanceView[] | undefined,
  pushed: readonly BalanceView[],
): boolean {
  if (!before) return true;
  return pushed.some((b) => {
    const known = before.find((k) => k.asset === b.asset);
    return !known || !holding(known).eq(holding(b));
  });
}

/**
 * Balance pushes update the summary in place and, when the holdings changed (a fill, a transfer),
 * bring the value history up to now; limit pushes replace the limits view.
 */
export function syncAccountEvents(terminal: TerminalApi, client: QueryClient) {
  const summaryKey = accountQueries.summary(terminal).queryKey;
  const offBalances = terminal.account.onBalances(({ balances, updateTime }) => {
    const before = client.getQueryData(summaryKey)?.balances;
    client.setQueryData(summaryKey, (current: AccountSummary | undefined) =>
      current ? { ...current, balances: mergeBalances(current.balances, balances), updateTime } : current,
    );
    if (changesHoldings(before, balances)) {
      void client.invalidateQueries({ queryKey: [...accountQueries.all(), 'portfolioHistory'] });
      void client.invalidateQueries({ queryKey: positionsQueries.all() });
    }
  });
  const offLimits = terminal.account.onLimits((limits) => {
    client.setQueryData(accountQueries.limits(terminal).queryKey, limits);
  });
  return () => {
    offBalances();
    offLimits();
  };
}
