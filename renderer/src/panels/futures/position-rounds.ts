import Decimal from 'decimal.js';
import type { FuturesTradeView, PositionView } from '@shared/ipc/futures';

/**
 * One position from its opening fill to the fill that closed it: what it was entered and closed at
 * (each an average of its fills), its largest size, what it realized and what its fills paid.
 */
export interface PositionRound {
  readonly symbol: string;
  /** The venue's key for it: BOTH in one-way mode, LONG or SHORT in hedge mode. */
  readonly positionSide: FuturesTradeView['positionSide'];
  readonly side: 'LONG' | 'SHORT';
  /** The first fill's time; null when it was opened before the range read. */
  readonly opened: number | null;
  /** The closing fill's time; null while it is still open. */
  readonly closed: number | null;
  /** The average price of the fills that opened it or added to it in the range; null without any. */
  readonly entryPrice: string | null;
  /** The average price of the fills that reduced or closed it; null without any. */
  readonly closePrice: string | null;
  /** Its largest size in the range (contracts on COIN-M). */
  readonly maxSize: string;
  readonly closedSize: string;
  /** What its closing fills realized, in `pnlAsset`. */
  readonly realizedPnl: string;
  readonly pnlAsset: string;
  /** What its fills paid in commission (a fill that turned a one-way position over, its share). */
  readonly fees: string;
  /** The commission's asset; null where its fills paid in more than one. */
  readonly feeAsset: string | null;
  /** Realized P&L less the fees, where both are in one asset; else null. */
  readonly netPnl: string | null;
}

interface Building {
  readonly symbol: string;
  readonly positionSide: FuturesTradeView['positionSide'];
  readonly side: 'LONG' | 'SHORT';
  readonly opened: number | null;
  closed: number | null;
  openQty: Decimal;
  openCost: Decimal;
  closeQty: Decimal;
  closeValue: Decimal;
  maxSize: Decimal;
  realized: Decimal;
  fees: Decimal;
  feeAssets: Set<string>;
  pnlAsset: string;
}

const signed = (t: FuturesTradeView) => (t.side === 'BUY' ? new Decimal(t.qty) : new Decimal(t.qty).neg());

/**
 * The positions a contract's fills opened and closed, oldest first. The fills are walked from the
 * position each side holds now back to the range's start, so a position opened before the range is
 * known as one (its entry in the range is only what it added there), and a one-way fill that turns a
 * long into a short closes one and opens the other: the realized P&L is the close's, the fee shared by
 * size. Exact decimals throughout.
 *
 * `fills` are one contract's, oldest first, up to now; `positions` are the account's now.
 */
