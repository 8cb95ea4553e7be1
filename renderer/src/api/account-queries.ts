import type { QueryClient } from '@tanstack/react-query';
import type { ArgsOf, TerminalApi } from '@shared/ipc/contract';
import { dec } from '@shared/decimal/decimal';
import type { AccountSummary, BalanceView, PortfolioRange } from '@shared/ipc/account';
import { positionsQueries } from './positions-queries';
import { keptCurrentByPushes, queryDomain } from './query-domain';

/** Query factories of the account domain. */
export const accountQueries = queryDomain('account', (query) => ({
  /** Kept current by main's balance pushes (syncAccountEvents): a panel mounting costs no request. */
  summary: (terminal: TerminalApi) =>
    query(['summary'], () => terminal.account.summary(), keptCurrentByPushes),
  portfolio: (terminal: TerminalApi, quoteAsset: string) =>
    query(['portfolio', quoteAsset], () => terminal.account.portfolio({ quoteAsset }), {
      refetchInterval: 30_000,
    }),
  /** Main keeps what is expensive (trades, closed klines), so a refetch costs one last-price request. */
  portfolioHistory: (terminal: TerminalApi, quoteAsset: string, range: PortfolioRange) =>
    query(
      ['portfolioHistory', quoteAsset, range],
      () => terminal.account.portfolioHistory({ quoteAsset, range }),
      { refetchInterval: 30_000 },
    ),
  /** A symbol's commission rates change rarely: a symbol shown again within minutes asks nothing. */
  commission: (terminal: TerminalApi, symbol: string) =>
    query(['commission', symbol], () => terminal.account.commission({ symbol }), {
      staleTime: 5 * 60_000,
    }),
  orderCounts: (terminal: TerminalApi) =>
    query(['orderCounts'], () => terminal.account.orderCounts(), { refetchInterval: 10_000 }),
  limits: (terminal: TerminalApi) => query(['limits'], () => terminal.account.limits()),
  /** Marked stale when main reports an order of the symbol filling (syncOrdersEvents). */
  trades: (terminal: TerminalApi, args: ArgsOf<'tt:account:trades'>) =>
    query(['trades', args], () => terminal.account.trades(args), keptCurrentByPushes),
  preventedMatches: (terminal: TerminalApi, args: ArgsOf<'tt:account:preventedMatches'>) =>
    query(['preventedMatches', args], () => terminal.account.preventedMatches(args)),
  amendments: (terminal: TerminalApi, args: ArgsOf<'tt:account:amendments'>) =>
    query(['amendments', args], () => terminal.account.amendments(args)),
}));

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
