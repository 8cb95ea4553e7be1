import { dec, type Dec } from '../../decimal/decimal';

/** A position's margins as the account lists them. */
export interface PositionMargins {
  readonly maintMargin: string;
  readonly unrealized: string;
  readonly isolated: boolean;
}

/**
 * Binance's margin ratio: the maintenance margin over the margin balance that backs it, as a
 * fraction; the venue liquidates at 1 (100 %). Null where no maintenance margin is needed; a margin
 * balance at or below zero is past liquidation, shown as 1.
 */
export function marginRatio(maintenance: Dec, balance: Dec): Dec | null {
  if (maintenance.isZero()) return null;
  if (balance.lte(0)) return dec('1');
  return maintenance.div(balance);
}

/**
 * An asset's cross margin ratio: its cross positions' maintenance margin over the cross wallet plus
 * their unrealized profit (isolated positions have their own).
 */
export function crossMarginRatio(crossWallet: string, positions: readonly PositionMargins[]): Dec | null {
  const cross = positions.filter((p) => !p.isolated);
  const maintenance = cross.reduce((sum, p) => sum.plus(p.maintMargin), dec('0'));
  const balance = cross.reduce((sum, p) => sum.plus(p.unrealized), dec(crossWallet));
  return marginRatio(maintenance, balance);
}

/** An isolated position's margin ratio: its maintenance margin over its isolated margin (wallet + unrealized). */
export const isolatedMarginRatio = (maintMargin: string, isolatedMargin: string): Dec | null =>
  marginRatio(dec(maintMargin), dec(isolatedMargin));
