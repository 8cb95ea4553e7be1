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
 * Cross-margin liquidation price of one position: the mark price P at which
 * `equity + pnl(P) = maintMarginRate × |notional(P)|`, where equity is the cross wallet balance plus
 * the unrealised profit of the account's other cross positions in the same margin asset less their
 * maintenance margin (Binance's WB − TMM1 + UPNL1); an isolated position's equity is its own wallet.
 *   linear:  P = (equity − A·E) / (mmr·|A| − A)
 *   inverse: P = (A·C + mmr·|A|·C) / (equity + A·C/E)
 * Zero when no positive P exists (the position cannot be liquidated).
 */
export function liquidationPrice(spec: SymbolSpec, amount: Dec, entry: Dec, equity: Dec): Dec {
  if (amount.isZero()) return new Dec(0);
  const mmr = new Dec(spec.maintMarginRate);
  const size = amount.abs();
  let price: Dec;
  if (!isInverse(spec)) {
    const denominator = mmr.times(size).minus(amount);
    price = denominator.isZero() ? new Dec(0) : equity.minus(amount.times(entry)).dividedBy(denominator);
  } else {
    const c = contractSize(spec);
    const denominator = equity.plus(amount.times(c).dividedBy(entry));
    price = denominator.isZero()
      ? new Dec(0)
      : amount.times(c).plus(mmr.times(size).times(c)).dividedBy(denominator);
  }
  return price.greaterThan(0) ? price : new Dec(0);
}