export function positionRounds(
  fills: readonly FuturesTradeView[],
  positions: readonly Pick<PositionView, 'symbol' | 'positionSide' | 'size'>[],
): PositionRound[] {
  const rounds: Building[] = [];
  const bySide = new Map<string, FuturesTradeView[]>();
  for (const fill of fills) {
    const key = `${fill.symbol} ${fill.positionSide}`;
    const side = bySide.get(key);
    if (side) side.push(fill);
    else bySide.set(key, [fill]);
  }
  for (const sideFills of bySide.values()) {
    const first = sideFills[0] as FuturesTradeView;
    const now = positions.find((p) => p.symbol === first.symbol && p.positionSide === first.positionSide);
    const moved = sideFills.reduce((sum, t) => sum.plus(signed(t)), new Decimal(0));
    let amount = new Decimal(now?.size ?? 0).minus(moved);
    const open = (side: 'LONG' | 'SHORT', at: number | null): Building => {
      const round: Building = {
        symbol: first.symbol,
        positionSide: first.positionSide,
        side,
        opened: at,
        closed: null,
        openQty: new Decimal(0),
        openCost: new Decimal(0),
        closeQty: new Decimal(0),
        closeValue: new Decimal(0),
        // Held before the range: at least what it held then; else what its fills make it.
        maxSize: at === null ? amount.abs() : new Decimal(0),
        realized: new Decimal(0),
        fees: new Decimal(0),
        feeAssets: new Set(),
        pnlAsset: first.valueAsset,
      };
      rounds.push(round);
      return round;
    };
    let round = amount.isZero() ? null : open(amount.isPositive() ? 'LONG' : 'SHORT', null);
    for (const fill of sideFills) {
      const change = signed(fill);
      const qty = change.abs();
      const price = new Decimal(fill.price);
      const commission = new Decimal(fill.commission);
      const payFee = (r: Building, share: Decimal) => {
        r.fees = r.fees.plus(commission.mul(share).div(qty));
        r.feeAssets.add(fill.commissionAsset);
      };
      const adds = (r: Building, part: Decimal) => {
        r.openQty = r.openQty.plus(part);
        r.openCost = r.openCost.plus(price.mul(part));
        payFee(r, part);
      };
      if (round === null || amount.isZero()) {
        round = open(change.isPositive() ? 'LONG' : 'SHORT', fill.time);
        adds(round, qty);
      } else if (change.isPositive() === amount.isPositive()) {
        adds(round, qty);
      } else {
        const closing = Decimal.min(qty, amount.abs());
        round.closeQty = round.closeQty.plus(closing);
        round.closeValue = round.closeValue.plus(price.mul(closing));
        round.realized = round.realized.plus(fill.realizedPnl);
        payFee(round, closing);
        if (closing.eq(amount.abs())) round.closed = fill.time;
        const rest = qty.minus(closing);
        if (rest.gt(0)) {
          round = open(change.isPositive() ? 'LONG' : 'SHORT', fill.time);
          adds(round, rest);
        }
      }
      amount = amount.plus(change);
      round.maxSize = Decimal.max(round.maxSize, amount.abs());
    }
  }
  return rounds
    .sort((a, b) => (a.opened ?? -Infinity) - (b.opened ?? -Infinity))
    .map((r) => {
      const feeAsset = r.feeAssets.size === 1 ? ([...r.feeAssets][0] as string) : null;
      return {
        symbol: r.symbol,
        positionSide: r.positionSide,
        side: r.side,
        opened: r.opened,
        closed: r.closed,
        entryPrice: r.openQty.isZero() ? null : r.openCost.div(r.openQty).toFixed(),
        closePrice: r.closeQty.isZero() ? null : r.closeValue.div(r.closeQty).toFixed(),
        maxSize: r.maxSize.toFixed(),
        closedSize: r.closeQty.toFixed(),
        realizedPnl: r.realized.toFixed(),
        pnlAsset: r.pnlAsset,
        fees: r.fees.toFixed(),
        feeAsset,
        netPnl: feeAsset === r.pnlAsset ? r.realized.minus(r.fees).toFixed() : null,
      };
    });
}

/**
 * The closed positions in a sentence: how many, what they made together after fees (before fees
 * where some paid in another asset), how many won and lost. Null with none closed.
 */
export function closedRoundsText(
  rounds: readonly PositionRound[],
  pnl: (value: string, asset: string) => string,
): string | null {
  const closed = rounds.filter((r) => r.closed !== null);
  const first = closed[0];
  if (first === undefined) return null;
  const net = closed.every((r) => r.netPnl !== null && r.pnlAsset === first.pnlAsset);
  const figure = (r: PositionRound) => new Decimal(net ? (r.netPnl as string) : r.realizedPnl);
  const total = closed.reduce((sum, r) => sum.plus(figure(r)), new Decimal(0));
  const won = closed.filter((r) => figure(r).gt(0)).length;
  const lost = closed.filter((r) => figure(r).lt(0)).length;
  const count = closed.length === 1 ? '1 position' : `${closed.length} positions`;
  return `${count} closed: ${pnl(total.toFixed(), first.pnlAsset)} ${net ? 'after fees' : 'before fees (paid in more than one asset)'}, ${won} won, ${lost} lost.`;
}
