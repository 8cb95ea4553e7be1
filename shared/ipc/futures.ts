import { z } from 'zod';
import type {
  FuturesOrderStatus,
  FuturesSelfTradePreventionMode,
  PositionSide,
  PriceMatch,
  WorkingType,
} from '../api/futures/enums';
import type { FuturesFilter } from '../api/futures/exchange-info';
import type { Side } from '../api/spot/enums';
import { event, request } from './define';
import type { TwapView } from './twap';
import type { ChaseView } from './chase';

export type { ChaseView };
import type { TerminalErrorPayload } from './errors';
import type { FuturesOrderNotice, FuturesPnlView } from './futures-pnl';
import {
  chaseArgs,
  closePositionArgs,
  contractHistoryArgs,
  transactionsArgs,
  twapArgs,
  moveExitArgs,
  futuresFamily,
  marginTypeArgs,
  modifyFuturesOrderArgs,
  moveConditionalArgs,
  positionMarginArgs,
  futuresOrderRef,
  futuresSymbolArg,
  placeFuturesOrderArgs,
  type FuturesFamily,
} from './futures-args';

/**
 * Futures trading on both families: `usdm` (quote-settled, `/fapi`) and `coinm` (contract-quantity,
 * `/dapi`). Main checks every order against the symbol's rules and the account's position mode before
 * sending (a refusal carries the venue's own code and message), and reads positions, wallet, position
 * mode and leverage from the venue.
 */

export type { FuturesFamily } from './futures-args';

/** A symbol and the rules main checks orders against. */
export interface FuturesSymbolView {
  readonly family: FuturesFamily;
  readonly symbol: string;
  readonly pair: string;
  readonly baseAsset: string;
  readonly quoteAsset: string;
  readonly marginAsset: string;
  /** USD per contract on the contract-quantity family; null when quantities are in the base asset. */
  readonly contractSize: number | null;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
  readonly orderTypes: readonly string[];
  readonly timeInForce: readonly string[];
  readonly triggerProtect: string;
  readonly marketTakeBound: string;
  readonly filters: readonly FuturesFilter[];
}

/**
 * The venue's statuses, plus the terminal's own UNKNOWN: the venue's answer to placing the order was
 * lost (a 5xx or a timeout), so it may or may not exist; main asks the venue by client order id until
 * it knows, and never sends it again. An order found not to exist becomes REJECTED with a `problem`.
 */
export type FuturesOrderViewStatus = FuturesOrderStatus | 'UNKNOWN';

export interface FuturesOrderView {
  readonly family: FuturesFamily;
  readonly symbol: string;
  /** Null while the venue has not told it (UNKNOWN), or when the order was never placed. */
  readonly orderId: number | null;
  /** Main's own id, sent with the order: how an UNKNOWN order is looked up. */
  readonly clientOrderId: string;
  readonly side: Side;
  readonly positionSide: PositionSide;
  readonly type: string;
  /** The placed type; differs from `type` once a stop order has triggered. */
  readonly origType: string;
  readonly status: FuturesOrderViewStatus;
  readonly timeInForce: string;
  readonly price: string;
  readonly avgPrice: string | null;
  readonly origQty: string;
  readonly executedQty: string;
  readonly stopPrice: string;
  readonly reduceOnly: boolean;
  readonly closePosition: boolean;
  readonly workingType: WorkingType;
  readonly priceProtect: boolean;
  readonly priceMatch: PriceMatch;
  readonly selfTradePreventionMode: FuturesSelfTradePreventionMode;
  /** GTD orders' auto-cancel time (usdm); null otherwise. */
  readonly goodTillDate: number | null;
  /** Trailing stops: activation price and callback rate. */
  readonly activatePrice: string | null;
  readonly priceRate: string | null;
  readonly updateTime: number;
  /**
   * A USD-M conditional order waiting in the algo service: its algo id (cancel it by this) and the
   * service's status (NEW while it waits). Absent on orders of the order book.
   */
  readonly algoId?: number;
  readonly algoStatus?: string;
  /**
   * The take profit and stop loss riding on this entry (their trigger prices), which main places as
   * closePosition orders once it first fills.
   */
  readonly exits?: { readonly takeProfit?: string; readonly stopLoss?: string };
  /**
   * Why the order's fate is unknown (the lost answer), or why it was not placed (the venue found no
   * such order once it could no longer arrive).
   */
  readonly problem?: TerminalErrorPayload;
}

