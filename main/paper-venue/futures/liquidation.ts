import { removeOrder } from './book';
import { notional, pnl } from './contract-math';
import { Dec } from './decimal';
import { assetFigures } from './margin';
import { isOpen } from './order';
import type { FuturesAccount, FuturesState } from './state';
import { walletOf } from './state';
import type { Family } from './symbols';

/**
 * Cross-margin liquidation, simplified: when an account's margin balance in one asset (wallet +
 * unrealised) falls to its maintenance margin or below, every position in that asset is closed at
 * its mark price, a liquidation fee of `liquidationFee` × value is charged, the account's open
 * orders in that asset are canceled, and a negative wallet is reset to zero (the loss beyond it is
 * the insurance fund's). Returns the ids of the accounts liquidated.
 */
export function liquidateUnderwater(
  state: FuturesState,
  family: Family,
  asset: string,
  now: number,
): string[] {
  const liquidated: string[] = [];
  for (const account of state.accounts.values()) {
    const positions = [...account.positions.values()].filter((p) => {
      const spec = state.markets.get(p.symbol)?.spec;
      return !p.amount.isZero() && spec?.family === family && spec.marginAsset === asset;
    });
    if (positions.length === 0) continue;
    const figures = assetFigures(state, account, family, asset);
    if (figures.wallet.plus(figures.unrealised).greaterThan(figures.maintMargin)) continue;
    let wallet = walletOf(account, asset);
    for (const position of positions) {
      const { spec, mark } = state.markets.get(position.symbol)!;
      const fee = notional(spec, position.amount.abs(), mark).times(spec.liquidationFee);
      wallet = wallet.plus(pnl(spec, position.amount, position.entryPrice, mark)).minus(fee);
      position.amount = new Dec(0);
      position.entryPrice = new Dec(0);
      position.updateTime = now;
    }
    account.wallets.set(asset, wallet.lessThan(0) ? new Dec(0) : wallet);
    cancelOrdersIn(state, account, family, asset, now);
    liquidated.push(account.id);
  }
  return liquidated;
}

function cancelOrdersIn(
  state: FuturesState,
  account: FuturesAccount,
  family: Family,
  asset: string,
  now: number,
) {
  for (const order of state.orders.values()) {
    const market = state.markets.get(order.symbol);
    if (order.accountId !== account.id || !isOpen(order) || !market) continue;
    if (market.spec.family !== family || market.spec.marginAsset !== asset) continue;
    order.status = 'CANCELED';
    order.updateTime = now;
    removeOrder(market.book, order);
  }
}
