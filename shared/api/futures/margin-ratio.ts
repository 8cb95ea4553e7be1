import { dec, type Dec } from '../../decimal/decimal';
import { formatDecimal } from '../../decimal/format';
import { bracketFor, type MaintenanceBracket } from './liquidation-estimate';
import { contractNotional, positionPnl } from './order-margin';

/** A position's margins as the account lists them. */
export interface PositionMargins {
  readonly maintMargin: string;
  readonly unrealized: string;
  readonly isolated: boolean;
}

/** A margin ratio as the terminal writes it, in main's alerts and the panes alike: "50.16 %". */
export const marginRatioText = (ratio: Dec): string => `${formatDecimal(ratio.mul(100).toFixed(), 2)} %`;

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

/** One side of a contract's position: signed amount and entry, and an isolated side's own wallet. */
export interface HeldSide {
  readonly amount: string;
  readonly entry: string;
  /** Null for a cross position. */
  readonly isolatedWallet: string | null;
}

/** A cross position of the same margin asset on another contract, valued at that contract's mark. */
export interface OtherCrossPosition {
  readonly symbol: string;
  readonly contractSize: number | null;
  readonly sides: readonly Pick<HeldSide, 'amount' | 'entry'>[];
  readonly brackets: readonly MaintenanceBracket[];
}

/**
 * What a contract's margin ratio moves with: its own position sides at its mark, and the margin
 * asset's cross wallet with its other cross positions, each at its own contract's mark.
 */
export interface MarginRatioBasis {
  readonly contractSize: number | null;
  readonly sides: readonly HeldSide[];
  readonly brackets: readonly MaintenanceBracket[];
  /** The margin asset's cross wallet balance. */
  readonly crossWallet: string;
  readonly others: readonly OtherCrossPosition[];
}

/** A side's maintenance margin (its value at the mark × its bracket's rate − the bracket's amount) and unrealized profit. */
function sideFigures(
  contractSize: number | null,
  brackets: readonly MaintenanceBracket[],
  side: Pick<HeldSide, 'amount' | 'entry'>,
  mark: string,
): { readonly maintenance: Dec; readonly unrealized: Dec } {
  const amount = dec(side.amount);
  const value = contractNotional(contractSize, amount.abs(), mark);
  const bracket = bracketFor(brackets, value);
  return {
    maintenance: bracket ? value.mul(bracket.maintMarginRatio).minus(bracket.cum) : dec('0'),
    unrealized: positionPnl(contractSize, amount, dec(side.entry), dec(mark)),
  };
}

/**
 * The contract's margin ratio were its mark at `mark` and each other contract's at `markOf` it: for
 * its cross sides the asset's cross ratio, for an isolated side its own; the higher where it has
 * both. Null with nothing held, or while another cross position's mark is not known.
 */
export function marginRatioAt(
  basis: MarginRatioBasis,
  mark: string,
  markOf: (symbol: string) => string | undefined,
): Dec | null {
  const held = basis.sides.filter((s) => !dec(s.amount).isZero());
  if (held.length === 0) return null;
  const figures = held.map((side) => ({
    side,
    ...sideFigures(basis.contractSize, basis.brackets, side, mark),
  }));
  const ratios: Dec[] = [];
  const cross = figures.filter((f) => f.side.isolatedWallet === null);
  if (cross.length > 0) {
    let maintenance = dec('0');
    let balance = dec(basis.crossWallet);
    for (const other of basis.others) {
      const at = markOf(other.symbol);
      if (at === undefined) return null;
      for (const side of other.sides) {
        const f = sideFigures(other.contractSize, other.brackets, side, at);
        maintenance = maintenance.plus(f.maintenance);
        balance = balance.plus(f.unrealized);
      }
    }
    for (const f of cross) {
      maintenance = maintenance.plus(f.maintenance);
      balance = balance.plus(f.unrealized);
    }
    const ratio = marginRatio(maintenance, balance);
    if (ratio) ratios.push(ratio);
  }
  for (const f of figures) {
    if (f.side.isolatedWallet === null) continue;
    const ratio = marginRatio(f.maintenance, dec(f.side.isolatedWallet).plus(f.unrealized));
    if (ratio) ratios.push(ratio);
  }
  return ratios.reduce<Dec | null>((max, r) => (max === null || r.gt(max) ? r : max), null);
}
