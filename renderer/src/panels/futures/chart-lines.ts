import type { ExitKind } from '@shared/api/futures/attached-exits';
import Decimal from 'decimal.js';
import type { FuturesOrderView, PositionView } from '@shared/ipc/futures';
import type { ChartLine } from '../candles/chart-lines/ChartLines';
import { exact, isZero, pnl } from './figures';
import { positionName, triggerOf } from './position-triggers';
import { futuresTypeWord } from '@shared/ipc/order-words';
import { isMovableConditional } from '@shared/ipc/futures-moves';

/** What the lines do on the chart: move or set a position's take-profit or stop-loss, cancel an order. */
export interface FuturesLineActions {
  setTrigger(position: PositionView, kind: ExitKind, stopPrice: string): void;
  cancel(order: FuturesOrderView): void;
  /** Moves (or with null removes) a take profit or stop loss riding on an entry that has not filled. */
  moveExit(order: FuturesOrderView, kind: ExitKind, stopPrice: string | null): void;
  /** Moves a working limit order to another price in place. */
  modify(order: FuturesOrderView, price: string): void;
  /** Moves a conditional order waiting for its trigger to another trigger price. */
  moveConditional(order: FuturesOrderView, stopPrice: string): void;
  /** Client order id → the price a moved order was dropped at, while the venue has not answered. */
  readonly moving?: ReadonlyMap<string, string>;
}

/** What a contract's sizes and P&L are counted in: base asset or contracts, and the margin asset. */
export interface ContractUnits {
  readonly size: string;
  readonly pnl: string;
  /** A size on the contract's step ("0.010"), as the tables show it; exact while it is not known. */
  readonly sizeText?: (value: string) => string;
}

export const triggerWords: Record<ExitKind, string> = { takeProfit: 'take profit', stopLoss: 'stop loss' };

/** Where a working order sits on the chart: its limit price, else its trigger; null for none. */
export function orderPrice(o: FuturesOrderView): string | null {
  if (o.origType === 'LIMIT') return o.priceMatch === 'NONE' && !isZero(o.price) ? o.price : null;
  if (o.origType === 'TRAILING_STOP_MARKET') return o.activatePrice;
  return isZero(o.stopPrice) ? null : o.stopPrice;
}

export const isWorking = (o: FuturesOrderView) => o.status === 'NEW' || o.status === 'PARTIALLY_FILLED';

/** A limit order at its own price, which Modify Order moves in place (a matched price follows the book). */
export const isMovableLimit = (o: FuturesOrderView) => o.origType === 'LIMIT' && o.priceMatch === 'NONE';

/**
 * A futures contract's lines over its chart: each open position's entry (with its P&L) and
 * liquidation price, its take-profit and stop-loss (dragged to move, cancelled on the line), and the
 * contract's other working orders (a limit or a waiting conditional order dragged to move; each
 * cancelled on the line) with the exits riding on an entry.
 */
export function futuresChartLines(
  symbol: string,
  units: ContractUnits,
  positions: readonly PositionView[],
  orders: readonly FuturesOrderView[],
  actions: FuturesLineActions,
): ChartLine[] {
  const lines: ChartLine[] = [];
  const triggers = new Set<FuturesOrderView>();
  const sizeText = units.sizeText ?? exact;
  for (const p of positions) {
    if (p.symbol !== symbol || isZero(p.size)) continue;
    const name = positionName(p);
    const key = `${p.symbol}-${p.positionSide}`;
    lines.push({
      id: `futures-entry-${key}`,
      price: p.entryPrice,
      tone: 'neutral',
      label: `${name} entry · ${sizeText(new Decimal(p.size).abs().toFixed())} ${units.size} · P&L ${pnl(p.unrealizedPnl, units.pnl)}`,
    });
    if (p.liquidationPrice !== null)
      lines.push({
        id: `futures-liquidation-${key}`,
        price: p.liquidationPrice,
        tone: 'alert',
        label: `${name} liquidation`,
      });
    for (const kind of ['takeProfit', 'stopLoss'] as const) {
      const order = triggerOf(p, orders, kind);
      if (!order) continue;
      triggers.add(order);
      const label = `${name} ${triggerWords[kind]}`;
      lines.push({
        id: `futures-${kind}-${key}`,
        price: order.stopPrice,
        tone: kind === 'takeProfit' ? 'buy' : 'sell',
        label,
        onMove: (price) => actions.setTrigger(p, kind, price),
        remove: { label: `Cancel ${label}`, run: () => actions.cancel(order) },
      });
    }
  }
  for (const o of orders) {
    const placed = orderPrice(o);
    if (o.symbol !== symbol || triggers.has(o) || !isWorking(o) || placed === null) continue;
    const amount = o.closePosition ? 'close position' : `${sizeText(o.origQty)} ${units.size}`;
    const label = `${futuresTypeWord(o.origType)} ${o.side.toLowerCase()} ${amount}`;
    const dropped = actions.moving?.get(o.clientOrderId);
    const price = dropped ?? placed;
    lines.push({
      id: `futures-order-${o.clientOrderId}`,
      price,
      tone: o.side === 'BUY' ? 'buy' : 'sell',
      label: dropped === undefined ? label : `${label} · moving`,
      ...(isMovableLimit(o)
        ? { onMove: (to: string) => actions.modify(o, to) }
        : isMovableConditional(o)
          ? { onMove: (to: string) => actions.moveConditional(o, to) }
          : {}),
      remove: { label: `Cancel ${label} at ${exact(price)}`, run: () => actions.cancel(o) },
    });
    // The take profit and stop loss riding on an entry, there once it fills.
    for (const kind of ['takeProfit', 'stopLoss'] as const) {
      const exit = o.exits?.[kind];
      if (exit === undefined) continue;
      const exitLabel = `${label}: ${triggerWords[kind]} on fill`;
      lines.push({
        id: `futures-exit-${kind}-${o.clientOrderId}`,
        price: exit,
        tone: kind === 'takeProfit' ? 'buy' : 'sell',
        label: exitLabel,
        onMove: (to) => actions.moveExit(o, kind, to),
        remove: { label: `Remove ${exitLabel}`, run: () => actions.moveExit(o, kind, null) },
      });
    }
  }
  return lines;
}

/**
 * What a price picked on the chart can be for a position: above the mark a long's take-profit and a
 * short's stop-loss, below it the other way round.
 */
export function triggerAt(p: PositionView, price: string): ExitKind | null {
  const mark = new Decimal(p.markPrice);
  const at = new Decimal(price);
  if (at.eq(mark)) return null;
  const long = positionName(p).startsWith('Long');
  return at.gt(mark) === long ? 'takeProfit' : 'stopLoss';
}
