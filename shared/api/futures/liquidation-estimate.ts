import { dec, type Dec } from '../../decimal/decimal';
import { contractNotional, positionPnl } from './order-margin';

/** A signed position (negative: short) and its entry price. */
export interface HeldPosition {
  readonly amount: Dec;
  readonly entry: Dec;
}

/** The position a fill leaves, and the profit it realizes (in the margin asset). */
export interface FilledPosition extends HeldPosition {
  readonly realized: Dec;
}

/**
 * The position after `qty` fills at `price` on `side`: an add averages the entry by value (so
 * harmonically on an inverse contract), a reduction keeps it and realizes the closed part, and a
 * fill past zero opens the rest at the fill's price, as the venue settles a fill.
 */
export function positionAfterFill(
  contractSize: number | null,
  held: HeldPosition,
  side: 'BUY' | 'SELL',
  qty: Dec,
  price: Dec,
): FilledPosition {
  const signed = side === 'BUY' ? qty : qty.neg();
  const amount = held.amount.plus(signed);
  if (held.amount.isZero() || held.amount.isNeg() === signed.isNeg()) {
    const size = held.amount.abs();
    const entry = held.amount.isZero()
      ? price
      : contractSize === null
        ? size.mul(held.entry).plus(qty.mul(price)).div(size.plus(qty))
        : size.plus(qty).div(size.div(held.entry).plus(qty.div(price)));
    return { amount, entry, realized: dec('0') };
  }
  const closed = qty.lt(held.amount.abs()) ? qty : held.amount.abs();
  const realized = positionPnl(contractSize, held.amount.isNeg() ? closed.neg() : closed, held.entry, price);
  if (amount.isZero()) return { amount, entry: dec('0'), realized };
  const flipped = amount.isNeg() !== held.amount.isNeg();
  return { amount, entry: flipped ? price : held.entry, realized };
}

/** A side of a contract's position with its bracket's maintenance rate and amount. */
export interface MaintainedSide extends HeldPosition {
  readonly maintMarginRatio: string;
  readonly cum: string;
}

/**
 * The mark price at which the contract's margin meets its maintenance margin, by Binance's formulas,
 * over its sides (one, or a hedge-mode cross account's LONG and SHORT, which move with the same mark):
 *   linear:  (equity + Σ cum − Σ A·E) / (Σ mmr·|A| − Σ A)
 *   inverse: (Σ mmr·|A|·C + Σ A·C) / (equity + Σ cum + Σ A·C / E)
 * with A a side's signed size and C the contract size. `equity` is what backs it: for cross margin
 * the cross wallet balance plus the other contracts' cross positions' unrealized profit less their
 * maintenance margin (Binance's WB − TMM1 + UPNL1); for isolated margin the position's own wallet.
 * Null where no positive price exists: the margin covers any move that way.
 */
export function liquidationPrice(
  contractSize: number | null,
  sides: readonly MaintainedSide[],
  equity: Dec,
): Dec | null {
  const held = sides.filter((s) => !s.amount.isZero());
  if (held.length === 0) return null;
  const sum = (pick: (side: MaintainedSide) => Dec) =>
    held.reduce((total, s) => total.plus(pick(s)), dec('0'));
  const backing = equity.plus(sum((s) => dec(s.cum)));
  let price: Dec;
  if (contractSize === null) {
    const denominator = sum((s) => s.amount.abs().mul(s.maintMarginRatio).minus(s.amount));
    if (denominator.isZero()) return null;
    price = backing.minus(sum((s) => s.amount.mul(s.entry))).div(denominator);
  } else {
    const c = String(contractSize);
    const denominator = backing.plus(sum((s) => s.amount.mul(c).div(s.entry)));
    if (denominator.isZero()) return null;
    price = sum((s) => s.amount.abs().mul(s.maintMarginRatio).mul(c).plus(s.amount.mul(c))).div(denominator);
  }
  return price.gt(0) ? price : null;
}

/** A leverage bracket's bounds (in the position's value) and maintenance terms. */
export interface MaintenanceBracket {
  readonly cap: string;
  readonly maintMarginRatio: string;
  readonly cum: string;
}

