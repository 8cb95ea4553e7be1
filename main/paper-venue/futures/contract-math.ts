import { Dec } from './decimal';
import type { SymbolSpec } from './symbols';

/**
 * Linear (quote-settled) contracts: value = qty × price in the quote asset.
 * Inverse (contract-quantity) contracts: value = qty × contractSize / price in the base asset.
 */
export function isInverse(spec: SymbolSpec): boolean {
  return spec.contractSize !== undefined;
}

function contractSize(spec: SymbolSpec): Dec {
  return new Dec(spec.contractSize ?? '1');
}

/** The value of `qty` at `price`, in the margin asset. */
export function notional(spec: SymbolSpec, qty: Dec, price: Dec): Dec {
  return isInverse(spec) ? qty.times(contractSize(spec)).dividedBy(price) : qty.times(price);
}

/** Profit of a signed position `amount` opened at `entry`, valued at `price`, in the margin asset. */
export function pnl(spec: SymbolSpec, amount: Dec, entry: Dec, price: Dec): Dec {
  if (amount.isZero()) return new Dec(0);
  if (!isInverse(spec)) return amount.times(price.minus(entry));
  return amount
    .times(contractSize(spec))
    .times(new Dec(1).dividedBy(entry).minus(new Dec(1).dividedBy(price)));
}

/** Entry price after adding `qty` at `price` to `held` at `entry` (value-weighted, so harmonic for inverse). */
export function averageEntry(spec: SymbolSpec, held: Dec, entry: Dec, qty: Dec, price: Dec): Dec {
  if (held.isZero()) return price;
  const total = held.plus(qty);
  if (!isInverse(spec)) return held.times(entry).plus(qty.times(price)).dividedBy(total);
  return total.dividedBy(held.dividedBy(entry).plus(qty.dividedBy(price)));
}

/**
 * Liquidation price of a contract's position: the mark price P at which
 * `equity + Σ pnl(P) = maintMarginRate × Σ |notional(P)|` over its sides (one, or a hedge-mode cross
 * account's LONG and SHORT, which move with the same mark). Equity is the cross wallet balance plus the
 * unrealised profit of the account's cross positions in other contracts of the same margin asset less
 * their maintenance margin (Binance's WB − TMM1 + UPNL1); an isolated position's equity is its own wallet.
 *   linear:  P = (equity − Σ A·E) / (mmr·Σ|A| − Σ A)
 *   inverse: P = (Σ A·C + mmr·Σ|A|·C) / (equity + Σ A·C/E)
 * Zero when no positive P exists (the position cannot be liquidated).
 */
export function liquidationPrice(
  spec: SymbolSpec,
  sides: readonly { readonly amount: Dec; readonly entry: Dec }[],
  equity: Dec,
): Dec {
  const held = sides.filter((s) => !s.amount.isZero());
  if (held.length === 0) return new Dec(0);
  const mmr = new Dec(spec.maintMarginRate);
  const sum = (pick: (side: (typeof held)[number]) => Dec) =>
    held.reduce((total, side) => total.plus(pick(side)), new Dec(0));
  const amount = sum((s) => s.amount);
  const size = sum((s) => s.amount.abs());
  let price: Dec;
  if (!isInverse(spec)) {
    const denominator = mmr.times(size).minus(amount);
    price = denominator.isZero()
      ? new Dec(0)
      : equity.minus(sum((s) => s.amount.times(s.entry))).dividedBy(denominator);
  } else {
    const c = contractSize(spec);
    const denominator = equity.plus(sum((s) => s.amount.times(c).dividedBy(s.entry)));
    price = denominator.isZero()
      ? new Dec(0)
      : amount.times(c).plus(mmr.times(size).times(c)).dividedBy(denominator);
  }
  return price.greaterThan(0) ? price : new Dec(0);
}
