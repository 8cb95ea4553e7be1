import { Dec, dec } from '../../decimal/decimal';

/** What the return on a position is figured from: as positionRisk gives it, in decimal strings. */
export interface RoeInputs {
  /** Signed size; zero when flat. */
  readonly size: string;
  readonly unrealizedPnl: string;
  /** The position's value at the mark (quote asset on USD-M, margin asset on COIN-M). */
  readonly notional: string;
  readonly leverage: number;
}

/**
 * ROE: the unrealized profit over the position's initial margin (its value at the mark over its
 * leverage), in percent to two places; null when flat or when there is no margin to divide by.
 */
export function positionRoePercent(p: RoeInputs): string | null {
  if (dec(p.size).isZero() || p.leverage <= 0) return null;
  const margin = dec(p.notional).abs().div(p.leverage);
  if (margin.isZero()) return null;
  return dec(p.unrealizedPnl).div(margin).times(100).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
}
