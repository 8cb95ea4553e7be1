import Decimal from 'decimal.js';
import { marginRatioAt, marginRatioText, type MarginRatioBasis } from '@shared/api/futures/margin-ratio';
import type { AlertCondition, AlertFiring } from '@shared/ipc/alerts';
import type { AlertWatch, NumbersOf, PriceTick } from './alert-watch';
import { crossing } from './crossing';

/** A contract's margin as read from the venue, and the mark it was read at. */
export interface MarginReading {
  readonly basis: MarginRatioBasis;
  readonly at: string;
}

export interface MarginRatioWatch extends AlertWatch {
  /** The contract's margin as now read; null with no position. Read again after each position change. */
  setMargin(reading: MarginReading | null): void;
}

type MarginRatioCondition = Extract<AlertCondition, { kind: 'marginRatio' }>;

/**
 * A contract's margin ratio crossing above a percentage, valued at each mark (`marginRatioAt`): the
 * other positions count as they stood when the account was read. Like a price crossing, the ratio
 * when read only tells the side; it fires at the first mark at or past the percentage after one
 * under it. Without a position (or before it is read) marks are passed over.
 */
export function marginRatioWatch(
  contract: string,
  condition: MarginRatioCondition,
  numbers: NumbersOf,
): MarginRatioWatch {
  const crossed = crossing('above', new Decimal(condition.percent).div(100));
  let basis: MarginRatioBasis | null = null;
  return {
    setMargin(reading) {
      basis = reading?.basis ?? null;
      const ratio = reading && marginRatioAt(reading.basis, reading.at);
      if (ratio) crossed(ratio);
    },
    onTick(tick: PriceTick): AlertFiring | null {
      if (!basis) return null;
      const ratio = marginRatioAt(basis, tick.price);
      if (!ratio || !crossed(ratio)) return null;
      const price = new Decimal(tick.price).toFixed();
      return {
        time: tick.time,
        price,
        message:
          `${contract} margin ratio crossed above ${condition.percent} %: ` +
          `${marginRatioText(ratio)} at a mark of ${numbers().price(price)}.`,
      };
    },
  };
}
