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
  /**
   * The funding it paid (negative) or received while it was open, in `pnlAsset`; null where the
   * funding is not known (not read, or a funding time when both hedge sides were open, which the
   * venue's income does not tell apart).
   */
  readonly funding: string | null;
  /** Realized P&L less the fees plus the funding, where all are in one asset and known; else null. */
  readonly netPnl: string | null;
}

/** A funding payment as the venue's income lists it (incomeType FUNDING_FEE). */
export interface FundingPayment {
  readonly symbol: string;
  readonly time: number;
  /** Received (positive) or paid (negative). */
  readonly income: string;
  readonly asset: string;
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
 * `fills` are one contract's, oldest first, up to now; `positions` are the account's now. `funding`
 * (the range's funding payments, when read) go to the position of their contract open at their time:
 * after its opening fill, up to and including its closing one.
 */
export function positionRounds(
  fills: readonly FuturesTradeView[],
  positions: readonly Pick<PositionView, 'symbol' | 'positionSide' | 'size'>[],
  funding?: readonly FundingPayment[],
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
  const fundingOf = fundingByRound(rounds, funding);
  return rounds
    .sort((a, b) => (a.opened ?? -Infinity) - (b.opened ?? -Infinity))
    .map((r) => {
      const feeAsset = r.feeAssets.size === 1 ? ([...r.feeAssets][0] as string) : null;
      const paid = fundingOf.get(r) ?? null;
      const fundingKnown = paid !== null && (paid.asset === null || paid.asset === r.pnlAsset);
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
        funding: fundingKnown ? paid.total.toFixed() : null,
        netPnl:
          feeAsset === r.pnlAsset && fundingKnown
            ? r.realized.minus(r.fees).plus(paid.total).toFixed()
            : null,
      };
    });
}

const alive = (r: Building, time: number) =>
  (r.opened === null || time > r.opened) && (r.closed === null || time <= r.closed);

/**
 * Each round's funding: the payments of its contract made while it alone was open. A payment when
 * both hedge sides were open cannot be told to one: theirs is unknown (null), as is every round's
 * without the payments read.
 */
function fundingByRound(
  rounds: readonly Building[],
  funding: readonly FundingPayment[] | undefined,
): Map<Building, { total: Decimal; asset: string | null } | null> {
  const out = new Map<Building, { total: Decimal; asset: string | null } | null>();
  if (funding === undefined) return out;
  for (const r of rounds) out.set(r, { total: new Decimal(0), asset: null });
  for (const payment of funding) {
    const open = rounds.filter((r) => r.symbol === payment.symbol && alive(r, payment.time));
    if (open.length > 1) for (const r of open) out.set(r, null);
    const only = open.length === 1 ? open[0]! : undefined;
    const sum = only && out.get(only);
    if (!only || !sum) continue;
    const sameAsset = sum.asset === null || sum.asset === payment.asset;
    out.set(only, sameAsset ? { total: sum.total.plus(payment.income), asset: payment.asset } : null);
  }
  return out;
}

/**
 * The closed positions in a sentence: how many, what they made together after fees and funding
 * (before them where some paid in another asset or the funding is not known), how many won and lost.
 * Null with none closed.
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
  const basis = net ? 'after fees and funding' : 'before fees and funding';
  return `${count} closed: ${pnl(total.toFixed(), first.pnlAsset)} ${basis}, ${won} won, ${lost} lost.`;
}
