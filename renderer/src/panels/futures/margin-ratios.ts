import type { Dec } from '@shared/decimal/decimal';
import { crossMarginRatio, isolatedMarginRatio, marginRatioText } from '@shared/api/futures/margin-ratio';
import type { FuturesAccountView, PositionView } from '@shared/ipc/futures';

/** The margin asset of any of the family's contracts. */
type MarginAssetOf = (symbol: string) => string | undefined;

/** A margin asset's cross margin ratio, from the account's cross wallet and its cross positions. */
export function walletMarginRatio(
  asset: string,
  account: FuturesAccountView,
  marginAssetOf: MarginAssetOf,
): Dec | null {
  const wallet = account.wallets.find((w) => w.asset === asset);
  if (!wallet) return null;
  const positions = account.positions
    .filter((p) => marginAssetOf(p.symbol) === asset)
    .map((p) => ({ maintMargin: p.maintMargin, unrealized: p.unrealizedPnl, isolated: p.isolated }));
  return crossMarginRatio(wallet.crossWalletBalance, positions);
}

/**
 * A position's margin ratio as Binance shows it beside the position: its margin asset's cross ratio
 * for a cross position, its own for an isolated one. Null until the account lists it.
 */
export function positionMarginRatio(
  position: PositionView,
  account: FuturesAccountView | undefined,
  marginAssetOf: MarginAssetOf,
): Dec | null {
  if (!account) return null;
  if (position.marginType === 'cross') {
    const asset = marginAssetOf(position.symbol);
    return asset === undefined ? null : walletMarginRatio(asset, account, marginAssetOf);
  }
  const own = account.positions.find(
    (p) => p.symbol === position.symbol && p.positionSide === position.positionSide,
  );
  return own ? isolatedMarginRatio(own.maintMargin, position.isolatedMargin) : null;
}

/** From here the ratio is shown as a warning: liquidation comes at 100 %. */
export const MARGIN_RATIO_WARNING = '0.8';

export { marginRatioText };
