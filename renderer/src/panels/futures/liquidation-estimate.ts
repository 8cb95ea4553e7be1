import { dec, isPositiveDecimal } from '@shared/decimal/decimal';
import { roundToStep } from '@shared/decimal/step';
import {
  backingOf,
  liquidationAfterFills,
  type LiquidationContext,
} from '@shared/api/futures/liquidation-estimate';
import type {
  FuturesAccountView,
  FuturesSymbolView,
  LeverageBracketView,
  PositionView,
} from '@shared/ipc/futures';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { contractNotional } from '@shared/api/futures/order-margin';
import { entryPriceOf, type OrderCost } from './order-cost';
import type { OrderDraft } from './order-draft';

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

/** A fill as the form knows it: typed text, the price where it is expected to fill, its fee. */
export interface ExpectedFill {
  readonly quantity: string;
  /** The limit, or the mark for a market order; undefined while unknown. */
  readonly price: string | undefined;
  readonly fee: string;
}

/**
 * The liquidation price `fills` on `side` leave (one order's, or each of a scaled order's in turn);
 * null until every quantity and price is known.
 */
export function liquidationEstimate(
  symbol: FuturesSymbolView,
  context: LiquidationContext,
  side: 'BUY' | 'SELL',
  fills: readonly ExpectedFill[],
  now: string | null,
): LiquidationEstimate | null {
  const known = (fill: ExpectedFill): fill is ExpectedFill & { price: string } =>
    isPositiveDecimal(fill.quantity) && fill.price !== undefined && isPositiveDecimal(fill.price);
  if (fills.length === 0 || !fills.every(known)) return null;
  const estimate = liquidationAfterFills(
    context,
    side,
    fills.map((fill) => ({ qty: dec(fill.quantity), price: dec(fill.price!), fee: dec(fill.fee) })),
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
 * filled (51,900.2 now)."; `when` says which fills ("once filled", "once all fill").
 */
export function liquidationWords(
  estimate: LiquidationEstimate,
  price: (value: string) => string,
  when = 'once filled',
): string {
  const now = estimate.now === null ? '' : ` (${price(estimate.now)} now)`;
  if (estimate.after === 'none') return `Closes the position: no liquidation price ${when}${now}.`;
  if (estimate.price === null) {
    const covers = estimate.after === 'long' ? 'a fall to zero' : 'any rise in price';
    return `No liquidation price ${when}: the margin covers ${covers}${now}.`;
  }
  return `Liquidation price ≈ ${price(estimate.price)} ${when}${now}.`;
}

/**
 * What each order of a set of resting limits (a scaled order) pays once it fills there: its value ×
 * the maker rate (0 while the rates are not read).
 */
export function restingFills(
  symbol: Pick<FuturesSymbolView, 'contractSize'>,
  prices: readonly string[],
  quantities: readonly string[],
  makerRate: string | undefined,
): ExpectedFill[] {
  return prices.map((price, i) => {
    const quantity = quantities[i] ?? '';
    const fee =
      makerRate === undefined || !isPositiveDecimal(quantity)
        ? '0'
        : contractNotional(symbol.contractSize, dec(quantity), price).mul(makerRate).toFixed();
    return { quantity, price, fee };
  });
}

/**
 * One order's estimate as the forms show it (the order form, the TWAP's whole at the mark, a chase's
 * post-only limit): the order as an OrderDraft with its margin cost worked out (none: no estimate),
 * filling at its own price (the limit, or the mark) and paying the cost line's fee.
 */
export function orderLiquidation(
  symbol: FuturesSymbolView,
  order: { readonly draft: OrderDraft; readonly cost: OrderCost | null | undefined },
  account: {
    readonly positionSide: PositionView['positionSide'];
    readonly positions: readonly PositionView[];
    readonly leverage: number | undefined;
    readonly markPrice: string | undefined;
    readonly sources: LiquidationSources | undefined;
  },
): LiquidationEstimate | null {
  const { draft, cost } = order;
  const { positionSide, positions, sources } = account;
  if (!cost || !sources) return null;
  const context = liquidationContextOf(symbol, positionSide, positions, account.leverage, sources);
  if (!context) return null;
  return liquidationEstimate(
    symbol,
    context,
    draft.side,
    [
      {
        quantity: draft.quantity,
        price: entryPriceOf(draft, account.markPrice),
        fee: cost.fee?.amount ?? '0',
      },
    ],
    positions.find((p) => p.positionSide === positionSide)?.liquidationPrice ?? null,
  );
}
