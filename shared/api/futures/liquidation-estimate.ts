import { dec, type Dec } from '../../decimal/decimal';
import { contractNotional } from './order-margin';

/** A signed position (negative: short) and its entry price. */
export interface HeldPosition {
  readonly amount: Dec;
  readonly entry: Dec;
}

/** The position a fill leaves, and the profit it realizes (in the margin asset). */
export interface FilledPosition extends HeldPosition {
  readonly realized: Dec;
}

const one = dec('1');

/** Profit of `amount` (signed) opened at `entry` and closed at `price`: linear, or inverse in contracts. */
function pnl(contractSize: number | null, amount: Dec, entry: Dec, price: Dec): Dec {
  if (contractSize === null) return amount.mul(price.minus(entry));
  return amount.mul(String(contractSize)).mul(one.div(entry).minus(one.div(price)));
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
  const realized = pnl(contractSize, held.amount.isNeg() ? closed.neg() : closed, held.entry, price);
  if (amount.isZero()) return { amount, entry: dec('0'), realized };
  const flipped = amount.isNeg() !== held.amount.isNeg();
  return { amount, entry: flipped ? price : held.entry, realized };
}

/** What a position's liquidation price depends on besides its size and entry. */
export interface LiquidationTerms {
  readonly contractSize: number | null;
  /**
   * What backs the position: for cross margin the cross wallet balance plus the other cross
   * positions' unrealized profit less their maintenance margin (Binance's WB − TMM1 + UPNL1); for
   * isolated margin the position's own wallet.
   */
  readonly equity: Dec;
  /** The maintenance rate and amount of the bracket the position's value falls in. */
  readonly maintMarginRatio: string;
  readonly cum: string;
}

/**
 * The mark price at which the position's margin meets its maintenance margin, by Binance's formulas:
 *   linear:  (equity + cum − A·E) / (mmr·|A| − A)
 *   inverse: (mmr·|A|·C + A·C) / (equity + cum + A·C / E)
 * with A the signed size and C the contract size. Null where no positive price exists: the margin
 * covers any move that way.
 */
export function liquidationPrice(position: HeldPosition, terms: LiquidationTerms): Dec | null {
  const { amount, entry } = position;
  if (amount.isZero()) return null;
  const mmr = dec(terms.maintMarginRatio);
  const backing = terms.equity.plus(terms.cum);
  let price: Dec;
  if (terms.contractSize === null) {
    const denominator = mmr.mul(amount.abs()).minus(amount);
    if (denominator.isZero()) return null;
    price = backing.minus(amount.mul(entry)).div(denominator);
  } else {
    const c = String(terms.contractSize);
    const denominator = backing.plus(amount.mul(c).div(entry));
    if (denominator.isZero()) return null;
    price = mmr.mul(amount.abs()).mul(c).plus(amount.mul(c)).div(denominator);
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
  readonly isolated: boolean;
  /**
   * Cross: the cross wallet plus the other cross positions' unrealized profit less their maintenance
   * margin. Isolated: the position's own wallet now.
   */
  readonly backing: Dec;
  readonly brackets: readonly MaintenanceBracket[];
}

/**
 * Where the position's liquidation price would be once `qty` fills at `price` paying `fee`: a cross
 * position's backing gains what the fill realizes and loses the fee; an isolated position's wallet
 * moves with its initial margin (its value at the entry over the leverage), as the venue keeps it.
 * Null where the position is closed or no positive price exists.
 */
export function liquidationAfterFill(
  context: LiquidationContext,
  side: 'BUY' | 'SELL',
  qty: Dec,
  price: Dec,
  fee: Dec,
): { readonly position: FilledPosition; readonly price: Dec | null } {
  const { contractSize, held, leverage } = context;
  const position = positionAfterFill(contractSize, held, side, qty, price);
  const margin = (p: HeldPosition) =>
    p.amount.isZero()
      ? dec('0')
      : contractNotional(contractSize, p.amount.abs(), p.entry.toFixed()).div(leverage);
  const equity = context.isolated
    ? context.backing.plus(margin(position)).minus(margin(held))
    : context.backing.plus(position.realized).minus(fee);
  const value = position.amount.isZero()
    ? dec('0')
    : contractNotional(contractSize, position.amount.abs(), position.entry.toFixed());
  const bracket = bracketFor(context.brackets, value);
  if (!bracket) return { position, price: null };
  return {
    position,
    price: liquidationPrice(position, {
      contractSize,
      equity,
      maintMarginRatio: bracket.maintMarginRatio,
      cum: bracket.cum,
    }),
  };
}

/** Another position of the same margin asset, as the account lists it. */
export interface OtherPosition {
  readonly maintMargin: string;
  readonly unrealized: string;
  readonly isolated: boolean;
}

/**
 * A position side's backing (see LiquidationContext) from what the venue reports: an isolated
 * position's wallet is its isolated margin less its unrealized profit; a cross one is backed by the
 * cross wallet and the other cross positions of the margin asset.
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
