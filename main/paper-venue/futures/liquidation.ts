import { removeOrder } from './book';
import { notional, pnl } from './contract-math';
import { Dec } from './decimal';
import { assetFigures, positionFigures } from './margin';
import { isOpen } from './order';
import type { FuturesAccount, FuturesState, Position } from './state';
import { walletOf } from './state';
import type { Family } from './symbols';

/** Closes a position at the mark with the liquidation fee; the loss is capped at `cap` when given. */
function closeAtMark(
  state: FuturesState,
  account: FuturesAccount,
  position: Position,
  now: number,
  cap?: Dec,
) {
  const { spec, mark } = state.markets.get(position.symbol)!;
  const fee = notional(spec, position.amount.abs(), mark).times(spec.liquidationFee);
  let change = pnl(spec, position.amount, position.entryPrice, mark).minus(fee);
  if (cap && change.lessThan(cap.negated())) change = cap.negated();
  account.wallets.set(spec.marginAsset, walletOf(account, spec.marginAsset).plus(change));
  position.amount = new Dec(0);
  position.entryPrice = new Dec(0);
  position.addedMargin = new Dec(0);
  position.updateTime = now;
}

/**
 * Liquidation, simplified. Cross: when an account's cross margin balance in one asset (cross
 * wallet + cross unrealised) falls to its cross maintenance margin or below, every cross position
 * in that asset is closed at its mark price, a liquidation fee of `liquidationFee` × value is
 * charged, the account's open orders in that asset are canceled, and a negative wallet is reset to
 * zero (the loss beyond it is the insurance fund's). Isolated: a position whose own wallet plus
 * unrealised profit falls to its maintenance margin is closed the same way, losing at most its
 * wallet. Returns the ids of the accounts liquidated.
 */
export function liquidateUnderwater(
  state: FuturesState,
  family: Family,
  asset: string,
  now: number,
): string[] {
  const liquidated: string[] = [];
  for (const account of state.accounts.values()) {
    const figures = positionFigures(state, account, family).filter(
      (f) => !f.position.amount.isZero() && state.markets.get(f.position.symbol)?.spec.marginAsset === asset,
    );
    if (figures.length === 0) continue;
    let hit = false;
    for (const f of figures) {
      if (!f.isolated || f.isolatedWallet.plus(f.unrealised).greaterThan(f.maintMargin)) continue;
      closeAtMark(state, account, f.position, now, f.isolatedWallet);
      hit = true;
    }
    const crossOpen = figures.filter((f) => !f.isolated);
    const a = assetFigures(state, account, family, asset);
    if (crossOpen.length > 0 && !a.crossWallet.plus(a.crossUnrealised).greaterThan(a.crossMaintMargin)) {
      for (const f of crossOpen) closeAtMark(state, account, f.position, now);
      if (walletOf(account, asset).lessThan(0)) account.wallets.set(asset, new Dec(0));
      cancelOrdersIn(state, account, family, asset, now);
      hit = true;
    }
    if (hit) liquidated.push(account.id);
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