/** Whether an order is one main could not place: the venue said it does not exist. */
export const wasNotPlaced = (order: FuturesOrderView): boolean =>
  order.status === 'REJECTED' && order.orderId === null;

/** One position: a symbol and side (BOTH in one-way mode; LONG and SHORT in hedge mode). */
export interface PositionView {
  readonly family: FuturesFamily;
  readonly symbol: string;
  readonly positionSide: PositionSide;
  /** Signed size: negative is short. In contracts on coinm, in the base asset on usdm. */
  readonly size: string;
  readonly entryPrice: string;
  readonly markPrice: string;
  readonly unrealizedPnl: string;
  readonly leverage: number;
  /** Null when no liquidation price exists (no position, or none reachable). */
  readonly liquidationPrice: string | null;
  /** Why there is no liquidation price, in trader words; null when there is one or no position. */
  readonly liquidationNote: string | null;
  readonly marginType: 'cross' | 'isolated';
  /** The isolated position's margin (its wallet plus unrealised profit); "0" for cross. */
  readonly isolatedMargin: string;
  /** The position's value at the mark: quote asset (usdm) or margin asset (coinm). */
  readonly notional: string;
  /** The largest position the leverage allows: notional (usdm) or contracts (coinm). */
  readonly maxPosition: string;
  readonly updateTime: number;
}

/** A margin asset's wallet on one family. */
export interface FuturesWalletView {
  readonly asset: string;
  readonly walletBalance: string;
  readonly unrealizedPnl: string;
  readonly marginBalance: string;
  readonly availableBalance: string;
  readonly initialMargin: string;
  readonly maintMargin: string;
  readonly maxWithdrawAmount: string;
  /** The wallet less the isolated positions' own wallets: what backs the cross positions. */
  readonly crossWalletBalance: string;
}

/** A position's margins as the account lists them. */
export interface AccountPositionView {
  readonly symbol: string;
  readonly positionSide: PositionSide;
  readonly maintMargin: string;
  readonly unrealizedPnl: string;
  readonly isolated: boolean;
}

export interface FuturesAccountView {
  readonly family: FuturesFamily;
  readonly canTrade: boolean;
  readonly wallets: readonly FuturesWalletView[];
  /** Held positions only. */
  readonly positions: readonly AccountPositionView[];
  readonly updateTime: number;
}

export interface PositionModeView {
  readonly family: FuturesFamily;
  /** True: hedge mode (LONG and SHORT positions); false: one-way (BOTH). */
  readonly hedge: boolean;
}

/**
 * One leverage bracket: up to `cap` of position, at most `maxLeverage`; its maintenance margin is the
 * position's value × `maintMarginRatio` − `cum` (the bracket's maintenance amount).
 */
export interface LeverageBracketView {
  readonly bracket: number;
  readonly maxLeverage: number;
  readonly floor: string;
  readonly cap: string;
  readonly maintMarginRatio: string;
  readonly cum: string;
}

export interface LeverageBracketsView {
  readonly family: FuturesFamily;
  readonly symbol: string;
  /** notional (usdm, quote asset) or contracts' base amount (coinm). */
  readonly unit: 'notional' | 'quantity';
  readonly brackets: readonly LeverageBracketView[];
}

export interface LeverageView {
  readonly family: FuturesFamily;
  readonly symbol: string;
  readonly leverage: number;
  readonly maxPosition: string;
}

/** A contract's commission rates for the account, as decimal fractions ("0.0005" is 0.05 %). */
export interface CommissionRateView {
  readonly family: FuturesFamily;
  readonly symbol: string;
  readonly maker: string;
  readonly taker: string;
}

/** One fill of the account on a contract, as the venue's userTrades tells it. */
export interface FuturesTradeView {
  readonly family: FuturesFamily;
  readonly symbol: string;
  readonly id: number;
  readonly orderId: number;
  readonly side: Side;
  readonly positionSide: PositionSide;
  readonly price: string;
  /** The size (contracts on COIN-M). */
  readonly qty: string;
  /** What it was worth: in the quote asset on USD-M, the margin (base) asset on COIN-M. */
  readonly value: string;
  readonly valueAsset: string;
  readonly realizedPnl: string;
  readonly commission: string;
  readonly commissionAsset: string;
  readonly maker: boolean;
  readonly time: number;
}

