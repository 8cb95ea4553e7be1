import Decimal from 'decimal.js';
import type { AlertCondition, AlertFiring } from '@shared/ipc/alerts';
import type { AlertWatch, NumbersOf, PriceTick } from './alert-watch';
import { crossing } from './crossing';

/**
 * What a P&L alert needs of a position: how much of it has a known cost, and that cost (quote asset),
 * so it is worth quantity × price − costBasis; a short holds a negative quantity. An inverse (COIN-M)
 * contract's position is worth costBasis − quantity / price instead (quantity in USD, the contracts ×
 * their size; costBasis that over the entry price), in the base asset.
 */
export interface PositionBasis {
  readonly quantity: string;
  readonly costBasis: string;
  readonly inverse?: boolean;
  /** The price the venue valued it at when it was read (a contract's mark): where the P&L stood then. */
  readonly at?: string;
}

export interface PnlWatch extends AlertWatch {
  /** The position as the trades now tell it; null with none. Read again after each fill. */
  setBasis(basis: PositionBasis | null): void;
}

type PnlCondition = Extract<AlertCondition, { kind: 'pnl' | 'positionPnl' }>;

const plain = (value: Decimal) => value.toFixed();

/** The position's unrealized P&L at `price`. */
const valueAt = (basis: { quantity: Decimal; cost: Decimal; inverse: boolean }, price: string) =>
  basis.inverse ? basis.cost.minus(basis.quantity.div(price)) : basis.quantity.times(price).minus(basis.cost);

/**
 * A position's unrealized P&L crossing an amount: valued at each trade (or mark) as quantity × price −
 * cost. Like a price crossing, the first value seen only tells the side; it fires at the first value
 * at or past the amount after one on the near side. Without a position (or before it is read) prices
 * are passed over. `position` names it in the firing: "BTCUSDT", "BTCUSDT USD-M".
 */
export function pnlWatch(position: string, condition: PnlCondition, numbers: NumbersOf): PnlWatch {
  const target = new Decimal(condition.amount);
  const crossed = crossing(condition.direction, target);
  let basis: { quantity: Decimal; cost: Decimal; inverse: boolean } | null = null;
  return {
    setBasis(next) {
      basis =
        next && !new Decimal(next.quantity).isZero()
          ? {
              quantity: new Decimal(next.quantity),
              cost: new Decimal(next.costBasis),
              inverse: next.inverse === true,
            }
          : null;
      // The side it stood on when read: a price past the amount before the next one arrives fires.
      if (basis && next?.at !== undefined) crossed(valueAt(basis, next.at));
    },
    onTick(tick: PriceTick): AlertFiring | null {
      if (!basis) return null;
      const pnl = valueAt(basis, tick.price);
      if (!crossed(pnl)) return null;
      const n = numbers();
      const price = plain(new Decimal(tick.price));
      return {
        time: tick.time,
        price,
        message:
          `${position} position P&L crossed ${condition.direction} ${n.typedAmount(condition.amount)}: ` +
          `${n.amount(plain(pnl.toDecimalPlaces(8)))} at ${n.price(price)}.`,
      };
    },
  };
}
