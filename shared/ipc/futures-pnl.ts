import type { PositionSide } from '../api/futures/enums';
import type { OrderNoticeKind } from './orders';
import type { FuturesFamily, FuturesOrderView } from './futures';

/**
 * What a family's trading made, from the venue's own records: its income history (realized profit,
 * commission, funding) and the account's fills (userTrades). Every figure is a decimal string in the
 * margin asset; percentages have two decimals.
 */
export interface FuturesPnlView {
  readonly family: FuturesFamily;
  /** The span the venue's records were read over (ms): the last 7 days, the venue's own default. */
  readonly from: number;
  readonly to: number;
  /** One row per margin asset. */
  readonly totals: readonly FuturesPnlTotal[];
  /** One row per position side with an open position or trades in the span. */
  readonly positions: readonly FuturesPositionPnl[];
  /** Positions opened and closed back to zero, newest first. */
  readonly closed: readonly ClosedPositionView[];
}

export interface FuturesPnlTotal {
  readonly asset: string;
  readonly realizedPnl: string;
  /** Negative: commission paid. */
  readonly commission: string;
  /** Negative: funding paid; positive: funding received. */
  readonly funding: string;
  /** realized + commission + funding. */
  readonly net: string;
  readonly unrealizedPnl: string;
}

export interface FuturesPositionPnl {
  readonly symbol: string;
  readonly positionSide: PositionSide;
  readonly asset: string;
  readonly size: string;
  readonly realizedPnl: string;
  readonly commission: string;
  /** The symbol's funding (the venue books funding per symbol, not per side). */
  readonly funding: string;
  readonly unrealizedPnl: string;
  /** Unrealized profit over the position's initial margin (value at mark / leverage), %; null when flat. */
  readonly roePercent: string | null;
}

export interface ClosedPositionView {
  readonly symbol: string;
  readonly positionSide: PositionSide;
  readonly asset: string;
  /** LONG or SHORT: which way the position was. */
  readonly direction: 'LONG' | 'SHORT';
  /** Null when the position was already open before the span read. */
  readonly openedAt: number | null;
  readonly closedAt: number;
  /** The largest size it reached (contracts on coinm). */
  readonly maxSize: string;
  /** The average of the opening fills; null when they came before the span read. */
  readonly entryPrice: string | null;
  readonly exitPrice: string;
  readonly realizedPnl: string;
  readonly commission: string;
  readonly funding: string;
  readonly net: string;
  /** Realized profit over the margin its largest size needed at the symbol's current leverage, %. */
  readonly roePercent: string | null;
}

/** A futures order's change the user is told about, like a spot order's notice. */
export interface FuturesOrderNotice {
  readonly kind: OrderNoticeKind;
  /** The order it is about; null for a notice about the account (a margin call). */
  readonly order: FuturesOrderView | null;
  readonly message: string;
}
