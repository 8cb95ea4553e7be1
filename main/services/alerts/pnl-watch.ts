import Decimal from 'decimal.js';
import type { AlertCondition, AlertFiring } from '@shared/ipc/alerts';
import type { AlertWatch, NumbersOf, PriceTick } from './alert-watch';
import { crossing } from './crossing';

/** What a P&L alert needs of a position: how much of it has a known cost, and that cost (quote asset). */
export interface PositionBasis {
  readonly quantity: string;
  readonly costBasis: string;
}

export interface PnlWatch extends AlertWatch {
  /** The position as the trades now tell it; null with none. Read again after each fill. */
  setBasis(basis: PositionBasis | null): void;
}

type PnlCondition = Extract<AlertCondition, { kind: 'pnl' }>;

const plain = (value: Decimal) => value.toFixed();

/**
 * A position's unrealized P&L crossing an amount: valued at each trade as quantity × price − cost. Like
 * a price crossing, the first value seen only tells the side; it fires at the first value at or past the
 * amount after one on the near side. Without a position (or before it is read) trades are passed over.
 */
export function pnlWatch(symbol: string, condition: PnlCondition, numbers: NumbersOf): PnlWatch {
  const target = new Decimal(condition.amount);
  const crossed = crossing(condition.direction, target);
  let basis: { quantity: Decimal; cost: Decimal } | null = null;
  return {
    setBasis(next) {
      basis =
        next && new Decimal(next.quantity).gt(0)
          ? { quantity: new Decimal(next.quantity), cost: new Decimal(next.costBasis) }
          : null;
    },
    onTick(tick: PriceTick): AlertFiring | null {
      if (!basis) return null;
      const pnl = basis.quantity.times(tick.price).minus(basis.cost);
      if (!crossed(pnl)) return null;
      const n = numbers();
      const price = plain(new Decimal(tick.price));
      return {
        time: tick.time,
        price,
        message:
          `${symbol} position P&L crossed ${condition.direction} ${n.typedAmount(condition.amount)}: ` +
          `${n.amount(plain(pnl.toDecimalPlaces(8)))} at ${n.price(price)}.`,
      };
    },
  };
}
