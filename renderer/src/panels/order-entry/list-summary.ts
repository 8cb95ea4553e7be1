import type { Side } from '@shared/api/spot/enums';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { formatTyped } from '@shared/decimal/format';
import { precisionOf } from '@shared/market/symbol-precision';
import type { LegDraft } from './leg-draft';
import { spotTypeWords } from '@shared/ipc/order-words';
import { isDecimalText } from './order-draft';

const verb = (side: Side) => (side === 'BUY' ? 'buy' : 'sell');

/**
 * How a summary writes the figures typed so far: a whole number as the tables write it (grouped, on
 * the symbol's tick or step, every typed digit kept), anything not a number yet just as typed.
 */
export interface TypedFigures {
  price(text: string): string;
  quantity(text: string): string;
}

export function typedFigures(symbol: SymbolInfo): TypedFigures {
  const { tickSize, stepSize } = precisionOf(symbol);
  const shown = (text: string, increment: string) =>
    isDecimalText(text) && !text.endsWith('.') ? formatTyped(text, increment) : text;
  return { price: (text) => shown(text, tickSize), quantity: (text) => shown(text, stepSize) };
}

/**
 * One leg in words: "a limit maker sell of 1.00000 at 110.00" / "a stop loss sell of 1.00000 at
 * market when the price reaches 90.00".
 */
export function describeLeg(leg: LegDraft, side: Side, quantity: string, figures: TypedFigures): string {
  const what = `a ${spotTypeWords[leg.type].toLowerCase()} ${verb(side)} of ${figures.quantity(quantity) || '…'}`;
  const price = figures.price(leg.price) || '…';
  const trigger = [
    leg.stopPrice && `when the price reaches ${figures.price(leg.stopPrice)}`,
    leg.trailingDelta && `trailing by ${leg.trailingDelta} BIPS`,
  ]
    .filter(Boolean)
    .join(', ');
  switch (leg.type) {
    case 'LIMIT':
    case 'LIMIT_MAKER':
      return `${what} at ${price}`;
    case 'MARKET':
      return `${what} at market`;
    case 'STOP_LOSS':
    case 'TAKE_PROFIT':
      return `${what} at market ${trigger || '…'}`;
    default:
      return `${what} at limit ${price} ${trigger || '…'}`;
  }
}

export function ocoSummary(
  side: Side,
  quantity: string,
  above: LegDraft,
  below: LegDraft,
  figures: TypedFigures,
): string {
  return (
    `Two orders wait together: above the market, ${describeLeg(above, side, quantity, figures)}; below it, ` +
    `${describeLeg(below, side, quantity, figures)}. When either one fills or triggers, the other is cancelled.`
  );
}

export function otoSummary(working: LegDraft, pending: LegDraft, figures: TypedFigures): string {
  return (
    `The working order, ${describeLeg(working, working.side, working.quantity, figures)}, goes on the book now. ` +
    `Only when it is completely filled is the pending order placed: ${describeLeg(pending, pending.side, pending.quantity, figures)}. ` +
    'If the working order is cancelled or expires, the pending order never goes live.'
  );
}

export function otocoSummary(
  working: LegDraft,
  pendingSide: Side,
  pendingQuantity: string,
  above: LegDraft,
  below: LegDraft | null,
  figures: TypedFigures,
): string {
  const leg = (pending: LegDraft) => describeLeg(pending, pendingSide, pendingQuantity, figures);
  const pending = below
    ? `two pending orders are placed as a one-cancels-the-other pair: above, ${leg(above)}; below, ${leg(below)}. When either fills or triggers, the other is cancelled`
    : `the pending order is placed: ${leg(above)}`;
  return (
    `The working order, ${describeLeg(working, working.side, working.quantity, figures)}, goes on the book now. ` +
    `Only when it is completely filled, ${pending}.`
  );
}
