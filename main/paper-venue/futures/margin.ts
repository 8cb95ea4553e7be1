import { liquidationPrice, notional, pnl } from './contract-math';
import { Dec } from './decimal';
import { type FuturesOrder, isOpen, remainingQty } from './order';
import { type FuturesAccount, type FuturesState, leverageOf, type Position, walletOf } from './state';
import type { Family } from './symbols';

/**
 * Cross-margin bookkeeping (the only margin type the paper venue has):
 * initial margin = |value| / leverage, maintenance margin = |value| × maintMarginRate,
 * available = wallet + unrealised − position initial margin − open-order initial margin.
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
}

export interface AssetFigures {
  readonly asset: string;
  readonly wallet: Dec;
  readonly unrealised: Dec;
  readonly positionInitialMargin: Dec;
  readonly openOrderInitialMargin: Dec;
  readonly maintMargin: Dec;
  /** Wallet + unrealised − initial margins, floored at zero. */
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
  return {
    spec,
    mark,
    leverage,
    value,
    unrealised: pnl(spec, position.amount, position.entryPrice, mark),
    initialMargin: size.dividedBy(leverage),
    maintMargin: size.times(spec.maintMarginRate),
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
    const others = raw.reduce(
      (sum, r, j) => (j !== i && r.spec.marginAsset === own.spec.marginAsset ? sum.plus(r.unrealised) : sum),
      new Dec(0),
    );
    const equity = walletOf(account, own.spec.marginAsset).plus(others);
    return {
      position,
      mark: own.mark,
      unrealised: own.unrealised,
      notional: own.value,
      initialMargin: own.initialMargin,
      maintMargin: own.maintMargin,
      leverage: own.leverage,
      liquidationPrice: liquidationPrice(own.spec, position.amount, position.entryPrice, equity),
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
  const available = wallet.plus(unrealised).minus(positionInitialMargin).minus(openOrderInitialMargin);
  return {
    asset,
    wallet,
    unrealised,
    positionInitialMargin,
    openOrderInitialMargin,
    maintMargin: sum((f) => f.maintMargin),
    available: available.lessThan(0) ? new Dec(0) : available,
    free: available,
  };
}
