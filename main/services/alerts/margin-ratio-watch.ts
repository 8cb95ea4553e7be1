import Decimal from 'decimal.js';
import { marginRatioAt, marginRatioText, type MarginRatioBasis } from '@shared/api/futures/margin-ratio';
import type { AlertCondition, AlertFiring } from '@shared/ipc/alerts';
import type { AlertWatch, NumbersOf, PriceTick } from './alert-watch';
import { crossing } from './crossing';

/** A contract's margin as read from the venue, with its mark and the other cross contracts' marks then. */
export interface MarginReading {
  readonly basis: MarginRatioBasis;
  readonly at: string;
  readonly marks: ReadonlyMap<string, string>;
}

export interface MarginRatioWatch extends AlertWatch {
  /** The contract's margin as now read; null with no position. Read again after each position change. */
  setMargin(reading: MarginReading | null): void;
  /** The contracts of the other cross positions, whose marks move the ratio too. */
  others(): readonly string[];
  /** Another contract's mark; `price` writes it as that contract's prices are written. */
  onOtherMark(symbol: string, tick: PriceTick, price: (value: string) => string): AlertFiring | null;
}

type MarginRatioCondition = Extract<AlertCondition, { kind: 'marginRatio' }>;

/**
 * A contract's margin ratio crossing above a percentage, valued at each mark of the contract and of
 * every contract the margin asset's other cross positions are on (`marginRatioAt`), the positions as
 * the account was read. Like a price crossing, the ratio when read only tells the side; it fires at
 * the first mark that takes it to or past the percentage after it was under. Without a position (or
 * before it is read) marks are passed over.
 */
export function marginRatioWatch(
  contract: string,
  condition: MarginRatioCondition,
  numbers: NumbersOf,
): MarginRatioWatch {
  const crossed = crossing('above', new Decimal(condition.percent).div(100));
  let basis: MarginRatioBasis | null = null;
  let mark = '';
  const marks = new Map<string, string>();
  const ratioNow = () => (basis ? marginRatioAt(basis, mark, (symbol) => marks.get(symbol)) : null);
  const firing = (time: number, ratio: Decimal, moved: string): AlertFiring => {
    const price = new Decimal(mark).toFixed();
    return {
      time,
      price,
      message:
        `${contract} margin ratio crossed above ${condition.percent} %: ` +
        `${marginRatioText(ratio)} at a mark of ${numbers().price(price)}${moved}.`,
    };
  };
  return {
    setMargin(reading) {
      basis = reading?.basis ?? null;
      marks.clear();
      if (!reading) return;
      mark = reading.at;
      for (const [symbol, at] of reading.marks) marks.set(symbol, at);
      const ratio = ratioNow();
      if (ratio) crossed(ratio);
    },
    others: () => basis?.others.map((o) => o.symbol) ?? [],
    onTick(tick) {
      if (!basis) return null;
      mark = tick.price;
      const ratio = ratioNow();
      return ratio && crossed(ratio) ? firing(tick.time, ratio, '') : null;
    },
    onOtherMark(symbol, tick, price) {
      if (!basis || !marks.has(symbol)) return null;
      marks.set(symbol, tick.price);
      const ratio = ratioNow();
      return ratio && crossed(ratio)
        ? firing(
            tick.time,
            ratio,
            `, as ${symbol}'s mark reached ${price(new Decimal(tick.price).toFixed())}`,
          )
        : null;
    },
  };
}