/** One change of the futures wallet and its cause, as the venue's income history tells it. */
export interface FuturesTransactionView {
  readonly family: FuturesFamily;
  /** '' where it is about no contract (a transfer). */
  readonly symbol: string;
  /** REALIZED_PNL, COMMISSION, FUNDING_FEE, TRANSFER… */
  readonly incomeType: string;
  /** Signed: negative is paid. */
  readonly income: string;
  readonly asset: string;
  readonly time: number;
  readonly tranId: string;
  /** The fill it came of, '' for none. */
  readonly tradeId: string;
}

/** A history read: the rows, oldest first, and whether the venue's one page held them all. */
export interface FuturesHistoryView<Row> {
  readonly rows: readonly Row[];
  readonly from: number;
  readonly to: number;
  /** False when the page came back full: older rows of the span were not read. */
  readonly complete: boolean;
}

/**
 * A conditional order moved: the order now working at the new trigger, and what the trader should
 * know beside it (the old one could not be cancelled, or the new one's answer was lost).
 */
export interface MovedConditionalView {
  readonly order: FuturesOrderView;
  readonly warning: string | null;
}

/** What "Close all positions" did: each position closed at market, or why it was not. */
export interface ClosedPositionsView {
  readonly family: FuturesFamily;
  /** How they were closed: at market, or with limits at each mark (placed, not yet filled). */
  readonly at: 'market' | 'mark';
  readonly closed: readonly {
    readonly symbol: string;
    readonly positionSide: PositionSide;
    /** The signed size it had. */
    readonly size: string;
    readonly order: FuturesOrderView;
  }[];
  readonly failed: readonly {
    readonly symbol: string;
    readonly positionSide: PositionSide;
    readonly size: string;
    /** Why not, in the venue's words with its code where it gave one. */
    readonly reason: string;
  }[];
}

const familyOnly = z.object({ family: futuresFamily }).strict();
const contractArgs = z.object({ family: futuresFamily, symbol: futuresSymbolArg }).strict();
export type ReversePositionArgs = z.output<typeof contractArgs>;

