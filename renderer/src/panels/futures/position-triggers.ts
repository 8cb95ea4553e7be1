import type { FuturesFamily, FuturesOrderView, PositionView } from '@shared/ipc/futures';
import type { ClosePositionArgs } from '@shared/ipc/futures-args';
import { roundToStep } from '@shared/decimal/step';
import { isNegative } from './figures';
import { venueRefOf } from './venue-ref';
import { exitTypes, isWorkingExit, type ExitKind } from '@shared/api/futures/attached-exits';

/** Long or Short: the position side in hedge mode, the size's sign in one-way mode. */
/** What names a position: its contract, side and signed size. */
type Named = Pick<PositionView, 'symbol' | 'positionSide' | 'size'>;

export const sideName = (p: Named) =>
  p.positionSide === 'BOTH'
    ? isNegative(p.size)
      ? 'Short'
      : 'Long'
    : p.positionSide === 'LONG'
      ? 'Long'
      : 'Short';

/** A position's name in labels, e.g. "Long BTCUSDT". */
export const positionName = (p: Named) => `${sideName(p)} ${p.symbol}`;

/** The side an order closing this position takes: SELL closes a long, BUY a short. */
export function closingSide(p: PositionView): 'BUY' | 'SELL' {
  if (p.positionSide === 'LONG') return 'SELL';
  if (p.positionSide === 'SHORT') return 'BUY';
  return isNegative(p.size) ? 'BUY' : 'SELL';
}

/**
 * The position's working take-profit or stop-loss: a closePosition order of that type on its symbol
 * and position side, on the closing side, still waiting for its trigger.
 */
export function triggerOf(
  p: PositionView,
  orders: readonly FuturesOrderView[],
  kind: ExitKind,
): FuturesOrderView | undefined {
  const position = { symbol: p.symbol, positionSide: p.positionSide, closing: closingSide(p) };
  return orders.find((o) => isWorkingExit(o, position, kind));
}

/**
 * The position's take profits or stop losses for part of it (reduce-only conditional orders of a
 * size, set from Close position), oldest first.
 */
export function partialExitsOf(
  p: PositionView,
  orders: readonly FuturesOrderView[],
  kind: ExitKind,
): FuturesOrderView[] {
  const closing = closingSide(p);
  return orders.filter(
    (o) =>
      o.symbol === p.symbol &&
      o.positionSide === p.positionSide &&
      o.side === closing &&
      o.origType === exitTypes[kind] &&
      !o.closePosition &&
      (o.reduceOnly || o.positionSide !== 'BOTH') &&
      o.status === 'NEW',
  );
}

/**
 * The request that sets a position's take-profit or stop-loss at `stopPrice`, triggered by the mark:
 * a closePosition order that replaces the working one, if any.
 */
export function triggerRequest(
  family: FuturesFamily,
  p: PositionView,
  kind: ExitKind,
  stopPrice: string,
  current: FuturesOrderView | undefined,
): ClosePositionArgs {
  return {
    family,
    symbol: p.symbol,
    positionSide: p.positionSide,
    trigger: { type: exitTypes[kind], stopPrice, workingType: 'MARK_PRICE' },
    ...(current === undefined ? {} : { replaces: venueRefOf(current) }),
  };
}

/**
 * A stop loss at the position's break-even: its entry price on the tick, rounded the way that loses
 * nothing when it fires (up for a long, down for a short).
 */
export function breakEvenStop(p: PositionView, tickSize: string): string {
  return roundToStep(p.entryPrice, tickSize, closingSide(p) === 'SELL' ? 'ceil' : 'floor');
}
