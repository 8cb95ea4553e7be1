import type { AssetFigures } from './margin';
import { money } from './position-views';

/** An account's row for one margin asset: its balances and margins, as /account lists them. */
export function assetRow(asset: string, a: AssetFigures) {
  return {
    asset,
    walletBalance: money(a.wallet),
    unrealizedProfit: money(a.unrealised),
    marginBalance: money(a.wallet.plus(a.unrealised)),
    maintMargin: money(a.maintMargin),
    initialMargin: money(a.positionInitialMargin.plus(a.openOrderInitialMargin)),
    positionInitialMargin: money(a.positionInitialMargin),
    openOrderInitialMargin: money(a.openOrderInitialMargin),
    crossWalletBalance: money(a.crossWallet),
    crossUnPnl: money(a.crossUnrealised),
    availableBalance: money(a.available),
    maxWithdrawAmount: money(a.available),
  };
}

type TotalKey =
  | 'initialMargin'
  | 'maintMargin'
  | 'walletBalance'
  | 'unrealizedProfit'
  | 'marginBalance'
  | 'positionInitialMargin'
  | 'openOrderInitialMargin'
  | 'crossWalletBalance'
  | 'crossUnPnl'
  | 'availableBalance'
  | 'maxWithdrawAmount';

/**
 * The account's totals, read off its one margin asset's row (the USD-M account has only USDT); an
 * account without one reads zero.
 */
export function accountTotals(asset: Record<TotalKey, unknown> | undefined) {
  const total = (key: TotalKey) => (asset ? String(asset[key]) : '0.00000000');
  return {
    totalInitialMargin: total('initialMargin'),
    totalMaintMargin: total('maintMargin'),
    totalWalletBalance: total('walletBalance'),
    totalUnrealizedProfit: total('unrealizedProfit'),
    totalMarginBalance: total('marginBalance'),
    totalPositionInitialMargin: total('positionInitialMargin'),
    totalOpenOrderInitialMargin: total('openOrderInitialMargin'),
    totalCrossWalletBalance: total('crossWalletBalance'),
    totalCrossUnPnl: total('crossUnPnl'),
    availableBalance: total('availableBalance'),
    maxWithdrawAmount: total('maxWithdrawAmount'),
  };
}