export const futuresRequests = {
  'tt:futures:symbols': request<FuturesSymbolView[]>()(familyOnly),
  /**
   * Places an order after the pre-send checks; a refusal rejects with the venue's code and message. A
   * lost answer (5xx, timeout) resolves with the order UNKNOWN; `tt:futures:orderUpdated` tells the rest.
   */
  'tt:futures:place': request<FuturesOrderView>()(placeFuturesOrderArgs),
  /** The venue's open orders, then main's UNKNOWN orders and those found not placed (until dismissed). */
  'tt:futures:open': request<FuturesOrderView[]>()(
    z.object({ family: futuresFamily, symbol: futuresSymbolArg.optional() }).strict(),
  ),
  'tt:futures:order': request<FuturesOrderView>()(futuresOrderRef),
  /** Forgets an order that was found not placed (it leaves the open orders). */
  'tt:futures:dismiss': request<void>()(
    z.object({ family: futuresFamily, clientOrderId: z.string().min(1).max(36) }).strict(),
  ),
  'tt:futures:cancel': request<FuturesOrderView>()(futuresOrderRef),
  /**
   * Cancels every working order of a contract (on USD-M the waiting conditional ones too); answers how
   * many were working.
   */
  'tt:futures:cancelAll': request<{ readonly cancelled: number }>()(contractArgs),
  /**
   * Moves a working limit order to a new price (and size) in place, keeping its ids (Binance's Modify
   * Order); refused before sending as the venue would refuse it, and the order stays as it was.
   */
  'tt:futures:modify': request<FuturesOrderView>()(modifyFuturesOrderArgs),
  /**
   * Moves a conditional order waiting for its trigger: the futures API changes none in place, so main
   * places it again at the new trigger and cancels the old one (a reduce-only or close-position one
   * the new first, an opening one the old first); checked before sending as any new order.
   */
  'tt:futures:moveConditional': request<MovedConditionalView>()(moveConditionalArgs),
  /** Every position row of the family (zero sizes included), or of one symbol. */
  'tt:futures:positions': request<PositionView[]>()(
    z.object({ family: futuresFamily, symbol: futuresSymbolArg.optional() }).strict(),
  ),
  'tt:futures:closePosition': request<FuturesOrderView>()(closePositionArgs),
  /**
   * Every open position of the family closed, each on its own: at market, or (`at: 'mark'`) with a
   * reduce-only limit at its mark price on the tick, never worse than the mark.
   */
  'tt:futures:closeAllPositions': request<ClosedPositionsView>()(
    z.object({ family: futuresFamily, at: z.enum(['market', 'mark']).optional() }).strict(),
  ),
  /**
   * A one-way position turned into the same size the other way (one market order of twice its size);
   * refused before sending in hedge mode, without a position, or past the margin available (-2019).
   */
  'tt:futures:reversePosition': request<FuturesOrderView>()(contractArgs),
  /** Starts a chase; answers once its order is placed (refused before sending as any order). */
  'tt:futures:chase': request<ChaseView>()(chaseArgs),
  /** The chases of this run, newest first (ended ones too, until the app restarts). */
  'tt:futures:chases': request<ChaseView[]>()(z.object({}).strict()),
  /** Stops moving a chase's order; the order stays where it is. */
  'tt:futures:stopChase': request<ChaseView>()(z.object({ id: z.string().min(1).max(40) }).strict()),
  /** Starts a TWAP; answers once its first slice is placed (refused before sending as any order). */
  'tt:futures:twap': request<TwapView>()(twapArgs),
  /** The TWAPs of this run, newest first (ended ones too, until the app restarts). */
  'tt:futures:twaps': request<TwapView[]>()(z.object({}).strict()),
  /** Sends no more of a TWAP's slices; what they filled stays. */
  'tt:futures:stopTwap': request<TwapView>()(z.object({ id: z.string().min(1).max(40) }).strict()),
  /**
   * Moves or removes a take profit or stop loss riding on an entry that has not filled (checked at the
   * entry's price as when placed); answers the exits left on it, null for none.
   */
  'tt:futures:moveExit': request<FuturesOrderView['exits'] | null>()(moveExitArgs),
  'tt:futures:account': request<FuturesAccountView>()(familyOnly),
  'tt:futures:positionMode': request<PositionModeView>()(familyOnly),
  'tt:futures:setPositionMode': request<PositionModeView>()(
    z.object({ family: futuresFamily, hedge: z.boolean() }).strict(),
  ),
  /** Cross or isolated margin for a symbol (-4046 already so, -4047 open orders, -4048 a position). */
  'tt:futures:setMarginType': request<void>()(marginTypeArgs),
  /** Adds or removes an isolated position's margin (-4049 cross, -4050 / -4051 insufficient). */
  'tt:futures:positionMargin': request<void>()(positionMarginArgs),
  'tt:futures:leverageBrackets': request<LeverageBracketsView>()(
    z.object({ family: futuresFamily, symbol: futuresSymbolArg }).strict(),
  ),
  'tt:futures:setLeverage': request<LeverageView>()(
    z
      .object({ family: futuresFamily, symbol: futuresSymbolArg, leverage: z.number().int().min(1).max(125) })
      .strict(),
  ),
  /** The account's maker and taker commission rates on a contract (decimal fractions, "0.0002"). */
  'tt:futures:commissionRate': request<CommissionRateView>()(contractArgs),
  /** A contract's orders of the last day or week, open or not (allOrders), oldest first. */
  'tt:futures:orderHistory': request<FuturesHistoryView<FuturesOrderView>>()(contractHistoryArgs),
  /** A contract's fills of the last day or week (userTrades), oldest first. */
  'tt:futures:tradeHistory': request<FuturesHistoryView<FuturesTradeView>>()(contractHistoryArgs),
  /** The family's wallet changes of the last day or week (income), oldest first. */
  'tt:futures:transactions': request<FuturesHistoryView<FuturesTransactionView>>()(transactionsArgs),
  /** Realized P&L, ROE, funding and closed positions, from the venue's income history and fills. */
  'tt:futures:pnl': request<FuturesPnlView>()(familyOnly),
};

export const futuresEvents = {
  /** Orders, positions or settings of a family changed through the terminal: refresh what shows them. */
  'tt:futures:changed': event<{ readonly family: FuturesFamily; readonly symbol: string | null }>(),
  /** An order main placed went UNKNOWN, or an UNKNOWN one is now known (found, or not placed). */
  'tt:futures:orderUpdated': event<{ readonly order: FuturesOrderView }>(),
  /** A chase moved, filled, stopped or ended. */
  'tt:futures:chaseUpdated': event<{ readonly chase: ChaseView }>(),
  /** A TWAP sent or skipped a slice, filled, finished or stopped. */
  'tt:futures:twapUpdated': event<{ readonly twap: TwapView }>(),
  /** A fill, a cancel or expiry, or an UNKNOWN order known again, told by the user-data stream. */
  'tt:futures:notice': event<FuturesOrderNotice>(),
};
