import Decimal from 'decimal.js';
import type { AlertCondition, AlertFiring } from '@shared/ipc/alerts';
import { crossing } from './crossing';
import { pnlWatch, type PnlWatch } from './pnl-watch';
import { marginRatioWatch, type MarginRatioWatch } from './margin-ratio-watch';
import type { NoticeNumbers } from '../notice-numbers';

/** One trade as an alert sees it: its price (a decimal string) and the venue's time. */
export interface PriceTick {
  readonly price: string;
  readonly time: number;
}

/** Follows one armed price alert through the trades; answers the firing at the trade that sets it off. */
export interface AlertWatch {
  onTick(tick: PriceTick): AlertFiring | null;
}

const plain = (value: Decimal.Value) => new Decimal(value).toFixed();

/** How a firing's message writes the symbol's numbers, asked when it fires. */
export type NumbersOf = () => NoticeNumbers;

/** A price crossing: the alert fires at the first trade at or past the price after one on the near side. */
function crossingWatch(
  subject: string,
  kind: 'above' | 'below',
  priceText: string,
  numbers: NumbersOf,
  at: string,
): AlertWatch {
  const target = new Decimal(priceText);
  const crossed = crossing(kind, target);
  return {
    onTick(tick) {
      const price = new Decimal(tick.price);
      if (!crossed(price)) return null;
      const n = numbers();
      return {
        time: tick.time,
        price: plain(price),
        message: `${subject} crossed ${kind} ${n.typedPrice(priceText)}: ${at} ${n.price(plain(price))}.`,
      };
    },
  };
}

interface Point {
  readonly price: Decimal;
  readonly time: number;
}

/**
 * A move: the alert fires at the first trade at least `percent` above the lowest or below the highest
 * trade of the window before it. The window's low and high are kept in two monotonic queues, so each
 * trade costs a constant amount of work however busy the market.
 */
function moveWatch(
  subject: string,
  percentText: string,
  windowMinutes: number,
  numbers: NumbersOf,
): AlertWatch {
  const percent = new Decimal(percentText);
  const windowMs = windowMinutes * 60_000;
  const up = percent.div(100).plus(1);
  const down = new Decimal(1).minus(percent.div(100));
  const lows: Point[] = [];
  const highs: Point[] = [];
  const fired = (from: Point, to: Point): AlertFiring => {
    const change = to.price.minus(from.price).div(from.price).times(100);
    const signed = `${change.isPositive() ? '+' : ''}${change.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2)}`;
    const n = numbers();
    return {
      time: to.time,
      price: plain(to.price),
      message:
        `${subject} moved ${signed} % within ${windowMinutes} min: ` +
        `from ${n.price(plain(from.price))} to ${n.price(plain(to.price))}.`,
    };
  };
  return {
    onTick(tick) {
      const point = { price: new Decimal(tick.price), time: tick.time };
      for (const queue of [lows, highs])
        while (queue.length && queue[0]!.time < point.time - windowMs) queue.shift();
      const low = lows[0];
      const high = highs[0];
      const firing =
        low && point.price.gte(low.price.times(up))
          ? fired(low, point)
          : high && point.price.lte(high.price.times(down))
            ? fired(high, point)
            : null;
      while (lows.length && lows[lows.length - 1]!.price.gte(point.price)) lows.pop();
      lows.push(point);
      while (highs.length && highs[highs.length - 1]!.price.lte(point.price)) highs.pop();
      highs.push(point);
      return firing;
    },
  };
}

/**
 * The watch for an alert that prices set off (a symbol's trades, or a contract's marks); null for one
 * that fills set off. `subject` names what is watched in the firing ("BTCUSDT", "BTCUSDT USD-M mark"),
 * `at` how its price is said ("traded at", "now"), `position` whose position a P&L alert values.
 */
export function watchFor(
  subject: string,
  condition: AlertCondition,
  numbers: NumbersOf,
  at = 'traded at',
  position = subject,
): AlertWatch | PnlWatch | MarginRatioWatch | null {
  switch (condition.kind) {
    case 'above':
    case 'below':
      return crossingWatch(subject, condition.kind, condition.price, numbers, at);
    case 'move':
      return moveWatch(subject, condition.percent, condition.windowMinutes, numbers);
    case 'fill':
      return null;
    case 'pnl':
    case 'positionPnl':
      return pnlWatch(position, condition, numbers);
    case 'marginRatio':
      return marginRatioWatch(position, condition, numbers);
  }
}
