import { dec, isPositiveDecimal } from '@shared/decimal/decimal';
import { roundToStep } from '@shared/decimal/step';
import {
  backingOf,
  liquidationAfterFill,
  type LiquidationContext,
} from '@shared/api/futures/liquidation-estimate';
import type {
  FuturesAccountView,
  FuturesSymbolView,
  LeverageBracketView,
  PositionView,
} from '@shared/ipc/futures';
import { tickAndStepOf } from '@shared/market/symbol-precision';

/** What the panel has read that a position's liquidation price depends on. */
export interface LiquidationSources {
  readonly account: FuturesAccountView | undefined;
  readonly brackets: readonly LeverageBracketView[] | undefined;
  /** The margin asset of any of the family's contracts. */
  readonly marginAssetOf: (symbol: string) => string | undefined;
}

/**
 * The margin behind the contract's position on `positionSide`, as the venue reports it now: the
 * position row (size, entry, cross or isolated) and its other side in hedge mode, the account's cross
 * wallet and its positions in the margin asset's other contracts, and the contract's brackets.
 * Undefined until all are read.
 */
export function liquidationContextOf(
  symbol: FuturesSymbolView,
  positionSide: PositionView['positionSide'],
  rows: readonly PositionView[],
  leverage: number | undefined,
  sources: LiquidationSources,
): LiquidationContext | undefined {
  const { account, brackets } = sources;
  const wallet = account?.wallets.find((w) => w.asset === symbol.marginAsset);
  if (!account || !wallet || !brackets || brackets.length === 0 || leverage === undefined) return undefined;
  const row = rows.find((r) => r.positionSide === positionSide);
  const isolated = row?.marginType === 'isolated';
  const others = account.positions
    .filter((p) => p.symbol !== symbol.symbol && sources.marginAssetOf(p.symbol) === symbol.marginAsset)
    .map((p) => ({ maintMargin: p.maintMargin, unrealized: p.unrealizedPnl, isolated: p.isolated }));
  const held = row && !dec(row.size).isZero() ? row : undefined;
  // In hedge mode the contract's other side moves with the same mark.
  const siblings = rows
    .filter((r) => r.positionSide !== positionSide && !dec(r.size).isZero())
    .map((r) => ({ amount: dec(r.size), entry: dec(r.entryPrice) }));
  return {
    contractSize: symbol.contractSize,
    leverage,
    held: { amount: dec(held?.size ?? '0'), entry: dec(held?.entryPrice ?? '0') },
    siblings,
    isolated,
    backing: backingOf({
      isolated,
      isolatedMargin: held?.isolatedMargin ?? '0',
      unrealized: held?.unrealizedPnl ?? '0',
      crossWallet: wallet.crossWalletBalance,
      others,
    }),
    brackets: brackets.map((b) => ({ cap: b.cap, maintMarginRatio: b.maintMarginRatio, cum: b.cum })),
  };
}

/** Where the position's liquidation would be once the order fills, beside where it is now. */
export interface LiquidationEstimate {
  /** The position after the fill: long, short, or none. */
  readonly after: 'long' | 'short' | 'none';
  /** Its liquidation price on the contract's tick (rounded toward the mark); null where there is none. */
  readonly price: string | null;
  /** The venue's liquidation price of the position now; null where none is held or none exists. */
  readonly now: string | null;
}

/**
 * The liquidation price `quantity` on `side` leaves once it fills at `price` (the limit, or the mark
 * for a market order) paying `fee`; null until the quantity and the price are known.
 */
export function liquidationEstimate(
  symbol: FuturesSymbolView,
  context: LiquidationContext,
  order: {
    readonly side: 'BUY' | 'SELL';
    readonly quantity: string;
    readonly price: string | undefined;
    readonly fee: string;
  },
  now: string | null,
): LiquidationEstimate | null {
  if (!isPositiveDecimal(order.quantity) || order.price === undefined || !isPositiveDecimal(order.price))
    return null;
  const estimate = liquidationAfterFill(
    context,
    order.side,
    dec(order.quantity),
    dec(order.price),
    dec(order.fee),
  );
  const amount = estimate.position.amount;
  const after = amount.isZero() ? 'none' : amount.isNeg() ? 'short' : 'long';
  const { tickSize } = tickAndStepOf(symbol.filters);
  // A long is liquidated as the price falls to it, a short as it rises: the tick nearer the mark.
  const price =
    estimate.price === null
      ? null
      : roundToStep(estimate.price, tickSize, after === 'long' ? 'ceil' : 'floor');
  return { after, price, now };
}

/**
 * The estimate in words, prices as the contract shows them: "Liquidation price ≈ 52,340.5 once
 * filled (51,900.2 now)."
 */
export function liquidationWords(estimate: LiquidationEstimate, price: (value: string) => string): string {
  const now = estimate.now === null ? '' : ` (${price(estimate.now)} now)`;
  if (estimate.after === 'none') return `Closes the position: no liquidation price once filled${now}.`;
  if (estimate.price === null) {
    const covers = estimate.after === 'long' ? 'a fall to zero' : 'any rise in price';
    return `No liquidation price once filled: the margin covers ${covers}${now}.`;
  }
  return `Liquidation price ≈ ${price(estimate.price)} once filled${now}.`;
}
