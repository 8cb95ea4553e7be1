import { liquidationPrice, notional, pnl } from './contract-math';
import { Dec } from './decimal';
import { type FuturesOrder, isOpen, remainingQty } from './order';
import { type FuturesAccount, type FuturesState, leverageOf, type Position, walletOf } from './state';
import type { Family } from './symbols';

/**
 * Margin bookkeeping: initial margin = |value| / leverage, maintenance margin = |value| ×
 * maintMarginRate. An isolated position holds its own wallet (its initial margin at the entry
 * price plus margin added through positionMargin), carved out of the asset's wallet balance;
 * available = cross wallet + cross unrealised − cross position initial margin − open-order
 * initial margin.
 */
export interface PositionFigures {
  readonly position: Position;
  readonly mark: Dec;
  readonly unrealised: Dec;
  /** Signed value at the mark, in the margin asset. */
  readonly notional: Dec;
  readonly initialMargin: Dec;
  readonly maintMargin: Dec;
  readonly leverage: number;
  readonly liquidationPrice: Dec;
  readonly isolated: boolean;
  /** The isolated position's own wallet (zero for cross). */
  readonly isolatedWallet: Dec;
}

export interface AssetFigures {
  readonly asset: string;
  readonly wallet: Dec;
  readonly unrealised: Dec;
  readonly positionInitialMargin: Dec;
  readonly openOrderInitialMargin: Dec;
  readonly maintMargin: Dec;
  /** The wallet less the isolated positions' wallets, and the cross positions' figures. */
  readonly crossWallet: Dec;
  readonly crossUnrealised: Dec;
  readonly crossMaintMargin: Dec;
  /** Cross wallet + cross unrealised − initial margins, floored at zero. */
  readonly available: Dec;
  /** The same before flooring: negative means the margin no longer covers the initial margin. */
  readonly free: Dec;
}

function positionsIn(state: FuturesState, account: FuturesAccount, family: Family): Position[] {
  return [...account.positions.values()].filter((p) => state.markets.get(p.symbol)?.spec.family === family);
}

function rawFigures(state: FuturesState, account: FuturesAccount, position: Position) {
  const market = state.markets.get(position.symbol);
  if (!market) throw new Error(`no market ${position.symbol}`);
  const { spec, mark } = market;
  const leverage = leverageOf(state, account, position.symbol);
  const value = notional(spec, position.amount, mark);
  const size = value.abs();
  const isolated = account.isolated.has(position.symbol);
  const isolatedWallet =
    isolated && !position.amount.isZero()
      ? notional(spec, position.amount.abs(), position.entryPrice)
          .dividedBy(leverage)
          .plus(position.addedMargin)
      : new Dec(0);
  return {
    spec,
    mark,
    leverage,
    value,
    unrealised: pnl(spec, position.amount, position.entryPrice, mark),
    initialMargin: size.dividedBy(leverage),
    maintMargin: size.times(spec.maintMarginRate),
    isolated,
    isolatedWallet,
  };
}

/** Figures of every position of `family` (zero-amount positions included) for positionRisk and account. */
export function positionFigures(
  state: FuturesState,
  account: FuturesAccount,
  family: Family,
): PositionFigures[] {
  const positions = positionsIn(state, account, family);
  const raw = positions.map((p) => rawFigures(state, account, p));
  return positions.map((position, i) => {
    const own = raw[i]!;
    const sameAsset = raw.filter((r) => r.spec.marginAsset === own.spec.marginAsset);
    // Binance's cross formula: the other contracts' cross positions count with their unrealised profit
    // less their maintenance margin, so the price is the one where the asset's cross margin meets its
    // maintenance margin; the contract's own sides (both, in hedge mode) move with its mark.
    const crossWith = (r: (typeof raw)[number]) => !r.isolated && r.spec.marginAsset === own.spec.marginAsset;
    const others = raw.reduce(
      (sum, r, j) =>
        positions[j]!.symbol !== position.symbol && crossWith(r)
          ? sum.plus(r.unrealised).minus(r.maintMargin)
          : sum,
      new Dec(0),
    );
    const sides = own.isolated
      ? [position]
      : positions.filter((p, j) => p.symbol === position.symbol && crossWith(raw[j]!));
    const crossWallet = sameAsset.reduce(
      (wallet, r) => wallet.minus(r.isolatedWallet),
      walletOf(account, own.spec.marginAsset),
    );
    const equity = own.isolated ? own.isolatedWallet : crossWallet.plus(others);
    return {
      position,
      mark: own.mark,
      unrealised: own.unrealised,
      notional: own.value,
      initialMargin: own.initialMargin,
      maintMargin: own.maintMargin,
      leverage: own.leverage,
      liquidationPrice: position.amount.isZero()
        ? new Dec(0)
        : liquidationPrice(
            own.spec,
            sides.map((p) => ({ amount: p.amount, entry: p.entryPrice })),
            equity,
          ),
      isolated: own.isolated,
      isolatedWallet: own.isolatedWallet,
    };
  });
}

/** Initial margin an open order reserves: its unfilled value at its price (the mark for market orders). */
export function orderInitialMargin(state: FuturesState, account: FuturesAccount, order: FuturesOrder): Dec {
  const market = state.markets.get(order.symbol);
  if (!market || order.reduceOnly || order.closePosition || !order.triggered) return new Dec(0);
  const price = order.price.isZero() ? market.mark : order.price;
  return notional(market.spec, remainingQty(order), price).dividedBy(
    leverageOf(state, account, order.symbol),
  );
}

export function assetFigures(
  state: FuturesState,
  account: FuturesAccount,
  family: Family,
  asset: string,
): AssetFigures {
  const figures = positionFigures(state, account, family).filter(
    (f) => state.markets.get(f.position.symbol)?.spec.marginAsset === asset,
  );
  const sum = (pick: (f: PositionFigures) => Dec) =>
    figures.reduce((total, f) => total.plus(pick(f)), new Dec(0));
  const openOrderInitialMargin = [...state.orders.values()]
    .filter(
      (o) =>
        o.accountId === account.id &&
        o.family === family &&
        isOpen(o) &&
        state.markets.get(o.symbol)?.spec.marginAsset === asset,
    )
    .reduce((total, o) => total.plus(orderInitialMargin(state, account, o)), new Dec(0));
  const wallet = walletOf(account, asset);
  const unrealised = sum((f) => f.unrealised);
  const positionInitialMargin = sum((f) => f.initialMargin);
  const cross = (pick: (f: PositionFigures) => Dec) => sum((f) => (f.isolated ? new Dec(0) : pick(f)));
  const crossWallet = wallet.minus(sum((f) => f.isolatedWallet));
  const crossUnrealised = cross((f) => f.unrealised);
  const available = crossWallet
    .plus(crossUnrealised)
    .minus(cross((f) => f.initialMargin))
    .minus(openOrderInitialMargin);
  return {
    asset,
    wallet,
    unrealised,
    positionInitialMargin,
    openOrderInitialMargin,
    maintMargin: sum((f) => f.maintMargin),
    crossWallet,
    crossUnrealised,
    crossMaintMargin: cross((f) => f.maintMargin),
    available: available.lessThan(0) ? new Dec(0) : available,
    free: available,
  };
}
