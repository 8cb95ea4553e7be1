import type { Side } from '@shared/api/spot/enums';
import type { LegDraft } from './leg-draft';
import { spotTypeWords } from '@shared/ipc/order-words';

const verb = (side: Side) => (side === 'BUY' ? 'buy' : 'sell');

/** One leg in words: "a limit maker sell of 1 at 110" / "a stop loss sell of 1 triggered at 90 (market)". */
export function describeLeg(leg: LegDraft, side: Side, quantity: string): string {
  const what = `a ${spotTypeWords[leg.type].toLowerCase()} ${verb(side)} of ${quantity || '…'}`;
  const trigger = [
    leg.stopPrice && `when the price reaches ${leg.stopPrice}`,
    leg.trailingDelta && `trailing by ${leg.trailingDelta} BIPS`,
  ]
    .filter(Boolean)
    .join(', ');
  switch (leg.type) {
    case 'LIMIT':
    case 'LIMIT_MAKER':
      return `${what} at ${leg.price || '…'}`;
    case 'MARKET':
      return `${what} at market`;
    case 'STOP_LOSS':
    case 'TAKE_PROFIT':
      return `${what} at market ${trigger || '…'}`;
    default:
      return `${what} at limit ${leg.price || '…'} ${trigger || '…'}`;
  }
}

export function ocoSummary(side: Side, quantity: string, above: LegDraft, below: LegDraft): string {
  return (
    `Two orders wait together: above the market, ${describeLeg(above, side, quantity)}; below it, ` +
    `${describeLeg(below, side, quantity)}. When either one fills or triggers, the other is cancelled.`
  );
}

export function otoSummary(working: LegDraft, pending: LegDraft): string {
  return (
    `The working order, ${describeLeg(working, working.side, working.quantity)}, goes on the book now. ` +
    `Only when it is completely filled is the pending order placed: ${describeLeg(pending, pending.side, pending.quantity)}. ` +
    'If the working order is cancelled or expires, the pending order never goes live.'
  );
}

export function otocoSummary(
  working: LegDraft,
  pendingSide: Side,
  pendingQuantity: string,
  above: LegDraft,
  below: LegDraft | null,
): string {
  const pending = below
    ? `two pending orders are placed as a one-cancels-the-other pair: above, ${describeLeg(above, pendingSide, pendingQuantity)}; below, ${describeLeg(below, pendingSide, pendingQuantity)}. When either fills or triggers, the other is cancelled`
    : `the pending order is placed: ${describeLeg(above, pendingSide, pendingQuantity)}`;
  return (
    `The working order, ${describeLeg(working, working.side, working.quantity)}, goes on the book now. ` +
    `Only when it is completely filled, ${pending}.`
  );
}