/** The bracket a position worth `value` falls in: the first whose cap it does not pass (else the last). */
export function bracketFor(brackets: readonly MaintenanceBracket[], value: Dec): MaintenanceBracket | null {
  return brackets.find((b) => value.lte(b.cap)) ?? brackets[brackets.length - 1] ?? null;
}

/** What the form knows of a position side's margin, to say where an order would leave its liquidation. */
export interface LiquidationContext {
  readonly contractSize: number | null;
  readonly leverage: number;
  readonly held: HeldPosition;
  /** The contract's other side on a hedge-mode cross account, as it stands: it moves with the same mark. */
  readonly siblings: readonly HeldPosition[];
  readonly isolated: boolean;
  /**
   * Cross: the cross wallet plus the other contracts' cross positions' unrealized profit less their
   * maintenance margin. Isolated: the position's own wallet now.
   */
  readonly backing: Dec;
  readonly brackets: readonly MaintenanceBracket[];
}

/** One fill of an order: its quantity, its price and the fee it pays (in the margin asset). */
export interface Fill {
  readonly qty: Dec;
  readonly price: Dec;
  readonly fee: Dec;
}

/**
 * Where the position's liquidation price would be once `fills` (one order's, or each of a scaled
 * order's, in turn) have filled on `side`: a cross position's backing gains what they realize and
 * loses their fees; an isolated position's wallet moves with its initial margin (its value at the
 * entry over the leverage), as the venue keeps it. Null where the position is closed or no positive
 * price exists.
 */
export function liquidationAfterFills(
  context: LiquidationContext,
  side: 'BUY' | 'SELL',
  fills: readonly Fill[],
): { readonly position: HeldPosition; readonly price: Dec | null } {
  const { contractSize, held, leverage } = context;
  let position: HeldPosition = held;
  let gained = dec('0');
  for (const fill of fills) {
    const after = positionAfterFill(contractSize, position, side, fill.qty, fill.price);
    gained = gained.plus(after.realized).minus(fill.fee);
    position = { amount: after.amount, entry: after.entry };
  }
  const margin = (p: HeldPosition) =>
    p.amount.isZero()
      ? dec('0')
      : contractNotional(contractSize, p.amount.abs(), p.entry.toFixed()).div(leverage);
  const equity = context.isolated
    ? context.backing.plus(margin(position)).minus(margin(held))
    : context.backing.plus(gained);
  const sides = [position, ...(context.isolated ? [] : context.siblings)]
    .filter((side) => !side.amount.isZero())
    .map((side) => {
      const value = contractNotional(contractSize, side.amount.abs(), side.entry.toFixed());
      const bracket = bracketFor(context.brackets, value);
      return bracket ? { ...side, maintMarginRatio: bracket.maintMarginRatio, cum: bracket.cum } : null;
    });
  if (sides.length === 0 || sides.some((side) => side === null) || position.amount.isZero())
    return { position, price: null };
  return { position, price: liquidationPrice(contractSize, sides as MaintainedSide[], equity) };
}

/** A position in another contract of the same margin asset, as the account lists it. */
export interface OtherPosition {
  readonly maintMargin: string;
  readonly unrealized: string;
  readonly isolated: boolean;
}

/**
 * A position side's backing (see LiquidationContext) from what the venue reports: an isolated
 * position's wallet is its isolated margin less its unrealized profit; a cross one is backed by the
 * cross wallet and the cross positions in the margin asset's other contracts (`others`: the
 * contract's own other side moves with its mark, so it is a sibling, not one of these).
 */
export function backingOf(position: {
  readonly isolated: boolean;
  readonly isolatedMargin: string;
  readonly unrealized: string;
  readonly crossWallet: string;
  readonly others: readonly OtherPosition[];
}): Dec {
  if (position.isolated) return dec(position.isolatedMargin).minus(position.unrealized);
  return position.others
    .filter((o) => !o.isolated)
    .reduce((sum, o) => sum.plus(o.unrealized).minus(o.maintMargin), dec(position.crossWallet));
}
